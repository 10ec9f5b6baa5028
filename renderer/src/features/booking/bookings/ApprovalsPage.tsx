import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PATHS, type Booking } from '../api';
import { BookingDrawer } from './BookingDrawer';
import { BookingsGrid } from './BookingsGrid';
import { useBookingActions } from './useBookingActions';

/** Bookings waiting for my decision: those of the resources I own (all of them with booking.manage). */
export function ApprovalsPage() {
  const { t } = useTranslation('booking');
  const list = useServerList<Booking>(PATHS.approvals, { sort: 'start' });
  const [opened, setOpened] = useState<Booking | null>(null);
  const actions = useBookingActions((b) => {
    setOpened((current) => (current?.id === b.id ? b : current));
    list.reload();
  });
  return (
    <>
      <PageHeader title={t('approvals.title')} subtitle={t('approvals.subtitle')} />
      <BookingsGrid
        list={list}
        label={t('approvals.title')}
        emptyTitle={t('approvals.empty')}
        quickActions={['approve', 'reject']}
        showRequester
        onOpen={setOpened}
        onAction={actions.run}
        testId="approvals-grid"
      />
      <BookingDrawer booking={opened} onClose={() => setOpened(null)} onAction={actions.run} />
      {actions.dialogs}
    </>
  );
}
