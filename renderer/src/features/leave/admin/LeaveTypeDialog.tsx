import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../app/api';
import { formResolver } from '../../../app/forms/formResolver';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { ACCRUAL_MODES, PATHS, type LeaveType } from '../api';

const TypeForm = z.object({
  code: z.string().trim().min(1).max(30),
  name: z.string().trim().min(1).max(100),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  paid: z.boolean(),
  requiresApproval: z.boolean(),
  requiresProof: z.boolean(),
  accrualMode: z.enum(ACCRUAL_MODES),
  active: z.boolean(),
});
type TypeValues = z.input<typeof TypeForm>;

const valuesOf = (type: LeaveType | null): TypeValues => ({
  code: type?.code ?? '',
  name: type?.name ?? '',
  color: type?.color ?? '#2E7D32',
  paid: type?.paid ?? true,
  requiresApproval: type?.requiresApproval ?? true,
  requiresProof: type?.requiresProof ?? false,
  accrualMode: type?.accrualMode ?? 'ANNUAL',
  active: type?.active ?? true,
});

/** Creates a leave type or replaces one (code, name, colour, flags, accrual mode). */
export function LeaveTypeDialog({ open, type, onClose, onSaved }: { open: boolean; type: LeaveType | null; onClose: () => void; onSaved: (type: LeaveType) => void }) {
  const { t } = useTranslation('leave');
  const form = useForm<TypeValues>({ resolver: formResolver(TypeForm), defaultValues: valuesOf(type) });
  const mode = useWatch({ control: form.control, name: 'accrualMode' });
  useEffect(() => {
    if (open) form.reset(valuesOf(type));
  }, [open, type, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = { ...v, code: v.code.toUpperCase() };
    onSaved(type ? await api.put<LeaveType>(PATHS.adminType(type.id), body) : await api.post<LeaveType>(PATHS.adminTypes, body));
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  return (
    <Dialog open={open} onClose={submitting ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="leave-type-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="leave-type-form">
        <DialogTitle id="leave-type-title">{type ? t('types.editTitle', { name: type.name }) : t('types.createTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={form.control} name="code" label={t('types.code')} required size="small" helperText={t('types.codeHelp')} slotProps={{ htmlInput: { maxLength: 30, 'data-testid': 'leave-type-code' } }} />
              <FormTextField control={form.control} name="name" label={t('types.name')} required size="small" fullWidth slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'leave-type-name' } }} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={form.control} name="accrualMode" label={t('types.accrualMode')} select required size="small" fullWidth helperText={t(`accrual.help.${mode}`)}>
                {ACCRUAL_MODES.map((m) => (
                  <MenuItem key={m} value={m}>
                    {t(`accrual.${m}`)}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField control={form.control} name="color" label={t('types.color')} type="color" size="small" sx={{ minWidth: 120 }} />
            </Stack>
            <Box>
              <FormCheckbox control={form.control} name="paid" label={t('types.paid')} />
              <FormCheckbox control={form.control} name="requiresApproval" label={t('types.requiresApproval')} />
              <FormCheckbox control={form.control} name="requiresProof" label={t('types.requiresProof')} />
              <FormCheckbox control={form.control} name="active" label={t('types.active')} />
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="leave-type-save">
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
