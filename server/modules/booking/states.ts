import { defineStates } from '../../platform/state-machine';

import { BOOKING_STATUSES, type BookingStatus } from '../../../shared/booking';

export { BOOKING_STATUSES, type BookingStatus };

/** Statuses that hold the slot: the overlap guards only look at these. */
export const ACTIVE_STATUSES: readonly BookingStatus[] = ['PENDING', 'APPROVED'];

export type BookingAction = 'approve' | 'reject' | 'cancel' | 'adminCancel' | 'complete' | 'expire';

/**
 * The specification's booking table. `complete` and `expire` are the scheduled job's moves: an
 * approved booking whose slot is over is COMPLETED; a booking still PENDING when its slot is over
 * was never approved and is rejected by the system (the reject move, with a reason).
 */
export const bookingStates = defineStates<BookingStatus, BookingAction>({
  PENDING: {
    approve: 'APPROVED',
    reject: 'REJECTED',
    cancel: 'CANCELLED',
    adminCancel: 'CANCELLED',
    expire: 'REJECTED',
  },
  APPROVED: { cancel: 'CANCELLED', adminCancel: 'CANCELLED', complete: 'COMPLETED' },
  REJECTED: { cancel: 'CANCELLED', adminCancel: 'CANCELLED' },
  CANCELLED: { adminCancel: 'CANCELLED' },
  COMPLETED: { adminCancel: 'CANCELLED' },
});
