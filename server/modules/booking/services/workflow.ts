import { Op } from 'sequelize';
import {
  act,
  actionableInstanceIds,
  cancelWorkflow,
  findInstanceOrNull,
  type PendingSource,
  startWorkflow,
  type WorkflowCompletion,
  type WorkflowHandler,
} from '../../../platform/workflow';
import { transition } from '../../../platform/state-machine';
import { currentApp, currentContext, requireContext } from '../../../platform/tenancy/context';
import { bookingDeps } from './module-deps';
import { bookingSummary, pendingBookingsToDecide } from './pending-source';
import { Booking } from '../models/booking';
import { Resource } from '../models/resource';
import { bookingStates } from '../states';
import { recordHistory } from './history';
import type { BookingDeps } from './module-deps';
import { notifyDecision } from './notifications';

/**
 * The booking side of the generic approval engine. When the tenant defines a RESOURCE_BOOKING
 * circuit, a booking that needs approval starts a request on it and approval follows its steps
 * (the engine says who may act and refuses SELF_APPROVAL); its outcome sets the booking's status.
 * Without a circuit the engine answers null and the owner / booking.manage path applies.
 */
export const BOOKING_ENTITY = 'RESOURCE_BOOKING' as const;
export const TIMED_OUT_REASON = 'Approval circuit timed out';

/**
 * Starts one request for bookings that wait together (one booking, or every occurrence of a
 * weekly series: one decision for the series). The first booking names the request.
 */
export async function startApproval(bookings: Booking[], resource: Resource): Promise<boolean> {
  const ctx = requireContext();
  const [first] = bookings;
  const instance = await startWorkflow({
    entityType: BOOKING_ENTITY,
    entityId: first.id,
    requesterUserId: ctx.userId,
    requesterEmployeeId: ctx.employeeId ?? null,
    summary: bookingSummary(first, resource.name, bookings.length - 1),
  });
  if (!instance) return false;
  for (const booking of bookings) await booking.update({ workflowInstanceId: instance.id });
  // A circuit that needs nobody ends at once, before the other occurrences were linked to it.
  await first.reload();
  if (first.status !== 'PENDING')
    await applyToPending(
      instance.id,
      first.status === 'APPROVED' ? 'APPROVED' : 'REJECTED',
      first.decidedBy,
      first.decisionComment,
      null,
    );
  for (const booking of bookings) await booking.reload();
  return true;
}

/** Approve or reject through the circuit's current step; the engine checks who may. */
export async function actOnApproval(
  booking: Booking,
  action: 'approve' | 'reject',
  comment: string | null | undefined,
): Promise<'DECIDED' | 'STEP_DONE'> {
  const instanceId = booking.workflowInstanceId as string;
  await act({ instanceId }, { action: action === 'approve' ? 'APPROVE' : 'REJECT', comment: comment ?? null });
  await booking.reload();
  if (booking.status !== 'PENDING') return 'DECIDED';
  await recordHistory(booking, { action: 'STEP_APPROVED', from: 'PENDING', comment });
  return 'STEP_DONE';
}

/**
 * A booking left PENDING (cancelled, or its slot passed): its request is withdrawn, unless other
 * occurrences of its series still wait on it.
 */
export async function withdrawApproval(booking: Booking, reason: string | null | undefined): Promise<void> {
  if (!booking.workflowInstanceId) return;
  const stillWaiting = await Booking.count({
    where: { workflowInstanceId: booking.workflowInstanceId, status: 'PENDING' },
  });
  if (stillWaiting > 0) return;
  const instance = await findInstanceOrNull({ instanceId: booking.workflowInstanceId });
  if (instance?.status === 'PENDING') await cancelWorkflow({ instanceId: instance.id }, reason ?? null);
}

/** Among these bookings, those the caller may decide through their circuit (no look-up when none is on one). */
export async function actionableAmong(bookings: readonly Pick<Booking, 'workflowInstanceId' | 'status'>[]): Promise<Set<string>> {
  if (!bookings.some((b) => b.workflowInstanceId && b.status === 'PENDING')) return new Set();
  return actionableBookingIds();
}

/**
 * Ids of the bookings whose current step the caller may decide (directly or as a stand-in),
 * every occurrence of a series included.
 */
export async function actionableBookingIds(): Promise<Set<string>> {
  const instanceIds = await actionableInstanceIds(BOOKING_ENTITY);
  if (instanceIds.size === 0) return new Set();
  const bookings = await Booking.findAll({
    where: { workflowInstanceId: { [Op.in]: [...instanceIds] }, status: 'PENDING' },
    attributes: ['id'],
  });
  return new Set(bookings.map((b) => b.id));
}

/** Decides every booking still PENDING on the request (a series decides together). */
async function applyToPending(
  instanceId: string,
  outcome: 'APPROVED' | 'REJECTED',
  actor: string | null,
  comment: string | null,
  deps: BookingDeps | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  const at = currentContext()?.now() ?? new Date();
  const waiting = await Booking.findAll({
    where: { workflowInstanceId: instanceId, status: 'PENDING' },
    include: [{ model: Resource, as: 'resource' }],
    order: [['startAt', 'ASC']],
  });
  for (const booking of waiting) {
    const from = booking.status;
    await booking.update({
      status: transition(bookingStates, from, outcome === 'APPROVED' ? 'approve' : 'reject'),
      decidedBy: actor,
      decidedAt: at,
      decisionComment: comment,
    });
    await recordHistory(booking, {
      action: outcome,
      from,
      comment,
      actorId: actor,
      details: { workflowInstanceId: instanceId, ...details },
    });
  }
  if (deps && waiting[0]?.resource) await notifyDecision(waiting[0], waiting[0].resource, deps);
}

async function applyOutcome({ instance, decision, comment, actorId }: WorkflowCompletion): Promise<void> {
  const first = await Booking.findByPk(instance.entityId);
  if (!first) return;
  // The request may end inside startWorkflow, before the bookings carry its id.
  if (!first.workflowInstanceId) await first.update({ workflowInstanceId: instance.id });
  await applyToPending(
    instance.id,
    decision === 'APPROVED' ? 'APPROVED' : 'REJECTED',
    actorId,
    decision === 'TIMED_OUT' ? TIMED_OUT_REASON : comment,
    bookingDeps(currentApp()),
    { outcome: decision },
  );
}

/** The booking side of the engine: the outcome decides the bookings, and the requester gets the booking's own mail. */
export const bookingWorkflowHandler: WorkflowHandler = {
  entityType: BOOKING_ENTITY,
  onComplete: applyOutcome,
  links: (instance) => ({
    approve: { method: 'POST', path: `/booking/bookings/${instance.entityId}/approve` },
    reject: { method: 'POST', path: `/booking/bookings/${instance.entityId}/reject` },
    view: '/booking/approvals',
  }),
  notifiesRequester: true,
};

/** Bookings without a circuit waiting for the caller as owner or booking manager (the unified inbox). */
export const bookingPendingSource: PendingSource = {
  module: 'BOOKING',
  anyOf: ['booking.manage', 'resource.owner'],
  entityTypes: [BOOKING_ENTITY],
  mine: () => pendingBookingsToDecide(bookingDeps(currentApp()).directory),
};
