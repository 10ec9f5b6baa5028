import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { CANDIDATE_SOURCES, PATHS, type Application } from './api';

type Values = { firstName: string; lastName: string; email: string; phone: string; source: string; coverLetter: string; cv: string };
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'source', 'coverLetter'] as const;

/** The recruiter records an application received another way (a referral, an agency), with its CV if any. */
export function RecordApplicationDialog({ offerId, onClose, onSaved }: { offerId: string; onClose: () => void; onSaved: (a: Application) => void }) {
  const { t } = useTranslation('recruitment');
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<Values>({ defaultValues: { firstName: '', lastName: '', email: '', phone: '', source: 'REFERRAL', coverLetter: '', cv: '' } });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = new FormData();
    for (const key of FIELDS) if (v[key] !== '') body.append(key, v[key]);
    if (file) body.append('cv', file, file.name);
    onSaved(await api.request<Application>('POST', PATHS.recordApplication(offerId), { body }));
  });
  const cvError = form.formState.errors.cv?.message;
  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="record-dialog-title" data-testid="record-dialog">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="record-dialog-title">{t('pipeline.recordTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="firstName" label={t('fields.firstName')} required fullWidth size="small" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="lastName" label={t('fields.lastName')} required fullWidth size="small" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="email" type="email" label={t('fields.email')} required fullWidth size="small" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="phone" type="tel" label={t('fields.phone')} fullWidth size="small" />
            </Grid>
            <Grid size={12}>
              <FormTextField control={form.control} name="source" select label={t('fields.source')} fullWidth size="small">
                {CANDIDATE_SOURCES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`sources.${s}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={12}>
              <FormTextField control={form.control} name="coverLetter" label={t('fields.coverLetter')} multiline minRows={3} fullWidth size="small" />
            </Grid>
            <Grid size={12}>
              <Button variant="outlined" component="label" size="small">
                {t('public.chooseCv')}
                <input hidden type="file" accept=".pdf,.docx" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              </Button>
              <Typography variant="body2" component="span" sx={{ ml: 2 }} color={cvError ? 'error' : undefined}>
                {cvError ?? file?.name ?? t('public.noCv')}
              </Typography>
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="record-save">
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
