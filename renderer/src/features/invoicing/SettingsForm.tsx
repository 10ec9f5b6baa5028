import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { InvoicingSettingsView } from '../../../../shared/schemas/invoicing-views';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { useNotify } from '../../components/feedback/Notifier';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';

type Settings = z.infer<typeof InvoicingSettingsView>;
const FIELDS = ['legalName', 'addressLine', 'postalCode', 'city', 'taxId', 'registrationNumber', 'legalForm', 'email', 'phone', 'paymentTermsDays', 'legalMentions'] as const;
type SettingsValues = Record<(typeof FIELDS)[number], string>;

const valuesOf = (s: Settings): SettingsValues => Object.fromEntries(FIELDS.map((k) => [k, s[k] === null ? '' : String(s[k])])) as SettingsValues;

function Form({ settings, editable }: { settings: Settings; editable: boolean }) {
  const { t } = useTranslation('invoicing');
  const notify = useNotify();
  const form = useForm<SettingsValues>({ defaultValues: valuesOf(settings) });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const body = Object.fromEntries(FIELDS.map((k) => [k, k === 'paymentTermsDays' ? Number(values[k]) : values[k].trim() || null]));
    form.reset(valuesOf(await api.put<Settings>('/accounting/invoicing/settings', body)));
    notify(t('settings.saved'));
  });
  return (
    <Box component="form" onSubmit={onSubmit} noValidate data-testid="invoicing-settings-form">
      <FormProblem problem={problem} onClose={clearProblem} />
      <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }}>
        <Grid container spacing={2}>
          {FIELDS.map((k) => (
            <Grid key={k} size={{ xs: 12, sm: k === 'legalMentions' ? 12 : 6 }}>
              <FormTextField control={form.control} name={k} label={t(`settings.fields.${k}`)} fullWidth size="small" multiline={k === 'legalMentions'} minRows={k === 'legalMentions' ? 3 : undefined} />
            </Grid>
          ))}
        </Grid>
      </fieldset>
      {editable && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" loading={submitting}>
            {t('dunning.save')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/** What invoices print about the company (identity, identifiers, legal mentions) and the default terms. */
export function SettingsForm({ editable }: { editable: boolean }) {
  const { t } = useTranslation('invoicing');
  const query = useApiQuery<Settings>('/accounting/invoicing/settings');
  if (!query.data) return null;
  return (
    <Paper sx={{ p: 2, mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
        {t('settings.title', { company: query.data.companyName })}
      </Typography>
      <Form key={JSON.stringify(query.data)} settings={query.data} editable={editable} />
    </Paper>
  );
}
