import { refusal } from '../../../platform/http/problem';
import { requireContext } from '../../../platform/tenancy/context';
import type { BookingInput } from '../../../../shared/schemas/booking';
import { Booking } from '../models/booking';
import type { Resource } from '../models/resource';
import type { ResourceType } from '../models/resource-type';
import type { BookingStatus } from '../states';
import { resolveAttendees } from './attendees';
import { recordHistory } from './history';
import type { BookingDeps } from './module-deps';
import { notifyPending } from './notifications';
import { assertSlotFree, type Slot } from './overlap';
import { findResource } from './resources-lookup';
import { startApproval } from './workflow';

/**
 * The status a new booking starts in: confirmed at once when the resource auto-validates, or
 * when its owner books it and the type lets owners validate themselves; otherwise PENDING.
 */
export function initialStatus(
  resource: Pick<Resource, 'autoValidate' | 'ownerId'>,
  type: Pick<ResourceType, 'allowOwnerAutoValidate'>,
  requesterId: string,
): BookingStatus {
  if (resource.autoValidate) return 'APPROVED';
  if (resource.ownerId !== null && resource.ownerId === requesterId && type.allowOwnerAutoValidate)
    return 'APPROVED';
  return 'PENDING';
}

/** The resource can take new bookings and the slot is not over. */
export async function bookableResource(
  resourceId: string,
  slot: Slot,
): Promise<Resource & { type: ResourceType }> {
  const resource = await findResource(resourceId);
  if (resource.status !== 'ACTIVE') throw refusal('BUSINESS_RULE', 'booking.resourceDisabled');
  if (slot.end.getTime() <= requireContext().now().getTime())
    throw refusal('BUSINESS_RULE', 'booking.slotOver', {}, { errors: [{ path: 'end', message: 'In the past' }] });
  return resource as Resource & { type: ResourceType };
}

export async function createBooking(input: BookingInput, deps: BookingDeps): Promise<Booking> {
  const ctx = requireContext();
  const requesterId = ctx.userId as string;
  const slot = { start: new Date(input.start), end: new Date(input.end) };
  const resource = await bookableResource(input.resourceId, slot);
  const attendees = await resolveAttendees(input.attendees ?? [], deps.directory);
  await assertSlotFree(resource.id, slot);
  const status = initialStatus(resource, resource.type, requesterId);
  // A concurrent request may still take the slot between the check and this insert: the
  // database guards (exclusion constraint / triggers) refuse the second one, mapped to 409.
  const booking = await Booking.create({
    resourceId: resource.id,
    requesterId,
    subject: input.subject,
    startAt: slot.start,
    endAt: slot.end,
    status,
    attendees,
    requestedAt: ctx.now(),
    decidedAt: status === 'APPROVED' ? ctx.now() : null,
  });
  booking.resource = resource;
  await recordHistory(booking, { action: 'CREATED', from: null });
  if (booking.status === 'PENDING') {
    // With an approval circuit the engine tells its approvers; otherwise the owner is told.
    const onCircuit = await startApproval([booking], resource);
    if (!onCircuit) await notifyPending(booking, resource, deps);
  }
  return booking;
}
