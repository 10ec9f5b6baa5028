import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OFFBOARDING_REASONS } from '../../../../../shared/onboarding';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormDateField } from '../../../components/dates/DateField';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { PersonPicker } from '../../../components/people/PersonPicker';
import { offboardingPath, type Offboarding } from '../api';

function offboardingSchema(required: string) {
  return z.object({
    employeeId: z.string().min(1, required),
    employeeName: z.string(),
    reason: z.enum(OFFBOARDING_REASONS),
    exitDate: z.string().min(1, required),
    comment: z.string().max(1000),
  });
}
type Values = z.infer<ReturnType<typeof offboardingSchema>>;
const EMPTY: Values = { employeeId: '', employeeName: '', reason: 'RESIGNATION', exitDate: '', comment: '' };

/** Records a departure: reason and exit date; the approval circuit (if any) decides, then the employee leaves on that date. */
export function InitiateOffboardingDialog({
  open,
  onClose,
  onDone,
  employee,
}: {
  open: boolean;
  onClose: () => void;
  onDone: (o: Offboarding) => void;
  employee?: { id: string; name: string };
}) {
  const { t } = useTranslation('onboarding');
  const schema = useMemo(() => offboardingSchema(t('validation.required')), [t]);
  const initial = { ...EMPTY, employeeId: employee?.id ?? '', employeeName: employee?.name ?? '' };
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: initial });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const created = await api.post<Offboarding>(offboardingPath(v.employeeId), {
      reason: v.reason,
      exitDate: v.exitDate,
      comment: v.comment.trim() || undefined,
    });
    form.reset(initial);
    onDone(created);
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="offboarding-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="offboarding-form">
        <DialogTitle id="offboarding-title">{t('offboardings.initiateTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('offboardings.initiateWarning')}
          </Alert>
          <Stack spacing={2}>
            <Controller
              control={form.control}
              name="employeeId"
              render={({ field, fieldState }) => (
                <PersonPicker
                  kind="employee"
                  label={t('fields.employee')}
                  value={field.value ? { id: field.value, name: form.getValues('employeeName') } : null}
                  onChange={(e) => {
                    form.setValue('employeeName', e?.name ?? '');
                    field.onChange(e?.id ?? '');
                  }}
                  disabled={Boolean(employee)}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  required
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="reason"
                label={t('fields.reason')}
                select
                fullWidth
                required
              >
                {OFFBOARDING_REASONS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {t(`reason.${r}`)}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormDateField control={form.control} name="exitDate" label={t('fields.exitDate')} required />
            </Stack>
            <FormTextField
              control={form.control}
              name="comment"
              label={t('fields.comment')}
              multiline
              minRows={2}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color="warning"
            loading={submitting}
            data-testid="offboarding-submit"
          >
            {t('offboardings.initiate')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
