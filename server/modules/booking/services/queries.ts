import { Op, type WhereOptions } from 'sequelize';
import { envelope, pageOptions, type PageQuery } from '../../../platform/http/list';
import { requireContext } from '../../../platform/tenancy/context';
import { Booking } from '../models/booking';
import { BookingHistory } from '../models/booking-history';
import { Resource } from '../models/resource';
import { isManager } from '../policy';
import { peopleOf, presentBooking, presentHistory, type BookingRecord } from '../presenter';
import type { BookingStatus } from '../states';
import { personMap, type Directory } from './directory';
import { findBooking, findResource } from './resources-lookup';
import { assertCanSee } from '../policy';
import { actionableAmong, actionableBookingIds } from './workflow';

export interface BookingFilters {
  status?: BookingStatus[];
  resourceId?: string;
  requesterId?: string;
  from?: string;
  to?: string;
}

const SORT_COLUMNS = {
  start: 'startAt',
  end: 'endAt',
  createdAt: 'createdAt',
  status: 'status',
  subject: 'subject',
};

function filterWhere(f: BookingFilters): WhereOptions<Booking> {
  return {
    ...(f.status?.length ? { status: { [Op.in]: f.status } } : {}),
    ...(f.resourceId ? { resourceId: f.resourceId } : {}),
    ...(f.requesterId ? { requesterId: f.requesterId } : {}),
    // A window keeps every booking that meets it, not only those starting inside it.
    ...(f.to ? { startAt: { [Op.lt]: new Date(f.to) } } : {}),
    ...(f.from ? { endAt: { [Op.gt]: new Date(f.from) } } : {}),
  };
}

const BOOKING_ATTRIBUTES = [
  'id',
  'resourceId',
  'requesterId',
  'seriesId',
  'subject',
  'startAt',
  'endAt',
  'status',
  'attendees',
  'decidedBy',
  'decidedAt',
  'decisionComment',
  'cancelledBy',
  'cancelledAt',
  'cancelReason',
  'reminderSentAt',
  'completedAt',
  'feedbackRating',
  'feedbackComment',
  'feedbackAt',
  'workflowInstanceId',
  'createdAt',
  'updatedAt',
] as const;

/**
 * Rows read with `raw: true` carry the driver's values: SQLite answers timestamps and JSON as
 * text ('2026-11-18 08:00:00.000 +00:00'), PostgreSQL timestamps as Date and JSON parsed.
 */
const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const asDateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : asDate(v));

function bookingOfRow(r: Record<string, unknown>): BookingRecord {
  return {
    id: r.id as string,
    resourceId: r.resourceId as string,
    requesterId: r.requesterId as string,
    seriesId: (r.seriesId as string | null) ?? null,
    subject: r.subject as string,
    startAt: asDate(r.startAt),
    endAt: asDate(r.endAt),
    status: r.status as BookingStatus,
    attendees: (typeof r.attendees === 'string' ? JSON.parse(r.attendees) : r.attendees) as BookingRecord['attendees'],
    decidedBy: (r.decidedBy as string | null) ?? null,
    decidedAt: asDateOrNull(r.decidedAt),
    decisionComment: (r.decisionComment as string | null) ?? null,
    cancelledBy: (r.cancelledBy as string | null) ?? null,
    cancelledAt: asDateOrNull(r.cancelledAt),
    cancelReason: (r.cancelReason as string | null) ?? null,
    reminderSentAt: asDateOrNull(r.reminderSentAt),
    completedAt: asDateOrNull(r.completedAt),
    feedbackRating: r.feedbackRating === null || r.feedbackRating === undefined ? null : Number(r.feedbackRating),
    feedbackComment: (r.feedbackComment as string | null) ?? null,
    feedbackAt: asDateOrNull(r.feedbackAt),
    workflowInstanceId: (r.workflowInstanceId as string | null) ?? null,
    createdAt: asDate(r.createdAt),
    updatedAt: asDate(r.updatedAt),
    resource:
      r['resource.id'] === null || r['resource.id'] === undefined
        ? undefined
        : {
            id: r['resource.id'] as string,
            name: r['resource.name'] as string,
            code: r['resource.code'] as string,
            location: (r['resource.location'] as string | null) ?? null,
            ownerId: (r['resource.ownerId'] as string | null) ?? null,
          },
  };
}

