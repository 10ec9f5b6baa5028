import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ACCOUNTING_CURRENCIES, SOCIAL_BODIES, TAX_REGIMES, VAT_PERIODICITIES } from '../../../../../shared/accounting';
import { COUNTRIES } from '../../../../../shared/modules';
import { UpdateConfigBody } from '../../../../../shared/schemas/accounting';
import { api } from '../../../app/api';
import { useFormSubmit } from '../../../app/forms/useFormSubmit';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormProblem } from '../../../components/form/FormProblem';
import { FormTextField } from '../../../components/form/FormTextField';
import { CONFIG_PATH, type ConfigRecord } from '../api';

const ConfigForm = z
  .object({
    country: z.string(),
    currency: z.string(),
    taxRegime: z.string(),
    standardVatRate: z.string(),
    vatPeriodicity: z.string(),
    socialBody: z.string(),
    postingRequiresWrite: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const result = UpdateConfigBody.safeParse(values);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
type ConfigValues = z.input<typeof ConfigForm>;

function valuesOf(config: ConfigRecord): ConfigValues {
  const { country, currency, taxRegime, standardVatRate, vatPeriodicity, socialBody, postingRequiresWrite } = config;
  return { country, currency, taxRegime, standardVatRate, vatPeriodicity, socialBody, postingRequiresWrite };
}

/** Country, currency, tax regime, VAT rate and periodicity, social body, separation of duties; read-only without accounting.manage. */
export function ConfigFormCard({ config, canManage, onSaved }: { config: ConfigRecord; canManage: boolean; onSaved: (config: ConfigRecord) => void }) {
  const { t } = useTranslation('ledger');
  const form = useForm<ConfigValues>({ resolver: zodResolver(ConfigForm), defaultValues: valuesOf(config) });
  useEffect(() => form.reset(valuesOf(config)), [config, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    onSaved(await api.put<ConfigRecord>(CONFIG_PATH, values));
  });
  const select = (name: keyof ConfigValues, options: readonly string[], labelOf: (v: string) => string) => (
    <FormTextField control={form.control} name={name} label={t(`config.fields.${name}`)} select disabled={!canManage} fullWidth size="small">
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {labelOf(o)}
        </MenuItem>
      ))}
    </FormTextField>
  );

  return (
    <Paper sx={{ p: 2, mb: 3 }}>
      <Box component="form" onSubmit={onSubmit} noValidate data-testid="config-form">
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t('config.general')}
        </Typography>
        <FormProblem problem={problem} onClose={clearProblem} />
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {select('country', COUNTRIES, (c) => t(`config.countries.${c}`))}
            {select('currency', ACCOUNTING_CURRENCIES, (c) => c)}
            {select('taxRegime', TAX_REGIMES, (r) => t(`config.taxRegimes.${r}`))}
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <FormTextField control={form.control} name="standardVatRate" label={t('config.fields.standardVatRate')} disabled={!canManage} fullWidth size="small" helperText={t('config.vatHelp')} />
            {select('vatPeriodicity', VAT_PERIODICITIES, (p) => t(`config.periodicities.${p}`))}
            {select('socialBody', SOCIAL_BODIES, (b) => b)}
          </Stack>
          <FormCheckbox control={form.control} name="postingRequiresWrite" label={t('books:config.postingRequiresWrite')} disabled={!canManage} />
          <Typography variant="body2" color="text.secondary">
            {t('config.chart', { standard: config.chartStandard })}
          </Typography>
        </Stack>
        {canManage && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button type="submit" variant="contained" loading={submitting} data-testid="config-save">
              {t('common:actions.save')}
            </Button>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
