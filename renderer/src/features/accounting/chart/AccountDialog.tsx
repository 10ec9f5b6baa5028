import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ACCOUNT_TYPES } from '../../../../../shared/accounting';
import { accountCodeSchema } from '../../../../../shared/schemas/accounting';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { CHART_PATH, accountPath, type AccountRecord } from '../api';

const AccountForm = z.object({
  code: accountCodeSchema(),
  title: z.string().trim().min(1).max(200),
  type: z.union([z.enum(ACCOUNT_TYPES), z.literal('')]),
});
type AccountValues = z.input<typeof AccountForm>;

export interface AccountDialogProps {
  open: boolean;
  /** The account to change; a new one when absent. */
  account?: AccountRecord | null;
  onClose: () => void;
  onSaved: (account: AccountRecord) => void;
}

/** Creates an account, or changes one (a system account keeps its code). */
export function AccountDialog({ open, account, onClose, onSaved }: AccountDialogProps) {
  const { t } = useTranslation('ledger');
  const empty: AccountValues = { code: account?.code ?? '', title: account?.title ?? '', type: account?.type ? (account.type as AccountValues['type']) : '' };
  const form = useForm<AccountValues>({ resolver: zodResolver(AccountForm), defaultValues: empty });
  useEffect(() => {
    if (open) form.reset({ code: account?.code ?? '', title: account?.title ?? '', type: (account?.type as AccountValues['type']) ?? '' });
  }, [open, account, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const body = { code: values.code.trim().toUpperCase(), title: values.title.trim(), ...(values.type ? { type: values.type } : {}) };
    const saved = account
      ? await api.put<AccountRecord>(accountPath(account.id), account.isSystem ? { title: body.title, ...(values.type ? { type: values.type } : {}) } : body)
      : await api.post<AccountRecord>(CHART_PATH, body);
    onSaved(saved);
  });
  const close = () => {
    clearProblem();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="account-dialog-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="account-form">
        <DialogTitle id="account-dialog-title">{account ? t('accounts.editTitle', { code: account.code }) : t('accounts.createTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="code"
              label={t('accounts.fields.code')}
              required
              autoFocus={!account}
              disabled={Boolean(account?.isSystem)}
              helperText={account?.isSystem ? t('accounts.systemCode') : t('accounts.codeHelp')}
              slotProps={{ htmlInput: { 'data-testid': 'account-code' } }}
            />
            <FormTextField control={form.control} name="title" label={t('accounts.fields.title')} required slotProps={{ htmlInput: { 'data-testid': 'account-title' } }} />
            <FormTextField control={form.control} name="type" label={t('accounts.fields.type')} select helperText={t('accounts.typeHelp')}>
              <MenuItem value="">{t('accounts.typeDerived')}</MenuItem>
              {ACCOUNT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`accounts.types.${type}`)}
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="account-submit">
            {account ? t('common:actions.save') : t('common:actions.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