/**
 * One page of bookings as plain rows: the page with its resource (to-one) in one SELECT, the
 * count over the bookings alone; no model instance per row.
 */
async function page(
  where: WhereOptions<Booking>,
  q: PageQuery,
  directory: Directory,
  fallback: 'asc' | 'desc' = 'asc',
) {
  const [found, count] = await Promise.all([
    Booking.findAll({
      where,
      attributes: [...BOOKING_ATTRIBUTES],
      include: [{ model: Resource, as: 'resource', attributes: ['id', 'name', 'code', 'location', 'ownerId'] }],
      ...pageOptions(
        q,
        [
          ['startAt', fallback === 'asc' ? 'ASC' : 'DESC'],
          ['id', 'ASC'],
        ],
        SORT_COLUMNS,
      ),
      raw: true,
    }) as unknown as Promise<Record<string, unknown>[]>,
    Booking.count({ where }),
  ]);
  const rows = found.map(bookingOfRow);
  const [people, actionable] = await Promise.all([
    personMap(directory, peopleOf(rows)),
    actionableAmong(rows),
  ]);
  return envelope(
    rows.map((b) => presentBooking(b, people, b.resource, actionable)),
    count,
    q,
  );
}

export function listMine(q: PageQuery & BookingFilters, directory: Directory) {
  return page({ ...filterWhere(q), requesterId: requireContext().userId as string }, q, directory, 'desc');
}

/** The bookings of one resource (its calendar): any bookable user sees who holds which slot. */
export async function listForResource(
  resourceId: string,
  q: PageQuery & BookingFilters,
  directory: Directory,
) {
  await findResource(resourceId);
  const status = q.status?.length ? q.status : (['PENDING', 'APPROVED', 'COMPLETED'] as BookingStatus[]);
  return page({ ...filterWhere({ ...q, status }), resourceId }, q, directory);
}

/** Global view (booking.manage). */
export function listAll(q: PageQuery & BookingFilters, directory: Directory) {
  return page(filterWhere(q), q, directory, 'desc');
}

/**
 * PENDING bookings the caller decides on: without an approval circuit, those of every resource
 * (booking.manage) or of the resources they own; on a circuit, those whose current step names them.
 */
export async function listApprovals(q: PageQuery & BookingFilters, directory: Directory) {
  const ctx = requireContext();
  const actionable = [...(await actionableBookingIds())];
  let direct: WhereOptions<Booking> = { workflowInstanceId: null };
  if (!isManager(ctx)) {
    const owned = await Resource.findAll({ where: { ownerId: ctx.userId as string }, attributes: ['id'] });
    direct = { workflowInstanceId: null, resourceId: { [Op.in]: owned.map((r) => r.id) } };
  }
  const where: WhereOptions<Booking> = {
    [Op.and]: [
      { ...filterWhere(q), status: 'PENDING', requesterId: { [Op.ne]: ctx.userId as string } },
      { [Op.or]: [direct, ...(actionable.length ? [{ id: { [Op.in]: actionable } }] : [])] },
    ],
  };
  return page(where, q, directory);
}

/** Seen by those the policy names, and by the approvers of its circuit's current step. */
async function visibleBooking(id: string) {
  const booking = await findBooking(id);
  const actionable = await actionableAmong([booking]);
  if (!actionable.has(booking.id)) assertCanSee(booking, booking.resource);
  return { booking, actionable };
}

export async function bookingDetail(id: string, directory: Directory) {
  const { booking, actionable } = await visibleBooking(id);
  return presentBooking(
    booking,
    await personMap(directory, peopleOf([booking])),
    booking.resource,
    actionable,
  );
}

export async function bookingHistory(id: string, q: PageQuery, directory: Directory) {
  const { booking } = await visibleBooking(id);
  const { rows, count } = await BookingHistory.findAndCountAll({
    where: { bookingId: booking.id },
    ...pageOptions(q, [
      ['at', 'ASC'],
      ['createdAt', 'ASC'],
    ]),
  });
  const people = await personMap(
    directory,
    rows.map((h) => h.actorId),
  );
  return envelope(
    rows.map((h) => presentHistory(h, people)),
    count,
    q,
  );
}
