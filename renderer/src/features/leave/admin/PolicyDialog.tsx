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
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { formResolver } from '../../../app/forms/formResolver';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { PATHS, type ConventionSummary, type LeavePolicy, type LeaveType, type WorkflowDefinition } from '../api';
import { BlackoutFields, SeniorityFields } from './PolicyListFields';
import { PolicyForm, bodyOf, valuesOf, type PolicyValues } from './policyForm';

/**
 * Writes the policy of a type (version 1) or changes one: every change becomes version n+1, with
 * a note kept in the history. The collective agreement is offered to config.manage, who may list
 * the templates; for others it is written again as it was.
 */
export function PolicyDialog({ open, policy, types, conventions, onClose, onSaved }: { open: boolean; policy: LeavePolicy | null; types: LeaveType[]; conventions: boolean; onClose: () => void; onSaved: (policy: LeavePolicy) => void }) {
  const { t } = useTranslation('leave');
  const form = useForm<PolicyValues>({ resolver: formResolver(PolicyForm), defaultValues: valuesOf(policy) });
  const circuits = useApiQuery<ListEnvelope<WorkflowDefinition>>(open ? PATHS.workflows : null, { entityType: 'LEAVE_REQUEST', active: 'true', pageSize: 200 });
  const templates = useApiQuery<ConventionSummary[]>(open && conventions ? PATHS.conventions : null);
  const typeId = useWatch({ control: form.control, name: 'leaveTypeId' });
  useEffect(() => {
    if (open) form.reset(valuesOf(policy));
  }, [open, policy, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = bodyOf(v, policy, conventions);
    onSaved(policy ? await api.put<LeavePolicy>(PATHS.policy(policy.id), body) : await api.post<LeavePolicy>(PATHS.policies, { leaveTypeId: v.leaveTypeId, ...body }));
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  const free = types.filter((x) => x.policyId === null);
  const mode = policy?.leaveType.accrualMode ?? types.find((x) => x.id === typeId)?.accrualMode;
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
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={form.control} name="workflowDefinitionId" label={t('policies.workflow')} select size="small" fullWidth>
                <MenuItem value="">{t('policies.defaultWorkflow')}</MenuItem>
                {(circuits.data?.items ?? []).map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
                {policy?.workflowDefinitionId && !circuits.data?.items.some((c) => c.id === policy.workflowDefinitionId) && (
                  <MenuItem value={policy.workflowDefinitionId}>{policy.workflowDefinitionName ?? policy.workflowDefinitionId}</MenuItem>
                )}
              </FormTextField>
              {conventions && (
                <FormTextField control={form.control} name="conventionCode" label={t('policies.convention')} select size="small" fullWidth>
                  <MenuItem value="">{t('policies.noConvention')}</MenuItem>
                  {(templates.data ?? []).map((c) => (
                    <MenuItem key={c.code} value={c.code}>
                      {`${c.name} (${c.country})`}
                    </MenuItem>
                  ))}
                  {policy?.conventionCode && !templates.data?.some((c) => c.code === policy.conventionCode) && <MenuItem value={policy.conventionCode}>{policy.conventionCode}</MenuItem>}
                </FormTextField>
              )}
            </Stack>
            <BlackoutFields control={form.control} />
            {mode === 'SENIORITY_BONUS' && <SeniorityFields control={form.control} />}
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
