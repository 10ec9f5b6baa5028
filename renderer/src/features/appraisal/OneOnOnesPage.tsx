import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { PersonPicker, type PickedPerson } from '../../components/people/PersonPicker';
import { PATHS, type OneOnOne } from './api';

function NewMeetingDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation('appraisal');
  const [withPerson, setWith] = useState<PickedPerson | null>(null);
  const [scheduledAt, setAt] = useState('');
  const [agenda, setAgenda] = useState('');
  const [error, setError] = useState<unknown>(null);
  const save = async () => {
    setError(null);
    try {
      await api.post(PATHS.oneOnOnes, {
        withEmployeeId: withPerson?.id ?? '',
        scheduledAt: scheduledAt ? new Date(scheduledAt).toISOString() : '',
        agendaItems: agenda.split('\n').map((s) => s.trim()).filter(Boolean),
      });
      onCreated();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('oneOnOnes.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <ProblemAlert error={error} /> : null}
          <PersonPicker label={t('oneOnOnes.with')} kind="employee" value={withPerson} onChange={setWith} testId="one-on-one-with" />
          <TextField label={t('oneOnOnes.when')} type="datetime-local" value={scheduledAt} onChange={(e) => setAt(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label={t('oneOnOnes.agenda')} helperText={t('oneOnOnes.agendaHelp')} value={agenda} onChange={(e) => setAgenda(e.target.value)} multiline minRows={3} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={save}>{t('actions.create')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function MeetingDrawer({ meeting, onClose, onChanged }: { meeting: OneOnOne | null; onClose: () => void; onChanged: (m: OneOnOne) => void }) {
  const { t } = useTranslation('appraisal');
  const [item, setItem] = useState('');
  const [action, setAction] = useState('');
  const [notes, setNotes] = useState('');
  const [confirm, setConfirm] = useState<'complete' | 'cancel' | null>(null);
  const [error, setError] = useState<unknown>(null);
  if (!meeting) return null;
  const base = PATHS.oneOnOne(meeting.id);
  const call = async (method: 'post' | 'put', path: string, body: object) => {
    setError(null);
    try {
      onChanged(await api[method]<OneOnOne>(`${base}${path}`, body));
    } catch (err) {
      setError(err);
    }
  };
  const planned = meeting.status === 'PLANNED';
  const open = meeting.status !== 'CANCELLED';
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 }, p: 3 } } }}>
      <Stack spacing={2} data-testid="one-on-one-detail">
        <Typography variant="h3" component="h2">{t('oneOnOnes.between', { manager: meeting.manager.name, employee: meeting.employee.name })}</Typography>
        <StatusChip status={meeting.status} labelPrefix="appraisal:oneOnOneStatus" />
        {error ? <ProblemAlert error={error} /> : null}
        <Typography variant="h4" component="h3">{t('oneOnOnes.agendaTitle')}</Typography>
        {meeting.agendaItems.map((a) => (
          <FormControlLabel key={a.id} control={<Checkbox checked={a.discussed} disabled={!open} onChange={(e) => call('put', `/agenda-items/${a.id}/discuss`, { discussed: e.target.checked })} />} label={a.title} />
        ))}
        {planned && (
          <Stack direction="row" spacing={1}>
            <TextField size="small" label={t('oneOnOnes.newItem')} value={item} onChange={(e) => setItem(e.target.value)} fullWidth />
            <Button onClick={() => item.trim() && call('post', '/agenda-items', { title: item }).then(() => setItem(''))}>{t('actions.add')}</Button>
          </Stack>
        )}
        <Typography variant="h4" component="h3">{t('oneOnOnes.actionsTitle')}</Typography>
        {meeting.actionItems.map((a) => (
          <FormControlLabel
            key={a.id}
            control={<Checkbox checked={a.status === 'DONE'} disabled={!open} onChange={(e) => call('put', `/action-items/${a.id}/status`, { status: e.target.checked ? 'DONE' : 'TODO' })} />}
            label={`${a.title}${a.owner ? ` — ${a.owner.name}` : ''}${a.carriedFromId ? ` (${t('oneOnOnes.carried')})` : ''}`}
          />
        ))}
        {open && (
          <Stack direction="row" spacing={1}>
            <TextField size="small" label={t('oneOnOnes.newAction')} value={action} onChange={(e) => setAction(e.target.value)} fullWidth />
            <Button onClick={() => action.trim() && call('post', '/action-items', { title: action }).then(() => setAction(''))}>{t('actions.add')}</Button>
          </Stack>
        )}
        {meeting.notes && <Typography variant="body2">{meeting.notes}</Typography>}
        {planned && (
          <>
            <TextField label={t('oneOnOnes.notes')} value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={3} />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => setConfirm('complete')}>{t('oneOnOnes.complete')}</Button>
              <Button color="error" onClick={() => setConfirm('cancel')}>{t('oneOnOnes.cancel')}</Button>
            </Stack>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={confirm !== null}
        destructive={confirm === 'cancel'}
        title={confirm ? t(`oneOnOnes.${confirm}`) : ''}
        message={confirm ? t(`oneOnOnes.confirm.${confirm}`) : ''}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          const what = confirm;
          setConfirm(null);
          await call('post', `/${what}`, what === 'complete' ? (notes ? { notes } : {}) : {});
        }}
      />
    </Drawer>
  );
}

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
      <PageHeader title={t('oneOnOnes.title')} subtitle={t('oneOnOnes.subtitle')} actions={<Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>{t('oneOnOnes.new')}</Button>} />
      <ServerDataGrid list={list} columns={columns} label={t('oneOnOnes.title')} emptyTitle={t('oneOnOnes.empty')} onRowClick={setOpened} testId="one-on-ones-grid" />
      <NewMeetingDialog open={creating} onClose={() => setCreating(false)} onCreated={() => { setCreating(false); notify(t('oneOnOnes.created')); list.reload(); }} />
      <MeetingDrawer meeting={opened} onClose={() => setOpened(null)} onChanged={(m) => { setOpened(m); list.reload(); }} />
    </>
  );
}
