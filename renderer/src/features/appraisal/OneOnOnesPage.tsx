import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/feedback/Notifier';
import { StatusChip } from '../../components/feedback/StatusChip';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, type OneOnOne } from './api';
import { MeetingDialog } from './MeetingDialog';
import { MeetingDrawer } from './MeetingDrawer';

/** One-on-ones of the caller, as manager or as employee: agenda, notes, action items carried over. */
export function OneOnOnesPage() {
  const { t, i18n } = useTranslation('appraisal');
  const notify = useNotify();
  const list = useServerList<OneOnOne>(PATHS.oneOnOnes, { filters: ['status'], sort: '-scheduledAt' });
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<OneOnOne | null>(null);
  const language = i18n.resolvedLanguage ?? 'fr';
  const columns = useMemo<GridColDef<OneOnOne>[]>(
    () => [
      { field: 'scheduledAt', headerName: t('oneOnOnes.when'), width: 170, valueFormatter: (v: string) => new Date(v).toLocaleString(language) },
      { field: 'manager', headerName: t('fields.manager'), flex: 1, sortable: false, valueGetter: (_v, row) => row.manager.name },
      { field: 'employee', headerName: t('fields.employee'), flex: 1, sortable: false, valueGetter: (_v, row) => row.employee.name },
      { field: 'open', headerName: t('oneOnOnes.openActions'), width: 130, sortable: false, valueGetter: (_v, row) => row.actionItems.filter((a) => a.status === 'TODO').length },
      { field: 'status', headerName: t('fields.status'), width: 130, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="appraisal:oneOnOneStatus" /> },
    ],
    [t, language],
  );
  return (
    <>
      <PageHeader title={t('oneOnOnes.title')} subtitle={t('oneOnOnes.subtitle')} actions={<Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)} data-testid="one-on-one-new">{t('oneOnOnes.new')}</Button>} />
      <ServerDataGrid list={list} columns={columns} label={t('oneOnOnes.title')} emptyTitle={t('oneOnOnes.empty')} onRowClick={setOpened} testId="one-on-ones-grid" />
      <MeetingDialog open={creating} meeting={null} onClose={() => setCreating(false)} onSaved={(m) => { setCreating(false); notify(t('oneOnOnes.created')); list.reload(); setOpened(m); }} />
      <MeetingDrawer meeting={opened} onClose={() => setOpened(null)} onChanged={(m) => { setOpened(m); list.reload(); }} />
    </>
  );
}
