import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CreateEmployeeSchema } from '../../../../../shared/schemas/employees';
import { api } from '../../../app/api';
import { formResolver } from '../../../app/forms/formResolver';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormDateField } from '../../../components/dates/DateField';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { ADMIN_EMPLOYEES_PATH, type EmployeeDetail } from '../api';
import { PersonPicker, type PickedPerson } from '../../../components/people/PersonPicker';
import { DepartmentSelect } from './DepartmentSelect';
import { useDepartments } from './useDepartments';

const shape = CreateEmployeeSchema.shape;
const CreateForm = z.object({
  employeeNumber: z.union([z.literal(''), shape.employeeNumber.unwrap()]),
  firstName: shape.firstName,
  lastName: shape.lastName,
  email: shape.email,
  jobTitle: shape.jobTitle,
  hireDate: shape.hireDate,
  departmentId: z.string(),
  managerId: z.string(),
});
type CreateValues = z.input<typeof CreateForm>;

const EMPTY: CreateValues = {
  employeeNumber: '',
  firstName: '',
  lastName: '',
  email: '',
  jobTitle: '',
  hireDate: '',
  departmentId: '',
  managerId: '',
};

export interface CreateEmployeeDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (employee: EmployeeDetail) => void;
}

/** A new employee profile (PRE_HIRE): identity, job, department and manager; the rest on the profile. */
export function CreateEmployeeDialog({ open, onClose, onCreated }: CreateEmployeeDialogProps) {
  const { t } = useTranslation('employees');
  const { departments } = useDepartments();
  const [manager, setManager] = useState<PickedPerson | null>(null);
  const form = useForm<CreateValues>({
    resolver: formResolver(CreateForm),
    defaultValues: EMPTY,
  });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const employee = await api.post<EmployeeDetail>(ADMIN_EMPLOYEES_PATH, {
      ...values,
      employeeNumber: values.employeeNumber || undefined,
      departmentId: values.departmentId || null,
      managerId: values.managerId || null,
    });
    form.reset(EMPTY);
    setManager(null);
    onCreated(employee);
  });
  const close = () => {
    clearProblem();
    form.reset(EMPTY);
    setManager(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="create-employee-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="employee-form">
        <DialogTitle id="create-employee-title">{t('create.title')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="firstName"
                label={t('fields.firstName')}
                required
                autoFocus
                fullWidth
              />
              <FormTextField
                control={form.control}
                name="lastName"
                label={t('fields.lastName')}
                required
                fullWidth
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="employeeNumber"
                label={t('fields.employeeNumber')}
                helperText={t('create.numberHelp')}
                fullWidth
              />
              <FormDateField control={form.control} name="hireDate" label={t('fields.hireDate')} />
            </Stack>
            <FormTextField
              control={form.control}
              name="email"
              label={t('fields.email')}
              type="email"
              fullWidth
            />
            <FormTextField control={form.control} name="jobTitle" label={t('fields.jobTitle')} fullWidth />
            <Controller
              name="departmentId"
              control={form.control}
              render={({ field, fieldState }) => (
                <DepartmentSelect
                  departments={departments}
                  value={field.value}
                  onChange={field.onChange}
                  label={t('fields.department')}
                  emptyLabel={t('common.none')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  name="departmentId"
                />
              )}
            />
            <Controller
              name="managerId"
              control={form.control}
              render={({ field, fieldState }) => (
                <PersonPicker
                  kind="employee"
                  name="managerId"
                  label={t('fields.manager')}
                  value={manager}
                  onChange={(person) => {
                    setManager(person);
                    field.onChange(person?.id ?? '');
                  }}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="employee-form-submit">
            {t('common:actions.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
