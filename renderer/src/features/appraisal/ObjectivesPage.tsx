import { useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { StatusChip } from '../../components/feedback/StatusChip';
import { useNotify } from '../../components/feedback/Notifier';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { OBJECTIVE_TONES, PATHS, type ObjectiveSummary } from './api';
import { ObjectiveDrawer } from './ObjectiveDrawer';
import { ObjectiveFormDialog } from './ObjectiveFormDialog';

/** Objectives: the company, team and individual objectives the caller may read, their cascade, progress and decisions. */
export function ObjectivesPage() {
  const { t } = useTranslation('appraisal');
  const notify = useNotify();
  const list = useServerList<ObjectiveSummary>(PATHS.objectives, { filters: ['scope', 'type', 'status'] });
  const [creating, setCreating] = useState(false);
  // The approvals inbox links to /appraisal/objectives/{id}: the objective opens in the drawer.
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<string | null>(id ?? null);
  useEffect(() => setOpened(id ?? null), [id]);
  const close = () => {
    setOpened(null);
    if (id) navigate('/appraisal/objectives');
  };
  const columns = useMemo<GridColDef<ObjectiveSummary>[]>(
    () => [
      { field: 'title', headerName: t('fields.title'), flex: 1.5, minWidth: 180 },
      { field: 'type', headerName: t('fields.type'), width: 130, valueFormatter: (v: string) => t(`objectiveTypes.${v}`) },
      { field: 'owner', headerName: t('fields.owner'), flex: 1, minWidth: 130, sortable: false, valueGetter: (_v, row) => row.owner?.name ?? '—' },
      { field: 'weighting', headerName: t('fields.weighting'), width: 100, sortable: false, valueFormatter: (v: number) => `${v} %` },
      { field: 'progress', headerName: t('fields.progress'), width: 120, sortable: false, valueFormatter: (v: number) => `${v} %` },
      { field: 'status', headerName: t('fields.status'), width: 160, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="appraisal:objectiveStatus" tones={OBJECTIVE_TONES} /> },
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t('objectives.title')} subtitle={t('objectives.subtitle')} actions={<Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)} data-testid="objective-new">{t('objectives.new')}</Button>} />
      <ServerDataGrid list={list} columns={columns} label={t('objectives.title')} emptyTitle={t('objectives.empty')} onRowClick={(row) => setOpened(row.id)} testId="objectives-grid" />
      <ObjectiveFormDialog
        open={creating}
        objective={null}
        onClose={() => setCreating(false)}
        onSaved={(created) => {
          setCreating(false);
          notify(t('objectives.created'));
          list.reload();
          setOpened(created.id);
        }}
      />
      <ObjectiveDrawer id={opened} onClose={close} onChanged={list.reload} />
    </>
  );
}
