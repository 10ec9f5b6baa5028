import { Op } from 'sequelize';
import { Booking } from '../models/booking';
import { Resource } from '../models/resource';
import { ResourceType } from '../models/resource-type';
import { BOOKING_STATUSES, type BookingStatus } from '../states';
import { personMap, type Directory } from './directory';

export interface StatsRow {
  resourceId: string;
  requesterId: string;
  status: BookingStatus;
  startAt: Date;
  endAt: Date;
  requestedAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  feedbackRating: number | null;
}

export interface StatsResource {
  id: string;
  code: string;
  name: string;
  typeId: string;
}

const HOUR = 3_600_000;
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const avg = (values: number[]) =>
  values.length ? round(values.reduce((a, b) => a + b, 0) / values.length) : null;
/** Hours that took or will take place: approved or completed bookings, clipped to the period. */
const heldHours = (rows: StatsRow[], from: Date, to: Date) =>
  round(
    rows
      .filter((r) => r.status === 'APPROVED' || r.status === 'COMPLETED')
      .reduce(
        (sum, r) =>
          sum +
          Math.max(
            0,
            Math.min(r.endAt.getTime(), to.getTime()) - Math.max(r.startAt.getTime(), from.getTime()),
          ) /
            HOUR,
        0,
      ),
  );

/**
 * Figures for the managers' dashboard over [from, to): counts by status, held hours, rates, the
 * delay owners take to decide (human decisions only), ratings, and the split by resource, type
 * and weekday (UTC).
 */
export function computeStats(
  rows: StatsRow[],
  resources: StatsResource[],
  types: { id: string; name: string }[],
  from: Date,
  to: Date,
) {
  const byStatus = Object.fromEntries(
    BOOKING_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length]),
  ) as Record<BookingStatus, number>;
  const total = rows.length;
  const rated = rows.filter((r) => r.feedbackRating !== null).map((r) => r.feedbackRating as number);
  const decisionHours = rows
    .filter((r) => r.decidedAt && r.decidedBy)
    .map((r) => ((r.decidedAt as Date).getTime() - r.requestedAt.getTime()) / HOUR);
  const resourceById = new Map(resources.map((r) => [r.id, r]));

  const byResource = resources
    .map((res) => {
      const mine = rows.filter((r) => r.resourceId === res.id);
      const ratings = mine.filter((r) => r.feedbackRating !== null).map((r) => r.feedbackRating as number);
      return {
        resourceId: res.id,
        code: res.code,
        name: res.name,
        bookings: mine.length,
        heldHours: heldHours(mine, from, to),
        averageRating: avg(ratings),
        feedbackCount: ratings.length,
      };
    })
    .filter((r) => r.bookings > 0)
    .sort((a, b) => b.heldHours - a.heldHours || b.bookings - a.bookings || a.code.localeCompare(b.code));

  const byType = types
    .map((t) => {
      const mine = rows.filter((r) => resourceById.get(r.resourceId)?.typeId === t.id);
      return { typeId: t.id, name: t.name, bookings: mine.length, heldHours: heldHours(mine, from, to) };
    })
    .filter((t) => t.bookings > 0);

  const byWeekday = [1, 2, 3, 4, 5, 6, 0].map((day) => ({
    weekday: day === 0 ? 7 : day,
    bookings: rows.filter((r) => r.startAt.getUTCDay() === day).length,
  }));

  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.requesterId, (counts.get(r.requesterId) ?? 0) + 1);
  const topRequesters = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([requesterId, bookings]) => ({ requesterId, bookings }));

  return {
    from: from.toISOString(),
    to: to.toISOString(),
    totals: {
      bookings: total,
      byStatus,
      heldHours: heldHours(rows, from, to),
      cancellationRate: total ? round(byStatus.CANCELLED / total, 4) : 0,
      rejectionRate: total ? round(byStatus.REJECTED / total, 4) : 0,
      averageDecisionHours: avg(decisionHours),
      averageRating: avg(rated),
      feedbackCount: rated.length,
    },
    byResource,
    byType,
    byWeekday,
    topRequesters,
  };
}

export async function bookingStats(
  q: { from: string; to: string; resourceId?: string; typeId?: string },
  directory: Directory,
) {
  const from = new Date(`${q.from}T00:00:00Z`);
  const to = new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000);
  const [types, resources] = await Promise.all([
    ResourceType.findAll({ order: [['name', 'ASC']] }),
    Resource.findAll({
      where: { ...(q.typeId ? { typeId: q.typeId } : {}), ...(q.resourceId ? { id: q.resourceId } : {}) },
      order: [['code', 'ASC']],
    }),
  ]);
  const rows = await Booking.findAll({
    where: {
      resourceId: { [Op.in]: resources.map((r) => r.id) },
      startAt: { [Op.lt]: to },
      endAt: { [Op.gt]: from },
    },
    attributes: [
      'resourceId',
      'requesterId',
      'status',
      'startAt',
      'endAt',
      'requestedAt',
      'decidedAt',
      'decidedBy',
      'feedbackRating',
    ],
  });
  const stats = computeStats(rows, resources, types, from, to);
  const people = await personMap(
    directory,
    stats.topRequesters.map((t) => t.requesterId),
  );
  return {
    ...stats,
    topRequesters: stats.topRequesters.map((t) => ({ ...t, name: people.get(t.requesterId)?.name ?? null })),
  };
}
