import { Op } from 'sequelize';
import { Problem, refusal } from '../../../platform/http/problem';
import { Blockout } from '../models/blockout';
import { Booking } from '../models/booking';
import { ACTIVE_STATUSES } from '../states';

export interface Slot {
  start: Date;
  end: Date;
}

export interface Occupied extends Slot {
  kind: 'BOOKING' | 'BLOCKOUT';
  id: string;
  /** The blockout's reason; bookings of other people are reported without their subject. */
  reason?: string;
}

export interface Conflict {
  kind: 'BOOKING' | 'BLOCKOUT';
  id: string;
  start: string;
  end: string;
  reason?: string;
}

/** Half-open intervals [start, end): a slot ending at 10:00 does not meet one starting at 10:00. */
export function intersects(a: Slot, b: Slot): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

export function conflictsOf(slot: Slot, occupied: readonly Occupied[]): Conflict[] {
  return occupied
    .filter((o) => intersects(slot, o))
    .map((o) => ({
      kind: o.kind,
      id: o.id,
      start: o.start.toISOString(),
      end: o.end.toISOString(),
      ...(o.reason ? { reason: o.reason } : {}),
    }));
}

/** Active bookings and blockouts of a resource that meet [from, to), minus the booking being changed. */
export async function occupiedBetween(
  resourceId: string,
  from: Date,
  to: Date,
  excludeBookingId?: string,
): Promise<Occupied[]> {
  const window = { startAt: { [Op.lt]: to }, endAt: { [Op.gt]: from } };
  const [bookings, blockouts] = await Promise.all([
    Booking.findAll({
      where: {
        resourceId,
        status: { [Op.in]: [...ACTIVE_STATUSES] },
        ...window,
        ...(excludeBookingId ? { id: { [Op.ne]: excludeBookingId } } : {}),
      },
      attributes: ['id', 'startAt', 'endAt'],
      order: [['startAt', 'ASC']],
    }),
    Blockout.findAll({
      where: { resourceId, ...window },
      attributes: ['id', 'startAt', 'endAt', 'reason'],
      order: [['startAt', 'ASC']],
    }),
  ]);
  return [
    ...bookings.map((b) => ({ kind: 'BOOKING' as const, id: b.id, start: b.startAt, end: b.endAt })),
    ...blockouts.map((k) => ({
      kind: 'BLOCKOUT' as const,
      id: k.id,
      start: k.startAt,
      end: k.endAt,
      reason: k.reason,
    })),
  ];
}

/** The application half of "no overlap, ever": refuses with what is in the way. */
export async function assertSlotFree(
  resourceId: string,
  slot: Slot,
  excludeBookingId?: string,
): Promise<void> {
  const conflicts = conflictsOf(
    slot,
    await occupiedBetween(resourceId, slot.start, slot.end, excludeBookingId),
  );
  if (conflicts.length > 0) throw overlapProblem(conflicts);
}

export function overlapProblem(conflicts: Conflict[]): Problem {
  const withBlockout = conflicts.some((c) => c.kind === 'BLOCKOUT');
  return refusal('BOOKING_OVERLAP', withBlockout ? 'booking.blockedOut' : 'booking.overlap', {}, { conflicts });
}
