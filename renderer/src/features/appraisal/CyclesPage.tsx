import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import type { ListEnvelope } from '../../app/api/types';
import { DateField } from '../../components/dates/DateField';
import { formatDate, toIsoDate } from '../../components/dates/isoDate';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, type Cycle, type EvaluationForm } from './api';
import { FormsPanel } from './FormsPanel';

function CycleDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (c: Cycle) => void }) {
  const { t } = useTranslation('appraisal');
  const forms = useApiQuery<ListEnvelope<EvaluationForm>>(open ? PATHS.forms : null, { pageSize: 200 });
  const blank = () => ({ name: '', formId: '', opensOn: toIsoDate(new Date()), closesOn: toIsoDate(new Date(Date.now() + 30 * 86_400_000)) });
  const [value, setValue] = useState(blank);
  const [error, setError] = useState<unknown>(null);
  const save = async () => {
    setError(null);
    try {
      onCreated(await api.post<Cycle>(PATHS.cycles, value));
      setValue(blank());
    } catch (err) {
      setError(err);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="cycle-dialog">
      <DialogTitle>{t('cycles.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <ProblemAlert error={error} /> : null}
          <TextField label={t('fields.name')} value={value.name} onChange={(e) => setValue({ ...value, name: e.target.value })} required slotProps={{ htmlInput: { 'data-testid': 'cycle-name', maxLength: 120 } }} />
          <TextField select label={t('fields.form')} value={value.formId} onChange={(e) => setValue({ ...value, formId: e.target.value })} required slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'cycle-form' } as object } }}>
            {(forms.data?.items ?? []).map((f) => (
              <MenuItem key={f.id} value={f.id} data-testid={`cycle-form-${f.name}`}>{f.name}</MenuItem>
            ))}
          </TextField>
          <DateField label={t('fields.opensOn')} value={value.opensOn} onChange={(v) => setValue({ ...value, opensOn: v })} />
          <DateField label={t('fields.closesOn')} value={value.closesOn} onChange={(v) => setValue({ ...value, closesOn: v })} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={save} data-testid="cycle-save">{t('actions.create')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Cycle administration: cycles with their completion progress, opening and closing; the form templates. */
export function CyclesPage() {
  const { t, i18n } = useTranslation('appraisal');
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<Cycle>(PATHS.cycles, { sort: '-opensOn' });
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<{ cycle: Cycle; action: 'open' | 'close' } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const columns = useMemo<GridColDef<Cycle>[]>(
    () => [
      { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 150 },
      { field: 'opensOn', headerName: t('fields.opensOn'), width: 110, valueFormatter: (v: string) => formatDate(v, language) },
      { field: 'closesOn', headerName: t('fields.closesOn'), width: 110, valueFormatter: (v: string) => formatDate(v, language) },
      { field: 'status', headerName: t('fields.status'), width: 110, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="appraisal:cycleStatus" /> },
      {
        field: 'progress',
        headerName: t('fields.progress'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack sx={{ justifyContent: 'center', height: '100%' }} data-testid="cycle-progress">
            <LinearProgress variant="determinate" value={row.progress.signedPercent} aria-label={t('cycles.signedPercent', { percent: row.progress.signedPercent })} />
            <Box component="span" sx={{ fontSize: 12 }}>
              {t('cycles.progress', { signed: row.progress.byStatus.SIGNED, total: row.progress.total, review: row.progress.byStatus.MANAGER_REVIEW, self: row.progress.byStatus.DRAFT + row.progress.byStatus.SELF_ASSESSMENT })}
            </Box>
          </Stack>
        ),
      },
      {
        field: 'actions',
        headerName: '',
        width: 120,
        sortable: false,
        renderCell: ({ row }) =>
          row.status === 'CLOSED' ? null : (
            <Button size="small" variant="contained" data-testid={`cycle-${row.status === 'DRAFT' ? 'open' : 'close'}`} onClick={(e) => { e.stopPropagation(); setPending({ cycle: row, action: row.status === 'DRAFT' ? 'open' : 'close' }); }}>
              {t(row.status === 'DRAFT' ? 'cycles.open' : 'cycles.close')}
            </Button>
          ),
      },
    ],
    [t, language],
  );
  return (
    <>
      <PageHeader
        title={t('cycles.title')}
        subtitle={t('cycles.subtitle')}
        actions={<Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)} data-testid="cycle-new">{t('cycles.new')}</Button>}
      />
      {error ? <ProblemAlert error={error} /> : null}
      <ServerDataGrid list={list} columns={columns} label={t('cycles.title')} emptyTitle={t('cycles.empty')} testId="cycles-grid" />
      <FormsPanel />
      <CycleDialog open={creating} onClose={() => setCreating(false)} onCreated={() => { setCreating(false); notify(t('cycles.created')); list.reload(); }} />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`cycles.${pending.action}`) : ''}
        message={pending ? t(`cycles.confirm.${pending.action}`, { name: pending.cycle.name }) : ''}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          setPending(null);
          setError(null);
          try {
            await api.post(`${PATHS.cycle(pending.cycle.id)}/${pending.action}`, {});
            notify(t(`cycles.done.${pending.action}`));
            list.reload();
          } catch (err) {
            setError(err);
          }
        }}
      />
    </>
  );
}
