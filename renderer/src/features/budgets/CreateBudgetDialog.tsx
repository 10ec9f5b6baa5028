import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BUDGET_NAME_MAX, BUDGET_YEAR_MAX, BUDGET_YEAR_MIN } from '../../../../shared/budgets';
import { api } from '../../app/api';
import { formResolver } from '../../app/forms/formResolver';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PATHS, type Budget } from './api';

const BudgetForm = z.object({
  name: z.string().trim().min(1).max(BUDGET_NAME_MAX),
  fiscalYear: z.string().regex(/^\d{4}$/).refine((y) => Number(y) >= BUDGET_YEAR_MIN && Number(y) <= BUDGET_YEAR_MAX),
});
type BudgetValues = z.infer<typeof BudgetForm>;

/** A new draft: its name and fiscal year; the lines are added in the editor. */
export function CreateBudgetDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (budget: Budget) => void }) {
  const { t } = useTranslation('budgets');
  const form = useForm<BudgetValues>({ resolver: formResolver(BudgetForm), defaultValues: { name: '', fiscalYear: '' } });
  useEffect(() => {
    if (open) {
      const year = new Date().getFullYear();
      form.reset({ name: t('create.defaultName', { year }), fiscalYear: String(year) });
    }
  }, [open, form, t]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    onCreated(await api.post<Budget>(PATHS.budgets, { name: values.name, fiscalYear: Number(values.fiscalYear), lines: [] }));
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  return (
    <Dialog open={open} onClose={submitting ? undefined : close} fullWidth maxWidth="xs" aria-labelledby="create-budget-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="budget-form">
        <DialogTitle id="create-budget-title">{t('create.title')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="name" label={t('fields.name')} required slotProps={{ htmlInput: { maxLength: BUDGET_NAME_MAX, 'data-testid': 'budget-name' } }} />
            <FormTextField control={form.control} name="fiscalYear" label={t('fields.fiscalYear')} required slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'budget-year' } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting} data-testid="budget-create">
            {t('create.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
