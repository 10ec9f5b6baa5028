import { useState } from 'react';
import Button from '@mui/material/Button';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/dates/DateField';
import { FilterBar } from '../../../components/grid/FilterBar';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PATHS, type Booking } from '../api';
import { BookingDrawer } from './BookingDrawer';
import { BookingsGrid } from './BookingsGrid';
import { BookingStatusFilter } from './BookingStatusFilter';
import { SubscribeDialog } from './SubscribeDialog';
import { useBookingActions } from './useBookingActions';

const FILTERS = ['status', 'from', 'to'] as const;

/** My bookings, newest first: cancel, attendees, feedback after the slot; my calendar feed. */
export function MyBookingsPage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const list = useServerList<Booking>(PATHS.mine, { filters: FILTERS, sort: '-start' });
  const [opened, setOpened] = useState<Booking | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const actions = useBookingActions((b) => {
    setOpened((current) => (current?.id === b.id ? b : current));
    list.reload();
  });
  const { filters } = list.params;
  return (
    <>
      <PageHeader
        title={t('mine.title')}
        subtitle={t('mine.subtitle')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<EventAvailableOutlined />}
              onClick={() => setSubscribing(true)}
              data-testid="subscribe-open"
            >
              {t('subscribe.button')}
            </Button>
            <Button variant="contained" onClick={() => navigate('/booking/resources')}>
              {t('mine.book')}
            </Button>
          </>
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <BookingStatusFilter value={filters.status ?? ''} onChange={(v) => list.setFilter('status', v)} />
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
        label={t('mine.title')}
        emptyTitle={Object.keys(filters).length ? t('mine.emptyFiltered') : t('mine.empty')}
        quickActions={['giveFeedback', 'editAttendees', 'cancel']}
        onOpen={setOpened}
        onAction={actions.run}
        testId="my-bookings-grid"
      />
      <BookingDrawer booking={opened} onClose={() => setOpened(null)} onAction={actions.run} />
      {actions.dialogs}
      <SubscribeDialog open={subscribing} onClose={() => setSubscribing(false)} />
    </>
  );
}
