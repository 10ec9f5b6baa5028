import type { z } from 'zod';
import type { BlockoutView, BookingView, HistoryView, ResourceTypeView, ResourceView } from '../../../shared/views/booking';
import { requireContext } from '../../platform/tenancy/context';
import type { Blockout } from './models/blockout';
import type { Booking } from './models/booking';
import type { BookingHistory } from './models/booking-history';
import type { Resource } from './models/resource';
import type { ResourceType } from './models/resource-type';
import { callerActions } from './policy';
import type { Person } from './services/directory';

/** Record → JSON, field by field, as the views of shared/views/booking.ts describe them. */

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const personJson = (id: string | null, people: Map<string, Person>) => {
  if (!id) return null;
  const p = people.get(id);
  return { id, name: p?.name ?? null, email: p?.email ?? null };
};

export function presentType(t: ResourceType): z.infer<typeof ResourceTypeView> {
  return {
    id: t.id,
    name: t.name,
    icon: t.icon ?? null,
    color: t.color ?? null,
    requiresOwner: t.requiresOwner,
    requiresValidation: t.requiresValidation,
    allowOwnerAutoValidate: t.allowOwnerAutoValidate,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export function presentResource(r: Resource, people: Map<string, Person> = new Map()): z.infer<typeof ResourceView> {
  return {
    id: r.id,
    name: r.name,
    code: r.code,
    typeId: r.typeId,
    type: r.type
      ? {
          id: r.type.id,
          name: r.type.name,
          icon: r.type.icon ?? null,
          color: r.type.color ?? null,
          allowOwnerAutoValidate: r.type.allowOwnerAutoValidate,
        }
      : null,
    location: r.location ?? null,
    description: r.description ?? null,
    capacity: r.capacity ?? null,
    ownerId: r.ownerId ?? null,
    owner: personJson(r.ownerId, people),
    status: r.status,
    autoValidate: r.autoValidate,
    autoApproveAfterHours: r.autoApproveAfterHours ?? null,
    hasPhoto: Boolean(r.photoDocumentId),
    photoUrl: r.photoDocumentId
      ? `/booking/resources/${r.id}/photo?v=${r.photoDocumentId.slice(0, 8)}`
      : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Ids of the people a booking shows (for one directory look-up per page). */
/** What a booking's answer reads: a model instance, or a plain row of a set-based list. */
export type BookingRecord = Pick<
  Booking,
  | 'id'
  | 'resourceId'
  | 'requesterId'
  | 'seriesId'
  | 'subject'
  | 'startAt'
  | 'endAt'
  | 'status'
  | 'attendees'
  | 'decidedBy'
  | 'decidedAt'
  | 'decisionComment'
  | 'cancelledBy'
  | 'cancelledAt'
  | 'cancelReason'
  | 'reminderSentAt'
  | 'completedAt'
  | 'feedbackRating'
  | 'feedbackComment'
  | 'feedbackAt'
  | 'workflowInstanceId'
  | 'createdAt'
  | 'updatedAt'
> & { resource?: ResourceRef };

export type ResourceRef = Pick<Resource, 'id' | 'name' | 'code' | 'location' | 'ownerId'>;

export function peopleOf(bookings: readonly Pick<Booking, 'requesterId' | 'decidedBy' | 'cancelledBy'>[]): string[] {
  return bookings.flatMap((b) =>
    [b.requesterId, b.decidedBy, b.cancelledBy].filter((id): id is string => typeof id === 'string'),
  );
}

export function presentBooking(
  b: BookingRecord,
  people: Map<string, Person>,
  resource: ResourceRef | undefined = b.resource,
  /** Bookings whose approval step the caller may decide (see services/workflow.ts). */
  actionable: ReadonlySet<string> = new Set(),
): z.infer<typeof BookingView> {
  const now = requireContext().now();
  return {
    id: b.id,
    resourceId: b.resourceId,
    resource: resource
      ? {
          id: resource.id,
          name: resource.name,
          code: resource.code,
          location: resource.location ?? null,
          ownerId: resource.ownerId ?? null,
        }
      : null,
    requesterId: b.requesterId,
    requester: personJson(b.requesterId, people),
    seriesId: b.seriesId ?? null,
    subject: b.subject,
    start: b.startAt.toISOString(),
    end: b.endAt.toISOString(),
    status: b.status,
    attendees: b.attendees,
    decidedBy: personJson(b.decidedBy, people),
    decidedAt: iso(b.decidedAt),
    decisionComment: b.decisionComment ?? null,
    cancelledBy: personJson(b.cancelledBy, people),
    cancelledAt: iso(b.cancelledAt),
    cancelReason: b.cancelReason ?? null,
    reminderSentAt: iso(b.reminderSentAt),
    completedAt: iso(b.completedAt),
    feedback:
      typeof b.feedbackRating === 'number' && b.feedbackAt
        ? { rating: b.feedbackRating, comment: b.feedbackComment ?? null, at: b.feedbackAt.toISOString() }
        : null,
    allowedActions: resource ? callerActions(b, resource, now, actionable) : [],
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

export function presentHistory(h: BookingHistory, people: Map<string, Person>): z.infer<typeof HistoryView> {
  return {
    id: h.id,
    action: h.action,
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    actor: personJson(h.actorId, people),
    comment: h.comment,
    details: h.details,
    at: h.at.toISOString(),
  };
}

export function presentBlockout(k: Blockout, people: Map<string, Person> = new Map()): z.infer<typeof BlockoutView> {
  return {
    id: k.id,
    resourceId: k.resourceId,
    start: k.startAt.toISOString(),
    end: k.endAt.toISOString(),
    reason: k.reason,
    createdBy: personJson(k.createdBy, people),
    createdAt: k.createdAt.toISOString(),
  };
}
