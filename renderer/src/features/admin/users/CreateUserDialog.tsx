import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CreateUserBody, NewPassword } from '../../../../../shared/schemas/auth';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { PasswordField } from '../../../components/form/PasswordField';
import { USERS_PATH, type UserRecord } from './api';
import { RoleSelect } from './RoleSelect';
import { useRoleOptions } from './useRoleOptions';

const CreateUserForm = CreateUserBody.pick({ email: true, firstName: true, lastName: true })
  .extend({
    roles: z.array(z.string()),
    access: z.enum(['invite', 'password']),
    password: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.access !== 'password') return;
    const result = NewPassword.safeParse(values.password);
    if (!result.success)
      ctx.addIssue({ code: 'custom', path: ['password'], message: result.error.issues[0].message });
  });
type CreateUserValues = z.input<typeof CreateUserForm>;

export interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (user: UserRecord, invited: boolean) => void;
}

const EMPTY: CreateUserValues = {
  email: '',
  firstName: '',
  lastName: '',
  roles: [],
  access: 'invite',
  password: '',
};

/** A new user, with roles, who either receives an invitation by email or gets a password now. */
export function CreateUserDialog({ open, onClose, onCreated }: CreateUserDialogProps) {
  const { t } = useTranslation('admin');
  const { roles, canAssign } = useRoleOptions();
  const form = useForm<CreateUserValues>({ resolver: zodResolver(CreateUserForm), defaultValues: EMPTY });
  const access = form.watch('access');
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const invited = values.access === 'invite';
    const body = {
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      roles: values.roles.length ? values.roles : undefined,
      password: invited ? undefined : values.password,
    };
    const user = await api.post<UserRecord>(USERS_PATH, body);
    form.reset(EMPTY);
    onCreated(user, invited);
  });
  const close = () => {
    clearProblem();
    form.reset(EMPTY);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="create-user-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="user-form">
        <DialogTitle id="create-user-title">{t('users.form.createTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="firstName"
                label={t('users.fields.firstName')}
                required
                autoFocus
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
            {canAssign && (
              <RoleSelect
                control={form.control}
                name="roles"
                roles={roles}
                label={t('users.fields.roles')}
                helperText={t('users.form.rolesHelp')}
              />
            )}
            <Box>
              <FormLabel id="user-access-label">{t('users.form.access')}</FormLabel>
              <Controller
                name="access"
                control={form.control}
                render={({ field }) => (
                  <RadioGroup
                    aria-labelledby="user-access-label"
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                  >
                    <FormControlLabel
                      value="invite"
                      control={<Radio />}
                      label={t('users.form.accessInvite')}
                    />
                    <FormControlLabel
                      value="password"
                      control={<Radio />}
                      label={t('users.form.accessPassword')}
                    />
                  </RadioGroup>
                )}
              />
            </Box>
            {access === 'password' && (
              <PasswordField
                control={form.control}
                name="password"
                label={t('users.fields.password')}
                autoComplete="new-password"
                required
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="user-form-submit">
            {access === 'invite' ? t('users.form.submitInvite') : t('common:actions.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
