import { z } from 'zod';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { listOf } from '../../../platform/http/list';
import { sendCsv } from '../../../platform/http/download';
import { IdParams } from '../../../platform/http/validate';
import { requireContext } from '../../../platform/tenancy/context';
import { BookingShape, HistoryShape, peopleOf, presentBooking } from '../presenter';
import {
  AllBookingsQuery,
  ApprovalsQuery,
  BookingBody,
  FeedbackExportQuery,
  HistoryQuery,
  MyBookingsQuery,
  ResourceBookingsQuery,
  ResourceParams,
  SeriesBody,
  StatsQuery,
} from '../schema';
import { createBooking } from '../services/create-booking';
import { createSeries } from '../services/create-series';
import { personMap } from '../services/directory';
import { FEEDBACK_CSV_HEADER, feedbackRows } from '../services/feedback-export';
import type { BookingDeps } from '../services/module-deps';
import { actionableAmong } from '../services/workflow';
import {
  bookingDetail,
  bookingHistory,
  listAll,
  listApprovals,
  listForResource,
  listMine,
} from '../services/queries';
import { bookingStats } from '../services/stats';

const BOOK = permission('booking.create');
const MANAGE = permission('booking.manage');
const DECIDE = permission('resource.owner', 'booking.manage');
const SEE = permission('booking.create', 'resource.owner', 'booking.manage');

const SeriesShape = z.object({ seriesId: z.uuid(), bookings: z.array(BookingShape) });
const StatsShape = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    bookings: z.number().int(),
    byStatus: z.record(z.string(), z.number().int()),
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
  byType: z.array(
    z.object({ typeId: z.uuid(), name: z.string(), bookings: z.number().int(), heldHours: z.number() }),
  ),
  byWeekday: z.array(z.object({ weekday: z.number().int(), bookings: z.number().int() })),
  topRequesters: z.array(
    z.object({ requesterId: z.uuid(), name: z.string().nullable(), bookings: z.number().int() }),
  ),
});

const today = () => requireContext().now().toISOString().slice(0, 10);
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

export function bookingRoutes(deps: BookingDeps): ApiRouter {
  const one = async (b: Parameters<typeof presentBooking>[0]) =>
    presentBooking(b, await personMap(deps.directory, peopleOf([b])), b.resource, await actionableAmong([b]));
  return (
    new ApiRouter('Booking — bookings')
      .post(
        '/booking/bookings',
        {
          summary:
            'Book a resource: APPROVED at once when it auto-validates, else PENDING; 409 BOOKING_OVERLAP lists what is in the way',
          access: BOOK,
          body: BookingBody,
          status: 201,
          response: BookingShape,
        },
        async ({ body }) => one(await createBooking(body, deps)),
      )
      .post(
        '/booking/bookings/series',
        {
          summary:
            'Book a weekly series until a date: every occurrence or none (409 BOOKING_OVERLAP with conflictingDates)',
          access: BOOK,
          body: SeriesBody,
          status: 201,
          response: SeriesShape,
        },
        async ({ body }) => {
          const { seriesId, bookings } = await createSeries(body, deps);
          const people = await personMap(deps.directory, peopleOf(bookings));
          const actionable = await actionableAmong(bookings);
          return {
            seriesId,
            bookings: bookings.map((b) => presentBooking(b, people, b.resource, actionable)),
          };
        },
      )
      // Fixed paths before /booking/bookings/{id}.
      .get(
        '/booking/bookings/mine',
        {
          summary: 'My bookings (filters status, resourceId, from, to)',
          access: BOOK,
          query: MyBookingsQuery,
          response: listOf(BookingShape),
        },
        ({ query }) => listMine(query, deps.directory),
      )
      .get(
        '/booking/bookings/approvals',
        {
          summary: 'Bookings waiting for my decision (own resources; every resource with booking.manage)',
          access: DECIDE,
          query: ApprovalsQuery,
          response: listOf(BookingShape),
        },
        ({ query }) => listApprovals(query, deps.directory),
      )
      .get(
        '/booking/bookings/stats',
        {
          summary: 'Booking statistics over a period (default: the last 30 days)',
          access: MANAGE,
          query: StatsQuery,
          response: StatsShape,
        },
        async ({ query }) => {
          const to = query.to ?? (query.from && query.from > today() ? query.from : today());
          return bookingStats({ ...query, to, from: query.from ?? daysBefore(to, 29) }, deps.directory);
        },
      )
      .get(
        '/booking/bookings/feedback/export',
        {
          summary: 'Feedback as CSV (filters from, to on the slot date, resourceId)',
          access: MANAGE,
          query: FeedbackExportQuery,
          produces: 'text/csv',
        },
        async ({ query, res }) => {
          await sendCsv(
            res,
            `feedback-reservations-${today()}.csv`,
            FEEDBACK_CSV_HEADER,
            feedbackRows(query, deps.directory),
          );
          return undefined;
        },
      )
      .get(
        '/booking/resources/{id}/bookings',
        {
          summary: "A resource's bookings, for its calendar (default statuses PENDING, APPROVED, COMPLETED)",
          access: SEE,
          params: IdParams,
          query: ResourceBookingsQuery,
          response: listOf(BookingShape),
        },
        ({ params, query }) => listForResource(params.id, query, deps.directory),
      )
      .get(
        '/booking/bookings/resource/{resourceId}',
        {
          summary: "A resource's bookings (the specification's path; same as /booking/resources/{id}/bookings)",
          description: 'Kept because the specification names it; it reads like /booking/bookings/{id}/… with id "resource", so new clients use /booking/resources/{id}/bookings.',
          deprecated: true,
          access: SEE,
          params: ResourceParams,
          query: ResourceBookingsQuery,
          response: listOf(BookingShape),
        },
        ({ params, query }) => listForResource(params.resourceId, query, deps.directory),
      )
      .get(
        '/booking/bookings',
        {
          summary: 'Every booking (global view)',
          access: MANAGE,
          query: AllBookingsQuery,
          response: listOf(BookingShape),
        },
        ({ query }) => listAll(query, deps.directory),
      )
      .get(
        '/booking/bookings/{id}',
        {
          summary: 'A booking (its requester, attendees, the resource owner, booking.manage)',
          access: SEE,
          params: IdParams,
          response: BookingShape,
        },
        ({ params }) => bookingDetail(params.id, deps.directory),
      )
      .get(
        '/booking/bookings/{id}/history',
        {
          summary: 'History of a booking',
          access: SEE,
          params: IdParams,
          query: HistoryQuery,
          response: listOf(HistoryShape),
        },
        ({ params, query }) => bookingHistory(params.id, query, deps.directory),
      )
  );
}
