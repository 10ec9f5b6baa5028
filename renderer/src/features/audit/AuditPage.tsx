import { useMemo, useState } from 'react';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/AuthContext';
import { formatDateTime } from '../../components/dates/isoDate';
import { PeriodPicker } from '../../components/dates/PeriodPicker';
import { FilterBar } from '../../components/grid/FilterBar';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { SuggestFilter } from '../../components/grid/SuggestFilter';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { UserPicker } from '../admin/users/UserPicker';
import { AUDIT_ENTITY_TYPES_PATH, AUDIT_EVENTS_PATH, AUDIT_FILTERS, KNOWN_ACTIONS, type AuditEventRecord } from './api';
import { useApiQuery } from '../../app/api/useApiQuery';
import type { ListEnvelope } from '../../app/api/types';
import { ChangesDialog } from './ChangesDialog';
import { recordLabel } from './readable';

/** Who changed what and when: the tenant's audit trail, filtered by type, action, user, period. */
export function AuditPage() {
  const { t, i18n } = useTranslation('audit');
  const { can } = useAuth();
  const list = useServerList<AuditEventRecord>(AUDIT_EVENTS_PATH, {
    filters: AUDIT_FILTERS,
    sort: '-occurredAt',
  });
  // The server lists the auditable types of every module; any other type can still be typed.
  const registered = useApiQuery<ListEnvelope<{ entityType: string }>>(AUDIT_ENTITY_TYPES_PATH, { pageSize: 200 });
  const entityTypes = useMemo(() => (registered.data?.items ?? []).map((x) => x.entityType), [registered.data]);
  const [opened, setOpened] = useState<AuditEventRecord | null>(null);
  const language = i18n.resolvedLanguage ?? 'fr';
  const { filters } = list.params;

  const columns = useMemo<GridColDef<AuditEventRecord>[]>(
    () => [
      {
        field: 'occurredAt',
        headerName: t('fields.occurredAt'),
        width: 170,
        valueFormatter: (value: string) => formatDateTime(value, language),
      },
      {
        field: 'actorLabel',
        headerName: t('fields.user'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueGetter: (_value, row) => row.actor.name ?? row.actor.label ?? t(`actorTypes.${row.actor.type}`),
      },
      {
        field: 'action',
        headerName: t('fields.action'),
        width: 160,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            label={t(`actions.${row.action}`, { defaultValue: row.action })}
          />
        ),
      },
      {
        field: 'entityType',
        headerName: t('fields.entityType'),
        width: 180,
        valueFormatter: (value: string) => t(`entityTypes.${value}`, { defaultValue: value }),
      },
      {
        field: 'entityId',
        headerName: t('fields.record'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_value, row) => recordLabel(row) ?? t('changes.linked'),
      },
      {
        field: 'changes',
        headerName: t('fields.changes'),
        width: 160,
        sortable: false,
        valueGetter: (_value, row) => t('changes.count', { count: row.changes.length }),
      },
    ],
    [t, language],
  );

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <SuggestFilter
          label={t('fields.entityType')}
          value={filters.entityType ?? ''}
          onChange={(value) => list.setFilter('entityType', value.toUpperCase())}
          options={entityTypes}
          labelOf={(type) => t(`entityTypes.${type}`, { defaultValue: type })}
          testId="audit-filter-entity"
        />
        <SuggestFilter
          label={t('fields.action')}
          value={filters.action ?? ''}
          onChange={(value) => list.setFilter('action', value.toUpperCase())}
          options={KNOWN_ACTIONS}
          labelOf={(action) => t(`actions.${action}`, { defaultValue: action })}
          testId="audit-filter-action"
        />
        {can('users.manage') && (
          <UserPicker
            label={t('fields.user')}
            value={filters.userId ?? ''}
            onChange={(userId) => list.setFilter('userId', userId)}
          />
        )}
        <PeriodPicker
          value={{ from: filters.from ?? '', to: filters.to ?? '' }}
          onChange={({ from, to }) => list.setFilters({ from, to })}
        />
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('title')}
        emptyTitle={Object.keys(filters).length ? t('emptyFiltered') : t('empty')}
        onRowClick={setOpened}
        testId="audit-grid"
      />
      <ChangesDialog event={opened} onClose={() => setOpened(null)} />
    </>
  );
}
