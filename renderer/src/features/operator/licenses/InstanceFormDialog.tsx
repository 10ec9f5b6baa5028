import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LICENSE_INSTANCE_COUNTRIES } from '../../../../../shared/schemas/license-issuer';
import { api } from '../../../app/api';
import { useMe } from '../../../app/auth/AuthContext';
import { FormTextField } from '../../../components/form/FormTextField';
import { FormDialog } from '../FormDialog';
import { L, type LicenseInstanceViewT } from './api';

const Form = z.object({
  companyName: z.string().trim().min(1).max(200),
  contactName: z.string().trim().min(1).max(200),
  contactEmail: z.string().trim().email().max(320),
  phone: z.string().trim().max(40),
  country: z.enum(LICENSE_INSTANCE_COUNTRIES),
  registryNumber: z.string().trim().max(100),
  gracePeriodDays: z.string().regex(/^\d{0,3}$/),
});
type Values = z.infer<typeof Form>;

export interface InstanceFormDialogProps {
  open: boolean;
  /** The instance to edit; a new one (declared with its request file, or created without) otherwise. */
  instance?: LicenseInstanceViewT;
  onClose: () => void;
  onSaved: (instance: LicenseInstanceViewT) => void;
}

/**
 * Declares an installation from the request file its administrator exported (or creates it to
 * receive the file later), or edits one: identity fields and, optionally, a new request file.
 */
export function InstanceFormDialog({ open, instance, onClose, onSaved }: InstanceFormDialogProps) {
  const { t } = useTranslation('licenseIssuer');
  const me = useMe();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const close = () => {
    setFile(null);
    onClose();
  };
  const defaults: Values = {
    companyName: instance?.companyName ?? '',
    contactName: instance?.contactName ?? '',
    contactEmail: instance?.contactEmail ?? '',
    phone: instance?.phone ?? '',
    country: instance?.country ?? 'CI',
    registryNumber: instance?.registryNumber ?? '',
    gracePeriodDays: instance ? String(instance.gracePeriodDays) : '',
  };
  return (
    <FormDialog<Values>
      open={open}
      title={instance ? t('form.editTitle', { code: instance.instanceCode }) : t('form.declareTitle')}
      schema={Form}
      defaults={defaults}
      submitLabel={instance ? t('common:actions.save') : file ? t('actions.declare') : t('actions.create')}
      testId="license-instance-form"
      onClose={close}
      onSubmit={async ({ gracePeriodDays, phone, registryNumber, ...values }) => {
        const body = {
          ...values,
          phone: phone || null,
          registryNumber: registryNumber || null,
          ...(file ? { requestFile: file.text } : {}),
        };
        const saved = instance
          ? await api.put<LicenseInstanceViewT>(L.instance(instance.id), { ...body, ...(gracePeriodDays ? { gracePeriodDays: Number(gracePeriodDays) } : {}) })
          : await api.post<LicenseInstanceViewT>(file ? L.declare : L.instances, body);
        setFile(null);
        onSaved(saved);
      }}
    >
      {(form) => (
        <>
          <FormTextField control={form.control} name="companyName" label={t('fields.companyName')} required autoFocus />
          <FormTextField control={form.control} name="contactName" label={t('fields.contactName')} required />
          <FormTextField control={form.control} name="contactEmail" label={t('fields.contactEmail')} type="email" required />
          <FormTextField control={form.control} name="phone" label={t('fields.phone')} />
          <FormTextField control={form.control} name="country" label={t('fields.country')} select required>
            {LICENSE_INSTANCE_COUNTRIES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`countries.${c}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={form.control} name="registryNumber" label={t('fields.registryNumber')} />
          {instance && <FormTextField control={form.control} name="gracePeriodDays" label={t('fields.gracePeriodDays')} type="number" />}
          <Stack spacing={0.5}>
            <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} data-testid="license-request-upload" disabled={!instance && !me.permissions.has('platform.tenants.manage')}>
              {t('form.requestFile')}
              <input
                type="file"
                hidden
                accept=".txt,.req,text/plain"
                data-testid="license-request-input"
                onChange={async (e) => {
                  const chosen = e.target.files?.[0];
                  setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" data-testid="license-request-name">
              {file ? file.name : instance ? t('form.requestKeep') : t('form.requestHelp')}
            </Typography>
          </Stack>
        </>
      )}
    </FormDialog>
  );
}
