import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../app/auth/AuthContext';
import { formatDate } from '../../../components/dates/isoDate';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { FilterBar } from '../../../components/grid/FilterBar';
import { SearchField } from '../../../components/grid/SearchField';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { P, type TenantRecord } from '../api';
import { CreateTenantDialog } from './CreateTenantDialog';

const FILTERS = ['q', 'status', 'plan'] as const;
const STATUSES = ['TRIAL', 'ACTIVE', 'SUSPENDED', 'TERMINATED'] as const;

/** The platform's tenants: search, filter by status and plan, create, open one. */
export function TenantsPage() {
  const { t, i18n } = useTranslation('operator');
  const navigate = useNavigate();
  const me = useMe();
  const list = useServerList<TenantRecord>(P.tenants, { filters: FILTERS, sort: 'companyName' });
  const [creating, setCreating] = useState(false);
  const language = i18n.resolvedLanguage ?? 'fr';
  const { filters } = list.params;
  const columns = useMemo<GridColDef<TenantRecord>[]>(
    () => [
      { field: 'companyName', headerName: t('tenants.fields.companyName'), flex: 1.5, minWidth: 200 },
      { field: 'slug', headerName: t('tenants.fields.slug'), flex: 1, minWidth: 140 },
      { field: 'country', headerName: t('tenants.fields.country'), width: 90, sortable: false },
      { field: 'planCode', headerName: t('tenants.fields.plan'), width: 140, sortable: false, valueFormatter: (v: string | null) => v ?? t('tenants.noPlan') },
      {
        field: 'subscriptionStatus',
        headerName: t('tenants.fields.status'),
        width: 140,
        sortable: false,
        renderCell: ({ row }) => <StatusChip status={row.subscriptionStatus} tones={{ TRIAL: 'info', SUSPENDED: 'warning' }} />,
      },
      { field: 'trialEndsAt', headerName: t('tenants.fields.trialEndsAt'), width: 150, valueFormatter: (v: string | null) => (v ? formatDate(v.slice(0, 10), language) : '—') },
      { field: 'createdAt', headerName: t('tenants.fields.createdAt'), width: 150, valueFormatter: (v: string) => formatDate(v.slice(0, 10), language) },
    ],
    [t, language],
  );
  return (
    <>
      <PageHeader
        title={t('tenants.title')}
        subtitle={t('tenants.subtitle')}
        actions={
          me.permissions.has('platform.tenants.manage') && (
            <Button variant="contained" startIcon={<AddBusinessOutlined />} onClick={() => setCreating(true)} data-testid="tenant-create">
              {t('tenants.create')}
            </Button>
          )
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <SearchField label={t('tenants.search')} value={filters.q ?? ''} onChange={(q) => list.setFilter('q', q)} />
        <TextField select label={t('tenants.fields.status')} value={filters.status ?? ''} onChange={(e) => list.setFilter('status', e.target.value)} sx={{ minWidth: 180 }} data-testid="tenant-status-filter">
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`common:status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t('tenants.fields.plan')} value={filters.plan ?? ''} onChange={(e) => list.setFilter('plan', e.target.value)} sx={{ minWidth: 160 }} />
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('tenants.title')}
        emptyTitle={t('tenants.empty')}
        onRowClick={(row) => navigate(`/operator/tenants/${row.id}`)}
        testId="tenants-grid"
      />
      <CreateTenantDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          navigate(`/operator/tenants/${id}`);
        }}
      />
    </>
  );
}
