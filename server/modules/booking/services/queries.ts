import { Op, type WhereOptions } from 'sequelize';
import { envelope, pageOptions, type PageQuery } from '../../../platform/http/list';
import { requireContext } from '../../../platform/tenancy/context';
import { Booking } from '../models/booking';
import { BookingHistory } from '../models/booking-history';
import { Resource } from '../models/resource';
import { isManager } from '../policy';
import { peopleOf, presentBooking, presentHistory } from '../presenter';
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

async function page(
  where: WhereOptions<Booking>,
  q: PageQuery,
  directory: Directory,
  fallback: 'asc' | 'desc' = 'asc',
) {
  // The page with its resources (to-one) in one SELECT; the count over the bookings alone.
  const [rows, count] = await Promise.all([
    Booking.findAll({
      where,
      include: [{ model: Resource, as: 'resource' }],
      ...pageOptions(
        q,
        [
          ['startAt', fallback === 'asc' ? 'ASC' : 'DESC'],
          ['id', 'ASC'],
        ],
        SORT_COLUMNS,
      ),
    }),
    Booking.count({ where }),
  ]);
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
