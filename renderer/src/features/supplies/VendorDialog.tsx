import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PATHS, suggestVendorCode, type Vendor } from './api';

const FIELDS = ['name', 'code', 'email', 'phone', 'address', 'taxId', 'iban', 'bic', 'accountingCode', 'paymentTermsDays', 'notes'] as const;
type Field = (typeof FIELDS)[number];
type VendorValues = Record<Field, string>;
const WIDE: readonly Field[] = ['name', 'address', 'notes'];

function valuesOf(v: Vendor | null): VendorValues {
  return {
    name: v?.name ?? '',
    code: v?.code ?? '',
    email: v?.email ?? '',
    phone: v?.phone ?? '',
    address: v?.address ?? '',
    taxId: v?.taxId ?? '',
    iban: v?.iban ?? '',
    bic: v?.bic ?? '',
    accountingCode: v?.accountingCode ?? '401',
    paymentTermsDays: v ? String(v.paymentTermsDays) : '30',
    notes: v?.notes ?? '',
  };
}

/**
 * Creates or edits a vendor. The code is suggested from the name (first 3 words, 6 characters
 * each) until typed; the server checks IBAN, BIC and the code's uniqueness and its field errors
 * land on their fields.
 */
export function VendorDialog({ vendor, onClose, onSaved }: { vendor: Vendor | null; onClose: () => void; onSaved: (saved: Vendor) => void }) {
  const { t } = useTranslation('supplies');
  const form = useForm<VendorValues>({ defaultValues: valuesOf(vendor) });
  const [codeTyped, setCodeTyped] = useState(Boolean(vendor));
  const name = useWatch({ control: form.control, name: 'name' });
  useEffect(() => {
    if (!codeTyped) form.setValue('code', suggestVendorCode(name ?? ''));
  }, [name, codeTyped, form]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const body: Record<string, unknown> = {};
    for (const key of FIELDS) {
      const value = values[key].trim();
      if (key === 'paymentTermsDays') body[key] = value === '' ? undefined : Number(value);
      else if (key === 'code' || key === 'accountingCode') body[key] = value === '' ? undefined : value;
      else body[key] = value;
    }
    onSaved(vendor ? await api.put<Vendor>(PATHS.vendor(vendor.id), body) : await api.post<Vendor>(PATHS.vendors, body));
  });
  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="vendor-dialog-title" data-testid="vendor-dialog">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="vendor-dialog-title">{vendor ? t('vendors.editTitle', { name: vendor.name }) : t('vendors.newTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map((key) => (
              <Grid key={key} size={{ xs: 12, sm: WIDE.includes(key) ? 12 : 6 }}>
                <FormTextField
                  control={form.control}
                  name={key}
                  label={t(`vendors.fields.${key}`)}
                  required={key === 'name'}
                  fullWidth
                  size="small"
                  multiline={key === 'notes' || key === 'address'}
                  helperText={key === 'code' && !vendor ? t('vendors.codeHelp') : key === 'iban' ? t('vendors.ibanHelp') : undefined}
                  onKeyDown={key === 'code' ? () => setCodeTyped(true) : undefined}
                  slotProps={{ htmlInput: { 'data-testid': `vendor-${key}`, inputMode: key === 'paymentTermsDays' ? 'numeric' : undefined } }}
                />
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="vendor-save">
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
