import { Op, type WhereOptions } from 'sequelize';
import type { PendingApprovalViewT } from '../../../platform/workflow/views';
import { requireContext } from '../../../platform/tenancy/context';
import { Booking } from '../models/booking';
import { Resource } from '../models/resource';
import { isManager } from '../policy';
import { personMap, type Directory } from './directory';

/** "Subject — Resource, 2026-11-26 09:00–10:00 UTC", how a booking names itself in the inbox. */
export function bookingSummary(booking: Pick<Booking, 'subject' | 'startAt' | 'endAt'>, resourceName: string, others = 0): string {
  const when = `${booking.startAt.toISOString().slice(0, 16).replace('T', ' ')}–${booking.endAt.toISOString().slice(11, 16)} UTC`;
  return `${booking.subject} — ${resourceName}, ${when}${others > 0 ? ` (+${others})` : ''}`;
}

/**
 * PENDING bookings without a circuit that the caller decides (booking.manage: every resource;
 * an owner: their resources), never their own, as items of the unified approvals inbox. Those
 * on a circuit are already there as the engine's requests.
 */
export async function pendingBookingsToDecide(directory: Directory): Promise<PendingApprovalViewT[]> {
  const ctx = requireContext();
  const userId = ctx.userId as string;
  const where: WhereOptions<Booking> = { status: 'PENDING', workflowInstanceId: null, requesterId: { [Op.ne]: userId } };
  if (!isManager(ctx)) {
    const owned = await Resource.findAll({ where: { ownerId: userId }, attributes: ['id'] });
    if (owned.length === 0) return [];
    Object.assign(where, { resourceId: { [Op.in]: owned.map((r) => r.id) } });
  }
  const bookings = await Booking.findAll({ where, include: [{ model: Resource, as: 'resource' }], order: [['startAt', 'ASC'], ['id', 'ASC']] });
  const people = await personMap(directory, bookings.map((b) => b.requesterId));
  return bookings.map((b) => {
    const requester = people.get(b.requesterId);
    return {
      instanceId: null,
      entityType: 'RESOURCE_BOOKING',
      entityId: b.id,
      summary: bookingSummary(b, b.resource?.name ?? ''),
      startedAt: b.createdAt.toISOString(),
      requester: requester ? { userId: requester.id, name: requester.name } : null,
      employee: null,
      step: null,
      stepCount: 0,
      approvers: [],
      canAct: true,
      onBehalfOf: null,
      links: {
        approve: { method: 'POST', path: `/booking/bookings/${b.id}/approve` },
        reject: { method: 'POST', path: `/booking/bookings/${b.id}/reject` },
        view: '/booking/approvals',
      },
    };
  });
}
