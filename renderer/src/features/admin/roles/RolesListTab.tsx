import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/grid/FilterBar';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import type { ServerList } from '../../../components/grid/useServerList';
import type { RoleRecord } from './api';

/** Every role of the tenant, system ones first; a row opens the role. */
export function RolesListTab({ list }: { list: ServerList<RoleRecord> }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const columns = useMemo<GridColDef<RoleRecord>[]>(
    () => [
      {
        field: 'name',
        headerName: t('roles.fields.name'),
        flex: 1,
        minWidth: 180,
        valueGetter: (_value, row) => t(`common:roles.${row.name}`, { defaultValue: row.name }),
      },
      {
        field: 'systemRole',
        headerName: t('roles.fields.kind'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) =>
          row.systemRole ? (
            <Chip size="small" label={t('roles.kind.system')} />
          ) : (
            <Chip size="small" color="primary" variant="outlined" label={t('roles.kind.custom')} />
          ),
      },
      {
        field: 'description',
        headerName: t('roles.fields.description'),
        flex: 2,
        minWidth: 220,
        sortable: false,
      },
      {
        field: 'permissions',
        headerName: t('roles.fields.permissionCount'),
        width: 130,
        type: 'number',
        sortable: false,
        valueGetter: (_v, row) => row.permissions.length,
      },
      {
        field: 'userCount',
        headerName: t('roles.fields.userCount'),
        width: 130,
        type: 'number',
        sortable: false,
      },
    ],
    [t],
  );
  const kind = list.params.filters.systemRole ?? '';
  return (
    <>
      <FilterBar active={kind !== ''} onClear={list.clearFilters}>
        <TextField
          select
          label={t('roles.fields.kind')}
          value={kind}
          onChange={(e) => list.setFilter('systemRole', e.target.value)}
          sx={{ minWidth: 200, maxWidth: { md: 240 } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          <MenuItem value="true">{t('roles.kind.system')}</MenuItem>
          <MenuItem value="false">{t('roles.kind.custom')}</MenuItem>
        </TextField>
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('roles.title')}
        emptyTitle={t('roles.empty')}
        onRowClick={(role) => navigate(`/admin/roles/${role.id}`)}
        testId="roles-grid"
      />
    </>
  );
}
