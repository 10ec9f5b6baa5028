import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/dates/isoDate';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { useNotify } from '../../../components/feedback/Notifier';
import { FilterBar } from '../../../components/grid/FilterBar';
import { SearchField } from '../../../components/grid/SearchField';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { USERS_PATH, userStatus, type UserRecord } from './api';
import { CreateUserDialog } from './CreateUserDialog';
import { useRoleOptions } from './useRoleOptions';

const FILTERS = ['q', 'active', 'roleId'] as const;

/** The tenant's users: search, filter by status and role, create, open one. */
export function UsersPage() {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const notify = useNotify();
  const list = useServerList<UserRecord>(USERS_PATH, { filters: FILTERS, sort: 'lastName' });
  const { roles, canAssign } = useRoleOptions();
  const [creating, setCreating] = useState(false);
  const language = i18n.resolvedLanguage ?? 'fr';
  const { filters } = list.params;

  const columns = useMemo<GridColDef<UserRecord>[]>(
    () => [
      { field: 'lastName', headerName: t('users.fields.lastName'), flex: 1, minWidth: 140 },
      { field: 'firstName', headerName: t('users.fields.firstName'), flex: 1, minWidth: 140 },
      { field: 'email', headerName: t('users.fields.email'), flex: 1.5, minWidth: 220 },
      {
        field: 'roles',
        headerName: t('users.fields.roles'),
        flex: 1.5,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', height: '100%', overflow: 'hidden' }}
          >
            {row.roles.map((role) => (
              <Chip
                key={role.id}
                size="small"
                label={t(`common:roles.${role.name}`, { defaultValue: role.name })}
              />
            ))}
          </Stack>
        ),
      },
      {
        field: 'active',
        headerName: t('users.fields.status'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) => (
          <StatusChip status={userStatus(row)} labelPrefix="admin:users.status" tones={{ INVITED: 'info' }} />
        ),
      },
      {
        field: 'lastLoginAt',
        headerName: t('users.fields.lastLogin'),
        width: 170,
        valueFormatter: (value: string | null) =>
          value ? formatDateTime(value, language) : t('users.neverLoggedIn'),
      },
    ],
    [t, language],
  );

  return (
    <>
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<PersonAddOutlined />}
            onClick={() => setCreating(true)}
            data-testid="user-create"
          >
            {t('users.create')}
          </Button>
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <SearchField
          label={t('users.search')}
          value={filters.q ?? ''}
          onChange={(q) => list.setFilter('q', q)}
        />
        <TextField
          select
          label={t('users.fields.status')}
          value={filters.active ?? ''}
          onChange={(e) => list.setFilter('active', e.target.value)}
          sx={{ minWidth: 180, maxWidth: { md: 220 } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          <MenuItem value="true">{t('users.filters.active')}</MenuItem>
          <MenuItem value="false">{t('users.filters.inactive')}</MenuItem>
        </TextField>
        {canAssign && (
          <TextField
            select
            label={t('users.fields.role')}
            value={filters.roleId ?? ''}
            onChange={(e) => list.setFilter('roleId', e.target.value)}
            sx={{ minWidth: 200, maxWidth: { md: 260 } }}
          >
            <MenuItem value="">{t('common:filters.all')}</MenuItem>
            {roles.map((role) => (
              <MenuItem key={role.id} value={role.id}>
                {t(`common:roles.${role.name}`, { defaultValue: role.name })}
              </MenuItem>
            ))}
          </TextField>
        )}
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('users.title')}
        emptyTitle={Object.keys(filters).length ? t('users.emptyFiltered') : t('users.empty')}
        onRowClick={(user) => navigate(`/admin/users/${user.id}`)}
        testId="users-grid"
      />
      <CreateUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(user, invited) => {
          setCreating(false);
          notify(
            invited ? t('users.invited', { email: user.email }) : t('users.created', { email: user.email }),
          );
          list.reload();
        }}
      />
    </>
  );
}
