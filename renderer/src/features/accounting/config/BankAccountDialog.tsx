import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CreateBankAccountBody } from '../../../../../shared/schemas/accounting';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { BANK_ACCOUNTS_PATH, type BankAccountRecord } from '../api';

const BankForm = z
  .object({ accountCode: z.string(), title: z.string(), bank: z.string(), iban: z.string(), bic: z.string(), isDefault: z.boolean() })
  .superRefine((values, ctx) => {
    const result = CreateBankAccountBody.safeParse({ ...values, bic: values.bic.trim() || undefined });
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
type BankValues = z.input<typeof BankForm>;

/** Registers a bank account: its 521x (512x) sub-account, bank, IBAN checked as the server does. */
export function BankAccountDialog({ open, prefix, onClose, onSaved }: { open: boolean; prefix: string; onClose: () => void; onSaved: (b: BankAccountRecord) => void }) {
  const { t } = useTranslation('ledger');
  const empty: BankValues = { accountCode: `${prefix}`, title: '', bank: '', iban: '', bic: '', isDefault: false };
  const form = useForm<BankValues>({ resolver: zodResolver(BankForm), defaultValues: empty });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const saved = await api.post<BankAccountRecord>(BANK_ACCOUNTS_PATH, { ...values, bic: values.bic.trim() || undefined });
    form.reset(empty);
    onSaved(saved);
  });
  const close = () => {
    clearProblem();
    form.reset(empty);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="bank-dialog-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="bank-form">
        <DialogTitle id="bank-dialog-title">{t('banks.createTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={form.control} name="accountCode" label={t('banks.fields.accountCode')} required helperText={t('banks.accountHelp', { prefix })} />
              <FormTextField control={form.control} name="title" label={t('banks.fields.title')} required fullWidth />
            </Stack>
            <FormTextField control={form.control} name="bank" label={t('banks.fields.bank')} required />
            <FormTextField control={form.control} name="iban" label={t('banks.fields.iban')} required helperText={t('banks.ibanHelp')} />
            <FormTextField control={form.control} name="bic" label={t('banks.fields.bic')} />
            <FormCheckbox control={form.control} name="isDefault" label={t('banks.fields.isDefault')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="bank-submit">
            {t('common:actions.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
