import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useNotify } from '../../../components/feedback/Notifier';
import { PATHS, type Booking, type CallerAction } from '../api';
import { AttendeesDialog } from './AttendeesDialog';
import { FeedbackDialog } from './FeedbackDialog';
import { ReasonDialog } from '../../../components/feedback/ReasonDialog';

export interface BookingActions {
  /** Starts an action on a booking: opens its confirmation or form. */
  run: (action: CallerAction, booking: Booking) => void;
  /** The dialogs; render once in the page. */
  dialogs: ReactNode;
}

/**
 * Every move a person can make on a booking, each behind its confirmation (approve) or its form
 * (reject with a reason, cancel, admin-cancel, attendees, feedback). The server decides; the
 * buttons only follow `allowedActions`.
 */
export function useBookingActions(onChanged: (booking: Booking) => void): BookingActions {
  const { t } = useTranslation('booking');
  const notify = useNotify();
  const [pending, setPending] = useState<{ action: CallerAction; booking: Booking } | null>(null);
  const close = () => setPending(null);
  const done = (booking: Booking, message: string) => {
    notify(message);
    onChanged(booking);
  };
  const current = pending?.booking ?? null;
  const is = (action: CallerAction) => pending?.action === action;

  const reasonDialog = (action: 'reject' | 'cancel' | 'adminCancel') => {
    const path = action === 'adminCancel' ? 'admin-cancel' : action;
    return (
      <ReasonDialog
        key={action}
        open={is(action)}
        title={t(`actions.${action}.title`)}
        message={current ? t(`actions.${action}.message`, { subject: current.subject }) : ''}
        label={t(`actions.${action}.reason`)}
        confirmLabel={t(`actions.${action}.confirm`)}
        required={action === 'reject'}
        requiredMessage={t('actions.reasonRequired')}
        destructive
        onClose={close}
        onConfirm={async (reason) => {
          if (!current) return;
          const body = action === 'reject' ? { reason } : { reason: reason || null };
          done(await api.post<Booking>(PATHS.action(current.id, path), body), t(`actions.${action}.done`));
        }}
      />
    );
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={is('approve')}
        title={t('actions.approve.title')}
        message={
          current
            ? t('actions.approve.message', { subject: current.subject, name: current.requester?.name ?? '' })
            : ''
        }
        confirmLabel={t('actions.approve.confirm')}
        onClose={close}
        onConfirm={async () => {
          if (!current) return;
          done(await api.post<Booking>(PATHS.action(current.id, 'approve'), {}), t('actions.approve.done'));
        }}
      />
      {reasonDialog('reject')}
      {reasonDialog('cancel')}
      {reasonDialog('adminCancel')}
      <AttendeesDialog
        booking={is('editAttendees') ? current : null}
        onClose={close}
        onSaved={(b) => {
          close();
          done(b, t('attendees.saved'));
        }}
      />
      <FeedbackDialog
        booking={is('giveFeedback') ? current : null}
        onClose={close}
        onSaved={(b) => {
          close();
          done(b, t('feedback.saved'));
        }}
      />
    </>
  );
  return { run: (action, booking) => setPending({ action, booking }), dialogs };
}
