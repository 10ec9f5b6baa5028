import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatIban } from '../../../../../shared/iban';
import type { BankAccountSchema } from '../../../../../shared/schemas/employees';
import { api } from '../../../app/api';
import { formResolver } from '../../../app/forms/formResolver';
import { useSectionEditor } from './useSectionEditor';
import { useNotify } from '../../../components/feedback/Notifier';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { bankAccountPath, type BankAccount } from '../api';
import { useEmployeeSchemas } from '../schemas';
import { Fact, Facts, SectionCard } from './SectionCard';

type BankValues = z.input<typeof BankAccountSchema>;

/** Bank details: IBAN (WAEMU included) and BIC, checked here and on the server. */
export function BankAccountCard({
  employeeId,
  bankAccount,
  canEdit,
  onSaved,
}: {
  employeeId: string;
  bankAccount: BankAccount | null;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('employees');
  const notify = useNotify();
  const schemas = useEmployeeSchemas();
  const initial: BankValues = {
    iban: bankAccount?.iban ?? '',
    bic: bankAccount?.bic ?? '',
    bankName: bankAccount?.bankName ?? '',
    accountHolder: bankAccount?.accountHolder ?? '',
  };
  const { form, onSubmit, problem, clearProblem, submitting, editing, cancel, startEditing } = useSectionEditor<BankValues>({
    resolver: formResolver(schemas.bankAccount),
    initial,
    save: async (values) => {
      await api.put(bankAccountPath(employeeId), values);
      notify(t('bank.saved'));
      onSaved();
    },
  });

  return (
    <SectionCard
      title={t('bank.title')}
      onEdit={canEdit ? startEditing : undefined}
      editing={editing}
      testId="bank-card"
    >
      {editing ? (
        <Box component="form" onSubmit={onSubmit} noValidate data-testid="bank-form">
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="iban"
              label={t('bank.iban')}
              helperText={t('bank.ibanHelp')}
              required
              autoFocus
            />
            <FormTextField control={form.control} name="bic" label={t('bank.bic')} required />
            <FormTextField control={form.control} name="bankName" label={t('bank.bankName')} />
            <FormTextField control={form.control} name="accountHolder" label={t('bank.accountHolder')} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={cancel} disabled={submitting}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" variant="contained" loading={submitting} data-testid="bank-form-submit">
                {t('common:actions.save')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : bankAccount ? (
        <Facts>
          <Fact label={t('bank.iban')} value={formatIban(bankAccount.iban)} testId="bank-iban" />
          <Fact label={t('bank.bic')} value={bankAccount.bic} />
          <Fact label={t('bank.bankName')} value={bankAccount.bankName} />
          <Fact label={t('bank.accountHolder')} value={bankAccount.accountHolder} />
        </Facts>
      ) : (
        <Box sx={{ color: 'text.secondary' }}>{t('bank.none')}</Box>
      )}
    </SectionCard>
  );
}
