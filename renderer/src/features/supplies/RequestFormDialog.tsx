import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyError, multiply, parseAmount, sumCents, toCents, formatCents } from '../../../../shared/money';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormDateField } from '../../components/dates/DateField';
import { toIsoDate } from '../../components/dates/isoDate';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { FormMoneyField } from '../../components/money/MoneyField';
import { MoneyText } from '../../components/money/MoneyText';
import { PATHS, type PurchaseRequest, type VendorOptions } from './api';

interface ItemValues {
  description: string;
  quantity: string;
  unitPrice: string;
}
interface RequestValues {
  vendorId: string;
  neededBy: string;
  justification: string;
  accountCode: string;
  items: ItemValues[];
}

const EMPTY_ITEM: ItemValues = { description: '', quantity: '1', unitPrice: '' };

function valuesOf(request: PurchaseRequest | null): RequestValues {
  // A new request is needed in two weeks unless the requester says otherwise.
  if (!request) return { vendorId: '', neededBy: toIsoDate(new Date(Date.now() + 14 * 86_400_000)), justification: '', accountCode: '', items: [EMPTY_ITEM] };
  return {
    vendorId: request.vendor.id,
    neededBy: request.neededBy,
    justification: request.justification,
    accountCode: request.accountCode ?? '',
    items: request.items.map((i) => ({ description: i.description, quantity: String(i.quantity), unitPrice: i.unitPrice })),
  };
}

/** The estimated total as typed (exact cents); null while an amount or quantity is not readable. */
function estimate(items: ItemValues[]): string | null {
  try {
    return formatCents(sumCents(items.map((i) => (/^\d+$/.test(i.quantity) && i.unitPrice ? multiply(toCents(parseAmount(i.unitPrice)), i.quantity) : 0))));
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

/** Drafts or edits a purchase request: an active vendor, the needed-by date, why, and the items with their estimated unit price. */
export function RequestFormDialog({ request, onClose, onSaved }: { request: PurchaseRequest | null; onClose: () => void; onSaved: (saved: PurchaseRequest) => void }) {
  const { t } = useTranslation('supplies');
  const vendors = useApiQuery<VendorOptions>(PATHS.activeVendors);
  const form = useForm<RequestValues>({ defaultValues: valuesOf(request) });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const watched = useWatch({ control: form.control, name: 'items' });
  const total = useMemo(() => estimate(watched ?? []), [watched]);
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const body = {
      vendorId: values.vendorId,
      neededBy: values.neededBy,
      justification: values.justification,
      accountCode: values.accountCode.trim() || null,
      items: values.items.map((i) => ({ description: i.description, quantity: Number(i.quantity), unitPrice: i.unitPrice })),
    };
    onSaved(request ? await api.put<PurchaseRequest>(PATHS.request(request.id), body) : await api.post<PurchaseRequest>(PATHS.requests, body));
  });
  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="request-dialog-title" data-testid="request-dialog">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="request-dialog-title">{request ? t('form.editTitle', { reference: request.reference }) : t('form.newTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={form.control} name="vendorId" select required fullWidth size="small" label={t('requests.fields.vendor')} helperText={t('form.vendorHelp')} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'request-vendor' } as object } }}>
                {(vendors.data?.items ?? []).map((v) => (
                  <MenuItem key={v.id} value={v.id}>
                    {v.name} ({v.code})
                  </MenuItem>
                ))}
              </FormTextField>
              <FormDateField control={form.control} name="neededBy" label={t('requests.fields.neededBy')} required disablePast />
            </Stack>
            <FormTextField control={form.control} name="justification" required multiline minRows={2} label={t('requests.fields.justification')} slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'request-justification' } }} />
            <FormTextField control={form.control} name="accountCode" size="small" label={t('requests.fields.accountCode')} helperText={t('form.accountHelp')} sx={{ maxWidth: 320 }} slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'request-account' } }} />
            <Typography variant="subtitle1" component="h3">
              {t('requests.fields.items')}
            </Typography>
            {items.fields.map((field, index) => (
              <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }} data-testid={`request-item-${index}`}>
                <FormTextField control={form.control} name={`items.${index}.description`} required fullWidth size="small" label={t('requests.fields.description')} slotProps={{ htmlInput: { maxLength: 300, 'data-testid': `item-${index}-description` } }} />
                <FormTextField control={form.control} name={`items.${index}.quantity`} required size="small" label={t('requests.fields.quantity')} sx={{ width: { sm: 110 } }} slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `item-${index}-quantity` } }} />
                <FormMoneyField control={form.control} name={`items.${index}.unitPrice`} required size="small" label={t('requests.fields.unitPrice')} sx={{ width: { sm: 200 } }} slotProps={{ htmlInput: { 'data-testid': `item-${index}-price` } }} />
                <IconButton aria-label={t('form.removeItem', { index: index + 1 })} onClick={() => items.remove(index)} disabled={items.fields.length === 1}>
                  <DeleteOutlined />
                </IconButton>
              </Stack>
            ))}
            <Stack direction="row" justifyContent="space-between" alignItems="center">
              <Button startIcon={<AddOutlined />} onClick={() => items.append(EMPTY_ITEM)} data-testid="request-add-item">
                {t('form.addItem')}
              </Button>
              <Typography data-testid="request-total">
                {t('requests.fields.total')} : {total === null ? '—' : <MoneyText amount={total} />}
              </Typography>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="request-save">
            {t('form.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
