import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NewPassword } from '../../../../../shared/schemas/auth';
import { api } from '../../../app/api';
import { formResolver } from '../../../app/forms/formResolver';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormProblem } from '../../../components/form/FormProblem';
import { PasswordField } from '../../../components/form/PasswordField';
import { useDocumentTitle } from '../../../components/layout/useDocumentTitle';
import { AuthCard } from '../../auth/AuthCard';

const Form = z.object({ password: NewPassword });

/** The page of an operator's invitation or reset link: they choose a password, then log in. */
export function OperatorSetPasswordPage() {
  const { t } = useTranslation('operator');
  useDocumentTitle(t('setPassword.title'));
  const [search] = useSearchParams();
  const [done, setDone] = useState(false);
  const form = useForm<z.infer<typeof Form>>({ resolver: formResolver(Form), defaultValues: { password: '' } });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async ({ password }) => {
    await api.post('/admin-platform/auth/set-password', { token: search.get('token') ?? '', password }, { auth: false });
    setDone(true);
  });
  return (
    <AuthCard title={t('setPassword.title')}>
      {done ? (
        <Stack spacing={2}>
          <Alert severity="success">{t('setPassword.done')}</Alert>
          <Button component={RouterLink} to="/login?space=operator" variant="contained">
            {t('setPassword.login')}
          </Button>
        </Stack>
      ) : (
        <Box component="form" onSubmit={onSubmit} noValidate>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2}>
            <PasswordField control={form.control} name="password" label={t('setPassword.password')} autoComplete="new-password" />
            <Button type="submit" variant="contained" disabled={submitting}>
              {t('setPassword.submit')}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
}
