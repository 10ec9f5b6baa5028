import { z } from 'zod';
import { BOOKING_STATUSES, CALLER_ACTIONS, RESOURCE_STATUSES } from '../booking';

/**
 * Response views of the booking module: the presenters answer them, API tests check every answer
 * against them, /openapi.json documents them, and the renderer infers its types from them.
 */

export const PersonRefView = z.object({ id: z.uuid(), name: z.string().nullable(), email: z.string().nullable() });
const PersonView = PersonRefView.nullable();

export const ResourceTypeView = z.object({
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

export const ResourceView = z.object({
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
  owner: PersonView,
  status: z.enum(RESOURCE_STATUSES),
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

export const AttendeeView = z.object({
  userId: z.uuid().nullable(),
  email: z.string(),
  name: z.string().nullable(),
});

export const BookingView = z.object({
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
  requester: PersonView,
  seriesId: z.uuid().nullable(),
  subject: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  attendees: z.array(AttendeeView),
  decidedBy: PersonView,
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
  cancelledBy: PersonView,
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  reminderSentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  feedback: z.object({ rating: z.number().int(), comment: z.string().nullable(), at: z.string() }).nullable(),
  allowedActions: z.array(z.enum(CALLER_ACTIONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const HistoryView = z.object({
  id: z.uuid(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actor: PersonView,
  comment: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});

export const BlockoutView = z.object({
  id: z.uuid(),
  resourceId: z.uuid(),
  start: z.string(),
  end: z.string(),
  reason: z.string(),
  createdBy: PersonView,
  createdAt: z.string(),
});

export const SeriesView = z.object({ seriesId: z.uuid(), bookings: z.array(BookingView) });

export const StatsView = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    bookings: z.number().int(),
    byStatus: z.record(z.enum(BOOKING_STATUSES), z.number().int()),
    heldHours: z.number(),
    cancellationRate: z.number(),
    rejectionRate: z.number(),
    averageDecisionHours: z.number().nullable(),
    averageRating: z.number().nullable(),
    feedbackCount: z.number().int(),
  }),
  byResource: z.array(
    z.object({
      resourceId: z.uuid(),
      code: z.string(),
      name: z.string(),
      bookings: z.number().int(),
      heldHours: z.number(),
      averageRating: z.number().nullable(),
      feedbackCount: z.number().int(),
    }),
  ),
  byType: z.array(z.object({ typeId: z.uuid(), name: z.string(), bookings: z.number().int(), heldHours: z.number() })),
  byWeekday: z.array(z.object({ weekday: z.number().int(), bookings: z.number().int() })),
  topRequesters: z.array(z.object({ requesterId: z.uuid(), name: z.string().nullable(), bookings: z.number().int() })),
});

export const CalendarTokenView = z.object({
  token: z.string(),
  feedUrl: z.string().meta({ description: 'https://… URL to subscribe to in a calendar client' }),
  webcalUrl: z.string().meta({ description: 'The same feed as webcal://, which opens calendar apps directly' }),
  createdAt: z.string(),
  rotatedAt: z.string(),
});

/** One item of the `conflicts` of a BOOKING_OVERLAP problem: what the requested slot runs into. */
export const OverlapConflictView = z.object({
  kind: z.enum(['BOOKING', 'BLOCKOUT']),
  id: z.uuid(),
  start: z.string(),
  end: z.string(),
  reason: z.string().optional().describe('The blockout reason'),
});
