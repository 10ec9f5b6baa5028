import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVOICE_LIMITS } from '../../../../shared/invoicing';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PageHeader } from '../../components/layout/PageHeader';
import { ACCESS, PATHS, type DunningConfig } from './api';
import { SettingsForm } from './SettingsForm';

interface LevelValues {
  daysAfterDue: string;
  fee: string;
  subjectFr: string;
  bodyFr: string;
  subjectEn: string;
  bodyEn: string;
}
interface DunningValues {
  enabled: boolean;
  levels: LevelValues[];
}

const valuesOf = (c: DunningConfig): DunningValues => ({
  enabled: c.enabled,
  levels: c.levels.map((l) => ({ daysAfterDue: String(l.daysAfterDue), fee: l.fee ?? '', subjectFr: l.subjectFr, bodyFr: l.bodyFr, subjectEn: l.subjectEn, bodyEn: l.bodyEn })),
});

function DunningForm({ config, editable, onSaved }: { config: DunningConfig; editable: boolean; onSaved: (c: DunningConfig) => void }) {
  const { t } = useTranslation('invoicing');
  const form = useForm<DunningValues>({ defaultValues: valuesOf(config) });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'levels' });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const saved = await api.put<DunningConfig>(PATHS.dunning, {
      enabled: values.enabled,
      levels: values.levels.map((l) => ({ ...l, daysAfterDue: Number(l.daysAfterDue), fee: l.fee.trim() === '' ? null : l.fee.trim().replace(',', '.') })),
    });
    form.reset(valuesOf(saved));
    onSaved(saved);
  });
  const last = fields.length > 0 ? Number(form.getValues(`levels.${fields.length - 1}.daysAfterDue`)) || 0 : 0;
  return (
    <Box component="form" onSubmit={onSubmit} noValidate data-testid="dunning-form">
      <FormProblem problem={problem} onClose={clearProblem} />
      <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }}>
        <FormCheckbox control={form.control} name="enabled" label={t('dunning.enabled')} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('dunning.placeholders', { list: config.placeholders.map((p) => `{${p}}`).join(', ') })}
        </Typography>
        {fields.map((field, i) => (
          <Paper key={field.id} sx={{ p: 2, mb: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" component="h2">
                {t('dunning.level', { n: i + 1 })}
              </Typography>
              {editable && (
                <IconButton aria-label={t('dunning.removeLevel', { n: i + 1 })} onClick={() => remove(i)} size="small">
                  <DeleteOutline fontSize="small" />
                </IconButton>
              )}
            </Stack>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={form.control} name={`levels.${i}.daysAfterDue`} label={t('dunning.daysAfterDue')} fullWidth size="small" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={form.control} name={`levels.${i}.fee`} label={t('dunning.fee')} fullWidth size="small" />
              </Grid>
              {(['subjectFr', 'subjectEn'] as const).map((k) => (
                <Grid key={k} size={{ xs: 12, sm: 6 }}>
                  <FormTextField control={form.control} name={`levels.${i}.${k}`} label={t(`dunning.${k}`)} fullWidth size="small" />
                </Grid>
              ))}
              {(['bodyFr', 'bodyEn'] as const).map((k) => (
                <Grid key={k} size={{ xs: 12, sm: 6 }}>
                  <FormTextField control={form.control} name={`levels.${i}.${k}`} label={t(`dunning.${k}`)} fullWidth multiline minRows={4} size="small" />
                </Grid>
              ))}
            </Grid>
          </Paper>
        ))}
      </fieldset>
      {editable && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button
            startIcon={<AddOutlined />}
            disabled={fields.length >= INVOICE_LIMITS.dunningLevels}
            onClick={() => append({ ...(form.getValues(`levels.${fields.length - 1}`) ?? { fee: '', subjectFr: '', bodyFr: '', subjectEn: '', bodyEn: '' }), daysAfterDue: String(last + 15) })}
          >
            {t('dunning.addLevel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="dunning-save">
            {t('dunning.save')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/** What invoices print about the company, then the dunning levels (French and English texts, fees) and the daily job's switch. */
export function DunningPage() {
  const { t } = useTranslation('invoicing');
  const notify = useNotify();
  const { can } = useAuth();
  const query = useApiQuery<DunningConfig>(PATHS.dunning);
  const editable = can(ACCESS.managePermission);
  return (
    <>
      <PageHeader title={t('settings.pageTitle')} subtitle={t('dunning.subtitle')} />
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('dunning.readOnly')}
        </Alert>
      )}
      <SettingsForm editable={editable} />
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t('dunning.title')}
      </Typography>
      {query.data ? (
        <DunningForm key={query.data.updatedAt ?? 'initial'} config={query.data} editable={editable} onSaved={() => notify(t('dunning.saved'))} />
      ) : query.error ? (
        <ProblemAlert error={query.error} />
      ) : (
        <LoadingState />
      )}
    </>
  );
}
