import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LICENSE_INSTANCE_STATUSES } from '../../../../../shared/schemas/license-issuer';
import { useMe } from '../../../app/auth/AuthContext';
import { formatDate } from '../../../components/dates/isoDate';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { FilterBar } from '../../../components/grid/FilterBar';
import { SearchField } from '../../../components/grid/SearchField';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { L, LICENSE_TONES, type LicenseInstanceViewT } from './api';
import { InstanceFormDialog } from './InstanceFormDialog';

const FILTERS = ['q', 'status'] as const;

/** The on-premise installations the platform licenses: search, filter by status, declare one, open one. */
export function LicenseInstancesPage() {
  const { t, i18n } = useTranslation('licenseIssuer');
  const navigate = useNavigate();
  const me = useMe();
  const list = useServerList<LicenseInstanceViewT>(L.instances, { filters: FILTERS, sort: '-createdAt' });
  const [declaring, setDeclaring] = useState(false);
  const language = i18n.resolvedLanguage ?? 'fr';
  const { filters } = list.params;
  const canOpen = me.permissions.has('platform.license.manage');
  const canDeclare = me.permissions.has('platform.license.manage') || me.permissions.has('platform.tenants.manage');
  const columns = useMemo<GridColDef<LicenseInstanceViewT>[]>(
    () => [
      { field: 'instanceCode', headerName: t('fields.instanceCode'), width: 210 },
      { field: 'companyName', headerName: t('fields.companyName'), flex: 1.5, minWidth: 200 },
      { field: 'contactEmail', headerName: t('fields.contactEmail'), flex: 1, minWidth: 180, sortable: false },
      { field: 'country', headerName: t('fields.country'), width: 90, sortable: false },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="licenseIssuer:statuses" tones={LICENSE_TONES} />,
      },
      { field: 'expiresAt', headerName: t('fields.expiresAt'), width: 140, valueFormatter: (v: string | null) => (v ? formatDate(v.slice(0, 10), language) : '—') },
      { field: 'createdAt', headerName: t('fields.createdAt'), width: 140, valueFormatter: (v: string) => formatDate(v.slice(0, 10), language) },
    ],
    [t, language],
  );
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          canDeclare && (
            <Button variant="contained" startIcon={<NoteAddOutlined />} onClick={() => setDeclaring(true)} data-testid="license-declare">
              {t('actions.declare')}
            </Button>
          )
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <SearchField label={t('search')} value={filters.q ?? ''} onChange={(q) => list.setFilter('q', q)} />
        <TextField select label={t('fields.status')} value={filters.status ?? ''} onChange={(e) => list.setFilter('status', e.target.value)} sx={{ minWidth: 180 }} data-testid="license-status-filter">
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {LICENSE_INSTANCE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('title')}
        emptyTitle={t('empty')}
        onRowClick={canOpen ? (row) => navigate(`/operator/licenses/${row.id}`) : undefined}
        testId="license-instances-grid"
      />
      <InstanceFormDialog
        open={declaring}
        onClose={() => setDeclaring(false)}
        onSaved={(saved) => {
          setDeclaring(false);
          navigate(`/operator/licenses/${saved.id}`);
        }}
      />
    </>
  );
}
