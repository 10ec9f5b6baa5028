import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../app/api/types';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { formatDate, formatDateTime } from '../../components/dates/isoDate';
import { useNotify } from '../../components/feedback/Notifier';
import { FilterBar } from '../../components/grid/FilterBar';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { MoneyText } from '../../components/money/MoneyText';
import { BANK_ACCOUNTS_PATH, type BankAccountRecord } from '../accounting/api';
import { ACCESS, PATHS, ROUTES, type StatementImport } from './api';
import { ImportDialog } from './ImportDialog';

const FILTERS = ['bankAccountId'] as const;

/** Imported bank statements, latest period first; open one to reconcile its lines. */
export function ImportsPage() {
  const { t, i18n } = useTranslation('reconciliation');
  const language = i18n.resolvedLanguage ?? 'fr';
  const navigate = useNavigate();
  const notify = useNotify();
  const { can } = useAuth();
  const canManage = can(ACCESS.manage);
  // The bank accounts come from the accounting configuration (accounting.read).
  const accounts = useApiQuery<ListEnvelope<BankAccountRecord>>(can('accounting.read') ? BANK_ACCOUNTS_PATH : null);
  const bankAccounts = accounts.data?.items ?? [];
  const list = useServerList<StatementImport>(PATHS.imports, { filters: FILTERS, sort: '-periodStart' });
  const { filters } = list.params;
  const [uploading, setUploading] = useState(false);

  const columns = useMemo<GridColDef<StatementImport>[]>(
    () => [
      {
        field: 'periodStart',
        headerName: t('fields.period'),
        width: 230,
        valueGetter: (_v, row) => `${formatDate(row.periodStart, language)} – ${formatDate(row.periodEnd, language)}`,
      },
      {
        field: 'bankAccount',
        headerName: t('fields.bankAccount'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) => `${row.bankAccountTitle ?? '—'} (${row.accountCode})`,
      },
      { field: 'fileName', headerName: t('fields.fileName'), flex: 1, minWidth: 160 },
      { field: 'format', headerName: t('fields.format'), width: 80, sortable: false },
      {
        field: 'progress',
        headerName: t('fields.matched'),
        width: 110,
        sortable: false,
        valueGetter: (_v, row) => `${row.matchedCount} / ${row.lineCount}`,
      },
      {
        field: 'totalCredit',
        headerName: t('fields.totalCredit'),
        width: 160,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        renderCell: ({ row }) => <MoneyText amount={row.totalCredit} currency={row.currency ?? undefined} />,
      },
      {
        field: 'totalDebit',
        headerName: t('fields.totalDebit'),
        width: 160,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        renderCell: ({ row }) => <MoneyText amount={row.totalDebit} currency={row.currency ?? undefined} />,
      },
      {
        field: 'importedAt',
        headerName: t('fields.importedAt'),
        width: 160,
        valueFormatter: (value: string) => formatDateTime(value, language),
      },
    ],
    [t, language],
  );

  return (
    <>
      <PageHeader
        title={t('imports.title')}
        subtitle={t('imports.subtitle')}
        actions={
          <>
            <Button onClick={() => navigate(ROUTES.unmatched)} data-testid="unmatched-open">
              {t('unmatched.open')}
            </Button>
            {canManage && (
              <Button
                variant="contained"
                startIcon={<UploadFileOutlined />}
                onClick={() => setUploading(true)}
                data-testid="import-open"
              >
                {t('imports.upload')}
              </Button>
            )}
          </>
        }
      />
      {bankAccounts.length > 0 && (
        <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
          <TextField
            select
            label={t('fields.bankAccount')}
            value={filters.bankAccountId ?? ''}
            onChange={(e) => list.setFilter('bankAccountId', e.target.value)}
            sx={{ minWidth: 220, maxWidth: { md: 320 } }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-bank-account' } as object } }}
          >
            <MenuItem value="">{t('common:filters.all')}</MenuItem>
            {bankAccounts.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.title} — {a.accountCode}
              </MenuItem>
            ))}
          </TextField>
        </FilterBar>
      )}
      <ServerDataGrid
        list={list}
        columns={columns}
        sortFields={{ periodStart: 'periodStart', fileName: 'fileName', importedAt: 'importedAt' }}
        label={t('imports.title')}
        emptyTitle={Object.keys(filters).length ? t('imports.emptyFiltered') : t('imports.empty')}
        emptyDescription={canManage ? t('imports.emptyHint') : undefined}
        onRowClick={(statement) => navigate(ROUTES.import(statement.id))}
        testId="imports-grid"
      />
      <ImportDialog
        open={uploading}
        bankAccounts={bankAccounts}
        onClose={() => setUploading(false)}
        onImported={(statement) => {
          setUploading(false);
          notify(t('upload.done', { count: statement.lineCount, file: statement.fileName }));
          navigate(ROUTES.import(statement.id));
        }}
      />
    </>
  );
}
