import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LEAVE_REASON_MAX, PROOF_MAX_BYTES } from '../../../../shared/leave';
import { api } from '../../app/api';
import { formResolver } from '../../app/forms/formResolver';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormDateField } from '../../components/dates/DateField';
import { formatDate } from '../../components/dates/isoDate';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import i18n from '../../app/i18n';
import { DAY_PERIODS, PATHS, type LeavePreview, type LeaveRequest, type LeaveType } from './api';

const RequestForm = z
  .object({
    leaveTypeId: z.string().min(1),
    startDate: z.string().min(1),
    endDate: z.string().min(1),
    startPeriod: z.enum(DAY_PERIODS),
    endPeriod: z.enum(DAY_PERIODS),
    reason: z.string().trim().max(LEAVE_REASON_MAX),
    proof: z.instanceof(File).nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: i18n.t('leave:form.endBeforeStart') });
    if (v.proof && v.proof.size > PROOF_MAX_BYTES) ctx.addIssue({ code: 'custom', path: ['proof'], message: i18n.t('leave:form.tooLarge') });
  });
type RequestValues = z.input<typeof RequestForm>;
const EMPTY: RequestValues = { leaveTypeId: '', startDate: '', endDate: '', startPeriod: 'MORNING', endPeriod: 'AFTERNOON', reason: '', proof: null };

/** Asks the server, while the employee types, how many days the request counts and which rules it breaks. */
function usePreview(values: RequestValues, open: boolean): LeavePreview | null {
  const [preview, setPreview] = useState<LeavePreview | null>(null);
  const { leaveTypeId, startDate, endDate, startPeriod, endPeriod, proof } = values;
  useEffect(() => {
    if (!open || !leaveTypeId || !startDate || !endDate || endDate < startDate) {
      setPreview(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .post<LeavePreview>(PATHS.preview, { leaveTypeId, startDate, endDate, startPeriod, endPeriod, hasProof: Boolean(proof) }, { signal: controller.signal })
        .then(setPreview, () => setPreview(null));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, leaveTypeId, startDate, endDate, startPeriod, endPeriod, proof]);
  return preview;
}

/** A new request of the caller: type, first and last day (half days), reason, proof when the type needs one. */
export function RequestLeaveDialog({ open, types, onClose, onSubmitted }: { open: boolean; types: LeaveType[]; onClose: () => void; onSubmitted: (request: LeaveRequest) => void }) {
  const { t, i18n: { resolvedLanguage } } = useTranslation('leave');
  const form = useForm<RequestValues>({ resolver: formResolver(RequestForm), defaultValues: EMPTY });
  const fileInput = useRef<HTMLInputElement>(null);
  const values = useWatch({ control: form.control }) as RequestValues;
  const preview = usePreview(values, open);
  const type = types.find((x) => x.id === values.leaveTypeId);
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = new FormData();
    for (const key of ['leaveTypeId', 'startDate', 'endDate', 'startPeriod', 'endPeriod'] as const) body.append(key, v[key]);
    if (v.reason) body.append('reason', v.reason);
    if (v.proof) body.append('proof', v.proof, v.proof.name);
    onSubmitted(await api.upload<LeaveRequest>(PATHS.mine, body));
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  const language = resolvedLanguage ?? 'fr';
  return (
    <Dialog open={open} onClose={submitting ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="leave-request-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="leave-form">
        <DialogTitle id="leave-request-title">{t('form.title')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="leaveTypeId" label={t('fields.type')} select required size="small" slotProps={{ htmlInput: { 'data-testid': 'leave-type' } }}>
              {types.map((x) => (
                <MenuItem key={x.id} value={x.id} data-testid={`leave-type-${x.code}`}>
                  {x.name}
                </MenuItem>
              ))}
            </FormTextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField control={form.control} name="startDate" label={t('fields.startDate')} required />
              <FormTextField control={form.control} name="startPeriod" label={t('fields.startPeriod')} select size="small" fullWidth>
                <MenuItem value="MORNING">{t('periods.startMORNING')}</MenuItem>
                <MenuItem value="AFTERNOON">{t('periods.startAFTERNOON')}</MenuItem>
              </FormTextField>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField control={form.control} name="endDate" label={t('fields.endDate')} required />
              <FormTextField control={form.control} name="endPeriod" label={t('fields.endPeriod')} select size="small" fullWidth>
                <MenuItem value="AFTERNOON">{t('periods.endAFTERNOON')}</MenuItem>
                <MenuItem value="MORNING">{t('periods.endMORNING')}</MenuItem>
              </FormTextField>
            </Stack>
            <FormTextField control={form.control} name="reason" label={t('fields.reason')} multiline minRows={2} slotProps={{ htmlInput: { maxLength: LEAVE_REASON_MAX, 'data-testid': 'leave-reason' } }} />
            {type?.requiresProof && (
              <Box>
                <input ref={fileInput} type="file" hidden accept=".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/*" aria-label={t('form.proof')} onChange={(e) => { form.setValue('proof', e.target.files?.[0] ?? null, { shouldValidate: true }); e.target.value = ''; }} />
                <Button variant="outlined" onClick={() => fileInput.current?.click()}>
                  {values.proof ? values.proof.name : t('form.proof')}
                </Button>
                {form.formState.errors.proof && <Typography color="error" variant="body2">{form.formState.errors.proof.message}</Typography>}
              </Box>
            )}
            {preview && (
              <Alert severity={preview.violations.length ? 'warning' : 'info'} data-testid="leave-preview" aria-live="polite">
                <Typography variant="body2" data-testid="leave-preview-days">
                  {t('preview.days', { count: preview.days, available: preview.balance?.available ?? 0, after: preview.balance?.after ?? 0 })}
                </Typography>
                {preview.holidays.length > 0 && (
                  <Typography variant="body2">{t('preview.holidays', { list: preview.holidays.map((h) => `${h.name} (${formatDate(h.date, language)})`).join(', ') })}</Typography>
                )}
                {preview.violations.map((v) => (
                  <Typography key={v.rule} variant="body2" data-testid={`leave-rule-${v.rule}`}>
                    {v.message}
                  </Typography>
                ))}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="leave-submit">
            {t('form.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
