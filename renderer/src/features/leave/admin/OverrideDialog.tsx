import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LEAVE_COMMENT_MAX, OVERRIDE_ACTIONS, type OverrideAction } from '../../../../../shared/leave';
import { api } from '../../../app/api';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { PATHS, type LeaveRequest } from '../api';

/** What an administrator may set a request to from its status (the server answers INVALID_STATE otherwise). */
const ACTIONS_FROM: Record<string, readonly OverrideAction[]> = { PENDING: OVERRIDE_ACTIONS, APPROVED: ['REJECT', 'CANCEL'] };

/**
 * The administrative override: the status is set at once, whatever approval steps remain, with a
 * mandatory comment mailed to the employee.
 */
export function OverrideDialog({ request, onClose, onDone }: { request: LeaveRequest | null; onClose: () => void; onDone: (r: LeaveRequest) => void }) {
  const { t } = useTranslation('leave');
  const actions = ACTIONS_FROM[request?.status ?? ''] ?? [];
  const [action, setAction] = useState<OverrideAction | ''>('');
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    setAction(ACTIONS_FROM[request?.status ?? '']?.[0] ?? '');
    setComment('');
    setMissing(false);
    setError(null);
  }, [request]);
  const confirm = async () => {
    if (!comment.trim()) return setMissing(true);
    setBusy(true);
    setError(null);
    try {
      onDone(await api.put<LeaveRequest>(PATHS.override((request as LeaveRequest).id), { action, comment: comment.trim() }));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={request !== null} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="leave-override-title" data-testid="leave-override-dialog">
      <DialogTitle id="leave-override-title">{t('requestsAdmin.overrideTitle', { name: request?.employee.name ?? '' })}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={error} />
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{t('requestsAdmin.overrideHelp')}</Alert>
          <TextField select size="small" label={t('requestsAdmin.action')} value={action} onChange={(e) => setAction(e.target.value as OverrideAction)} required slotProps={{ htmlInput: { 'data-testid': 'leave-override-action' } }}>
            {actions.map((a) => (
              <MenuItem key={a} value={a}>
                {t(`requestsAdmin.actions.${a}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('requestsAdmin.comment')}
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              setMissing(false);
            }}
            required
            multiline
            minRows={2}
            error={missing}
            helperText={missing ? t('requestsAdmin.commentRequired') : t('requestsAdmin.commentHelp')}
            slotProps={{ htmlInput: { maxLength: LEAVE_COMMENT_MAX, 'data-testid': 'leave-override-comment' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" color={action === 'APPROVE' ? 'primary' : 'error'} onClick={() => void confirm()} loading={busy} disabled={!action} data-testid="leave-override-confirm">
          {t('requestsAdmin.overrideConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
