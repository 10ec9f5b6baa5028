import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import type { ListEnvelope } from '../../app/api/types';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormDateField } from '../../components/dates/DateField';
import { toIsoDate } from '../../components/dates/isoDate';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { PATHS, type Customer, type Invoice } from './api';
import { InvoiceLineGrid } from './InvoiceLineGrid';
import { toInvoiceBody, valuesOf, type InvoiceValues } from './invoiceForm';

/** Customers of the register matching what is typed (active ones). */
function useCustomerSearch(text: string): Customer[] {
  const [options, setOptions] = useState<Customer[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<ListEnvelope<Customer>>(PATHS.customers, { q: text || undefined, active: 'true', pageSize: 20, sort: 'name' }, controller.signal)
        .then((page) => setOptions(page.items))
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return options;
}

export interface InvoiceEditorProps {
  invoice: Invoice | null;
  standardVatRate: string;
  onSaved: (invoice: Invoice) => void;
}

/** Customer (from the register, or a name), dates, default VAT rate and the line grid of a draft. */
export function InvoiceEditor({ invoice, standardVatRate, onSaved }: InvoiceEditorProps) {
  const { t } = useTranslation('invoicing');
  const form = useForm<InvoiceValues>({ defaultValues: valuesOf(invoice, toIsoDate(new Date()), standardVatRate) });
  const [search, setSearch] = useState('');
  const customers = useCustomerSearch(search);
  const customerId = useWatch({ control: form.control, name: 'customerId' });
  const customerName = useWatch({ control: form.control, name: 'customerName' });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const body = toInvoiceBody(values);
    const saved = invoice ? await api.put<Invoice>(PATHS.invoice(invoice.id), body) : await api.post<Invoice>(PATHS.invoices, body);
    onSaved(saved);
  });
  const picked = customerId ? (customers.find((c) => c.id === customerId) ?? { id: customerId, name: customerName }) : null;

  return (
    <Box component="form" onSubmit={onSubmit} noValidate data-testid="invoice-form">
      <FormProblem problem={problem} onClose={clearProblem} />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Autocomplete
              sx={{ flex: 1 }}
              options={customers}
              value={picked as Customer | null}
              getOptionLabel={(c) => c.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              filterOptions={(x) => x}
              noOptionsText={t('editor.noCustomer')}
              onInputChange={(_e, text) => setSearch(text)}
              onChange={(_e, c) => {
                form.setValue('customerId', c?.id ?? null);
                form.setValue('customerName', c?.name ?? '');
              }}
              renderInput={(params) => <TextField {...params} size="small" label={t('editor.pickCustomer')} slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'invoice-customer-pick' } }} />}
            />
            {!customerId && (
              <>
                <FormTextField control={form.control} name="customerName" label={`${t('editor.orName')} — ${t('fields.customerName')}`} size="small" sx={{ flex: 1 }} slotProps={{ htmlInput: { 'data-testid': 'invoice-customer-name' } }} />
                <FormTextField control={form.control} name="customerEmail" label={t('fields.customerEmail')} size="small" sx={{ flex: 1 }} type="email" />
              </>
            )}
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Box sx={{ width: { md: 190 } }}>
              <FormDateField control={form.control} name="issueDate" label={t('fields.issueDate')} />
            </Box>
            <Box sx={{ width: { md: 190 } }}>
              <FormDateField control={form.control} name="dueDate" label={t('fields.dueDate')} helperText={t('editor.dueHint')} />
            </Box>
            <FormTextField control={form.control} name="vatRate" label={t('fields.vatRate')} size="small" sx={{ width: { md: 150 } }} slotProps={{ htmlInput: { 'data-testid': 'invoice-vat-rate' } }} />
            <FormTextField control={form.control} name="description" label={t('fields.description')} size="small" sx={{ flex: 1 }} />
          </Stack>
        </Stack>
      </Paper>
      <Paper sx={{ p: 2, mb: 2, overflowX: 'auto' }}>
        <InvoiceLineGrid form={form} />
      </Paper>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={submitting} data-testid="invoice-save">
          {t('editor.save')}
        </Button>
      </Stack>
    </Box>
  );
}
