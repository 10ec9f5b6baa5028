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
import { DepartmentSchema } from '../../../../../shared/schemas/employees';
import { api } from '../../../app/api';
import { formResolver } from '../../../app/forms/formResolver';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import type { Department } from '../api';
import { DepartmentSelect } from '../directory/DepartmentSelect';
import type { DepartmentOption } from '../directory/useDepartments';

const DepartmentForm = DepartmentSchema.extend({ parentId: z.string() });
type DepartmentValues = z.input<typeof DepartmentForm>;

/** Creates a department, or renames and moves one (never under itself or its sub-departments). */
export function DepartmentDialog({
  open,
  department,
  departments,
  onClose,
  onSaved,
}: {
  open: boolean;
  department: Department | null;
  departments: DepartmentOption[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('employees');
  const values: DepartmentValues = {
    name: department?.name ?? '',
    code: department?.code ?? '',
    parentId: department?.parentId ?? '',
  };
  const form = useForm<DepartmentValues>({ resolver: formResolver(DepartmentForm), values });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = { ...v, parentId: v.parentId || null };
    if (department) await api.put(`/admin/departments/${department.id}`, body);
    else await api.post('/admin/departments', body);
    onSaved();
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="department-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="department-form">
        <DialogTitle id="department-title">
          {department ? t('departments.editTitle') : t('departments.createTitle')}
        </DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="name"
              label={t('departments.name')}
              required
              autoFocus
            />
            <FormTextField control={form.control} name="code" label={t('departments.code')} />
            <Controller
              name="parentId"
              control={form.control}
              render={({ field, fieldState }) => (
                <DepartmentSelect
                  departments={departments}
                  excludeSubtreeOf={department?.id}
                  value={field.value}
                  onChange={field.onChange}
                  label={t('departments.parent')}
                  emptyLabel={t('departments.root')}
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
          <Button type="submit" variant="contained" loading={submitting} data-testid="department-form-submit">
            {department ? t('common:actions.save') : t('common:actions.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
