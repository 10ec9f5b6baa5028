import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/dates/isoDate';
import { StatusChip } from '../../components/feedback/StatusChip';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, ROUTES, STATUS_TONES, type MySurveySummary } from './api';

/** The surveys and pulses distributed to me, those still to answer first. */
export function MySurveysPage() {
  const { t, i18n } = useTranslation('satisfaction');
  const navigate = useNavigate();
  const list = useServerList<MySurveySummary>(PATHS.mySurveys, { filters: ['answered'], sort: '-openedAt' });
  const columns = useMemo<GridColDef<MySurveySummary>[]>(
    () => [
      { field: 'title', headerName: t('fields.title'), flex: 1, minWidth: 200 },
      { field: 'kind', headerName: t('fields.kind'), width: 120, sortable: false, valueFormatter: (value: string) => t(`kind.${value}`) },
      { field: 'questionCount', headerName: t('fields.questionCount'), width: 110, sortable: false, align: 'right', headerAlign: 'right' },
      { field: 'openedAt', headerName: t('fields.openedAt'), width: 130, valueFormatter: (value: string) => formatDate(value?.slice(0, 10), i18n.language) },
      { field: 'status', headerName: t('fields.status'), width: 120, sortable: false, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="satisfaction:status" tones={STATUS_TONES} /> },
      {
        field: 'answered',
        headerName: t('fields.answered'),
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip size="small" color={row.answered ? 'success' : 'warning'} variant="outlined" label={row.answered ? t('mine.answered') : t('mine.toAnswer')} />
        ),
      },
    ],
    [t, i18n.language],
  );
  return (
    <>
      <PageHeader title={t('mine.title')} subtitle={t('mine.subtitle')} />
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('mine.title')}
        emptyTitle={t('mine.empty')}
        onRowClick={(row) => navigate(ROUTES.answer(row.id))}
        testId="my-surveys-grid"
      />
    </>
  );
}
