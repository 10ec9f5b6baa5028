import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { MonthField } from '../../../components/dates/MonthField';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { FormMoneyField } from '../../../components/money/MoneyField';
import { DECLARATION_PATHS, type SocialDeclarationRecord } from '../reporting-api';

const AMOUNT = /^\d+\.\d{2}$/;
const MONEY_FIELDS = ['grossPayroll', 'employerContributions', 'employeeContributions'] as const;

const SocialForm = z
  .object({
    period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    socialBody: z.string().max(40),
    periodLabel: z.string().max(60),
    manual: z.boolean(),
    employeeCount: z.string(),
    grossPayroll: z.string(),
    employerContributions: z.string(),
    employeeContributions: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.manual) return;
    if (!/^\d+$/.test(v.employeeCount)) ctx.addIssue({ code: 'custom', path: ['employeeCount'], message: '0, 1, 2…' });
    for (const key of MONEY_FIELDS) if (!AMOUNT.test(v[key])) ctx.addIssue({ code: 'custom', path: [key], message: 'Montant attendu' });
  });
type SocialValues = z.input<typeof SocialForm>;

export interface CreateSocialDialogProps {
  open: boolean;
  period: string;
  socialBody: string;
  onClose: () => void;
  onCreated: (record: SocialDeclarationRecord) => void;
}

/** A social declaration for a month: figures from the payroll entries, or typed in. */
export function CreateSocialDialog({ open, period, socialBody, onClose, onCreated }: CreateSocialDialogProps) {
  const { t } = useTranslation('accountingReports');
  const form = useForm<SocialValues>({ resolver: zodResolver(SocialForm) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ period, socialBody, periodLabel: '', manual: false, employeeCount: '', grossPayroll: '', employerContributions: '', employeeContributions: '' });
  }, [open, period, socialBody, reset]);
  const manual = form.watch('manual');
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const record = await api.post<SocialDeclarationRecord>(DECLARATION_PATHS.social, {
      period: v.period,
      socialBody: v.socialBody || undefined,
      periodLabel: v.periodLabel || undefined,
      ...(v.manual
        ? { employeeCount: Number(v.employeeCount), grossPayroll: v.grossPayroll, employerContributions: v.employerContributions, employeeContributions: v.employeeContributions }
        : {}),
    });
    onCreated(record);
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="social-create-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="social-form">
        <DialogTitle id="social-create-title">{t('declarations.social.createTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                name="period"
                control={form.control}
                render={({ field, fieldState }) => (
                  <MonthField label={t('declarations.fields.period')} value={field.value ?? ''} onChange={field.onChange} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} name="period" />
                )}
              />
              <FormTextField control={form.control} name="socialBody" label={t('declarations.fields.socialBody')} size="small" fullWidth />
            </Stack>
            <FormTextField control={form.control} name="periodLabel" label={t('declarations.fields.periodLabel')} helperText={t('declarations.periodLabelHelp')} size="small" />
            <FormControlLabel control={<Switch checked={manual ?? false} onChange={(e) => form.setValue('manual', e.target.checked)} />} label={t('declarations.social.manual')} />
            {manual && (
              <>
                <FormTextField control={form.control} name="employeeCount" label={t('declarations.fields.employeeCount')} size="small" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
                {MONEY_FIELDS.map((key) => (
                  <FormMoneyField key={key} control={form.control} name={key} label={t(`declarations.fields.${key}`)} required />
                ))}
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="social-form-submit">
            {t('common:actions.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
