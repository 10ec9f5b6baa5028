import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { FEEDBACK_RATINGS, PATHS, type Interview } from './api';

/** An interviewer's verdict (STRONG_YES … STRONG_NO) and comment on an interview. */
export function FeedbackDialog({ interview, onClose, onSaved }: { interview: Interview; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('recruitment');
  const form = useForm<{ rating: string; comment: string }>({ defaultValues: { rating: 'YES', comment: '' } });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    await api.post(PATHS.interviewAction(interview.id, 'feedback'), v);
    onSaved();
  });
  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="feedback-dialog-title">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="feedback-dialog-title">{t('interviews.feedbackTitle', { name: interview.application.name })}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="rating" select label={t('fields.verdict')} required fullWidth size="small">
              {FEEDBACK_RATINGS.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`verdicts.${r}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={form.control} name="comment" label={t('fields.comment')} multiline minRows={3} fullWidth size="small" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
