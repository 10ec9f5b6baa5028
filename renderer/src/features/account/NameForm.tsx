import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formResolver } from '../../app/forms/formResolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CreateUserBody } from '../../../../shared/schemas/auth';
import { api } from '../../app/api';
import { useAuth, useMe } from '../../app/auth/AuthContext';
import { AUTH_PATHS } from '../../app/auth/realm';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { useNotify } from '../../components/feedback/Notifier';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';

const NameValues = CreateUserBody.pick({ firstName: true, lastName: true });
type NameValues = z.infer<typeof NameValues>;

/** A tenant user corrects their own name (PATCH /auth/me). */
export function NameForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const me = useMe();
  const { refreshMe } = useAuth();
  const notify = useNotify();
  const form = useForm<NameValues>({
    resolver: formResolver(NameValues),
    defaultValues: { firstName: me.user.firstName, lastName: me.user.lastName },
  });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    await api.patch(AUTH_PATHS.tenant.me, values);
    await refreshMe();
    notify(t('profile.saved'));
    onDone();
  });
  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ mt: 3 }} data-testid="name-form">
      <FormProblem problem={problem} onClose={clearProblem} />
      <Stack spacing={2}>
        <FormTextField
          control={form.control}
          name="firstName"
          label={t('profile.firstName')}
          required
          autoFocus
        />
        <FormTextField control={form.control} name="lastName" label={t('profile.lastName')} required />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={submitting}>
            {t('common:actions.save')}
          </Button>
          <Button onClick={onDone} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
