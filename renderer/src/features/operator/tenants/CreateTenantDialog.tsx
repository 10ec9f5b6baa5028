import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { COUNTRIES } from '../../../../../shared/modules';
import { CreateTenantBody } from '../../../../../shared/schemas/tenants';
import { api } from '../../../app/api';
import { FormTextField } from '../../../components/form/FormTextField';
import { FormDialog } from '../FormDialog';
import { P } from '../api';

const Form = CreateTenantBody.pick({ companyName: true, slug: true, country: true, adminEmail: true }).extend({ planCode: z.string() });
type Values = z.infer<typeof Form>;

/** A new tenant in trial; its first administrator receives an invitation mail. */
export function CreateTenantDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation('operator');
  return (
    <FormDialog<Values>
      open={open}
      title={t('tenants.create')}
      schema={Form}
      defaults={{ companyName: '', slug: '', country: 'CI', adminEmail: '', planCode: '' }}
      submitLabel={t('common:actions.create')}
      testId="tenant-form"
      onClose={onClose}
      onSubmit={async (values) => {
        const created = await api.post<{ id: string }>(P.tenants, { ...values, planCode: values.planCode || undefined });
        onCreated(created.id);
      }}
    >
      {(form) => (
        <>
          <FormTextField control={form.control} name="companyName" label={t('tenants.fields.companyName')} required autoFocus />
          <FormTextField control={form.control} name="slug" label={t('tenants.fields.slug')} required />
          <FormTextField control={form.control} name="country" label={t('tenants.fields.country')} select required>
            {COUNTRIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={form.control} name="planCode" label={t('tenants.fields.plan')} helperText={t('tenants.planHelp')} />
          <FormTextField control={form.control} name="adminEmail" label={t('tenants.fields.adminEmail')} type="email" required />
        </>
      )}
    </FormDialog>
  );
}
