import { readFile } from 'node:fs/promises';
import { resourcePath } from '../../platform/resources';
import { asTenant, now as clockNow } from '../../platform/tenancy/context';
import type { SeedContext } from '../../platform/modules';
import { Blockout } from './models/blockout';
import { Booking, type Attendee } from './models/booking';
import { BookingHistory, type HistoryAction } from './models/booking-history';
import { Resource } from './models/resource';
import { ResourceType } from './models/resource-type';
import type { BookingStatus } from './states';
import type { Person } from './services/directory';
import { port } from '../../platform/modules';
import { storePhoto } from './services/photos';
import { SEED_BOOKINGS, SEED_RESOURCES } from './seed-data';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Midnight UTC of a working day (Monday to Friday) counted from today: 0 is the next working
 * day, 1 the one after; -1 the last working day before today, -2 the one before.
 */
function workingDay(from: Date, n: number): number {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  const step = n >= 0 ? 1 : -1;
  let left = n >= 0 ? n + 1 : -n;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + step);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left--;
  }
  return d.getTime();
}

/**
 * The demo tenant's booking module: three resource types, six resources with their photos
 * (manager@demo.local owns the Fromager room and a car), bookings over the coming weeks in every status, a blockout and
 * feedback on past bookings. Times are UTC, the local time of Abidjan.
 */
export async function seedBooking(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  const tenantId = ctx.demoTenantId;
  await asTenant(tenantId, async () => {
    const today = clockNow();
    const users = await port('people').usersByEmails([
      'admin@demo.local',
      'hr@demo.local',
      'manager@demo.local',
      'employee@demo.local',
      'recruiter@demo.local',
      'accountant@demo.local',
      'cfo@demo.local',
    ]);
    const user = (email: string): Person => {
      const p = users.get(email);
      if (!p) throw new Error(`Demo user ${email} is missing: the identity seed runs first`);
      return p;
    };

    const room = await ResourceType.create({
      name: 'Salle de réunion',
      icon: 'meeting_room',
      color: '#1565C0',
      requiresValidation: false,
    });
    const car = await ResourceType.create({
      name: 'Véhicule',
      icon: 'directions_car',
      color: '#2E7D32',
      requiresOwner: true,
      requiresValidation: true,
      allowOwnerAutoValidate: true,
    });
    const projector = await ResourceType.create({
      name: 'Vidéoprojecteur',
      icon: 'videocam',
      color: '#6A1B9A',
      requiresValidation: false,
    });

    const resources = new Map<string, Resource>();
    const types = { room, car, projector };
    for (const { type, owner, photo, ...r } of SEED_RESOURCES) {
      const resource = await Resource.create({
        ...r,
        typeId: types[type].id,
        ownerId: owner ? user(owner).id : null,
        status: 'ACTIVE',
      });
      // Stored like an uploaded photo (checked by content), so the catalogue shows pictures.
      if (ctx.services.documents)
        await storePhoto(resource, await readFile(resourcePath('demo', 'booking', photo)), ctx.services);
      resources.set(r.code, resource);
    }

    for (const s of SEED_BOOKINGS) {
      const resource = resources.get(s.resource)!;
      const requester = user(s.by);
      const base = workingDay(today, s.day);
      const startAt = new Date(base + s.from * HOUR);
      const endAt = new Date(base + s.to * HOUR);
      const requestedAt =
        s.requestedHoursAgo !== undefined
          ? new Date(today.getTime() - s.requestedHoursAgo * HOUR)
          : new Date(Math.min(today.getTime(), startAt.getTime()) - 3 * DAY);
      const attendees: Attendee[] = (s.attendees ?? []).map((email) => {
        const p = users.get(email);
        return p ? { userId: p.id, email: p.email, name: p.name } : { userId: null, email, name: null };
      });
      const decider = s.decidedBy ? user(s.decidedBy).id : null;
      const decided = s.status !== 'PENDING' && s.status !== 'CANCELLED';
      const booking = await Booking.create({
        resourceId: resource.id,
        requesterId: requester.id,
        subject: s.subject,
        startAt,
        endAt,
        status: s.status,
        attendees,
        requestedAt,
        decidedBy: decider,
        decidedAt: decided ? new Date(requestedAt.getTime() + 2 * HOUR) : null,
        decisionComment: s.status === 'REJECTED' ? (s.comment ?? null) : null,
        cancelledBy: s.status === 'CANCELLED' ? requester.id : null,
        cancelledAt: s.status === 'CANCELLED' ? new Date(requestedAt.getTime() + DAY) : null,
        cancelReason: s.status === 'CANCELLED' ? (s.comment ?? null) : null,
        completedAt: s.status === 'COMPLETED' ? endAt : null,
        reminderSentAt: s.status === 'COMPLETED' ? new Date(startAt.getTime() - 24 * HOUR) : null,
        feedbackRating: s.feedback?.[0] ?? null,
        feedbackComment: s.feedback?.[1] ?? null,
        feedbackAt: s.feedback ? new Date(endAt.getTime() + 2 * HOUR) : null,
      });
      const created: BookingStatus = resource.autoValidate ? 'APPROVED' : 'PENDING';
      const lines: [
        HistoryAction,
        BookingStatus | null,
        BookingStatus,
        string | null,
        Date,
        string | null,
      ][] = [['CREATED', null, created, requester.id, requestedAt, null]];
      const decidedAt = booking.decidedAt ?? requestedAt;
      if (created === 'PENDING' && s.status !== 'PENDING' && s.status !== 'CANCELLED') {
        lines.push([
          s.status === 'REJECTED' ? 'REJECTED' : 'APPROVED',
          'PENDING',
          s.status === 'REJECTED' ? 'REJECTED' : 'APPROVED',
          decider,
          decidedAt,
          s.status === 'REJECTED' ? (s.comment ?? null) : null,
        ]);
      }
      if (s.status === 'CANCELLED')
        lines.push([
          'CANCELLED',
          created,
          'CANCELLED',
          requester.id,
          booking.cancelledAt ?? requestedAt,
          s.comment ?? null,
        ]);
      if (s.status === 'COMPLETED')
        lines.push(
          ['REMINDER_SENT', 'APPROVED', 'APPROVED', null, booking.reminderSentAt ?? startAt, null],
          ['COMPLETED', 'APPROVED', 'COMPLETED', null, endAt, null],
        );
      if (s.feedback)
        lines.push([
          'FEEDBACK',
          'COMPLETED',
          'COMPLETED',
          requester.id,
          booking.feedbackAt ?? endAt,
          s.feedback[1],
        ]);
      for (const [action, fromStatus, toStatus, actorId, at, comment] of lines) {
        await BookingHistory.create({
          bookingId: booking.id,
          action,
          fromStatus,
          toStatus,
          actorId,
          at,
          comment,
          details: action === 'FEEDBACK' ? { rating: s.feedback?.[0] } : null,
        });
      }
    }

    const iroko = resources.get('SALLE-IROKO')!;
    const maintenance = workingDay(today, 7);
    await Blockout.create({
      resourceId: iroko.id,
      startAt: new Date(maintenance),
      endAt: new Date(maintenance + DAY),
      reason: 'Maintenance de la climatisation',
      createdBy: user('admin@demo.local').id,
    });
  });
}
