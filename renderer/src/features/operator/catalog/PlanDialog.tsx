import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TENANT_MODULE_IDS } from '../../../../../shared/modules';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { FormTextField } from '../../../components/form/FormTextField';
import { FormDialog } from '../FormDialog';
import { P, type FeatureViewT, type PlanViewT } from '../api';

const Amount = z.string().regex(/^\d+([.,]\d{1,2})?$/);
const Quota = z.string().regex(/^\d*$/);
const Form = z.object({
  code: z.string().trim().min(2).max(50),
  name: z.string().trim().min(1).max(120),
  description: z.string().max(2000),
  monthlyPrice: Amount,
  annualPrice: Amount,
  users: Quota,
  companies: Quota,
  visibility: z.enum(['PUBLIC', 'INTERNAL']),
  modules: z.array(z.string()).min(1),
  featureCodes: z.array(z.string()),
});
type Values = z.infer<typeof Form>;
const quota = (v: string) => (v === '' ? null : Number(v));

/** Creates or changes a plan: prices, quotas, visibility, modules and features. */
export function PlanDialog({ plan, open, onClose, onSaved }: { plan: PlanViewT | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('operator');
  const features = useApiQuery<FeatureViewT[]>(open ? P.allFeatures : null);
  return (
    <FormDialog<Values>
      open={open}
      title={plan ? t('catalog.plans.edit', { code: plan.code }) : t('catalog.plans.create')}
      schema={Form}
      defaults={{
        code: plan?.code ?? '',
        name: plan?.name ?? '',
        description: plan?.description ?? '',
        monthlyPrice: plan?.monthlyPrice ?? '',
        annualPrice: plan?.annualPrice ?? '',
        users: plan?.quotas.users?.toString() ?? '',
        companies: plan?.quotas.companies?.toString() ?? '',
        visibility: plan?.visibility ?? 'PUBLIC',
        modules: plan?.modules ?? [],
        featureCodes: plan?.featureCodes ?? [],
      }}
      submitLabel={t('common:actions.save')}
      testId="plan-form"
      onClose={onClose}
      onSubmit={async (v) => {
        const body = {
          code: v.code,
          name: v.name,
          description: v.description || null,
          monthlyPrice: v.monthlyPrice.replace(',', '.'),
          annualPrice: v.annualPrice.replace(',', '.'),
          quotas: { users: quota(v.users), companies: quota(v.companies), others: plan?.quotas.others ?? {} },
          visibility: v.visibility,
          modules: v.modules,
          featureCodes: v.featureCodes,
        };
        if (plan) await api.put(P.plan(plan.id), body);
        else await api.post(P.plans, body);
        onSaved();
      }}
    >
      {(form) => (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={form.control} name="code" label={t('catalog.fields.code')} required />
            <FormTextField control={form.control} name="name" label={t('catalog.fields.name')} required />
          </Stack>
          <FormTextField control={form.control} name="description" label={t('catalog.fields.description')} multiline />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={form.control} name="monthlyPrice" label={t('catalog.fields.monthlyPrice')} required />
            <FormTextField control={form.control} name="annualPrice" label={t('catalog.fields.annualPrice')} required />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={form.control} name="users" label={t('catalog.fields.quotaUsers')} helperText={t('catalog.unlimitedHelp')} />
            <FormTextField control={form.control} name="companies" label={t('catalog.fields.quotaCompanies')} />
          </Stack>
          <FormTextField control={form.control} name="visibility" label={t('catalog.fields.visibility')} select>
            <MenuItem value="PUBLIC">{t('catalog.visibility.PUBLIC')}</MenuItem>
            <MenuItem value="INTERNAL">{t('catalog.visibility.INTERNAL')}</MenuItem>
          </FormTextField>
          <FormTextField control={form.control} name="modules" label={t('catalog.fields.modules')} select slotProps={{ select: { multiple: true } }}>
            {TENANT_MODULE_IDS.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`common:modules.${m}`, { defaultValue: m })}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={form.control} name="featureCodes" label={t('catalog.fields.features')} select slotProps={{ select: { multiple: true } }}>
            {(features.data ?? []).map((f) => (
              <MenuItem key={f.code} value={f.code}>
                {f.nameFr} ({f.module})
              </MenuItem>
            ))}
          </FormTextField>
        </>
      )}
    </FormDialog>
  );
}
