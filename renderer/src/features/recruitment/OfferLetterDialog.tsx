import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PATHS, type OfferLetter } from './api';
import { FormMoneyField } from '../../components/money/MoneyField';

interface Values {
  body: string;
  salary: string;
  startDate: string;
  benefits: string;
}

/** The offer-letter editor: the letter's text and its terms (salary, start date, benefits). */
export function OfferLetterDialog({ applicationId, candidate, offerTitle, onClose, onSaved }: { applicationId: string; candidate: string; offerTitle: string; onClose: () => void; onSaved: (letter: OfferLetter) => void }) {
  const { t } = useTranslation('recruitment');
  const form = useForm<Values>({ defaultValues: { body: t('letters.defaultBody', { name: candidate, title: offerTitle }), salary: '', startDate: '', benefits: '' } });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    onSaved(await api.post<OfferLetter>(PATHS.lettersOf(applicationId), { body: v.body, salary: v.salary, startDate: v.startDate, benefits: v.benefits }));
  });
  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="letter-dialog-title" data-testid="letter-dialog">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="letter-dialog-title">{t('letters.newTitle', { name: candidate })}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormMoneyField control={form.control} name="salary" label={t('fields.salary')} required size="small" fullWidth slotProps={{ htmlInput: { 'data-testid': 'letter-salary' } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="startDate" type="date" label={t('fields.startDate')} required fullWidth size="small" slotProps={{ inputLabel: { shrink: true } }} />
            </Grid>
            <Grid size={12}>
              <FormTextField control={form.control} name="body" label={t('fields.letterBody')} required multiline minRows={8} fullWidth size="small" />
            </Grid>
            <Grid size={12}>
              <FormTextField control={form.control} name="benefits" label={t('fields.benefits')} multiline minRows={2} fullWidth size="small" />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="letter-save">
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
