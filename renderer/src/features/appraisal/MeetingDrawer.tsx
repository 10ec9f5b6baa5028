import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { DateField } from '../../components/dates/DateField';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { ReasonDialog } from '../../components/feedback/ReasonDialog';
import { StatusChip } from '../../components/feedback/StatusChip';
import { DetailList } from '../../components/layout/DetailList';
import { PATHS, type OneOnOne } from './api';
import { MeetingDialog } from './MeetingDialog';

/**
 * One meeting: its agenda (discussed flags), its action items (owner, due date, to do or done,
 * carried over from an earlier meeting), the notes; rescheduled, completed or cancelled here.
 */
export function MeetingDrawer({ meeting, onClose, onChanged }: { meeting: OneOnOne | null; onClose: () => void; onChanged: (m: OneOnOne) => void }) {
  const { t, i18n } = useTranslation('appraisal');
  const [item, setItem] = useState('');
  const [action, setAction] = useState({ title: '', owner: '', dueDate: '' });
  const [notes, setNotes] = useState('');
  const [completing, setCompleting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (!meeting) return null;
  const base = PATHS.oneOnOne(meeting.id);
  const call = async (method: 'post' | 'put', path: string, body: object): Promise<boolean> => {
    setError(null);
    try {
      onChanged(await api[method]<OneOnOne>(`${base}${path}`, body));
      return true;
    } catch (err) {
      setError(err);
      return false;
    }
  };
  const planned = meeting.status === 'PLANNED';
  const open = meeting.status !== 'CANCELLED';
  const when = new Date(meeting.scheduledAt).toLocaleString(i18n.resolvedLanguage ?? 'fr', { dateStyle: 'full', timeStyle: 'short' });
  const addAction = async () => {
    if (!action.title.trim()) return;
    const body = { title: action.title, ...(action.owner ? { ownerEmployeeId: action.owner } : {}), ...(action.dueDate ? { dueDate: action.dueDate } : {}) };
    if (await call('post', '/action-items', body)) setAction({ title: '', owner: '', dueDate: '' });
  };
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { 'aria-labelledby': 'meeting-drawer-title', sx: { width: { xs: '100%', sm: 560 }, p: 3 } } }}>
      <Stack spacing={2} data-testid="one-on-one-detail">
        <Typography variant="h3" component="h2" id="meeting-drawer-title">{t('oneOnOnes.between', { manager: meeting.manager.name, employee: meeting.employee.name })}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <StatusChip status={meeting.status} labelPrefix="appraisal:oneOnOneStatus" />
          <Typography variant="body2" data-testid="one-on-one-when-text">{when}</Typography>
        </Stack>
        {meeting.status === 'CANCELLED' && <DetailList items={[{ label: t('oneOnOnes.cancelReason'), value: meeting.cancelReason, wide: true }]} />}
        {error ? <ProblemAlert error={error} /> : null}
        {planned && (
          <div>
            <Button variant="outlined" size="small" onClick={() => setEditing(true)} data-testid="one-on-one-edit">{t('oneOnOnes.edit')}</Button>
          </div>
        )}
        <Typography variant="h4" component="h3">{t('oneOnOnes.agendaTitle')}</Typography>
        {meeting.agendaItems.length === 0 && <Typography variant="body2" color="text.secondary">{t('oneOnOnes.noAgenda')}</Typography>}
        {meeting.agendaItems.map((a) => (
          <FormControlLabel key={a.id} control={<Checkbox checked={a.discussed} disabled={!open} onChange={(e) => call('put', `/agenda-items/${a.id}/discuss`, { discussed: e.target.checked })} />} label={a.title} />
        ))}
        {planned && (
          <Stack direction="row" spacing={1}>
            <TextField size="small" label={t('oneOnOnes.newItem')} value={item} onChange={(e) => setItem(e.target.value)} fullWidth slotProps={{ htmlInput: { maxLength: 300 } }} />
            <Button onClick={async () => item.trim() && (await call('post', '/agenda-items', { title: item })) && setItem('')}>{t('actions.add')}</Button>
          </Stack>
        )}
        <Typography variant="h4" component="h3">{t('oneOnOnes.actionsTitle')}</Typography>
        {meeting.actionItems.map((a) => (
          <FormControlLabel
            key={a.id}
            control={<Checkbox checked={a.status === 'DONE'} disabled={!open} onChange={(e) => call('put', `/action-items/${a.id}/status`, { status: e.target.checked ? 'DONE' : 'TODO' })} />}
            label={`${a.title}${a.owner ? ` — ${a.owner.name}` : ''}${a.dueDate ? ` · ${t('oneOnOnes.due', { date: a.dueDate })}` : ''}${a.carriedFromId ? ` (${t('oneOnOnes.carried')})` : ''}`}
          />
        ))}
        {open && (
          <Stack spacing={1}>
            <TextField size="small" label={t('oneOnOnes.newAction')} value={action.title} onChange={(e) => setAction({ ...action, title: e.target.value })} fullWidth slotProps={{ htmlInput: { maxLength: 300 } }} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField select size="small" label={t('oneOnOnes.actionOwner')} value={action.owner} onChange={(e) => setAction({ ...action, owner: e.target.value })} sx={{ minWidth: 220 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
                <MenuItem value="">{t('oneOnOnes.ownerDefault', { name: meeting.employee.name })}</MenuItem>
                <MenuItem value={meeting.manager.id}>{meeting.manager.name}</MenuItem>
              </TextField>
              <DateField label={t('fields.dueDate')} value={action.dueDate} onChange={(dueDate) => setAction({ ...action, dueDate })} />
              <Button onClick={addAction}>{t('actions.add')}</Button>
            </Stack>
          </Stack>
        )}
        {meeting.notes && <DetailList items={[{ label: t('oneOnOnes.notes'), value: meeting.notes, wide: true }]} />}
        {planned && (
          <>
            <TextField label={t('oneOnOnes.notes')} value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: 8000 } }} />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => setCompleting(true)}>{t('oneOnOnes.complete')}</Button>
              <Button color="error" onClick={() => setCancelling(true)} data-testid="one-on-one-cancel">{t('oneOnOnes.cancel')}</Button>
            </Stack>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={completing}
        title={t('oneOnOnes.complete')}
        message={t('oneOnOnes.confirm.complete')}
        onClose={() => setCompleting(false)}
        onConfirm={async () => {
          setCompleting(false);
          await call('post', '/complete', notes.trim() ? { notes } : {});
        }}
      />
      <ReasonDialog
        open={cancelling}
        title={t('oneOnOnes.cancel')}
        message={t('oneOnOnes.confirm.cancel')}
        label={t('oneOnOnes.cancelReason')}
        requiredMessage={t('oneOnOnes.cancelReason')}
        maxLength={500}
        destructive
        confirmLabel={t('oneOnOnes.cancel')}
        onClose={() => setCancelling(false)}
        onConfirm={async (reason) => {
          setCancelling(false);
          await call('post', '/cancel', reason.trim() ? { reason } : {});
        }}
      />
      <MeetingDialog
        open={editing}
        meeting={editing ? meeting : null}
        onClose={() => setEditing(false)}
        onSaved={(m) => {
          setEditing(false);
          onChanged(m);
        }}
      />
    </Drawer>
  );
}
