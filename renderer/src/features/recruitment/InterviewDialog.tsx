import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PersonPicker, type PickedPerson } from '../../components/people/PersonPicker';
import { INTERVIEW_TYPES, PATHS, type Interview } from './api';

interface Values {
  type: string;
  startsAt: string;
  durationMinutes: string;
  location: string;
  interviewerIds: string;
}

/** `YYYY-MM-DDTHH:mm` in local time, what a datetime-local field shows. */
function localInput(iso: string | null): string {
  const d = iso ? new Date(iso) : new Date(Date.now() + 86_400_000);
  if (!iso) d.setHours(10, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Schedules an interview of an application, or reschedules one (the invitations go again). */
export function InterviewDialog({ applicationId, interview, onClose, onSaved }: { applicationId: string; interview: Interview | null; onClose: () => void; onSaved: (saved: Interview) => void }) {
  const { t } = useTranslation('recruitment');
  const [people, setPeople] = useState<PickedPerson[]>(interview?.interviewers ?? []);
  const form = useForm<Values>({
    defaultValues: { type: interview?.type ?? 'PHONE_SCREEN', startsAt: localInput(interview?.startsAt ?? null), durationMinutes: String(interview?.durationMinutes ?? 60), location: interview?.location ?? '', interviewerIds: '' },
  });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = {
      type: v.type,
      startsAt: v.startsAt ? new Date(v.startsAt).toISOString() : '',
      durationMinutes: Number(v.durationMinutes),
      location: v.location,
      interviewerIds: people.map((p) => p.id),
    };
    onSaved(interview ? await api.put<Interview>(PATHS.interview(interview.id), body) : await api.post<Interview>(PATHS.interviewsOf(applicationId), body));
  });
  const interviewersError = form.formState.errors.interviewerIds?.message;
  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="interview-dialog-title" data-testid="interview-dialog">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="interview-dialog-title">{interview ? t('interviews.rescheduleTitle') : t('interviews.newTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="type" select label={t('fields.interviewType')} required fullWidth size="small">
                {INTERVIEW_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`interviewTypes.${type}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="startsAt" type="datetime-local" label={t('fields.when')} required fullWidth size="small" slotProps={{ inputLabel: { shrink: true } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="durationMinutes" label={t('fields.duration')} required fullWidth size="small" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="location" label={t('fields.location')} fullWidth size="small" />
            </Grid>
            <Grid size={12}>
              <Stack spacing={1}>
                <PersonPicker label={t('fields.addInterviewer')} value={null} exclude={people.map((p) => p.id)} onChange={(p) => p && setPeople((list) => [...list, p])} error={Boolean(interviewersError)} helperText={interviewersError} testId="interviewer-picker" />
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('fields.interviewers')}>
                  {people.length === 0 && <Typography variant="body2" color="text.secondary">{t('interviews.noInterviewer')}</Typography>}
                  {people.map((p) => (
                    <Chip key={p.id} label={p.name} onDelete={() => setPeople((list) => list.filter((x) => x.id !== p.id))} />
                  ))}
                </Stack>
              </Stack>
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="interview-save">
            {t('interviews.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
