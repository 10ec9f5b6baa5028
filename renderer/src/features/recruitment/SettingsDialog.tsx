import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PATHS } from './api';

/** The tenant's recruitment settings: the days after which an unanswered offer letter expires. */
export function SettingsDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('recruitment');
  const current = useApiQuery<{ offerLetterExpiryDays: number }>(PATHS.settings);
  const form = useForm<{ offerLetterExpiryDays: string }>({ defaultValues: { offerLetterExpiryDays: '' } });
  const { reset } = form;
  useEffect(() => {
    if (current.data) reset({ offerLetterExpiryDays: String(current.data.offerLetterExpiryDays) });
  }, [current.data, reset]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    await api.put(PATHS.settings, { offerLetterExpiryDays: Number(v.offerLetterExpiryDays) });
    onSaved();
  });
  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="settings-dialog-title">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="settings-dialog-title">{t('settings.title')}</DialogTitle>
        <DialogContent>
          <ProblemAlert error={current.error} />
          <FormProblem problem={problem} onClose={clearProblem} />
          <FormTextField control={form.control} name="offerLetterExpiryDays" label={t('settings.expiryDays')} helperText={t('settings.expiryHelp')} required fullWidth size="small" sx={{ mt: 1 }} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} disabled={!current.data}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
