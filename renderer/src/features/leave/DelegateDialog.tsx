import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LEAVE_COMMENT_MAX } from '../../../../shared/leave';
import { api } from '../../app/api';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { PersonPicker, type PickedPerson } from '../../components/people/PersonPicker';
import { PATHS, type LeaveRequest } from './api';

/** Hands the waiting step of a request to someone who may approve leave; they become its only approver and are mailed. */
export function DelegateDialog({ request, onClose, onDone }: { request: LeaveRequest | null; onClose: () => void; onDone: (delegate: PickedPerson) => void }) {
  const { t } = useTranslation('leave');
  const [delegate, setDelegate] = useState<PickedPerson | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    setDelegate(null);
    setComment('');
    setMissing(false);
    setError(null);
  }, [request]);
  const confirm = async () => {
    if (!delegate) return setMissing(true);
    setBusy(true);
    setError(null);
    try {
      await api.post(PATHS.delegate((request as LeaveRequest).id, delegate.id), comment.trim() ? { comment: comment.trim() } : {});
      onDone(delegate);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={request !== null} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="leave-delegate-title" data-testid="leave-delegate-dialog">
      <DialogTitle id="leave-delegate-title">{t('delegate.title', { name: request?.employee.name ?? '' })}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={error} />
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{t('delegate.help')}</DialogContentText>
          <PersonPicker
            kind="user"
            permission="leave.approve"
            label={t('delegate.to')}
            value={delegate}
            onChange={(p) => {
              setDelegate(p);
              setMissing(false);
            }}
            required
            error={missing}
            helperText={missing ? t('delegate.required') : undefined}
            testId="leave-delegate-to"
          />
          <TextField label={t('delegate.comment')} value={comment} onChange={(e) => setComment(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: LEAVE_COMMENT_MAX } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} loading={busy} data-testid="leave-delegate-confirm">
          {t('delegate.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
