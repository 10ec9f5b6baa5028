import { z } from 'zod';
import { isoDateSchema, isoInstantSchema } from '../../../shared/schemas/dates';
import { booleanQuery, listQuery } from '../../platform/http/list';
import { BOOKING_STATUSES } from './states';
import { RESOURCE_STATUSES } from './models/resource';

export {
  AttendeesBody,
  AutoValidationBody,
  BlockoutBody,
  BookingBody,
  CancelBody,
  CreateBlockoutBody,
  DecisionBody,
  FeedbackBody,
  RejectBody,
  ResourceBody,
  ResourceTypeBody,
  SeriesBody,
} from '../../../shared/schemas/booking';

/**
 * A timestamp, or a day (UTC): as the start of a window a day means its first instant, as the
 * end it means the whole day (`to=2026-06-06` keeps bookings of the 6th).
 */
const instantOrDay = (side: 'from' | 'to') =>
  z.union([isoInstantSchema(), isoDateSchema()]).transform((v) => {
    if (v.length !== 10) return new Date(v).toISOString();
    const midnight = Date.parse(`${v}T00:00:00.000Z`);
    return new Date(side === 'to' ? midnight + 86_400_000 : midnight).toISOString();
  });

const statusList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(BOOKING_STATUSES)))
  .optional()
  .meta({ description: 'Comma-separated statuses' });

const bookingFilters = {
  status: statusList,
  resourceId: z.uuid().optional(),
  from: instantOrDay('from')
    .optional()
    .meta({ description: 'Bookings ending after this instant (a day: its start)' }),
  to: instantOrDay('to')
    .optional()
    .meta({ description: 'Bookings starting before this instant (a day: its end)' }),
};

const BOOKING_SORT = ['start', 'end', 'createdAt', 'status', 'subject'] as const;
export const MyBookingsQuery = listQuery(BOOKING_SORT, bookingFilters);
export const ResourceBookingsQuery = listQuery(BOOKING_SORT, {
  status: statusList,
  from: bookingFilters.from,
  to: bookingFilters.to,
});
export const AllBookingsQuery = listQuery(BOOKING_SORT, {
  ...bookingFilters,
  requesterId: z.uuid().optional(),
});
export const ApprovalsQuery = listQuery(BOOKING_SORT, {
  resourceId: bookingFilters.resourceId,
  from: bookingFilters.from,
  to: bookingFilters.to,
});
export const HistoryQuery = listQuery(['at']);

export const ResourceTypesQuery = listQuery(['name', 'createdAt'], {
  q: z.string().trim().max(100).optional(),
});
export const ResourcesQuery = listQuery(['name', 'code', 'location', 'createdAt'], {
  q: z.string().trim().max(100).optional().meta({ description: 'Searches name, code and location' }),
  typeId: z.uuid().optional(),
  status: z.enum(RESOURCE_STATUSES).optional(),
  location: z.string().trim().max(200).optional(),
  ownerId: z.uuid().optional(),
  minCapacity: z.coerce.number().int().min(1).optional(),
  owned: booleanQuery().meta({ description: 'Only the resources the caller owns' }),
});
export const BlockoutsQuery = listQuery(['start', 'createdAt'], {
  resourceId: z.uuid().optional(),
  from: bookingFilters.from,
  to: bookingFilters.to,
});
export const ResourceBlockoutsQuery = listQuery(['start', 'createdAt'], {
  from: bookingFilters.from,
  to: bookingFilters.to,
});

const day = isoDateSchema;
export const StatsQuery = z
  .object({
    from: day().optional(),
    to: day().optional(),
    resourceId: z.uuid().optional(),
    typeId: z.uuid().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'Must not be before from' })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    path: ['to'],
    message: 'At most 366 days',
  });
export const FeedbackExportQuery = z.object({
  from: day().optional(),
  to: day().optional(),
  resourceId: z.uuid().optional(),
});

export const ResourceParams = z.object({ resourceId: z.uuid() });
export const TokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });
