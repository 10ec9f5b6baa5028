import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazyFormResolver } from '../../app/forms/formResolver';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PasswordField } from '../../components/form/PasswordField';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { useAuth } from '../../app/auth/AuthContext';
import { REALM_HOME, type Realm } from '../../app/auth/realm';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import type { LoginValues } from './schemas';
import { AuthCard } from './AuthCard';
import { rememberTenant, rememberedTenant } from './rememberTenant';

/** Only paths of this app: `next` comes from the URL and must not send anyone elsewhere. */
function safeNext(next: string | null, realm: Realm): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return REALM_HOME[realm];
  const operatorPath = next === '/operator' || next.startsWith('/operator/');
  return operatorPath === (realm === 'operator') ? next : REALM_HOME[realm];
}

/** Login of tenant users (company, email, password) and of platform operators (email, password). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { status, me, login } = useAuth();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const realm: Realm = search.get('space') === 'operator' ? 'operator' : 'tenant';
  useDocumentTitle(t('title'));

  const form = useForm<LoginValues>({
    resolver: lazyFormResolver(() => import('./schemas').then((m) => m.LoginForm)),
    defaultValues: { tenant: search.get('tenant') ?? rememberedTenant(), email: '', password: '' },
  });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const signedIn = await login(realm, values);
    if (realm === 'tenant') rememberTenant(values.tenant);
    navigate(safeNext(search.get('next'), signedIn.realm), { replace: true });
  });

  useEffect(() => {
    clearProblem();
    form.clearErrors();
  }, [realm]);

  if (status === 'loading') return <LoadingState fullPage />;
  if (status === 'authenticated' && me && !form.formState.isSubmitting)
    return <Navigate to={safeNext(search.get('next'), me.realm)} replace />;

  const switchRealm = (next: Realm) => {
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'operator') params.set('space', 'operator');
        else params.delete('space');
        params.delete('next');
        return params;
      },
      { replace: true },
    );
  };

  return (
    <AuthCard title={t('title')} subtitle={realm === 'operator' ? t('operatorSubtitle') : t('subtitle')}>
      <Tabs
        value={realm}
        onChange={(_event, value: Realm) => switchRealm(value)}
        variant="fullWidth"
        sx={{ mb: 3 }}
      >
        <Tab value="tenant" label={t('tabs.tenant')} data-testid="login-tab-tenant" />
        <Tab value="operator" label={t('tabs.operator')} data-testid="login-tab-operator" />
      </Tabs>
      <FormProblem problem={problem} onClose={clearProblem} />
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {realm === 'tenant' && (
            <FormTextField
              control={form.control}
              name="tenant"
              label={t('fields.tenant')}
              helperText={t('fields.tenantHelp')}
              autoComplete="organization"
            />
          )}
          <FormTextField
            control={form.control}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            autoFocus
            required
          />
          <PasswordField
            control={form.control}
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
            required
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={submitting}
            data-testid="login-submit"
          >
            {t('submit')}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
