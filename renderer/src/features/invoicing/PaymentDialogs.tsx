import { useState } from 'react';
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
import { api, isApiProblem } from '../../app/api';
import type { ListEnvelope } from '../../app/api/types';
import { useApiQuery } from '../../app/api/useApiQuery';
import { DateField } from '../../components/dates/DateField';
import { toIsoDate } from '../../components/dates/isoDate';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { formatMoney } from '../../components/money/moneyText';
import { BANK_PAYMENT_MODES } from '../../../../shared/invoicing';
import { PATHS, PAYMENT_MODES, type Invoice, type PaymentMode } from './api';

type Fields = Record<string, string>;

/**
 * A dialog whose fields are sent as one body; the server's field errors land under each field.
 * The page mounts the dialog when it opens, so each opening starts from `initial`.
 */
function useDialogForm(initial: Fields) {
  const [values, setValues] = useState<Fields>(initial);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const fieldError = (path: string) => (isApiProblem(error) ? error.fieldErrors.find((e) => e.path === path)?.message : undefined);
  const field = (name: string) => ({
    value: values[name] ?? '',
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: Boolean(fieldError(name)),
    helperText: fieldError(name),
  });
  const submit = async (action: () => Promise<void>, onClose: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onClose();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const unplaced = isApiProblem(error) && error.fieldErrors.some((e) => e.path in values) ? null : error;
  return { values, setValues, field, fieldError, submit, busy, unplaced };
}

interface BankAccount {
  id: string;
  title: string;
  accountCode: string;
  isDefault: boolean;
}

export function PaymentDialog({ invoice, open, onClose, onDone }: { invoice: Invoice; open: boolean; onClose: () => void; onDone: (updated: Invoice) => void }) {
  const { t, i18n } = useTranslation('invoicing');
  const banks = useApiQuery<ListEnvelope<BankAccount>>(open ? PATHS.bankAccounts : null);
  const f = useDialogForm({ amount: invoice.remainingAmount, paymentDate: toIsoDate(new Date()), mode: 'BANK_TRANSFER', bankAccountId: '', reference: '' });
  const bankMode = BANK_PAYMENT_MODES.includes(f.values.mode as PaymentMode);
  const confirm = () =>
    f.submit(async () => {
      const body = { amount: f.values.amount.trim().replace(',', '.'), paymentDate: f.values.paymentDate, mode: f.values.mode, bankAccountId: bankMode && f.values.bankAccountId ? f.values.bankAccountId : undefined, reference: f.values.reference.trim() || undefined };
      onDone(await api.post<Invoice>(PATHS.action(invoice.id, 'record-payment'), body));
    }, onClose);
  return (
    <Dialog open={open} onClose={f.busy ? undefined : onClose} fullWidth maxWidth="sm" data-testid="payment-dialog">
      <DialogTitle>{t('payment.title', { piece: invoice.pieceNumber })}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={f.unplaced} />
        <DialogContentText sx={{ mb: 2 }}>{t('payment.remaining', { amount: formatMoney(invoice.remainingAmount, invoice.currency, i18n.resolvedLanguage ?? 'fr') })}</DialogContentText>
        <Stack spacing={2}>
          <TextField label={t('payment.amount')} required {...f.field('amount')} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payment-amount' } }} />
          <DateField label={t('payment.date')} value={f.values.paymentDate} onChange={(v) => f.setValues((x) => ({ ...x, paymentDate: v }))} error={Boolean(f.fieldError('paymentDate'))} helperText={f.fieldError('paymentDate')} />
          <TextField select label={t('payment.mode')} {...f.field('mode')}>
            {PAYMENT_MODES.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`modes.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          {bankMode && (
            <TextField select label={t('payment.bankAccount')} {...f.field('bankAccountId')}>
              <MenuItem value="">{t('payment.defaultBank')}</MenuItem>
              {(banks.data?.items ?? []).map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {`${b.accountCode} — ${b.title}`}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField label={t('payment.reference')} {...f.field('reference')} slotProps={{ htmlInput: { maxLength: 100 } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={f.busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" loading={f.busy} onClick={() => void confirm()} data-testid="payment-confirm">
          {t('payment.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function CreditNoteDialog({ invoice, open, onClose, onDone }: { invoice: Invoice; open: boolean; onClose: () => void; onDone: (note: Invoice) => void }) {
  const { t } = useTranslation('invoicing');
  const f = useDialogForm({ amount: '', date: toIsoDate(new Date()), reason: '' });
  const confirm = () =>
    f.submit(async () => {
      const amount = f.values.amount.trim().replace(',', '.');
      onDone(await api.post<Invoice>(PATHS.creditNote, { invoiceId: invoice.id, amount: amount || undefined, date: f.values.date, reason: f.values.reason.trim() || undefined }));
    }, onClose);
  return (
    <Dialog open={open} onClose={f.busy ? undefined : onClose} fullWidth maxWidth="sm" data-testid="credit-note-dialog">
      <DialogTitle>{t('creditNote.title', { piece: invoice.pieceNumber })}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={f.unplaced} />
        <DialogContentText sx={{ mb: 2 }}>{t('creditNote.message')}</DialogContentText>
        <Stack spacing={2}>
          <TextField label={t('creditNote.amount')} {...f.field('amount')} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'credit-note-amount' } }} />
          <DateField label={t('creditNote.date')} value={f.values.date} onChange={(v) => f.setValues((x) => ({ ...x, date: v }))} error={Boolean(f.fieldError('date'))} helperText={f.fieldError('date')} />
          <TextField label={t('creditNote.reason')} multiline minRows={2} {...f.field('reason')} slotProps={{ htmlInput: { maxLength: 500 } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={f.busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" color="error" loading={f.busy} onClick={() => void confirm()} data-testid="credit-note-confirm">
          {t('creditNote.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
