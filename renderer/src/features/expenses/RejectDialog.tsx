import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isApiProblem } from '../../app/api';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { EXPENSE_NOTE_MAX } from '../../../../shared/expenses';

/** Rejecting is final: the reason is required and shown to the employee. */
export function RejectDialog({
  open,
  message,
  onConfirm,
  onClose,
}: {
  open: boolean;
  message: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('expenses');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (open) {
      setReason('');
      setTouched(false);
      setError(null);
    }
  }, [open]);
  const missing = reason.trim() === '';
  const serverError = isApiProblem(error)
    ? error.fieldErrors.find((e) => e.path === 'reason')?.message
    : undefined;
  const confirm = async () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      data-testid="reject-dialog"
    >
      <DialogTitle>{t('actions.reject.title')}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={serverError ? null : error} />
        <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
        <TextField
          label={t('actions.reject.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          multiline
          minRows={2}
          fullWidth
          autoFocus
          error={(touched && missing) || Boolean(serverError)}
          helperText={serverError ?? (touched && missing ? t('actions.reject.required') : undefined)}
          slotProps={{ htmlInput: { maxLength: EXPENSE_NOTE_MAX, 'data-testid': 'reject-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={busy}
          onClick={() => void confirm()}
          data-testid="reject-confirm"
        >
          {t('actions.reject.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
