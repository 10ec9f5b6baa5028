import { z } from 'zod';
import { requireContext } from '../../platform/tenancy/context';
import type { Blockout } from './models/blockout';
import type { Booking } from './models/booking';
import type { BookingHistory } from './models/booking-history';
import type { Resource } from './models/resource';
import type { ResourceType } from './models/resource-type';
import { callerActions } from './policy';
import type { Person } from './services/directory';
import { BOOKING_STATUSES } from './states';

/** Record → JSON, field by field, and the zod shapes that document them in /openapi.json. */

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const personJson = (id: string | null, people: Map<string, Person>) => {
  if (!id) return null;
  const p = people.get(id);
  return { id, name: p?.name ?? null, email: p?.email ?? null };
};

export const PersonShape = z
  .object({ id: z.uuid(), name: z.string().nullable(), email: z.string().nullable() })
  .nullable();

export const ResourceTypeShape = z.object({
  id: z.uuid(),
  name: z.string(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
  requiresOwner: z.boolean(),
  requiresValidation: z.boolean(),
  allowOwnerAutoValidate: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export function presentType(t: ResourceType) {
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

export const ResourceShape = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  typeId: z.uuid(),
  type: z
    .object({
      id: z.uuid(),
      name: z.string(),
      icon: z.string().nullable(),
      color: z.string().nullable(),
      allowOwnerAutoValidate: z.boolean(),
    })
    .nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  capacity: z.number().int().nullable(),
  ownerId: z.uuid().nullable(),
  owner: PersonShape,
  status: z.enum(['ACTIVE', 'INACTIVE']),
  autoValidate: z.boolean(),
  autoApproveAfterHours: z.number().int().nullable(),
  hasPhoto: z.boolean(),
  photoUrl: z
    .string()
    .nullable()
    .meta({ description: 'Path of the photo (GET, same authentication), null without one' }),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export function presentResource(r: Resource, people: Map<string, Person> = new Map()) {
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

const AttendeeShape = z.object({
  userId: z.uuid().nullable(),
  email: z.string(),
  name: z.string().nullable(),
});

export const BookingShape = z.object({
  id: z.uuid(),
  resourceId: z.uuid(),
  resource: z
    .object({
      id: z.uuid(),
      name: z.string(),
      code: z.string(),
      location: z.string().nullable(),
      ownerId: z.uuid().nullable(),
    })
    .nullable(),
  requesterId: z.uuid(),
  requester: PersonShape,
  seriesId: z.uuid().nullable(),
  subject: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  attendees: z.array(AttendeeShape),
  decidedBy: PersonShape,
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
  cancelledBy: PersonShape,
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  reminderSentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  feedback: z.object({ rating: z.number().int(), comment: z.string().nullable(), at: z.string() }).nullable(),
  allowedActions: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** Ids of the people a booking shows (for one directory look-up per page). */
export function peopleOf(bookings: readonly Booking[]): string[] {
  return bookings.flatMap((b) =>
    [b.requesterId, b.decidedBy, b.cancelledBy].filter((id): id is string => typeof id === 'string'),
  );
}

export function presentBooking(
  b: Booking,
  people: Map<string, Person>,
  resource: Resource | undefined = b.resource,
  /** Bookings whose approval step the caller may decide (see services/workflow.ts). */
  actionable: ReadonlySet<string> = new Set(),
) {
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

export const HistoryShape = z.object({
  id: z.uuid(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actor: PersonShape,
  comment: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});

export function presentHistory(h: BookingHistory, people: Map<string, Person>) {
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

export const BlockoutShape = z.object({
  id: z.uuid(),
  resourceId: z.uuid(),
  start: z.string(),
  end: z.string(),
  reason: z.string(),
  createdBy: PersonShape,
  createdAt: z.string(),
});

export function presentBlockout(k: Blockout, people: Map<string, Person> = new Map()) {
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
