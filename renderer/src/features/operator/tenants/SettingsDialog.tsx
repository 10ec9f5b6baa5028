import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../app/api';
import { FormTextField } from '../../../components/form/FormTextField';
import { FormDialog } from '../FormDialog';
import { P, type TenantRecord } from '../api';

const Form = z.object({
  companyName: z.string().trim().min(2).max(200),
  collectiveAgreementCode: z.string().trim().max(40),
  defaultLocale: z.enum(['fr', 'en']),
  timezone: z.string().trim().min(1).max(60),
  contactEmail: z.union([z.literal(''), z.email()]),
  contactPhone: z.string().trim().max(40),
});
type Values = z.infer<typeof Form>;
const text = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

/** The tenant's general settings. */
export function SettingsDialog({ tenant, open, onClose, onSaved }: { tenant: TenantRecord; open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('operator');
  const s = tenant.settings;
  return (
    <FormDialog<Values>
      open={open}
      title={t('tenants.settings')}
      schema={Form}
      defaults={{
        companyName: tenant.companyName,
        collectiveAgreementCode: text(s.collectiveAgreementCode),
        defaultLocale: text(s.defaultLocale, 'fr') === 'en' ? 'en' : 'fr',
        timezone: text(s.timezone, 'Africa/Abidjan'),
        contactEmail: text(s.contactEmail),
        contactPhone: text(s.contactPhone),
      }}
      submitLabel={t('common:actions.save')}
      testId="settings-form"
      onClose={onClose}
      onSubmit={async (v) => {
        await api.patch(P.settings(tenant.id), {
          ...v,
          collectiveAgreementCode: v.collectiveAgreementCode || null,
          contactEmail: v.contactEmail || null,
          contactPhone: v.contactPhone || null,
        });
        onSaved();
      }}
    >
      {(form) => (
        <>
          <FormTextField control={form.control} name="companyName" label={t('tenants.fields.companyName')} required />
          <FormTextField control={form.control} name="collectiveAgreementCode" label={t('tenants.fields.collectiveAgreementCode')} />
          <FormTextField control={form.control} name="defaultLocale" label={t('tenants.fields.defaultLocale')} select>
            <MenuItem value="fr">Français</MenuItem>
            <MenuItem value="en">English</MenuItem>
          </FormTextField>
          <FormTextField control={form.control} name="timezone" label={t('tenants.fields.timezone')} />
          <FormTextField control={form.control} name="contactEmail" label={t('tenants.fields.contactEmail')} type="email" />
          <FormTextField control={form.control} name="contactPhone" label={t('tenants.fields.contactPhone')} />
        </>
      )}
    </FormDialog>
  );
}
