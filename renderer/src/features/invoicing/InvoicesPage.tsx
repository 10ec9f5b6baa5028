import { useMemo } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { StatCard } from '../../components/charts/StatCard';
import { formatDate } from '../../components/dates/isoDate';
import { StatusChip } from '../../components/feedback/StatusChip';
import { FilterBar } from '../../components/grid/FilterBar';
import { SearchField } from '../../components/grid/SearchField';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { MoneyText } from '../../components/money/MoneyText';
import { ACCESS, INVOICE_STATUSES, PATHS, ROUTES, STATUS_TONES, type InvoiceSummary, type InvoiceTotals } from './api';

const FILTERS = ['q', 'status', 'documentType', 'overdue'] as const;

/** Invoices and credit notes: search, status and type filters, what is due and overdue. */
export function InvoicesPage() {
  const { t, i18n } = useTranslation('invoicing');
  const language = i18n.resolvedLanguage ?? 'fr';
  const navigate = useNavigate();
  const { can } = useAuth();
  const list = useServerList<InvoiceSummary>(PATHS.invoices, { filters: FILTERS, sort: '-issueDate' });
  const totals = useApiQuery<InvoiceTotals>(PATHS.totals);
  const { filters } = list.params;
  const filtered = Object.keys(filters).length > 0;

  const columns = useMemo<GridColDef<InvoiceSummary>[]>(
    () => [
      { field: 'pieceNumber', headerName: t('fields.pieceNumber'), width: 160 },
      { field: 'issueDate', headerName: t('fields.issueDate'), width: 110, valueFormatter: (value: string) => formatDate(value, language) },
      { field: 'customerName', headerName: t('fields.customer'), flex: 1, minWidth: 200 },
      { field: 'dueDate', headerName: t('fields.dueDate'), width: 110, valueFormatter: (value: string) => formatDate(value, language) },
      { field: 'amountInclTax', headerName: t('fields.amountInclTax'), width: 150, align: 'right', headerAlign: 'right', renderCell: ({ row }) => <MoneyText amount={row.amountInclTax} currency={row.currency} /> },
      { field: 'remainingAmount', headerName: t('fields.remaining'), width: 150, align: 'right', headerAlign: 'right', renderCell: ({ row }) => <MoneyText amount={row.remainingAmount} currency={row.currency} signed /> },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 170,
        renderCell: ({ row }) => (row.documentType === 'CREDIT_NOTE' ? t('types.CREDIT_NOTE') : <StatusChip status={row.status} labelPrefix="invoicing:status" tones={STATUS_TONES} />),
      },
    ],
    [t, language],
  );

  const sum = totals.data;
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          can(ACCESS.writePermission) && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => navigate(ROUTES.newInvoice)} data-testid="invoice-create">
              {t('list.create')}
            </Button>
          )
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <StatCard label={t('list.due')} value={<MoneyText amount={sum?.due} currency={sum?.currency} />} hint={t('list.dueHint', { count: sum?.dueCount ?? 0 })} loading={totals.loading && !sum} testId="invoices-due" />
        <StatCard label={t('list.overdue')} value={<MoneyText amount={sum?.overdue} currency={sum?.currency} />} hint={t('list.overdueHint', { count: sum?.overdueCount ?? 0 })} loading={totals.loading && !sum} testId="invoices-overdue" />
        <StatCard label={t('list.drafts')} value={sum?.draftCount ?? '—'} loading={totals.loading && !sum} />
      </Stack>
      <FilterBar active={filtered} onClear={list.clearFilters}>
        <SearchField label={t('list.search')} value={filters.q ?? ''} onChange={(v) => list.setFilter('q', v)} />
        <TextField select label={t('fields.status')} value={filters.status ?? ''} onChange={(e) => list.setFilter('status', e.target.value)} sx={{ minWidth: 190, maxWidth: { md: 220 } }} data-testid="invoices-filter-status">
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {INVOICE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('list.type')} value={filters.documentType ?? ''} onChange={(e) => list.setFilter('documentType', e.target.value)} sx={{ minWidth: 150, maxWidth: { md: 180 } }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          <MenuItem value="INVOICE">{t('types.INVOICE')}</MenuItem>
          <MenuItem value="CREDIT_NOTE">{t('types.CREDIT_NOTE')}</MenuItem>
        </TextField>
        <TextField select label={t('list.overdueOnly')} value={filters.overdue ?? ''} onChange={(e) => list.setFilter('overdue', e.target.value)} sx={{ minWidth: 170, maxWidth: { md: 200 } }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          <MenuItem value="true">{t('list.overdue')}</MenuItem>
        </TextField>
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('list.title')}
        emptyTitle={filtered ? t('list.emptyFiltered') : t('list.empty')}
        onRowClick={(row) => navigate(ROUTES.invoice(row.id))}
        testId="invoices-grid"
      />
    </>
  );
}
