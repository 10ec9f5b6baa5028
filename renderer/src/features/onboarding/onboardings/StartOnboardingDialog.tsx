import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormDateField } from '../../../components/dates/DateField';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { PersonPicker } from '../../../components/people/PersonPicker';
import {
  ONBOARDING_TEMPLATES_PATH,
  startOnboardingPath,
  type Onboarding,
  type OnboardingTemplate,
} from '../api';

const schema = z.object({
  employeeId: z.string().min(1),
  employeeName: z.string(),
  templateId: z.string().min(1),
  startDate: z.string(),
});
type Values = z.infer<typeof schema>;
const EMPTY: Values = { employeeId: '', employeeName: '', templateId: '', startDate: '' };

/** Starts a new hire's checklist from a template (it may first need approval); `employee` fixes who. */
export function StartOnboardingDialog({
  open,
  onClose,
  onStarted,
  employee,
}: {
  open: boolean;
  onClose: () => void;
  onStarted: (o: Onboarding) => void;
  employee?: { id: string; name: string };
}) {
  const { t } = useTranslation('onboarding');
  const templates = useApiQuery<ListEnvelope<OnboardingTemplate>>(open ? ONBOARDING_TEMPLATES_PATH : null, {
    active: 'true',
    pageSize: 200,
  });
  const initial = { ...EMPTY, employeeId: employee?.id ?? '', employeeName: employee?.name ?? '' };
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: initial });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const started = await api.post<Onboarding>(startOnboardingPath(v.employeeId), {
      templateId: v.templateId,
      startDate: v.startDate || undefined,
    });
    form.reset(initial);
    onStarted(started);
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="start-onboarding-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="start-onboarding-form">
        <DialogTitle id="start-onboarding-title">{t('onboardings.startTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <DialogContentText sx={{ mb: 2 }}>{t('onboardings.startHelp')}</DialogContentText>
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
            <FormTextField
              control={form.control}
              name="templateId"
              label={t('fields.template')}
              select
              required
              fullWidth
            >
              {(templates.data?.items ?? []).map((tpl) => (
                <MenuItem key={tpl.id} value={tpl.id}>
                  {tpl.name}
                </MenuItem>
              ))}
            </FormTextField>
            <FormDateField
              control={form.control}
              name="startDate"
              label={t('fields.startDate')}
              helperText={t('onboardings.startDateHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={submitting}
            data-testid="start-onboarding-submit"
          >
            {t('onboardings.start')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
