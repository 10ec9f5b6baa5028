import { requireContext } from '../../../platform/tenancy/context';
import type { Booking } from '../models/booking';
import { BookingHistory, type HistoryAction } from '../models/booking-history';

export interface HistoryEntry {
  action: HistoryAction;
  from?: string | null;
  comment?: string | null;
  details?: Record<string, unknown>;
  /** Who acted, when not the caller (a decision taken through an approval circuit). */
  actorId?: string | null;
}

/** Appends a line to the booking's history, inside the ambient transaction. */
export async function recordHistory(booking: Booking, entry: HistoryEntry): Promise<void> {
  const ctx = requireContext();
  await BookingHistory.create({
    bookingId: booking.id,
    action: entry.action,
    fromStatus: entry.from ?? null,
    toStatus: booking.status,
    actorId: entry.actorId !== undefined ? entry.actorId : ctx.userId,
    comment: entry.comment ?? null,
    details: entry.details ?? null,
    at: ctx.now(),
  });
}
