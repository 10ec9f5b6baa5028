import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isApiProblem } from '../../app/api';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { EXPENSE_NOTE_MAX } from '../../../../shared/expenses';
import { REIMBURSEMENT_MODES, type ReimbursementMode } from './api';

/**
 * Records a reimbursement (payment mode and an optional note). It posts a journal entry and
 * cannot be undone, so the dialog says so and the confirm button is red.
 */
export function ReimburseDialog({
  open,
  message,
  onConfirm,
  onClose,
}: {
  open: boolean;
  message: string;
  onConfirm: (body: { paymentMode: ReimbursementMode; note: string | null }) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('expenses');
  const [mode, setMode] = useState<ReimbursementMode>('BANK_TRANSFER');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (open) {
      setMode('BANK_TRANSFER');
      setNote('');
      setError(null);
    }
  }, [open]);
  const fieldError = (path: string) =>
    isApiProblem(error) ? error.fieldErrors.find((e) => e.path === path)?.message : undefined;
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm({ paymentMode: mode, note: note.trim() || null });
      onClose();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const onFields = fieldError('paymentMode') ?? fieldError('note');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      data-testid="reimburse-dialog"
    >
      <DialogTitle>{t('actions.mark-reimbursed.title')}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={onFields ? null : error} />
        <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            select
            label={t('actions.mark-reimbursed.mode')}
            value={mode}
            onChange={(e) => setMode(e.target.value as ReimbursementMode)}
            required
            error={Boolean(fieldError('paymentMode'))}
            helperText={fieldError('paymentMode')}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'reimburse-mode' } as object } }}
          >
            {REIMBURSEMENT_MODES.map((m) => (
              <MenuItem key={m} value={m} data-testid={`reimburse-mode-${m}`}>
                {t(`modes.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('actions.mark-reimbursed.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            error={Boolean(fieldError('note'))}
            helperText={fieldError('note')}
            slotProps={{ htmlInput: { maxLength: EXPENSE_NOTE_MAX, 'data-testid': 'reimburse-note' } }}
          />
        </Stack>
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
          data-testid="reimburse-confirm"
        >
          {t('actions.mark-reimbursed.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
