import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useMe } from '../../app/auth/AuthContext';
import { AUTH_PATHS } from '../../app/auth/realm';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { useNotify } from '../../components/feedback/Notifier';
import { FormProblem } from '../../components/form/FormProblem';
import { PasswordField } from '../../components/form/PasswordField';
import { PASSWORD_MIN_LENGTH, passwordChangeForm, type PasswordChangeValues } from './schemas';

/** Change one's own password (current password required). */
export function PasswordCard() {
  const { t } = useTranslation('account');
  const me = useMe();
  const notify = useNotify();
  const { hash } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  const schema = useMemo(() => passwordChangeForm(t), [t]);
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(
    form,
    async ({ currentPassword, newPassword }) => {
      await api.put(AUTH_PATHS[me.realm].password, { currentPassword, newPassword });
      form.reset();
      notify(t('password.changed'));
    },
  );

  useEffect(() => {
    if (hash === '#password') anchor.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);

  return (
    <Card ref={anchor} id="password">
      <CardHeader
        title={t('password.title')}
        subheader={t('password.subtitle', { min: PASSWORD_MIN_LENGTH })}
        slotProps={{ title: { variant: 'h4', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <FormProblem problem={problem} onClose={clearProblem} />
        <Box component="form" onSubmit={onSubmit} noValidate data-testid="password-form">
          <Stack spacing={2} sx={{ maxWidth: 420 }}>
            <PasswordField
              control={form.control}
              name="currentPassword"
              label={t('password.current')}
              autoComplete="current-password"
              required
            />
            <PasswordField
              control={form.control}
              name="newPassword"
              label={t('password.new')}
              autoComplete="new-password"
              required
            />
            <PasswordField
              control={form.control}
              name="confirmPassword"
              label={t('password.confirm')}
              autoComplete="new-password"
              required
            />
            <Box>
              <Button type="submit" variant="contained" loading={submitting}>
                {t('password.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
