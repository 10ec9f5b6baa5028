import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAuth } from '../../../app/auth/AuthContext';
import { DateField } from '../../../components/dates/DateField';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useNotify } from '../../../components/feedback/Notifier';
import { FilterBar } from '../../../components/grid/FilterBar';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PATHS, type Blockout, type Resource } from '../api';
import { formatSlot } from '../bookings/format';
import { BlockoutDialog } from './BlockoutDialog';

const FILTERS = ['resourceId', 'from', 'to'] as const;

/** Periods when resources cannot be booked: catalogue managers manage all, owners their resources'. */
export function BlockoutsPage() {
  const { t, i18n } = useTranslation('booking');
  const { can } = useAuth();
  const notify = useNotify();
  const manager = can('resource.manage') || can('booking.manage');
  const list = useServerList<Blockout>(PATHS.blockouts, { filters: FILTERS, sort: 'start' });
  const resources = useApiQuery<ListEnvelope<Resource>>(PATHS.resources, {
    pageSize: 200,
    sort: 'name',
    ...(manager ? {} : { owned: 'true' }),
  });
  const everything = useApiQuery<ListEnvelope<Resource>>(PATHS.resources, { pageSize: 200, sort: 'name' });
  const [editing, setEditing] = useState<Blockout | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Blockout | null>(null);
  const mine = useMemo(() => new Set((resources.data?.items ?? []).map((r) => r.id)), [resources.data]);
  const names = useMemo(
    () => new Map((everything.data?.items ?? []).map((r) => [r.id, r.name])),
    [everything.data],
  );
  const { filters } = list.params;

  const columns = useMemo<GridColDef<Blockout>[]>(
    () => [
      {
        field: 'resourceId',
        headerName: t('fields.resource'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueGetter: (_v, row) => names.get(row.resourceId) ?? '',
      },
      {
        field: 'start',
        headerName: t('fields.period'),
        flex: 1.4,
        minWidth: 240,
        valueFormatter: (_v, row) => formatSlot(row.start, row.end, i18n.resolvedLanguage),
      },
      { field: 'reason', headerName: t('fields.reason'), flex: 1.5, minWidth: 200, sortable: false },
      {
        field: 'createdBy',
        headerName: t('fields.createdBy'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueGetter: (_v, row) => row.createdBy?.name ?? '',
      },
      {
        field: 'actions',
        headerName: '',
        sortable: false,
        width: 200,
        renderCell: ({ row }) =>
          mine.has(row.resourceId) && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
              <Button size="small" onClick={() => setEditing(row)}>
                {t('common:actions.edit')}
              </Button>
              <Button size="small" color="error" onClick={() => setDeleting(row)}>
                {t('common:actions.delete')}
              </Button>
            </Stack>
          ),
      },
    ],
    [t, i18n.resolvedLanguage, names, mine],
  );

  return (
    <>
      <PageHeader
        title={t('blockouts.title')}
        subtitle={manager ? t('blockouts.subtitle') : t('blockouts.subtitleOwner')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setEditing('new')}
            disabled={mine.size === 0}
            data-testid="blockout-create"
          >
            {t('blockouts.create')}
          </Button>
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <TextField
          select
          label={t('fields.resource')}
          value={filters.resourceId ?? ''}
          onChange={(e) => list.setFilter('resourceId', e.target.value)}
          sx={{ minWidth: 220, maxWidth: { md: 260 } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {(everything.data?.items ?? []).map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          label={t('filters.from')}
          value={filters.from ?? ''}
          onChange={(v) => list.setFilter('from', v)}
          sx={{ maxWidth: 200 }}
        />
        <DateField
          label={t('filters.to')}
          value={filters.to ?? ''}
          onChange={(v) => list.setFilter('to', v)}
          sx={{ maxWidth: 200 }}
        />
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('blockouts.title')}
        emptyTitle={t('blockouts.empty')}
        testId="blockouts-grid"
      />
      <BlockoutDialog
        open={editing !== null}
        blockout={editing === 'new' ? null : editing}
        resources={resources.data?.items ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notify(t('blockouts.saved'));
          list.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('blockouts.deleteTitle')}
        message={t('blockouts.deleteMessage')}
        destructive
        confirmLabel={t('common:actions.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await api.delete(PATHS.blockout(deleting.id));
          list.reload();
        }}
      />
    </>
  );
}
