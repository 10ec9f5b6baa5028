import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Big from 'big.js';
import { ADJUSTMENT_REASON_MAX } from '../../../../../shared/leave';
import { api } from '../../../app/api';
import { formResolver } from '../../../app/forms/formResolver';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import i18n from '../../../app/i18n';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { PATHS, type LeaveBalance, type LeaveBalanceDetail } from '../api';

const SIGNED_DAYS = /^[+-]?\d+([.,]\d{1,2})?$/;
const AdjustForm = z.object({
  delta: z
    .string()
    .trim()
    .min(1)
    .refine((v) => SIGNED_DAYS.test(v), { error: () => i18n.t('leave:adjust.invalidDelta') })
    .refine((v) => !SIGNED_DAYS.test(v) || !new Big(v.replace(',', '.')).eq(0), { error: () => i18n.t('leave:adjust.zero') }),
  reason: z
    .string()
    .trim()
    .max(ADJUSTMENT_REASON_MAX)
    .refine((v) => v !== '', { error: () => i18n.t('leave:adjust.reasonRequired') }),
});
type AdjustValues = z.input<typeof AdjustForm>;
const EMPTY: AdjustValues = { delta: '', reason: '' };

/** Adds or removes days on a balance, with the reason the history keeps (and the author, from the session). */
export function AdjustBalanceDialog({ balance, onClose, onAdjusted }: { balance: LeaveBalance | null; onClose: () => void; onAdjusted: (detail: LeaveBalanceDetail) => void }) {
  const { t } = useTranslation('leave');
  const form = useForm<AdjustValues>({ resolver: formResolver(AdjustForm), defaultValues: EMPTY });
  const delta = useWatch({ control: form.control, name: 'delta' }) ?? '';
  useEffect(() => {
    if (balance) form.reset(EMPTY);
  }, [balance, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const b = balance as LeaveBalance;
    onAdjusted(await api.put<LeaveBalanceDetail>(PATHS.balance(b.employee.id, b.leaveType.id), { year: b.year, delta: v.delta.replace(',', '.').replace(/^\+/, ''), reason: v.reason.trim() }));
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  const after = balance && SIGNED_DAYS.test(delta.trim()) ? new Big(balance.available).plus(delta.trim().replace(',', '.')).toString() : null;
  return (
    <Dialog open={balance !== null} onClose={submitting ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="leave-adjust-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="leave-adjust-form">
        <DialogTitle id="leave-adjust-title">{t('adjust.title', { name: balance?.employee.name ?? '', type: balance?.leaveType.name ?? '', year: balance?.year ?? '' })}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="delta" label={t('adjust.delta')} required size="small" helperText={t('adjust.deltaHelp')} autoFocus slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'leave-adjust-delta' } }} />
            <FormTextField control={form.control} name="reason" label={t('adjust.reason')} required multiline minRows={2} slotProps={{ htmlInput: { maxLength: ADJUSTMENT_REASON_MAX, 'data-testid': 'leave-adjust-reason' } }} />
            {balance && (
              <Alert severity="info" aria-live="polite" data-testid="leave-adjust-preview">
                {after === null ? t('adjust.available', { count: balance.available }) : t('adjust.after', { available: balance.available, after })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="leave-adjust-save">
            {t('adjust.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
