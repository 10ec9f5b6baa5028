import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { CONTRACT_TYPES, LANGUAGE_LEVELS, PATHS, type JobOffer, type Requisition } from './api';

interface Values {
  title: string;
  description: string;
  requisitionId: string;
  location: string;
  contractType: string;
  skills: string[];
  languages: Array<{ language: string; level: string }>;
  isTemplate: boolean;
}

const valuesOf = (o: JobOffer | null, template: boolean): Values => ({
  title: o?.title ?? '',
  description: o?.description ?? '',
  requisitionId: o?.requisition?.id ?? '',
  location: o?.location ?? '',
  contractType: o?.contractType ?? '',
  skills: o?.skills ?? [],
  languages: o?.languages ?? [],
  isTemplate: o?.isTemplate ?? template,
});

/** Drafts or edits (while DRAFT) a job offer or a reusable template: skills, languages with levels. */
export function OfferDialog({ offer, template = false, onClose, onSaved }: { offer: JobOffer | null; template?: boolean; onClose: () => void; onSaved: (saved: JobOffer) => void }) {
  const { t } = useTranslation('recruitment');
  const form = useForm<Values>({ defaultValues: valuesOf(offer, template) });
  const languages = useFieldArray({ control: form.control, name: 'languages' });
  // Only APPROVED or PUBLISHED requisitions may be linked; readers of requisitions get the choice.
  const requisitions = useApiQuery<{ items: Requisition[] }>(PATHS.requisitions, { pageSize: 100, sort: '-createdAt' });
  const linkable = (requisitions.data?.items ?? []).filter((r) => r.status === 'APPROVED' || r.status === 'PUBLISHED' || r.id === offer?.requisition?.id);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (v) => {
    const body = {
      title: v.title,
      description: v.description,
      requisitionId: v.requisitionId || null,
      location: v.location,
      contractType: v.contractType || null,
      skills: v.skills,
      languages: v.languages,
      isTemplate: v.isTemplate,
    };
    onSaved(offer ? await api.put<JobOffer>(PATHS.offer(offer.id), body) : await api.post<JobOffer>(PATHS.offers, body));
  });
  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="offer-dialog-title" data-testid="offer-dialog">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="offer-dialog-title">{offer ? t('offers.editTitle') : t('offers.newTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <FormTextField control={form.control} name="title" label={t('fields.offerTitle')} required fullWidth size="small" slotProps={{ htmlInput: { 'data-testid': 'offer-title' } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="location" label={t('fields.location')} fullWidth size="small" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="contractType" select label={t('fields.contractType')} fullWidth size="small">
                <MenuItem value="">—</MenuItem>
                {CONTRACT_TYPES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {t(`contractTypes.${c}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            {linkable.length > 0 && (
              <Grid size={12}>
                <FormTextField control={form.control} name="requisitionId" select label={t('fields.requisition')} fullWidth size="small">
                  <MenuItem value="">{t('none')}</MenuItem>
                  {linkable.map((r) => (
                    <MenuItem key={r.id} value={r.id}>
                      {r.jobTitle}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Grid>
            )}
            <Grid size={12}>
              <FormTextField control={form.control} name="description" label={t('fields.description')} required multiline minRows={6} fullWidth size="small" slotProps={{ htmlInput: { 'data-testid': 'offer-description' } }} />
            </Grid>
            <Grid size={12}>
              <Controller
                name="skills"
                control={form.control}
                render={({ field, fieldState }) => (
                  <Autocomplete
                    multiple
                    freeSolo
                    options={[]}
                    value={field.value}
                    onChange={(_e, value) => field.onChange(value.map((s) => String(s).trim()).filter(Boolean))}
                    renderInput={(params) => <TextField {...params} size="small" label={t('fields.skills')} helperText={fieldState.error?.message ?? t('offers.skillsHelp')} error={Boolean(fieldState.error)} />}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <Stack spacing={1}>
                <Typography variant="subtitle2" component="h3">
                  {t('fields.languages')}
                </Typography>
                {languages.fields.map((row, index) => (
                  <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <FormTextField control={form.control} name={`languages.${index}.language`} label={t('fields.language')} size="small" required sx={{ flexGrow: 1 }} />
                    <FormTextField control={form.control} name={`languages.${index}.level`} select label={t('fields.level')} size="small" sx={{ minWidth: 180 }}>
                      {LANGUAGE_LEVELS.map((l) => (
                        <MenuItem key={l} value={l}>
                          {t(`levels.${l}`)}
                        </MenuItem>
                      ))}
                    </FormTextField>
                    <IconButton aria-label={t('offers.removeLanguage')} onClick={() => languages.remove(index)}>
                      <DeleteOutlined />
                    </IconButton>
                  </Stack>
                ))}
                <Box>
                  <Button size="small" onClick={() => languages.append({ language: '', level: 'B2' })}>
                    {t('offers.addLanguage')}
                  </Button>
                </Box>
              </Stack>
            </Grid>
            <Grid size={12}>
              <FormCheckbox control={form.control} name="isTemplate" label={t('fields.isTemplate')} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="offer-save">
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
