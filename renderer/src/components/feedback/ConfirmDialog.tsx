import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from './ProblemAlert';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Irreversible or destructive: the confirm button is red. */
  destructive?: boolean;
  /** Runs the action; the dialog stays open with the error shown when it fails. */
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
}

/** Asks before an irreversible action and shows why it failed, if it does. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // Callers often clear the title when they close the dialog; the dialog keeps showing the last one
  // while it fades out, so it never has an empty (nameless) title.
  const [shown, setShown] = useState({ title, message, confirmLabel });
  if (open && (shown.title !== title || shown.message !== message || shown.confirmLabel !== confirmLabel)) {
    setShown({ title, message, confirmLabel });
  }

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (err) {
      setBusy(false);
      setError(err);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="xs"
      aria-labelledby="confirm-dialog-title"
      data-testid="confirm-dialog"
    >
      <DialogTitle id="confirm-dialog-title">{shown.title}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={error} />
        {typeof shown.message === 'string' ? <DialogContentText>{shown.message}</DialogContentText> : shown.message}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {cancelLabel ?? t('common:actions.cancel')}
        </Button>
        <Button
          onClick={() => void confirm()}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={busy}
          data-testid="confirm-dialog-confirm"
        >
          {shown.confirmLabel ?? t('common:actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
