import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CreateUserBody, Locale } from '../../../../../shared/schemas/auth';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { useNotify } from '../../../components/feedback/Notifier';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { userPath, type UserRecord } from './api';

const IdentityForm = CreateUserBody.pick({ email: true, firstName: true, lastName: true }).extend({
  locale: Locale,
});
type IdentityValues = z.input<typeof IdentityForm>;

/** Name, email and language of a user (the language of the mails they receive). */
export function UserIdentityCard({
  user,
  onSaved,
}: {
  user: UserRecord;
  onSaved: (user: UserRecord) => void;
}) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const form = useForm<IdentityValues>({
    resolver: zodResolver(IdentityForm),
    values: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      locale: user.locale === 'en' ? 'en' : 'fr',
    },
  });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const saved = await api.put<UserRecord>(userPath(user.id), values);
    notify(t('users.saved'));
    onSaved(saved);
  });
  return (
    <Card>
      <CardHeader title={t('users.identity')} slotProps={{ title: { variant: 'h4', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <FormProblem problem={problem} onClose={clearProblem} />
        <Box component="form" onSubmit={onSubmit} noValidate data-testid="user-identity-form">
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="firstName"
                label={t('users.fields.firstName')}
                required
              />
              <FormTextField
                control={form.control}
                name="lastName"
                label={t('users.fields.lastName')}
                required
              />
            </Stack>
            <FormTextField
              control={form.control}
              name="email"
              label={t('users.fields.email')}
              type="email"
              required
            />
            <FormTextField control={form.control} name="locale" label={t('users.fields.locale')} select>
              <MenuItem value="fr">{t('common:languages.fr')}</MenuItem>
              <MenuItem value="en">{t('common:languages.en')}</MenuItem>
            </FormTextField>
            <Box>
              <Button
                type="submit"
                variant="contained"
                loading={submitting}
                disabled={!form.formState.isDirty}
                data-testid="user-identity-save"
              >
                {t('common:actions.save')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
