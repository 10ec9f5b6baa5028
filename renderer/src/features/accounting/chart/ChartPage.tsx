import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useAuth } from '../../../app/auth/AuthContext';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useNotify } from '../../../components/feedback/Notifier';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { FilterBar } from '../../../components/grid/FilterBar';
import { SearchField } from '../../../components/grid/SearchField';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { CHART_PATH, accountPath, type AccountRecord } from '../api';
import { ledgerOf } from '../reports/drillDown';
import { AccountDialog } from './AccountDialog';

const FILTERS = ['q', 'accountClass', 'status', 'type'] as const;
const CLASSES = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const TYPES = ['ASSET', 'LIABILITY', 'EQUITY', 'EXPENSE', 'REVENUE', 'OFF_BALANCE'];

/** The chart of accounts: search by code or words, filter by class; managers create, change, deactivate. */
export function ChartPage() {
  const { t } = useTranslation('ledger');
  const { can } = useAuth();
  const notify = useNotify();
  const canManage = can('accounting.manage');
  const list = useServerList<AccountRecord>(CHART_PATH, { filters: FILTERS, sort: 'code', pageSize: 100 });
  const { filters } = list.params;
  const [editing, setEditing] = useState<AccountRecord | null | undefined>(undefined);
  const [toggling, setToggling] = useState<AccountRecord | null>(null);

  const columns = useMemo<GridColDef<AccountRecord>[]>(
    () => [
      {
        field: 'code',
        headerName: t('accounts.fields.code'),
        width: 120,
        cellClassName: 'tabular',
        // Drill-down to the account's general ledger (this year), for readers of the reports.
        renderCell: ({ row }) =>
          can('accounting.report.read') ? (
            <Link component={RouterLink} to={ledgerOf(row.code)} onClick={(e) => e.stopPropagation()}>
              {row.code}
            </Link>
          ) : (
            row.code
          ),
      },
      { field: 'title', headerName: t('accounts.fields.title'), flex: 1, minWidth: 240 },
      { field: 'accountClass', headerName: t('accounts.fields.class'), width: 90, align: 'center', headerAlign: 'center' },
      { field: 'type', headerName: t('accounts.fields.type'), width: 150, valueFormatter: (value: string) => t(`accounts.types.${value}`) },
      {
        field: 'isSystem',
        headerName: t('accounts.fields.origin'),
        width: 130,
        sortable: false,
        valueFormatter: (value: boolean) => (value ? t('accounts.system') : t('accounts.custom')),
      },
      { field: 'status', headerName: t('accounts.fields.status'), width: 120, renderCell: ({ row }) => <StatusChip status={row.status} /> },
      ...(canManage
        ? [
            {
              field: 'actions',
              headerName: '',
              width: 100,
              sortable: false,
              renderCell: ({ row }: { row: AccountRecord }) => (
                <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
                  <Tooltip title={t('common:actions.edit')}>
                    <IconButton size="small" onClick={() => setEditing(row)} aria-label={t('common:actions.edit')} data-testid={`account-edit-${row.code}`}>
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={row.status === 'ACTIVE' ? t('accounts.deactivate') : t('accounts.reactivate')}>
                    <IconButton size="small" onClick={() => setToggling(row)} aria-label={row.status === 'ACTIVE' ? t('accounts.deactivate') : t('accounts.reactivate')}>
                      {row.status === 'ACTIVE' ? <BlockOutlined fontSize="small" /> : <RestoreOutlined fontSize="small" />}
                    </IconButton>
                  </Tooltip>
                </Stack>
              ),
            } satisfies GridColDef<AccountRecord>,
          ]
        : []),
    ],
    [t, canManage, can],
  );

  const toggle = async () => {
    if (!toggling) return;
    if (toggling.status === 'ACTIVE') await api.delete(accountPath(toggling.id));
    else await api.put(accountPath(toggling.id), { status: 'ACTIVE' });
    notify(toggling.status === 'ACTIVE' ? t('accounts.deactivated', { code: toggling.code }) : t('accounts.reactivated', { code: toggling.code }));
    list.reload();
  };

  return (
    <>
      <PageHeader
        title={t('accounts.title')}
        subtitle={t('accounts.subtitle')}
        actions={
          canManage && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing(null)} data-testid="account-create">
              {t('accounts.create')}
            </Button>
          )
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <SearchField label={t('accounts.search')} value={filters.q ?? ''} onChange={(q) => list.setFilter('q', q)} />
        <TextField select label={t('accounts.fields.class')} value={filters.accountClass ?? ''} onChange={(e) => list.setFilter('accountClass', e.target.value)} sx={{ minWidth: 180, maxWidth: { md: 200 } }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {CLASSES.map((c) => (
            <MenuItem key={c} value={String(c)}>
              {t('accounts.classLabel', { class: c })}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('accounts.fields.type')} value={filters.type ?? ''} onChange={(e) => list.setFilter('type', e.target.value)} sx={{ minWidth: 170, maxWidth: { md: 200 } }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`accounts.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('accounts.fields.status')} value={filters.status ?? ''} onChange={(e) => list.setFilter('status', e.target.value)} sx={{ minWidth: 150, maxWidth: { md: 180 } }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          <MenuItem value="ACTIVE">{t('common:status.ACTIVE')}</MenuItem>
          <MenuItem value="INACTIVE">{t('common:status.INACTIVE')}</MenuItem>
        </TextField>
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('accounts.title')}
        emptyTitle={t('accounts.empty')}
        testId="accounts-grid"
      />
      <AccountDialog
        open={editing !== undefined}
        account={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(account) => {
          notify(editing ? t('accounts.saved', { code: account.code }) : t('accounts.created', { code: account.code }));
          setEditing(undefined);
          list.reload();
        }}
      />
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.status === 'ACTIVE' ? t('accounts.deactivateTitle', { code: toggling?.code }) : t('accounts.reactivateTitle', { code: toggling?.code })}
        message={toggling?.status === 'ACTIVE' ? t('accounts.deactivateMessage') : t('accounts.reactivateMessage')}
        destructive={toggling?.status === 'ACTIVE'}
        confirmLabel={toggling?.status === 'ACTIVE' ? t('accounts.deactivate') : t('accounts.reactivate')}
        onConfirm={toggle}
        onClose={() => setToggling(null)}
      />
    </>
  );
}
