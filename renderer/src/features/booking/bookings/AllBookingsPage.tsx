import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { DateField } from '../../../components/dates/DateField';
import { FilterBar } from '../../../components/grid/FilterBar';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PATHS, type Booking, type Resource } from '../api';
import { BookingDrawer } from './BookingDrawer';
import { BookingsGrid } from './BookingsGrid';
import { BookingStatusFilter } from './BookingStatusFilter';
import { useBookingActions } from './useBookingActions';

const FILTERS = ['status', 'resourceId', 'from', 'to'] as const;

/** Every booking of the company (booking.manage), with the administrative cancel. */
export function AllBookingsPage() {
  const { t } = useTranslation('booking');
  const list = useServerList<Booking>(PATHS.bookings, { filters: FILTERS, sort: '-start' });
  const resources = useApiQuery<ListEnvelope<Resource>>(PATHS.resources, { pageSize: 200, sort: 'name' });
  const [opened, setOpened] = useState<Booking | null>(null);
  const actions = useBookingActions((b) => {
    setOpened((current) => (current?.id === b.id ? b : current));
    list.reload();
  });
  const { filters } = list.params;
  return (
    <>
      <PageHeader title={t('all.title')} subtitle={t('all.subtitle')} />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <BookingStatusFilter value={filters.status ?? ''} onChange={(v) => list.setFilter('status', v)} />
        <TextField
          select
          label={t('fields.resource')}
          value={filters.resourceId ?? ''}
          onChange={(e) => list.setFilter('resourceId', e.target.value)}
          sx={{ minWidth: 220, maxWidth: { md: 260 } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {(resources.data?.items ?? []).map((r) => (
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
      <BookingsGrid
        list={list}
        label={t('all.title')}
        emptyTitle={t('all.empty')}
        quickActions={['approve', 'reject', 'adminCancel']}
        showRequester
        onOpen={setOpened}
        onAction={actions.run}
        testId="all-bookings-grid"
      />
      <BookingDrawer booking={opened} onClose={() => setOpened(null)} onAction={actions.run} />
      {actions.dialogs}
    </>
  );
}
