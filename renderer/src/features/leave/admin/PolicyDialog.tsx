import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../app/api';
import { formResolver } from '../../../app/forms/formResolver';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormDateField } from '../../../components/dates/DateField';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import i18n from '../../../app/i18n';
import { PATHS, type LeavePolicy, type LeaveType } from '../api';
import { policyBody } from './policyFields';

const DAYS = /^\d+([.,]\d{1,2})?$/;
const INT = /^\d+$/;
const optional = (pattern: RegExp, key: string) => z.string().trim().refine((v) => v === '' || pattern.test(v), { error: () => i18n.t(`leave:policies.invalid.${key}`) });

const PolicyForm = z.object({
  leaveTypeId: z.string().min(1),
  annualAllowance: z.string().trim().min(1).refine((v) => DAYS.test(v), { error: () => i18n.t('leave:policies.invalid.days') }),
  carryOverRules: z.object({ maxDays: optional(DAYS, 'days'), expiresOn: optional(/^\d{2}-\d{2}$/, 'monthDay') }),
  minNoticeDays: z.string().trim().min(1).refine((v) => INT.test(v), { error: () => i18n.t('leave:policies.invalid.integer') }),
  maxConsecutiveDays: optional(INT, 'integer'),
  minTeamCoveragePercent: optional(INT, 'integer'),
  blackoutPeriods: z.array(z.object({ start: z.string().min(1), end: z.string().min(1), label: z.string().trim().min(1).max(120) })),
  changeNote: z.string().trim().max(300),
});
type PolicyValues = z.input<typeof PolicyForm>;

const text = (n: number | null) => (n === null ? '' : String(n));
const valuesOf = (policy: LeavePolicy | null): PolicyValues => ({
  leaveTypeId: policy?.leaveType.id ?? '',
  annualAllowance: policy ? String(policy.annualAllowance) : '',
  carryOverRules: { maxDays: policy ? text(policy.carryOverRules.maxDays) : '0', expiresOn: policy?.carryOverRules.expiresOn ?? '' },
  minNoticeDays: policy ? String(policy.minNoticeDays) : '0',
  maxConsecutiveDays: text(policy?.maxConsecutiveDays ?? null),
  minTeamCoveragePercent: text(policy?.minTeamCoveragePercent ?? null),
  blackoutPeriods: policy?.blackoutPeriods ?? [],
  changeNote: '',
});
const days = (v: string) => v.replace(',', '.');
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * Writes the policy of a type (version 1) or changes one: every change becomes version n+1, with
 * a note kept in the history. Fields the form does not show (circuit, convention, seniority
 * brackets) are written again as they are.
 */
export function PolicyDialog({ open, policy, types, onClose, onSaved }: { open: boolean; policy: LeavePolicy | null; types: LeaveType[]; onClose: () => void; onSaved: (policy: LeavePolicy) => void }) {
  const { t } = useTranslation('leave');
  const form = useForm<PolicyValues>({ resolver: formResolver(PolicyForm), defaultValues: valuesOf(policy) });
  const blackouts = useFieldArray({ control: form.control, name: 'blackoutPeriods' });
  useEffect(() => {
    if (open) form.reset(valuesOf(policy));
  }, [open, policy, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const maxDays = orNull(v.carryOverRules.maxDays);
    const edited = {
      annualAllowance: days(v.annualAllowance),
      carryOverRules: { maxDays: maxDays === null ? null : days(maxDays), expiresOn: orNull(v.carryOverRules.expiresOn) },
      minNoticeDays: Number(v.minNoticeDays),
      maxConsecutiveDays: orNull(v.maxConsecutiveDays) === null ? null : Number(v.maxConsecutiveDays),
      minTeamCoveragePercent: orNull(v.minTeamCoveragePercent) === null ? null : Number(v.minTeamCoveragePercent),
      blackoutPeriods: v.blackoutPeriods.map((p) => ({ start: p.start, end: p.end, label: p.label.trim() })),
      changeNote: orNull(v.changeNote),
    };
    onSaved(
      policy
        ? await api.put<LeavePolicy>(PATHS.policy(policy.id), { ...policyBody(policy), ...edited })
        : await api.post<LeavePolicy>(PATHS.policies, { leaveTypeId: v.leaveTypeId, ...edited }),
    );
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  const free = types.filter((x) => x.policyId === null);
  return (
    <Dialog open={open} onClose={submitting ? undefined : close} fullWidth maxWidth="md" aria-labelledby="leave-policy-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="leave-policy-form">
        <DialogTitle id="leave-policy-title">{policy ? t('policies.editTitle', { name: policy.leaveType.name, version: policy.version + 1 }) : t('policies.createTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            {!policy && (
              <FormTextField control={form.control} name="leaveTypeId" label={t('fields.type')} select required size="small" helperText={free.length ? undefined : t('policies.noFreeType')}>
                {free.map((x) => (
                  <MenuItem key={x.id} value={x.id}>
                    {x.name}
                  </MenuItem>
                ))}
              </FormTextField>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={form.control} name="annualAllowance" label={t('policies.annualAllowance')} required size="small" fullWidth helperText={t('policies.annualAllowanceHelp')} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'policy-allowance' } }} />
              <FormTextField control={form.control} name="minNoticeDays" label={t('policies.minNoticeDays')} required size="small" fullWidth helperText={t('policies.minNoticeDaysHelp')} slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'policy-notice' } }} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={form.control} name="maxConsecutiveDays" label={t('policies.maxConsecutiveDays')} size="small" fullWidth helperText={t('policies.emptyNoLimit')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
              <FormTextField control={form.control} name="minTeamCoveragePercent" label={t('policies.minTeamCoveragePercent')} size="small" fullWidth helperText={t('policies.emptyNotChecked')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={form.control} name="carryOverRules.maxDays" label={t('policies.carryOverMax')} size="small" fullWidth helperText={t('policies.carryOverMaxHelp')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
              <FormTextField control={form.control} name="carryOverRules.expiresOn" label={t('policies.carryOverExpiry')} size="small" fullWidth helperText={t('policies.carryOverExpiryHelp')} slotProps={{ htmlInput: { maxLength: 5 } }} />
            </Stack>
            <Box>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="subtitle2" component="h3">
                  {t('policies.blackoutPeriods')}
                </Typography>
                <Button size="small" startIcon={<AddOutlined />} onClick={() => blackouts.append({ start: '', end: '', label: '' })}>
                  {t('policies.addBlackout')}
                </Button>
              </Stack>
              {blackouts.fields.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('policies.noBlackout')}
                </Typography>
              )}
              <Stack spacing={1.5} sx={{ mt: 1 }}>
                {blackouts.fields.map((field, index) => (
                  <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                    <FormDateField control={form.control} name={`blackoutPeriods.${index}.start`} label={t('policies.blackoutStart')} required />
                    <FormDateField control={form.control} name={`blackoutPeriods.${index}.end`} label={t('policies.blackoutEnd')} required />
                    <FormTextField control={form.control} name={`blackoutPeriods.${index}.label`} label={t('policies.blackoutLabel')} required size="small" fullWidth />
                    <IconButton aria-label={t('policies.removeBlackout')} onClick={() => blackouts.remove(index)}>
                      <DeleteOutline />
                    </IconButton>
                  </Stack>
                ))}
              </Stack>
            </Box>
            <FormTextField control={form.control} name="changeNote" label={t('policies.changeNote')} size="small" multiline minRows={2} slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'policy-note' } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="leave-policy-save">
            {policy ? t('policies.saveVersion') : t('common:actions.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
