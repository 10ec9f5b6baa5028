import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isApiProblem } from '../../../app/api';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  message: string;
  label: string;
  confirmLabel: string;
  /** Reject needs a reason; cancels take an optional one. */
  required?: boolean;
  destructive?: boolean;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Confirms an irreversible move on a booking, with the reason it records. */
export function ReasonDialog({
  open,
  title,
  message,
  label,
  confirmLabel,
  required,
  destructive,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation('booking');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
      setTouched(false);
    }
  }, [open]);
  const missing = Boolean(required) && reason.trim() === '';
  const fieldError = isApiProblem(error)
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
      data-testid="reason-dialog"
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={fieldError ? null : error} />
        <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
        <TextField
          label={label}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required={required}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          error={(touched && missing) || Boolean(fieldError)}
          helperText={fieldError ?? (touched && missing ? t('actions.reasonRequired') : undefined)}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'reason-input' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={busy}
          onClick={() => void confirm()}
          data-testid="reason-confirm"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
