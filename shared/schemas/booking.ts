import { z } from 'zod';
import { isoDateSchema, isoInstantSchema } from './dates';

/** Request schemas of the booking module, shared by the server (validation, OpenAPI) and the forms. */

export const SUBJECT_MAX = 200;
export const MAX_ATTENDEES = 50;
export const MAX_RECURRENCE_DAYS = 366;
export const AUTO_APPROVE_MAX_HOURS = 720;

const isoInstant = () => isoInstantSchema();
const isoDay = isoDateSchema;
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** start < end, reported on `end`. */
function orderedSlot<T extends { start: string; end: string }>(value: T, ctx: z.RefinementCtx): void {
  if (Date.parse(value.start) >= Date.parse(value.end)) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start' });
  }
}

export const ResourceTypeBody = z.object({
  name: z.string().trim().min(1).max(100),
  icon: optionalText(50),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour #RRGGBB')
    .nullish(),
  requiresOwner: z.boolean().optional(),
  requiresValidation: z.boolean().optional(),
  allowOwnerAutoValidate: z.boolean().optional(),
});
export type ResourceTypeInput = z.infer<typeof ResourceTypeBody>;

const autoApproveAfterHours = z.number().int().min(1).max(AUTO_APPROVE_MAX_HOURS).nullish();

export const ResourceBody = z.object({
  name: z.string().trim().min(1).max(200),
  code: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Letters, digits, dot, dash and underscore only'),
  typeId: z.uuid(),
  location: optionalText(200),
  description: optionalText(2000),
  capacity: z.number().int().min(1).max(100000).nullish(),
  ownerId: z.uuid().nullish(),
  autoValidate: z.boolean().optional(),
  autoApproveAfterHours,
});
export type ResourceInput = z.infer<typeof ResourceBody>;

export const AutoValidationBody = z.object({
  autoValidate: z.boolean(),
  autoApproveAfterHours,
});

/** An attendee is a user of the company (their id) or a guest (an email address). */
export const AttendeeRef = z.union([
  z.uuid(),
  z.email({ message: 'Expected a user id or an email address' }),
]);
export const AttendeesBody = z.object({ attendees: z.array(AttendeeRef).max(MAX_ATTENDEES) });

export const BookingBody = z
  .object({
    resourceId: z.uuid(),
    subject: z.string().trim().min(1).max(SUBJECT_MAX, `At most ${SUBJECT_MAX} characters`),
    start: isoInstant(),
    end: isoInstant(),
    attendees: z.array(AttendeeRef).max(MAX_ATTENDEES).optional(),
  })
  .superRefine(orderedSlot);
export type BookingInput = z.infer<typeof BookingBody>;

export const SeriesBody = z
  .object({
    resourceId: z.uuid(),
    subject: z.string().trim().min(1).max(SUBJECT_MAX, `At most ${SUBJECT_MAX} characters`),
    start: isoInstant(),
    end: isoInstant(),
    attendees: z.array(AttendeeRef).max(MAX_ATTENDEES).optional(),
    recurrence: z.object({
      frequency: z.literal('WEEKLY'),
      /** Every `interval` weeks (1 = every week). */
      interval: z.number().int().min(1).max(4).default(1),
      /** Last day an occurrence may start on, inclusive, in `timeZone`. */
      until: isoDay(),
      /** IANA time zone whose wall-clock time the occurrences keep (DST-safe). */
      timeZone: z
        .string()
        .refine((tz) => {
          try {
            new Intl.DateTimeFormat('en', { timeZone: tz });
            return true;
          } catch {
            return false;
          }
        }, 'Unknown time zone')
        .default('UTC'),
    }),
  })
  .superRefine(orderedSlot);
export type SeriesInput = z.infer<typeof SeriesBody>;

export const DecisionBody = z.object({ comment: optionalText(1000) });
/**
 * A rejection needs a reason. `comment` is taken in its place: the generic approvals inbox sends
 * every module's reject endpoint `{ comment }`.
 */
export const RejectBody = z
  .object({
    reason: z.string().trim().max(1000).optional().meta({ description: 'Required (or comment)' }),
    comment: z
      .string()
      .trim()
      .max(1000)
      .optional()
      .meta({ description: 'Accepted in place of reason (what the approvals inbox sends)' }),
  })
  .superRefine((v, ctx) => {
    if (!v.reason && !v.comment)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A reason is required' });
  });
export const rejectReason = (body: z.infer<typeof RejectBody>): string =>
  (body.reason || body.comment) as string;
export const CancelBody = z.object({ reason: optionalText(1000) });

export const FeedbackBody = z.object({
  rating: z.number().int().min(1).max(5),
  comment: optionalText(2000),
});

export const BlockoutBody = z
  .object({
    start: isoInstant(),
    end: isoInstant(),
    reason: z.string().trim().min(1, 'A reason is required').max(500),
  })
  .superRefine(orderedSlot);

export const CreateBlockoutBody = z
  .object({
    start: isoInstant(),
    end: isoInstant(),
    reason: z.string().trim().min(1, 'A reason is required').max(500),
    /** Administratively cancel the active bookings in the period instead of refusing (booking.manage). */
    cancelConflicting: z.boolean().optional(),
  })
  .superRefine(orderedSlot);
