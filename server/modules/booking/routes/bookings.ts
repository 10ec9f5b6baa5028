import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { listOf } from '../../../platform/http/list';
import { sendCsv } from '../../../platform/http/download';
import { IdParams } from '../../../platform/http/validate';
import { requireContext } from '../../../platform/tenancy/context';
import { BookingView, HistoryView, SeriesView, StatsView } from '../../../../shared/views/booking';
import { peopleOf, presentBooking } from '../presenter';
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
          response: BookingView,
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
          response: SeriesView,
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
          response: listOf(BookingView),
        },
        ({ query }) => listMine(query, deps.directory),
      )
      .get(
        '/booking/bookings/approvals',
        {
          summary: 'Bookings waiting for my decision (own resources; every resource with booking.manage)',
          access: DECIDE,
          query: ApprovalsQuery,
          response: listOf(BookingView),
        },
        ({ query }) => listApprovals(query, deps.directory),
      )
      .get(
        '/booking/bookings/stats',
        {
          summary: 'Booking statistics over a period (default: the last 30 days)',
          access: MANAGE,
          query: StatsQuery,
          response: StatsView,
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
          response: listOf(BookingView),
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
          response: listOf(BookingView),
        },
        ({ params, query }) => listForResource(params.resourceId, query, deps.directory),
      )
      .get(
        '/booking/bookings',
        {
          summary: 'Every booking (global view)',
          access: MANAGE,
          query: AllBookingsQuery,
          response: listOf(BookingView),
        },
        ({ query }) => listAll(query, deps.directory),
      )
      .get(
        '/booking/bookings/{id}',
        {
          summary: 'A booking (its requester, attendees, the resource owner, booking.manage)',
          access: SEE,
          params: IdParams,
          response: BookingView,
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
          response: listOf(HistoryView),
        },
        ({ params, query }) => bookingHistory(params.id, query, deps.directory),
      )
  );
}
