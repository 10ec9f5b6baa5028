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
import { ProblemAlert } from './ProblemAlert';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  message: string;
  label: string;
  confirmLabel: string;
  /** A rejection needs a reason; a cancellation may take an optional one. */
  required?: boolean;
  /** Shown under the field when a required reason is missing. */
  requiredMessage: string;
  maxLength?: number;
  destructive?: boolean;
  /** Prefix of the test ids: `{testId}-dialog`, `{testId}-input`, `{testId}-confirm`. */
  testId?: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Confirms an irreversible move (reject, cancel…) with the reason it records. */
export function ReasonDialog({
  open,
  title,
  message,
  label,
  confirmLabel,
  required,
  requiredMessage,
  maxLength = 1000,
  destructive,
  testId = 'reason',
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  // Keeps the last texts while the dialog fades out: callers often clear them on close.
  const [shown, setShown] = useState({ title, message, confirmLabel });
  if (open && (shown.title !== title || shown.message !== message || shown.confirmLabel !== confirmLabel)) {
    setShown({ title, message, confirmLabel });
  }
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
      data-testid={`${testId}-dialog`}
    >
      <DialogTitle>{shown.title}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={fieldError ? null : error} />
        <DialogContentText sx={{ mb: 2 }}>{shown.message}</DialogContentText>
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
          helperText={fieldError ?? (touched && missing ? requiredMessage : undefined)}
          slotProps={{ htmlInput: { maxLength, 'data-testid': `${testId}-input` } }}
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
          data-testid={`${testId}-confirm`}
        >
          {shown.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
