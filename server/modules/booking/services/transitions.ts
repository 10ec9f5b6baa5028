import { Problem, invalidState, refusal } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { requireModule, requirePermission } from '../../../platform/permissions/guard';
import { requireContext } from '../../../platform/tenancy/context';
import type { Booking } from '../models/booking';
import type { Resource } from '../models/resource';
import { assertCanDecide, assertCanSee, assertIsRequester } from '../policy';
import { bookingStates } from '../states';
import { resolveAttendees } from './attendees';
import { recordHistory } from './history';
import type { BookingDeps } from './module-deps';
import { notifyAdminCancel, notifyDecision } from './notifications';
import { findBooking } from './resources-lookup';
import { actOnApproval, withdrawApproval } from './workflow';
import { findInstanceOrNull } from '../../../platform/workflow';

type Loaded = Booking & { resource: Resource };

/**
 * Approve or reject: through the tenant's RESOURCE_BOOKING circuit when the booking is on one,
 * else by the resource's owner or booking.manage.
 */
export async function decide(
  id: string,
  action: 'approve' | 'reject',
  comment: string | null | undefined,
  deps: BookingDeps,
): Promise<Loaded> {
  const ctx = requireContext();
  const booking = await findBooking(id);
  const circuit =
    booking.workflowInstanceId && booking.status === 'PENDING'
      ? await findInstanceOrNull({ instanceId: booking.workflowInstanceId })
      : null;
  const onCircuit = circuit?.status === 'PENDING';
  // On an approval circuit the engine decides who may act (and refuses SELF_APPROVAL).
  requireModule('BOOKING');
  if (!onCircuit) {
    requirePermission('resource.owner', 'booking.manage');
    assertCanDecide(booking, booking.resource, ctx);
  }
  const from = booking.status;
  const to = transition(bookingStates, from, action);
  if (action === 'approve' && booking.endAt.getTime() <= ctx.now().getTime())
    throw refusal('BUSINESS_RULE', 'booking.slotOverApprove');
  if (onCircuit) {
    await actOnApproval(booking, action, comment);
    return booking;
  }
  await booking.update({
    status: to,
    decidedBy: ctx.userId,
    decidedAt: ctx.now(),
    decisionComment: comment ?? null,
  });
  await recordHistory(booking, { action: action === 'approve' ? 'APPROVED' : 'REJECTED', from, comment });
  await notifyDecision(booking, booking.resource, deps);
  return booking;
}

/** The requester withdraws their booking (any status except COMPLETED and CANCELLED). */
export async function cancel(id: string, reason: string | null | undefined): Promise<Loaded> {
  const ctx = requireContext();
  const booking = await findBooking(id);
  assertIsRequester(booking, booking.resource, 'cancel it', ctx);
  const from = booking.status;
  const to = transition(bookingStates, from, 'cancel');
  await booking.update({
    status: to,
    cancelledBy: ctx.userId,
    cancelledAt: ctx.now(),
    cancelReason: reason ?? null,
  });
  await recordHistory(booking, { action: 'CANCELLED', from, comment: reason });
  if (from === 'PENDING') await withdrawApproval(booking, reason);
  return booking;
}

/** booking.manage cancels any booking, from any status; the history keeps who and why. */
export async function adminCancel(
  id: string,
  reason: string | null | undefined,
  deps: BookingDeps,
): Promise<Loaded> {
  const ctx = requireContext();
  const booking = await findBooking(id);
  const from = booking.status;
  const to = transition(bookingStates, from, 'adminCancel');
  await booking.update({
    status: to,
    cancelledBy: ctx.userId,
    cancelledAt: ctx.now(),
    cancelReason: reason ?? null,
  });
  await recordHistory(booking, { action: 'ADMIN_CANCELLED', from, comment: reason });
  if (from === 'PENDING') await withdrawApproval(booking, reason);
  if (from !== 'CANCELLED' && booking.requesterId !== ctx.userId)
    await notifyAdminCancel(booking, booking.resource, deps);
  return booking;
}

export async function replaceAttendees(
  id: string,
  refs: readonly string[],
  deps: BookingDeps,
): Promise<Loaded> {
  const booking = await findBooking(id);
  assertIsRequester(booking, booking.resource, 'change its attendees');
  if (booking.status !== 'PENDING' && booking.status !== 'APPROVED')
    throw invalidState(booking.status, 'change attendees');
  const before = booking.attendees;
  const attendees = await resolveAttendees(refs, deps.directory);
  await booking.update({ attendees });
  await recordHistory(booking, {
    action: 'ATTENDEES_CHANGED',
    from: booking.status,
    details: { before, after: attendees },
  });
  return booking;
}

/** Feedback by the requester once the slot is over, on a booking that took place; a new one replaces it. */
export async function giveFeedback(
  id: string,
  rating: number,
  comment: string | null | undefined,
): Promise<Loaded> {
  const ctx = requireContext();
  const booking = await findBooking(id);
  assertCanSee(booking, booking.resource, ctx);
  if (booking.requesterId !== ctx.userId)
    throw new Problem('PERMISSION_DENIED', 'Only the person who booked gives feedback');
  if (booking.status !== 'APPROVED' && booking.status !== 'COMPLETED')
    throw invalidState(booking.status, 'give feedback');
  if (booking.endAt.getTime() > ctx.now().getTime())
    throw refusal('BUSINESS_RULE', 'booking.feedbackNotYet');
  const previous = booking.feedbackRating;
  await booking.update({ feedbackRating: rating, feedbackComment: comment ?? null, feedbackAt: ctx.now() });
  await recordHistory(booking, {
    action: 'FEEDBACK',
    from: booking.status,
    comment,
    details: { rating, ...(previous !== null ? { previousRating: previous } : {}) },
  });
  return booking;
}
