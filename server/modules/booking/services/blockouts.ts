import { Op, Transaction } from 'sequelize';
import { Problem, notFound } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { requireContext } from '../../../platform/tenancy/context';
import { Blockout } from '../models/blockout';
import { Booking } from '../models/booking';
import { Resource } from '../models/resource';
import { canManageBlockouts, isManager } from '../policy';
import { ACTIVE_STATUSES, bookingStates } from '../states';
import { recordHistory } from './history';
import type { BookingDeps } from './module-deps';
import { notifyAdminCancel } from './notifications';
import { overlapProblem, type Slot } from './overlap';
import { findResource } from './resources-lookup';
import { withdrawApproval } from './workflow';

export interface BlockoutInput {
  start: string;
  end: string;
  reason: string;
  cancelConflicting?: boolean;
}

async function manageableResource(resourceId: string): Promise<Resource> {
  const resource = await findResource(resourceId);
  if (!canManageBlockouts(resource))
    throw new Problem(
      'PERMISSION_DENIED',
      'Only catalogue managers and the owner of the resource manage its blockouts',
    );
  // Serialises with bookings being written on this resource (see the overlap guards migration).
  await Resource.findByPk(resource.id, { lock: Transaction.LOCK.UPDATE });
  return resource;
}

function activeBookingsIn(resourceId: string, slot: Slot) {
  return Booking.findAll({
    where: {
      resourceId,
      status: { [Op.in]: [...ACTIVE_STATUSES] },
      startAt: { [Op.lt]: slot.end },
      endAt: { [Op.gt]: slot.start },
    },
    order: [['startAt', 'ASC']],
  });
}

/**
 * A blockout refuses the active bookings it would cover (409 listing them), unless the caller
 * holds booking.manage and asks to cancel them: they are then admin-cancelled with the reason.
 */
export async function createBlockout(
  resourceId: string,
  input: BlockoutInput,
  deps: BookingDeps,
): Promise<Blockout> {
  const ctx = requireContext();
  const resource = await manageableResource(resourceId);
  const slot = { start: new Date(input.start), end: new Date(input.end) };
  const inTheWay = await activeBookingsIn(resource.id, slot);
  if (inTheWay.length > 0) {
    if (!input.cancelConflicting) {
      throw overlapProblem(
        inTheWay.map((b) => ({
          kind: 'BOOKING' as const,
          id: b.id,
          start: b.startAt.toISOString(),
          end: b.endAt.toISOString(),
        })),
      );
    }
    if (!isManager(ctx))
      throw new Problem('PERMISSION_DENIED', 'Cancelling the bookings in the way needs booking.manage');
    for (const booking of inTheWay) {
      const from = booking.status;
      await booking.update({
        status: transition(bookingStates, from, 'adminCancel'),
        cancelledBy: ctx.userId,
        cancelledAt: ctx.now(),
        cancelReason: input.reason,
      });
      await recordHistory(booking, {
        action: 'ADMIN_CANCELLED',
        from,
        comment: input.reason,
        details: { blockout: true },
      });
      if (from === 'PENDING') await withdrawApproval(booking, input.reason);
      await notifyAdminCancel(booking, resource, deps);
    }
  }
  return Blockout.create({
    resourceId: resource.id,
    startAt: slot.start,
    endAt: slot.end,
    reason: input.reason,
    createdBy: ctx.userId,
  });
}

export async function findBlockout(id: string): Promise<Blockout> {
  const blockout = await Blockout.findByPk(id);
  if (!blockout) throw notFound('Blockout', id);
  return blockout;
}

export async function updateBlockout(id: string, input: BlockoutInput): Promise<Blockout> {
  const blockout = await findBlockout(id);
  await manageableResource(blockout.resourceId);
  const slot = { start: new Date(input.start), end: new Date(input.end) };
  const inTheWay = await activeBookingsIn(blockout.resourceId, slot);
  if (inTheWay.length > 0) {
    throw overlapProblem(
      inTheWay.map((b) => ({
        kind: 'BOOKING' as const,
        id: b.id,
        start: b.startAt.toISOString(),
        end: b.endAt.toISOString(),
      })),
    );
  }
  await blockout.update({ startAt: slot.start, endAt: slot.end, reason: input.reason });
  return blockout;
}

export async function deleteBlockout(id: string): Promise<void> {
  const blockout = await findBlockout(id);
  await manageableResource(blockout.resourceId);
  await blockout.destroy();
}
