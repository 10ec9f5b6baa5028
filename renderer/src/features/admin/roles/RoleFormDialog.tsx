import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CreateRoleBody } from '../../../../../shared/schemas/roles';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { ROLES_PATH, rolePath, type RoleRecord } from './api';

const RoleForm = CreateRoleBody.extend({ description: z.string().trim().max(500) });
type RoleValues = z.infer<typeof RoleForm>;

export interface RoleFormDialogProps {
  open: boolean;
  /** Absent: create a custom role. */
  role?: RoleRecord;
  onClose: () => void;
  onSaved: (role: RoleRecord) => void;
}

/** Create a custom role (name, description; permissions come after) or rename one. */
export function RoleFormDialog({ open, role, onClose, onSaved }: RoleFormDialogProps) {
  const { t } = useTranslation('admin');
  const form = useForm<RoleValues>({
    resolver: zodResolver(RoleForm),
    values: { name: role?.name ?? '', description: role?.description ?? '' },
  });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const body = { name: values.name, description: values.description || null };
    const saved = role
      ? await api.put<RoleRecord>(rolePath(role.id), body)
      : await api.post<RoleRecord>(ROLES_PATH, body);
    onSaved(saved);
  });
  const close = () => {
    clearProblem();
    form.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="role-form-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="role-form">
        <DialogTitle id="role-form-title">
          {role ? t('roles.form.editTitle') : t('roles.form.createTitle')}
        </DialogTitle>
        <DialogContent>
          {!role && <DialogContentText sx={{ mb: 2 }}>{t('roles.form.createHelp')}</DialogContentText>}
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="name"
              label={t('roles.fields.name')}
              required
              autoFocus
            />
            <FormTextField
              control={form.control}
              name="description"
              label={t('roles.fields.description')}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="role-form-submit">
            {role ? t('common:actions.save') : t('common:actions.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
