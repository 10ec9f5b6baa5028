import { useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { isApiProblem } from '../../app/api';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';

/** The server's message for a field of the last refusal, if any. */
export type FieldErrorOf = (path: string) => string | undefined;

/**
 * A small form in a dialog: the fields get the server's field errors, a refusal without field
 * errors shows on top; the dialog stays open until the request succeeds.
 */
export function FormDialog({
  open,
  title,
  confirmLabel,
  destructive,
  testId,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  destructive?: boolean;
  testId: string;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  children: (fieldError: FieldErrorOf) => ReactNode;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const fieldError: FieldErrorOf = (path) => (isApiProblem(error) ? error.fieldErrors.find((e) => e.path === path)?.message : undefined);
  const onFields = isApiProblem(error) && error.fieldErrors.length > 0;
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={onFields ? null : error} />
        <Stack spacing={2} sx={{ mt: 1 }}>
          {children(fieldError)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} loading={busy} onClick={() => void submit()} data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
