import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import type { ListEnvelope } from '../../app/api/types';
import { formResolver } from '../../app/forms/formResolver';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormDateField } from '../../components/dates/DateField';
import { formatDate, toIsoDate } from '../../components/dates/isoDate';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, type Cycle, type EvaluationForm } from './api';
import { FormsPanel } from './FormsPanel';

const CycleForm = z.object({ name: z.string().trim().min(1).max(120), formId: z.string().min(1), opensOn: z.string().min(1), closesOn: z.string().min(1) });
type CycleValues = z.input<typeof CycleForm>;

const blank = (): CycleValues => ({ name: '', formId: '', opensOn: toIsoDate(new Date()), closesOn: toIsoDate(new Date(Date.now() + 30 * 86_400_000)) });

/** Creates a cycle, or changes one still in draft: name, form, opening and closing dates. */
function CycleDialog({ open, cycle, onClose, onSaved }: { open: boolean; cycle: Cycle | null; onClose: () => void; onSaved: (c: Cycle) => void }) {
  const { t } = useTranslation('appraisal');
  const forms = useApiQuery<ListEnvelope<EvaluationForm>>(open ? PATHS.forms : null, { pageSize: 200 });
  const form = useForm<CycleValues>({ resolver: formResolver(CycleForm), defaultValues: blank() });
  useEffect(() => {
    if (open) form.reset(cycle ? { name: cycle.name, formId: cycle.form.id, opensOn: cycle.opensOn, closesOn: cycle.closesOn } : blank());
  }, [open, cycle, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    onSaved(cycle ? await api.put<Cycle>(PATHS.cycle(cycle.id), v) : await api.post<Cycle>(PATHS.cycles, v));
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  return (
    <Dialog open={open} onClose={submitting ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="cycle-dialog-title" data-testid="cycle-dialog">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="cycle-dialog-title">{cycle ? t('cycles.editTitle') : t('cycles.new')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="name" label={t('fields.name')} required slotProps={{ htmlInput: { 'data-testid': 'cycle-name', maxLength: 120 } }} />
            <FormTextField control={form.control} name="formId" label={t('fields.form')} select required slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'cycle-form' } as object } }}>
              {(forms.data?.items ?? []).map((f) => (
                <MenuItem key={f.id} value={f.id} data-testid={`cycle-form-${f.name}`}>{f.name}</MenuItem>
              ))}
              {cycle && !(forms.data?.items ?? []).some((f) => f.id === cycle.form.id) ? <MenuItem value={cycle.form.id}>{cycle.form.name}</MenuItem> : null}
            </FormTextField>
            <FormDateField control={form.control} name="opensOn" label={t('fields.opensOn')} required />
            <FormDateField control={form.control} name="closesOn" label={t('fields.closesOn')} required />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submitting} data-testid="cycle-save">{cycle ? t('objectiveForm.save') : t('actions.create')}</Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Cycle administration: cycles with their completion progress, opening and closing; the form templates. */
export function CyclesPage() {
  const { t, i18n } = useTranslation('appraisal');
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<Cycle>(PATHS.cycles, { sort: '-opensOn' });
  const [editing, setEditing] = useState<{ cycle: Cycle | null } | null>(null);
  const [pending, setPending] = useState<{ cycle: Cycle; action: 'open' | 'close' | 'delete' } | null>(null);
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
        width: 200,
        sortable: false,
        renderCell: ({ row }) =>
          row.status === 'CLOSED' ? null : (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
              <Button size="small" variant="contained" data-testid={`cycle-${row.status === 'DRAFT' ? 'open' : 'close'}`} onClick={(e) => { e.stopPropagation(); setPending({ cycle: row, action: row.status === 'DRAFT' ? 'open' : 'close' }); }}>
                {t(row.status === 'DRAFT' ? 'cycles.open' : 'cycles.close')}
              </Button>
              {row.status === 'DRAFT' && (
                <>
                  <IconButton size="small" aria-label={t('cycles.edit', { name: row.name })} onClick={(e) => { e.stopPropagation(); setEditing({ cycle: row }); }}><EditOutlined fontSize="small" /></IconButton>
                  <IconButton size="small" aria-label={t('cycles.deleteOne', { name: row.name })} onClick={(e) => { e.stopPropagation(); setPending({ cycle: row, action: 'delete' }); }}><DeleteOutlined fontSize="small" /></IconButton>
                </>
              )}
            </Stack>
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
        actions={<Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ cycle: null })} data-testid="cycle-new">{t('cycles.new')}</Button>}
      />
      {error ? <ProblemAlert error={error} /> : null}
      <ServerDataGrid list={list} columns={columns} label={t('cycles.title')} emptyTitle={t('cycles.empty')} testId="cycles-grid" />
      <FormsPanel />
      <CycleDialog open={editing !== null} cycle={editing?.cycle ?? null} onClose={() => setEditing(null)} onSaved={() => { notify(t(editing?.cycle ? 'cycles.saved' : 'cycles.created')); setEditing(null); list.reload(); }} />
      <ConfirmDialog
        open={pending !== null}
        destructive={pending?.action === 'delete'}
        title={pending ? t(`cycles.${pending.action}`) : ''}
        message={pending ? t(`cycles.confirm.${pending.action}`, { name: pending.cycle.name }) : ''}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          setPending(null);
          setError(null);
          try {
            if (pending.action === 'delete') await api.delete(PATHS.cycle(pending.cycle.id));
            else await api.post(`${PATHS.cycle(pending.cycle.id)}/${pending.action}`, {});
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
