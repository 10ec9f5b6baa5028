import type { BaseError } from 'sequelize';
import { Problem, refusal } from '../../../platform/http/problem';

interface DriverError {
  code?: string;
  constraint?: string;
  message?: string;
}

const OVERLAP_CONSTRAINTS = new Set([
  'bookings_no_overlap',
  'bookings_blockout_overlap',
  'booking_blockouts_booking_overlap',
]);
const ORDER_CONSTRAINTS = new Set(['bookings_time_order', 'booking_blockouts_time_order']);

/**
 * The database guards' refusals, in the contract's words: the exclusion constraint and the
 * triggers (PostgreSQL 23P01 with our constraint names; SQLite RAISE(ABORT, 'BOOKING_…')).
 */
export function mapBookingDatabaseError(error: BaseError): Problem | undefined {
  const original = ((error as { original?: DriverError }).original ??
    (error as { parent?: DriverError }).parent ??
    {}) as DriverError;
  const message = original.message ?? error.message ?? '';
  const constraint = original.constraint ?? (error as { constraint?: string }).constraint;
  if (
    (original.code === '23P01' && constraint && OVERLAP_CONSTRAINTS.has(constraint)) ||
    /\bBOOKING_OVERLAP\b/.test(message)
  ) {
    return refusal('BOOKING_OVERLAP', 'booking.overlapAny', {}, { conflicts: [] });
  }
  if (
    (original.code === '23514' && constraint && ORDER_CONSTRAINTS.has(constraint)) ||
    /\bBOOKING_TIME_ORDER\b/.test(message)
  ) {
    return refusal('VALIDATION_FAILED', 'booking.endAfterStart', {}, {
      errors: [{ path: 'end', message: '', rule: 'booking.endAfterStart' }],
    });
  }
  return undefined;
}
