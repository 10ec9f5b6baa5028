import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/AuthContext';
import { StatusChip } from '../../components/feedback/StatusChip';
import { useNotify } from '../../components/feedback/Notifier';
import { FilterBar } from '../../components/grid/FilterBar';
import { SearchField } from '../../components/grid/SearchField';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { ACCESS, PATHS, ROUTES, type Vendor } from './api';
import { VendorDialog } from './VendorDialog';

const FILTERS = ['q', 'active'] as const;

/** The vendor register: search, active filter, creation (supplies.manage); a row opens the vendor. */
export function VendorsPage() {
  const { t } = useTranslation('supplies');
  const notify = useNotify();
  const navigate = useNavigate();
  const { can } = useAuth();
  const list = useServerList<Vendor>(PATHS.vendors, { filters: FILTERS, sort: 'name' });
  const [creating, setCreating] = useState(false);
  const { filters } = list.params;
  const columns = useMemo<GridColDef<Vendor>[]>(
    () => [
      { field: 'code', headerName: t('vendors.fields.code'), width: 170 },
      { field: 'name', headerName: t('vendors.fields.name'), flex: 1, minWidth: 220 },
      { field: 'email', headerName: t('vendors.fields.email'), width: 220, sortable: false },
      { field: 'phone', headerName: t('vendors.fields.phone'), width: 170, sortable: false },
      { field: 'paymentTermsDays', headerName: t('vendors.fields.paymentTermsDays'), width: 130, align: 'right', headerAlign: 'right', sortable: false },
      { field: 'active', headerName: t('vendors.fields.active'), width: 120, sortable: false, renderCell: ({ row }) => <StatusChip status={row.active ? 'ACTIVE' : 'INACTIVE'} /> },
    ],
    [t],
  );
  return (
    <>
      <PageHeader
        title={t('vendors.title')}
        subtitle={t('vendors.subtitle')}
        actions={
          can(ACCESS.managePermission) && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)} data-testid="vendor-create">
              {t('vendors.create')}
            </Button>
          )
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <SearchField label={t('vendors.search')} value={filters.q ?? ''} onChange={(v) => list.setFilter('q', v)} />
        <TextField select size="small" label={t('vendors.activeFilter.label')} value={filters.active ?? ''} onChange={(e) => list.setFilter('active', e.target.value)} sx={{ minWidth: 160 }} slotProps={{ htmlInput: { 'data-testid': 'vendor-active-filter' } }}>
          <MenuItem value="">{t('vendors.activeFilter.all')}</MenuItem>
          <MenuItem value="true">{t('vendors.activeFilter.active')}</MenuItem>
          <MenuItem value="false">{t('vendors.activeFilter.inactive')}</MenuItem>
        </TextField>
      </FilterBar>
      <ServerDataGrid list={list} columns={columns} label={t('vendors.title')} emptyTitle={Object.keys(filters).length ? t('vendors.emptyFiltered') : t('vendors.empty')} onRowClick={(row) => navigate(ROUTES.vendor(row.id))} testId="vendors-grid" />
      {creating && (
        <VendorDialog
          vendor={null}
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            notify(t('vendors.saved', { name: saved.name }));
            setCreating(false);
            navigate(ROUTES.vendor(saved.id));
          }}
        />
      )}
    </>
  );
}
