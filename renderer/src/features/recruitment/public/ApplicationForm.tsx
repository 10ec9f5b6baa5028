import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApplyBody } from '../../../../../shared/schemas/recruitment';
import { api } from '../../../app/api';
import { formResolver } from '../../../app/forms/formResolver';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { CANDIDATE_SOURCES, CV_MAX_BYTES, PUBLIC_PATHS } from '../api';

const CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The public application form: candidate fields, the CV, and the honeypot `website` that people never see. */
export function ApplicationForm({ token, onSent }: { token: string; onSent: () => void }) {
  const { t, i18n } = useTranslation('recruitment');
  const schema = useMemo(
    () =>
      ApplyBody.extend({
        website: z.string(),
        cv: z
          .custom<File | null>((v) => v instanceof File, t('public.cvRequired'))
          .refine((f) => !f || f.size <= CV_MAX_BYTES, t('public.cvTooLarge')),
      }),
    [t],
  );
  type Values = z.input<typeof schema>;
  const form = useForm<Values>({
    resolver: formResolver(schema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', coverLetter: '', source: 'JOB_BOARD', website: '', cv: null },
  });
  const [fileName, setFileName] = useState<string | null>(null);
  const { onSubmit, problem, submitting } = useFormSubmit(form, async (values) => {
    const body = new FormData();
    for (const key of ['firstName', 'lastName', 'email', 'phone', 'coverLetter', 'source', 'website'] as const) {
      const value = values[key];
      if (typeof value === 'string' && value !== '') body.append(key, value);
    }
    body.append('language', i18n.resolvedLanguage === 'en' ? 'en' : 'fr');
    if (values.cv instanceof File) body.append('cv', values.cv, values.cv.name);
    await api.request('POST', PUBLIC_PATHS.apply(token), { body, auth: false });
    onSent();
  });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate data-testid="apply-form" aria-labelledby="apply-title">
      <Stack spacing={2}>
        <Typography variant="h2" id="apply-title">
          {t('public.applyTitle')}
        </Typography>
        <FormProblem problem={problem} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={form.control} name="firstName" label={t('fields.firstName')} autoComplete="given-name" required fullWidth slotProps={{ htmlInput: { 'data-testid': 'apply-firstName' } }} />
          <FormTextField control={form.control} name="lastName" label={t('fields.lastName')} autoComplete="family-name" required fullWidth slotProps={{ htmlInput: { 'data-testid': 'apply-lastName' } }} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={form.control} name="email" type="email" label={t('fields.email')} autoComplete="email" required fullWidth slotProps={{ htmlInput: { 'data-testid': 'apply-email' } }} />
          <FormTextField control={form.control} name="phone" type="tel" label={t('fields.phone')} autoComplete="tel" fullWidth slotProps={{ htmlInput: { 'data-testid': 'apply-phone' } }} />
        </Stack>
        <FormTextField control={form.control} name="source" select label={t('public.source')} fullWidth>
          {CANDIDATE_SOURCES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`sources.${s}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={form.control} name="coverLetter" label={t('fields.coverLetter')} multiline minRows={5} fullWidth slotProps={{ htmlInput: { 'data-testid': 'apply-coverLetter' } }} />
        <Controller
          name="cv"
          control={form.control}
          render={({ field, fieldState }) => (
            <Stack spacing={0.5}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Button variant="outlined" component="label">
                  {t('public.chooseCv')}
                  <input
                    hidden
                    type="file"
                    name="cv"
                    accept={CV_ACCEPT}
                    data-testid="cv-input"
                    onChange={(event) => {
                      const file = event.target.files?.[0] ?? null;
                      setFileName(file?.name ?? null);
                      field.onChange(file);
                    }}
                  />
                </Button>
                <Typography variant="body2" data-testid="cv-name">
                  {fileName ?? t('public.noCv')}
                </Typography>
              </Stack>
              <Typography variant="caption" color={fieldState.error ? 'error' : 'text.secondary'} role={fieldState.error ? 'alert' : undefined}>
                {fieldState.error?.message ?? t('public.cvHelp')}
              </Typography>
            </Stack>
          )}
        />
        {/* Honeypot: off-screen and out of the tab order, so only robots fill it. */}
        <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}>
          <label htmlFor="apply-website">Website</label>
          <input id="apply-website" type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </Box>
        <Button type="submit" variant="contained" size="large" loading={submitting}>
          {t('public.send')}
        </Button>
      </Stack>
    </Box>
  );
}
