import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../app/api/types';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { DateField } from '../../components/dates/DateField';
import { formatDate } from '../../components/dates/isoDate';
import { FilterBar } from '../../components/grid/FilterBar';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { MoneyText } from '../../components/money/MoneyText';
import { BANK_ACCOUNTS_PATH, type BankAccountRecord } from '../accounting/api';
import { PATHS, ROUTES, type StatementLine } from './api';

const FILTERS = ['bankAccountId', 'from', 'to'] as const;

/** Every statement line still to reconcile, across statements; a row opens its statement. */
export function UnmatchedLinesPage() {
  const { t, i18n } = useTranslation('reconciliation');
  const language = i18n.resolvedLanguage ?? 'fr';
  const navigate = useNavigate();
  const { can } = useAuth();
  const accounts = useApiQuery<ListEnvelope<BankAccountRecord>>(can('accounting.read') ? BANK_ACCOUNTS_PATH : null);
  const bankAccounts = accounts.data?.items ?? [];
  const accountOf = useMemo(() => new Map(bankAccounts.map((a) => [a.id, a])), [bankAccounts]);
  const list = useServerList<StatementLine>(PATHS.unmatched, { filters: FILTERS, sort: 'date' });
  const { filters } = list.params;

  const columns = useMemo<GridColDef<StatementLine>[]>(
    () => [
      { field: 'date', headerName: t('fields.date'), width: 110, valueFormatter: (value: string) => formatDate(value, language) },
      {
        field: 'bankAccount',
        headerName: t('fields.bankAccount'),
        width: 200,
        sortable: false,
        valueGetter: (_v, row) => {
          const account = accountOf.get(row.bankAccountId);
          return account ? `${account.title} (${account.accountCode})` : '—';
        },
      },
      { field: 'label', headerName: t('fields.label'), flex: 1.4, minWidth: 160, sortable: false },
      { field: 'reference', headerName: t('fields.reference'), width: 120, sortable: false },
      {
        field: 'amount',
        headerName: t('fields.amount'),
        width: 140,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => <MoneyText amount={row.amount} signed />,
      },
    ],
    [t, language, accountOf],
  );

  return (
    <>
      <PageHeader title={t('unmatched.title')} subtitle={t('unmatched.subtitle')} />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        {bankAccounts.length > 0 && (
          <TextField
            select
            label={t('fields.bankAccount')}
            value={filters.bankAccountId ?? ''}
            onChange={(e) => list.setFilter('bankAccountId', e.target.value)}
            sx={{ minWidth: 220, maxWidth: { md: 320 } }}
          >
            <MenuItem value="">{t('common:filters.all')}</MenuItem>
            {bankAccounts.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.title} — {a.accountCode}
              </MenuItem>
            ))}
          </TextField>
        )}
        <DateField label={t('unmatched.from')} value={filters.from ?? ''} onChange={(v) => list.setFilter('from', v)} fullWidth={false} />
        <DateField label={t('unmatched.to')} value={filters.to ?? ''} onChange={(v) => list.setFilter('to', v)} fullWidth={false} />
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        sortFields={{ date: 'date', amount: 'amount' }}
        label={t('unmatched.title')}
        emptyTitle={t('unmatched.empty')}
        onRowClick={(line) => navigate(`${ROUTES.import(line.importId)}?status=UNMATCHED`)}
        testId="unmatched-grid"
      />
    </>
  );
}
