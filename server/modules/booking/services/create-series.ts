import { randomUUID } from 'node:crypto';
import { Transaction } from 'sequelize';
import { refusal } from '../../../platform/http/problem';
import { requireContext } from '../../../platform/tenancy/context';
import type { SeriesInput } from '../../../../shared/schemas/booking';
import { Booking } from '../models/booking';
import { Resource } from '../models/resource';
import { resolveAttendees } from './attendees';
import { bookableResource, initialStatus } from './create-booking';
import { recordHistory } from './history';
import type { BookingDeps } from './module-deps';
import { notifyPending } from './notifications';
import { conflictsOf, occupiedBetween } from './overlap';
import { weeklyOccurrences } from './recurrence';
import { startApproval } from './workflow';

/**
 * A weekly series: every occurrence is created, or none. The resource row is locked first
 * (PostgreSQL; SQLite has one writer anyway) so that the check sees every committed booking and
 * the report of conflicting dates is complete; the database guards stay the last word.
 */
export async function createSeries(
  input: SeriesInput,
  deps: BookingDeps,
): Promise<{ seriesId: string; bookings: Booking[] }> {
  const ctx = requireContext();
  const requesterId = ctx.userId as string;
  const first = { start: new Date(input.start), end: new Date(input.end) };
  const resource = await bookableResource(input.resourceId, first);
  const occurrences = weeklyOccurrences(first, input.recurrence);
  const attendees = await resolveAttendees(input.attendees ?? [], deps.directory);
  await Resource.findByPk(resource.id, { lock: Transaction.LOCK.UPDATE });

  const last = occurrences[occurrences.length - 1];
  const occupied = await occupiedBetween(resource.id, first.start, last.end);
  const conflicts = occurrences
    .map((o) => ({
      date: o.date,
      start: o.start.toISOString(),
      end: o.end.toISOString(),
      conflictsWith: conflictsOf(o, occupied),
    }))
    .filter((o) => o.conflictsWith.length > 0);
  if (conflicts.length > 0) {
    throw refusal(
      'BOOKING_OVERLAP',
      'booking.seriesOverlap',
      { count: conflicts.length, total: occurrences.length },
      {
        conflictingDates: conflicts.map((c) => c.date),
        conflicts,
      },
    );
  }

  const seriesId = randomUUID();
  const status = initialStatus(resource, resource.type, requesterId);
  const bookings: Booking[] = [];
  for (const o of occurrences) {
    const booking = await Booking.create({
      resourceId: resource.id,
      requesterId,
      seriesId,
      subject: input.subject,
      startAt: o.start,
      endAt: o.end,
      status,
      attendees,
      requestedAt: ctx.now(),
      decidedAt: status === 'APPROVED' ? ctx.now() : null,
    });
    booking.resource = resource;
    await recordHistory(booking, {
      action: 'CREATED',
      from: null,
      details: { seriesId, occurrence: bookings.length + 1, of: occurrences.length },
    });
    bookings.push(booking);
  }
  if (status === 'PENDING') {
    const onCircuit = await startApproval(bookings, resource);
    if (!onCircuit) await notifyPending(bookings[0], resource, deps);
  }
  return { seriesId, bookings };
}
