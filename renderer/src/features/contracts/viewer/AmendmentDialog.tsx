import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormDateField } from '../../../components/dates/DateField';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { FormMoneyField } from '../../../components/money/MoneyField';
import { contractActionPath, type Contract } from '../api';

function amendmentSchema(required: string, oneChange: string) {
  return z
    .object({
      effectiveDate: z.string().min(1, required),
      reason: z.string().trim().min(3, required).max(1000),
      salary: z.string(),
      weeklyHours: z.string().regex(/^(\d{1,2}([.,]\d{1,2})?)?$/),
      jobTitle: z.string().max(150),
      workLocation: z.string().max(200),
      endDate: z.string(),
      trialPeriodEndDate: z.string(),
    })
    .refine(
      (v) =>
        Boolean(
          v.salary ||
          v.weeklyHours ||
          v.jobTitle.trim() ||
          v.workLocation.trim() ||
          v.endDate ||
          v.trialPeriodEndDate,
        ),
      {
        path: ['reason'],
        message: oneChange,
      },
    );
}
type Values = z.infer<ReturnType<typeof amendmentSchema>>;
const EMPTY: Values = {
  effectiveDate: '',
  reason: '',
  salary: '',
  weeklyHours: '',
  jobTitle: '',
  workLocation: '',
  endDate: '',
  trialPeriodEndDate: '',
};

/** Drafts an amendment: only the terms that change; it takes effect once signed, on its date. */
export function AmendmentDialog({
  contract,
  open,
  onClose,
  onCreated,
}: {
  contract: Contract;
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation('contracts');
  const schema = useMemo(() => amendmentSchema(t('validation.required'), t('amendments.oneChange')), [t]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(
    form,
    async (v) => {
      const changes: Record<string, string | number> = {};
      if (v.salary) changes.salary = v.salary;
      if (v.weeklyHours) changes.weeklyHours = Number(v.weeklyHours.replace(',', '.'));
      if (v.jobTitle.trim()) changes.jobTitle = v.jobTitle.trim();
      if (v.workLocation.trim()) changes.workLocation = v.workLocation.trim();
      if (v.endDate) changes.endDate = v.endDate;
      if (v.trialPeriodEndDate) changes.trialPeriodEndDate = v.trialPeriodEndDate;
      await api.post(contractActionPath(contract.id, 'amendments'), {
        effectiveDate: v.effectiveDate,
        reason: v.reason,
        changes,
      });
      form.reset(EMPTY);
      onCreated();
    },
    {
      aliases: {
        'changes.salary': 'salary',
        'changes.weeklyHours': 'weeklyHours',
        'changes.jobTitle': 'jobTitle',
        'changes.workLocation': 'workLocation',
        'changes.endDate': 'endDate',
        'changes.trialPeriodEndDate': 'trialPeriodEndDate',
        changes: 'reason',
      },
    },
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="amendment-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="amendment-form">
        <DialogTitle id="amendment-title">{t('amendments.createTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <DialogContentText sx={{ mb: 2 }}>{t('amendments.createHelp')}</DialogContentText>
          <Stack spacing={2}>
            <FormDateField
              control={form.control}
              name="effectiveDate"
              label={t('amendments.effectiveDate')}
              required
            />
            <FormTextField
              control={form.control}
              name="reason"
              label={t('amendments.reason')}
              required
              multiline
              minRows={2}
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormMoneyField
                control={form.control}
                name="salary"
                label={t('amendments.newSalary')}
                fullWidth
                currency={contract.currency}
              />
              <FormTextField
                control={form.control}
                name="weeklyHours"
                label={t('amendments.newHours')}
                sx={{ maxWidth: { sm: 200 } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="jobTitle"
                label={t('amendments.newJobTitle')}
                fullWidth
              />
              <FormTextField
                control={form.control}
                name="workLocation"
                label={t('amendments.newWorkLocation')}
                fullWidth
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {contract.type !== 'CDI' && (
                <FormDateField control={form.control} name="endDate" label={t('amendments.newEndDate')} />
              )}
              <FormDateField
                control={form.control}
                name="trialPeriodEndDate"
                label={t('amendments.newTrialEnd')}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="amendment-save">
            {t('amendments.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
