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
import { api } from '../../../app/api';
import { formResolver } from '../../../app/forms/formResolver';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormDateField } from '../../../components/dates/DateField';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { PATHS, type Holiday } from '../api';

const HolidayForm = z.object({ date: z.string().min(1), name: z.string().trim().min(1).max(120) });
type HolidayValues = z.input<typeof HolidayForm>;

/** Adds a company holiday, or moves or renames one (an estimated date then counts as confirmed). */
export function HolidayDialog({ open, holiday, year, onClose, onSaved }: { open: boolean; holiday: Holiday | null; year: number; onClose: () => void; onSaved: (holiday: Holiday) => void }) {
  const { t } = useTranslation('leave');
  const form = useForm<HolidayValues>({ resolver: formResolver(HolidayForm), defaultValues: { date: '', name: '' } });
  useEffect(() => {
    if (open) form.reset({ date: holiday?.date ?? '', name: holiday?.name ?? '' });
  }, [open, holiday, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = { date: v.date, name: v.name.trim() };
    onSaved(holiday ? await api.put<Holiday>(PATHS.holiday(holiday.id), body) : await api.post<Holiday>(PATHS.holidays, body));
  });
  const close = () => {
    clearProblem();
    onClose();
  };
  return (
    <Dialog open={open} onClose={submitting ? undefined : close} fullWidth maxWidth="xs" aria-labelledby="leave-holiday-title">
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="leave-holiday-form">
        <DialogTitle id="leave-holiday-title">{holiday ? t('holidays.editTitle') : t('holidays.createTitle', { year })}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormDateField control={form.control} name="date" label={t('holidays.date')} required />
            <FormTextField control={form.control} name="name" label={t('holidays.name')} required size="small" slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'leave-holiday-name' } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="leave-holiday-save">
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
