import { Op } from 'sequelize';
import type { ICalCalendar } from 'ical-generator';
import { buildCalendar, type CalendarEvent } from '../../../platform/ics/calendar';
import { notFound } from '../../../platform/http/problem';
import { asSystem, asTenant, requireContext } from '../../../platform/tenancy/context';
import { port } from '../../../platform/modules';
import { Booking } from '../models/booking';
import { CalendarToken } from '../models/calendar-token';
import { Resource } from '../models/resource';
import type { Directory } from './directory';

export const FEED_PAST_DAYS = 90;
export const FEED_MAX_EVENTS = 1000;
export const FEED_REFRESH_SECONDS = 3600;

const STATUS: Record<string, CalendarEvent['status']> = {
  PENDING: 'TENTATIVE',
  APPROVED: 'CONFIRMED',
  COMPLETED: 'CONFIRMED',
};

export function bookingEvent(b: Booking, r: Resource): CalendarEvent {
  const attendees = b.attendees.map((a) => (a.name ? `${a.name} <${a.email}>` : a.email));
  return {
    uid: `booking-${b.id}@baobab`,
    start: b.startAt,
    end: b.endAt,
    summary: `${b.subject} — ${r.name}`,
    location: [r.name, r.location].filter(Boolean).join(', '),
    description: [
      b.status === 'PENDING'
        ? 'En attente de validation / Awaiting approval'
        : 'Réservation confirmée / Confirmed booking',
      `${r.name} (${r.code})`,
      ...(attendees.length ? [`Participants / Attendees: ${attendees.join(', ')}`] : []),
    ].join('\n'),
    status: STATUS[b.status],
  };
}

/**
 * The public feed behind a personal token: the token names the user and their tenant; an
 * unknown (or rotated-out) token, a deactivated user, a suspended tenant or one without the
 * BOOKING module all answer 404, so the URL reveals nothing.
 */
export async function feedForToken(token: string, directory: Directory): Promise<ICalCalendar> {
  const now = requireContext().now();
  const found = await asSystem(async () => {
    const row = await CalendarToken.findOne({ where: { token } });
    if (!row) return null;
    const tenant = await port('tenants').findTenantById(row.tenantId);
    return tenant ? { row, tenant } : null;
  });
  if (!found) throw notFound('Calendar');
  const { row, tenant } = found;
  if (
    ['SUSPENDED', 'TERMINATED'].includes(tenant.subscriptionStatus) ||
    !tenant.licensedModules.includes('BOOKING')
  )
    throw notFound('Calendar');
  return asTenant(
    tenant.id,
    async () => {
      const user = (await directory.users([row.userId])).get(row.userId);
      if (!user?.active) throw notFound('Calendar');
      const bookings = await Booking.findAll({
        where: {
          requesterId: row.userId,
          status: { [Op.in]: ['PENDING', 'APPROVED', 'COMPLETED'] },
          endAt: { [Op.gt]: new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000) },
        },
        include: [{ model: Resource, as: 'resource', required: true }],
        order: [['startAt', 'ASC']],
        limit: FEED_MAX_EVENTS,
      });
      const calendar = buildCalendar({
        name: `Réservations — ${user.name}`,
        events: bookings.map((b) => bookingEvent(b, b.resource as Resource)),
      });
      // Subscribed clients (Outlook, Apple Calendar) read this as how often to refresh.
      calendar.ttl(FEED_REFRESH_SECONDS);
      return calendar;
    },
    { now: () => now },
  );
}
