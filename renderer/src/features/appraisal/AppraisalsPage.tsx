import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../components/dates/isoDate';
import { StatusChip } from '../../components/feedback/StatusChip';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { APPRAISAL_TONES, PATHS, type AppraisalSummary } from './api';

/** The caller's own appraisals (scope mine) or those they review (scope team). */
export function AppraisalsPage({ scope }: { scope: 'mine' | 'team' }) {
  const { t, i18n } = useTranslation('appraisal');
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<AppraisalSummary>(PATHS.appraisals, { query: { scope }, sort: '-createdAt' });
  const columns = useMemo<GridColDef<AppraisalSummary>[]>(
    () => [
      { field: 'cycle', headerName: t('fields.cycle'), flex: 1, minWidth: 140, sortable: false, valueGetter: (_v, row) => row.cycle.name },
      ...(scope === 'team' ? [{ field: 'employee', headerName: t('fields.employee'), flex: 1, minWidth: 130, sortable: false, valueGetter: (_v: unknown, row: AppraisalSummary) => row.employee.name } satisfies GridColDef<AppraisalSummary>] : []),
      { field: 'manager', headerName: t('fields.manager'), flex: 1, minWidth: 130, sortable: false, valueGetter: (_v, row) => row.manager?.name ?? '—' },
      { field: 'closesOn', headerName: t('fields.closesOn'), width: 120, sortable: false, valueGetter: (_v, row) => formatDate(row.cycle.closesOn, language) },
      { field: 'status', headerName: t('fields.status'), width: 190, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="appraisal:appraisalStatus" tones={APPRAISAL_TONES} /> },
      { field: 'todo', headerName: t('fields.todo'), width: 170, sortable: false, valueGetter: (_v, row) => (row.allowedActions.length ? t(`todo.${row.allowedActions[row.allowedActions.length - 1]}`) : '') },
    ],
    [t, language, scope],
  );
  return (
    <>
      <PageHeader title={t(`${scope}.title`)} subtitle={t(`${scope}.subtitle`)} />
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t(`${scope}.title`)}
        emptyTitle={t(`${scope}.empty`)}
        onRowClick={(row) => navigate(`/appraisal/appraisals/${row.id}`)}
        testId={`appraisals-${scope}-grid`}
      />
    </>
  );
}

export const MyAppraisalsPage = () => <AppraisalsPage scope="mine" />;
export const TeamAppraisalsPage = () => <AppraisalsPage scope="team" />;
