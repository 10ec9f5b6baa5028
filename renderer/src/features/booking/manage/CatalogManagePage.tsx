import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { useNotify } from '../../../components/feedback/Notifier';
import { FilterBar } from '../../../components/grid/FilterBar';
import { SearchField } from '../../../components/grid/SearchField';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PATHS, type Resource, type ResourceType } from '../api';
import { PhotoDialog } from './PhotoDialog';
import { ResourceFormDialog } from './ResourceFormDialog';
import { TypesTab } from './TypesTab';

const FILTERS = ['q', 'typeId', 'status'] as const;

/** The catalogue managers' screen: resources (create, edit, photo, enable/disable) and types. */
export function CatalogManagePage() {
  const { t } = useTranslation('booking');
  const notify = useNotify();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'types' ? 'types' : 'resources';
  const list = useServerList<Resource>(PATHS.resources, { filters: FILTERS, sort: 'name' });
  const types = useApiQuery<ListEnvelope<ResourceType>>(PATHS.types, { pageSize: 200, sort: 'name' });
  const [editing, setEditing] = useState<Resource | null | 'new'>(null);
  const [photo, setPhoto] = useState<Resource | null>(null);
  const [toggling, setToggling] = useState<Resource | null>(null);
  const { filters } = list.params;
  const typeList = types.data?.items ?? [];

  const columns = useMemo<GridColDef<Resource>[]>(
    () => [
      { field: 'name', headerName: t('fields.name'), flex: 1.4, minWidth: 180 },
      { field: 'code', headerName: t('fields.code'), width: 150 },
      {
        field: 'type',
        headerName: t('fields.type'),
        flex: 1,
        minWidth: 130,
        sortable: false,
        valueGetter: (_v, row) => row.type?.name ?? '',
      },
      { field: 'location', headerName: t('fields.location'), flex: 1.2, minWidth: 160 },
      {
        field: 'owner',
        headerName: t('fields.owner'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueGetter: (_v, row) => row.owner?.name ?? '',
      },
      {
        field: 'autoValidate',
        headerName: t('fields.approval'),
        width: 150,
        sortable: false,
        valueGetter: (_v, row) => (row.autoValidate ? t('catalogue.instant') : t('catalogue.onApproval')),
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        field: 'actions',
        headerName: '',
        sortable: false,
        width: 280,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              onClick={(e) => {
                e.stopPropagation();
                setEditing(row);
              }}
            >
              {t('common:actions.edit')}
            </Button>
            <Button
              size="small"
              onClick={(e) => {
                e.stopPropagation();
                setPhoto(row);
              }}
              data-testid="resource-photo-open"
            >
              {t('manage.resources.photo')}
            </Button>
            <Button
              size="small"
              color={row.status === 'ACTIVE' ? 'error' : 'primary'}
              onClick={(e) => {
                e.stopPropagation();
                setToggling(row);
              }}
            >
              {row.status === 'ACTIVE' ? t('manage.resources.disable') : t('manage.resources.enable')}
            </Button>
          </Stack>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('manage.title')}
        subtitle={t('manage.subtitle')}
        actions={
          tab === 'resources' && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing('new')}
              disabled={typeList.length === 0}
              data-testid="resource-create"
            >
              {t('manage.resources.create')}
            </Button>
          )
        }
      />
      <Tabs
        value={tab}
        onChange={(_, value: string) =>
          setSearch(value === 'types' ? { tab: 'types' } : {}, { replace: true })
        }
        sx={{ mb: 2 }}
      >
        <Tab value="resources" label={t('manage.resources.tab')} />
        <Tab value="types" label={t('manage.types.tab')} data-testid="tab-types" />
      </Tabs>
      {tab === 'types' ? (
        <TypesTab types={types} />
      ) : (
        <>
          <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
            <SearchField
              label={t('catalogue.search')}
              value={filters.q ?? ''}
              onChange={(q) => list.setFilter('q', q)}
            />
            <TextField
              select
              label={t('fields.type')}
              value={filters.typeId ?? ''}
              onChange={(e) => list.setFilter('typeId', e.target.value)}
              sx={{ minWidth: 180, maxWidth: { md: 260 } }}
            >
              <MenuItem value="">{t('common:filters.all')}</MenuItem>
              {typeList.map((x) => (
                <MenuItem key={x.id} value={x.id}>
                  {x.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('fields.status')}
              value={filters.status ?? ''}
              onChange={(e) => list.setFilter('status', e.target.value)}
              sx={{ minWidth: 160, maxWidth: { md: 260 } }}
            >
              <MenuItem value="">{t('common:filters.all')}</MenuItem>
              <MenuItem value="ACTIVE">{t('common:status.ACTIVE')}</MenuItem>
              <MenuItem value="INACTIVE">{t('common:status.INACTIVE')}</MenuItem>
            </TextField>
          </FilterBar>
          <ServerDataGrid
            list={list}
            columns={columns}
            label={t('manage.resources.tab')}
            emptyTitle={t('manage.resources.empty')}
            onRowClick={setEditing}
            testId="resources-grid"
          />
        </>
      )}
      <ResourceFormDialog
        open={editing !== null}
        resource={editing === 'new' ? null : editing}
        types={typeList}
        onClose={() => setEditing(null)}
        onSaved={(r) => {
          setEditing(null);
          notify(t('manage.resources.saved', { name: r.name }));
          list.reload();
        }}
      />
      <PhotoDialog
        resource={photo}
        onClose={() => setPhoto(null)}
        onUploaded={(r) => {
          setPhoto(r);
          notify(t('manage.resources.photoSaved'));
          list.reload();
        }}
      />
      <ConfirmDialog
        open={toggling !== null}
        title={
          toggling?.status === 'ACTIVE'
            ? t('manage.resources.disableTitle')
            : t('manage.resources.enableTitle')
        }
        message={
          toggling
            ? t(
                toggling.status === 'ACTIVE'
                  ? 'manage.resources.disableMessage'
                  : 'manage.resources.enableMessage',
                { name: toggling.name },
              )
            : ''
        }
        destructive={toggling?.status === 'ACTIVE'}
        onClose={() => setToggling(null)}
        onConfirm={async () => {
          if (!toggling) return;
          await api.post(
            PATHS.resourceAction(toggling.id, toggling.status === 'ACTIVE' ? 'disable' : 'enable'),
          );
          list.reload();
        }}
      />
    </>
  );
}
