import { Problem, notFound, refusal } from '../../platform/http/problem';
import { requireContext, type RequestContext } from '../../platform/tenancy/context';
import type { Booking } from './models/booking';
import type { Resource } from './models/resource';
import type { ResourceType } from './models/resource-type';
import { allowedActions } from '../../platform/state-machine';
import { bookingStates, type BookingAction } from './states';
import type { CallerAction } from '../../../shared/booking';

/**
 * Record rules of the booking module, beside the permission codes of the routes:
 * - a booking is seen by its requester, its attendees, the owner of its resource and booking.manage;
 * - it is approved or rejected by the resource's owner (holding resource.owner) or booking.manage,
 *   never by its own requester;
 * - it is cancelled by its requester; booking.manage cancels anyone's (admin-cancel).
 */
const has = (ctx: RequestContext, code: string) => ctx.permissions.has(code);
export const isManager = (ctx: RequestContext = requireContext()) => has(ctx, 'booking.manage');
export const managesCatalog = (ctx: RequestContext = requireContext()) =>
  has(ctx, 'resource.manage') || has(ctx, 'booking.manage');

export function ownsResource(
  resource: Pick<Resource, 'ownerId'>,
  ctx: RequestContext = requireContext(),
): boolean {
  return resource.ownerId !== null && resource.ownerId === ctx.userId && has(ctx, 'resource.owner');
}

export function canSeeBooking(
  booking: Booking,
  resource: Resource,
  ctx: RequestContext = requireContext(),
): boolean {
  if (isManager(ctx) || booking.requesterId === ctx.userId) return true;
  if (resource.ownerId !== null && resource.ownerId === ctx.userId) return true;
  return booking.attendees.some((a) => a.userId !== null && a.userId === ctx.userId);
}

export function assertCanSee(
  booking: Booking,
  resource: Resource,
  ctx: RequestContext = requireContext(),
): void {
  if (!canSeeBooking(booking, resource, ctx)) throw notFound('Booking', booking.id);
}

/** Approve/reject: SELF_APPROVAL before anything else, then owner or manager. */
export function assertCanDecide(
  booking: Booking,
  resource: Resource,
  ctx: RequestContext = requireContext(),
): void {
  assertCanSee(booking, resource, ctx);
  if (booking.requesterId === ctx.userId)
    throw refusal('SELF_APPROVAL', 'booking.selfApproval');
  if (!isManager(ctx) && !ownsResource(resource, ctx)) {
    throw refusal('PERMISSION_DENIED', 'booking.notDecider');
  }
}

export function assertIsRequester(
  booking: Booking,
  resource: Resource,
  what: string,
  ctx: RequestContext = requireContext(),
): void {
  assertCanSee(booking, resource, ctx);
  if (booking.requesterId !== ctx.userId)
    throw new Problem('PERMISSION_DENIED', `Only the person who booked may ${what}`);
}

/** Owners may switch auto-validation of their own resources when the type allows it. */
export function canSwitchAutoValidation(
  resource: Resource,
  type: ResourceType,
  ctx: RequestContext = requireContext(),
): boolean {
  return managesCatalog(ctx) || (type.allowOwnerAutoValidate && ownsResource(resource, ctx));
}

/** Blockouts are managed by the catalogue managers and by the resource's owner. */
export function canManageBlockouts(resource: Resource, ctx: RequestContext = requireContext()): boolean {
  return managesCatalog(ctx) || ownsResource(resource, ctx);
}

export type { CallerAction };

/** What the caller may do next, so the screens show only usable buttons (the server still decides). */
export function callerActions(
  booking: Pick<Booking, 'id' | 'status' | 'requesterId' | 'workflowInstanceId' | 'endAt'>,
  resource: Pick<Resource, 'ownerId'>,
  now: Date,
  actionable: ReadonlySet<string> = new Set(),
  ctx: RequestContext = requireContext(),
): CallerAction[] {
  const moves = new Set<BookingAction>(allowedActions(bookingStates, booking.status));
  const mine = booking.requesterId === ctx.userId;
  // On an approval circuit, whoever its current step names decides; else the owner or a manager.
  const decides =
    !mine &&
    (booking.workflowInstanceId ? actionable.has(booking.id) : isManager(ctx) || ownsResource(resource, ctx));
  const actions: CallerAction[] = [];
  if (decides && moves.has('approve')) actions.push('approve');
  if (decides && moves.has('reject')) actions.push('reject');
  if (mine && moves.has('cancel')) actions.push('cancel');
  if (isManager(ctx) && (booking.status === 'PENDING' || booking.status === 'APPROVED'))
    actions.push('adminCancel');
  if (mine && (booking.status === 'PENDING' || booking.status === 'APPROVED')) actions.push('editAttendees');
  if (
    mine &&
    (booking.status === 'APPROVED' || booking.status === 'COMPLETED') &&
    booking.endAt.getTime() <= now.getTime()
  )
    actions.push('giveFeedback');
  return actions;
}
