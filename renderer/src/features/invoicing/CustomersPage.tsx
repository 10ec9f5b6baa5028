import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useAuth } from '../../app/auth/AuthContext';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { useNotify } from '../../components/feedback/Notifier';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormProblem } from '../../components/form/FormProblem';
import { FormTextField } from '../../components/form/FormTextField';
import { FilterBar } from '../../components/grid/FilterBar';
import { SearchField } from '../../components/grid/SearchField';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { MoneyText } from '../../components/money/MoneyText';
import { ACCESS, PATHS, type Customer } from './api';

const FILTERS = ['q', 'active'] as const;
const TEXT_FIELDS = ['name', 'addressLine', 'postalCode', 'city', 'country', 'taxId', 'email', 'phone', 'paymentTermsDays', 'receivableAccount'] as const;

type CustomerValues = Record<(typeof TEXT_FIELDS)[number] | 'language', string> & { active: boolean };

function valuesOf(c: Customer | null): CustomerValues {
  return {
    name: c?.name ?? '',
    addressLine: c?.addressLine ?? '',
    postalCode: c?.postalCode ?? '',
    city: c?.city ?? '',
    country: c?.country ?? '',
    taxId: c?.taxId ?? '',
    email: c?.email ?? '',
    phone: c?.phone ?? '',
    paymentTermsDays: c ? String(c.paymentTermsDays) : '',
    receivableAccount: c?.receivableAccount ?? '',
    language: c?.language ?? 'fr',
    active: c?.active ?? true,
  };
}

function CustomerDialog({ customer, onClose, onSaved }: { customer: Customer | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('invoicing');
  const form = useForm<CustomerValues>({ defaultValues: valuesOf(customer) });
  const { onSubmit, problem, clearProblem, submitting } = useFormSubmit(form, async (values) => {
    const body: Record<string, unknown> = { language: values.language, active: values.active };
    for (const key of TEXT_FIELDS) {
      const v = values[key].trim();
      if (v !== '') body[key] = key === 'paymentTermsDays' ? Number(v) : v;
      else if (customer && key !== 'name' && key !== 'country' && key !== 'paymentTermsDays' && key !== 'receivableAccount') body[key] = null;
    }
    if (customer) await api.put(PATHS.customer(customer.id), body);
    else await api.post(PATHS.customers, body);
    onSaved();
  });
  return (
    <Dialog open onClose={submitting ? undefined : onClose} fullWidth maxWidth="md" data-testid="customer-dialog">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle>{customer ? t('customers.editTitle', { name: customer.name }) : t('customers.newTitle')}</DialogTitle>
        <DialogContent>
          <FormProblem problem={problem} onClose={clearProblem} />
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {TEXT_FIELDS.map((key) => (
              <Grid key={key} size={{ xs: 12, sm: key === 'name' || key === 'addressLine' ? 12 : 6 }}>
                <FormTextField control={form.control} name={key} label={t(`customers.fields.${key}`)} required={key === 'name'} fullWidth size="small" slotProps={{ htmlInput: { 'data-testid': `customer-${key}` } }} />
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="language" select label={t('customers.fields.language')} fullWidth size="small">
                <MenuItem value="fr">{t('customers.languages.fr')}</MenuItem>
                <MenuItem value="en">{t('customers.languages.en')}</MenuItem>
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormCheckbox control={form.control} name="active" label={t('customers.fields.active')} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="customer-save">
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The customer register: search, create, edit, deactivate (a customer already invoiced is never deleted). */
export function CustomersPage() {
  const { t } = useTranslation('invoicing');
  const notify = useNotify();
  const { can } = useAuth();
  const list = useServerList<Customer>(PATHS.customers, { filters: FILTERS, sort: 'name' });
  const [editing, setEditing] = useState<Customer | 'new' | null>(null);
  const { filters } = list.params;
  const columns = useMemo<GridColDef<Customer>[]>(
    () => [
      { field: 'name', headerName: t('customers.fields.name'), flex: 1, minWidth: 200, renderCell: ({ row }) => (row.active ? row.name : <>{row.name} <Chip size="small" label={t('customers.inactive')} /></>) },
      { field: 'city', headerName: t('customers.fields.city'), width: 140, sortable: false },
      { field: 'email', headerName: t('customers.fields.email'), width: 220, sortable: false },
      { field: 'taxId', headerName: t('customers.fields.taxId'), width: 150, sortable: false },
      { field: 'invoiceCount', headerName: t('customers.fields.invoiceCount'), width: 100, align: 'right', headerAlign: 'right', sortable: false },
      { field: 'openAmount', headerName: t('customers.fields.openAmount'), width: 150, align: 'right', headerAlign: 'right', sortable: false, renderCell: ({ row }) => <MoneyText amount={row.openAmount} /> },
    ],
    [t],
  );
  const writer = can(ACCESS.writePermission);
  return (
    <>
      <PageHeader
        title={t('customers.title')}
        subtitle={t('customers.subtitle')}
        actions={
          writer && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')} data-testid="customer-create">
              {t('customers.create')}
            </Button>
          )
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <SearchField label={t('customers.search')} value={filters.q ?? ''} onChange={(v) => list.setFilter('q', v)} />
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('customers.title')}
        emptyTitle={filters.q ? t('customers.emptyFiltered') : t('customers.empty')}
        onRowClick={writer ? (row) => setEditing(row) : undefined}
        testId="customers-grid"
      />
      {editing && (
        <CustomerDialog
          customer={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            notify(t('customers.saved'));
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </>
  );
}
