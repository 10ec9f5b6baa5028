import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formResolver } from '../../app/forms/formResolver';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NewPassword, PASSWORD_MIN_LENGTH } from '../../../../shared/schemas/auth';
import { api } from '../../app/api';
import { useAuth } from '../../app/auth/AuthContext';
import { sessionFromTokens, type TokenPair } from '../../app/auth/session';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { FormProblem } from '../../components/form/FormProblem';
import { PasswordField } from '../../components/form/PasswordField';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { AuthCard } from './AuthCard';
import { rememberTenant } from './rememberTenant';
import type { InvitationView } from '../../../../shared/views/identity';

type Invitation = z.infer<typeof InvitationView>;

/** The page of an invitation link: the new user chooses a password and is logged in. */
export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const { signIn } = useAuth();
  useDocumentTitle(t('setPassword.title'));
  const invitation = useInvitation(token);
  const schema = useMemo(
    () =>
      z
        .object({ password: NewPassword, confirmPassword: z.string() })
        .refine((v) => v.password === v.confirmPassword, {
          path: ['confirmPassword'],
          message: t('account:password.mismatch'),
        }),
    [t],
  );
  const form = useForm<z.infer<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { onSubmit, problem, submitting } = useFormSubmit(form, async ({ password }) => {
    const found = invitation.data!;
    const tokens = await api.post<TokenPair>('/auth/set-password', { token, password }, { auth: false });
    rememberTenant(found.tenant.slug);
    await signIn(
      sessionFromTokens(tokens, { realm: 'tenant', email: found.email, tenant: found.tenant.slug }),
    );
    navigate('/', { replace: true });
  });

  if (invitation.loading) return <LoadingState fullPage />;
  if (!invitation.data) {
    return (
      <AuthCard title={t('setPassword.title')}>
        <ProblemAlert error={invitation.error} />
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>
          {t('setPassword.toLogin')}
        </Button>
      </AuthCard>
    );
  }
  const found = invitation.data;
  return (
    <AuthCard
      title={t('setPassword.title')}
      subtitle={t('setPassword.subtitle', { name: found.firstName, company: found.tenant.companyName })}
    >
      <FormProblem problem={problem} />
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="set-password-form">
        <Stack spacing={2}>
          <input type="email" name="username" autoComplete="username" value={found.email} readOnly hidden />
          <PasswordField
            control={form.control}
            name="password"
            label={t('setPassword.password', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            autoFocus
            required
          />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label={t('setPassword.confirm')}
            autoComplete="new-password"
            required
          />
          <Button type="submit" variant="contained" size="large" loading={submitting}>
            {t('setPassword.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

/** Whose link this is (asked by POST: the token stays out of query strings and logs). */
function useInvitation(token: string): { data: Invitation | null; error: unknown; loading: boolean } {
  const [state, setState] = useState<{ data: Invitation | null; error: unknown; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  useEffect(() => {
    let cancelled = false;
    api
      .post<Invitation>('/auth/set-password/verify', { token }, { auth: false })
      .then((data) => !cancelled && setState({ data, error: null, loading: false }))
      .catch((error: unknown) => !cancelled && setState({ data: null, error, loading: false }));
    return () => {
      cancelled = true;
    };
  }, [token]);
  return state;
}
