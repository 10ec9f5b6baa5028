import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../app/api';
import i18n from '../../app/i18n';
import { formResolver } from '../../app/forms/formResolver';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { FormMoneyField } from '../../components/money/MoneyField';
import { monthLabels } from './months';
import { PATHS, type Budget, type BudgetLine } from './api';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

const LineForm = z
  .object({
    accountCode: z.string().trim().regex(/^[1-9][0-9A-Za-z]{0,19}$/),
    split: z.enum(['EVEN', 'MONTHLY']),
    amount: z.string(),
    months: z.array(z.string()).length(12),
  })
  .superRefine((v, ctx) => {
    if (v.split === 'EVEN' && !AMOUNT.test(v.amount)) ctx.addIssue({ code: 'custom', path: ['amount'], message: i18n.t('budgets:line.amountInvalid') });
    if (v.split === 'MONTHLY')
      v.months.forEach((m, i) => {
        if (!AMOUNT.test(m)) ctx.addIssue({ code: 'custom', path: ['months', i], message: i18n.t('budgets:line.amountInvalid') });
      });
  });
type LineValues = z.infer<typeof LineForm>;

const ZEROS = Array.from({ length: 12 }, () => '');

/** Adds or changes one line: a yearly amount split evenly, or the 12 monthly amounts. */
export function LineDialog({
  budget,
  line,
  open,
  onClose,
  onSaved,
}: {
  budget: Budget;
  /** The line to change; null adds one. */
  line: BudgetLine | null;
  open: boolean;
  onClose: () => void;
  onSaved: (budget: Budget) => void;
}) {
  const { t, i18n: { resolvedLanguage } } = useTranslation('budgets');
  const form = useForm<LineValues>({ resolver: formResolver(LineForm), defaultValues: { accountCode: '', split: 'EVEN', amount: '', months: ZEROS } });
  useEffect(() => {
    if (!open) return;
    form.reset(
      line
        ? { accountCode: line.accountCode, split: line.split, amount: line.amount, months: [...line.months] }
        : { accountCode: '', split: 'EVEN', amount: '', months: [...ZEROS] },
    );
  }, [open, line, form]);
  const split = useWatch({ control: form.control, name: 'split' });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const body = values.split === 'EVEN' ? { accountCode: values.accountCode, amount: values.amount } : { accountCode: values.accountCode, months: values.months };
    onSaved(await api.post<Budget>(PATHS.lines(budget.id), body));
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  const labels = monthLabels(resolvedLanguage);
  return (
    <Dialog open={open} onClose={submitting ? undefined : close} fullWidth maxWidth="md" aria-labelledby="budget-line-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="budget-line-form">
        <DialogTitle id="budget-line-title">{line ? t('line.editTitle', { code: line.accountCode }) : t('line.addTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="accountCode"
              label={t('fields.accountCode')}
              required
              disabled={Boolean(line)}
              helperText={t('line.accountHelp')}
              slotProps={{ htmlInput: { maxLength: 20, 'data-testid': 'line-account' } }}
            />
            <Controller
              name="split"
              control={form.control}
              render={({ field }) => (
                <RadioGroup row {...field} aria-label={t('line.split')}>
                  <FormControlLabel value="EVEN" control={<Radio />} label={t('split.EVEN')} data-testid="line-split-even" />
                  <FormControlLabel value="MONTHLY" control={<Radio />} label={t('split.MONTHLY')} data-testid="line-split-monthly" />
                </RadioGroup>
              )}
            />
            {split === 'EVEN' ? (
              <FormMoneyField control={form.control} name="amount" label={t('fields.yearlyAmount')} required size="small" slotProps={{ htmlInput: { 'data-testid': 'line-amount' } }} />
            ) : (
              <Grid container spacing={1.5}>
                {labels.map((label, i) => (
                  <Grid key={label} size={{ xs: 6, sm: 4, md: 3 }}>
                    <FormMoneyField control={form.control} name={`months.${i}`} label={label} size="small" fullWidth slotProps={{ htmlInput: { 'data-testid': `line-month-${i + 1}` } }} />
                  </Grid>
                ))}
              </Grid>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting} data-testid="line-save">
            {t('line.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
