import { ApiRouter } from '../../../platform/http/api-router';
import { AUTHENTICATED, permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { BookingView } from '../../../../shared/views/booking';
import { peopleOf, presentBooking } from '../presenter';
import { AttendeesBody, CancelBody, DecisionBody, FeedbackBody, RejectBody } from '../schema';
import { personMap } from '../services/directory';
import { rejectReason } from '../../../../shared/schemas/booking';
import type { BookingDeps } from '../services/module-deps';
import { actionableAmong } from '../services/workflow';
import { adminCancel, cancel, decide, giveFeedback, replaceAttendees } from '../services/transitions';

/**
 * Approve and reject hold resource.owner or booking.manage (the spec's row), checked by the
 * service: on a RESOURCE_BOOKING circuit the engine's step approver decides instead, whatever
 * their permissions (an HR_MANAGER step, say).
 */
const DECIDE = AUTHENTICATED;
const BOOK = permission('booking.create');

/** The booking's moves: each answers 200 with the booking after the action. */
export function bookingActionRoutes(deps: BookingDeps): ApiRouter {
  const one = async (b: Parameters<typeof presentBooking>[0]) =>
    presentBooking(b, await personMap(deps.directory, peopleOf([b])), b.resource, await actionableAmong([b]));
  return new ApiRouter('Booking — actions')
    .post(
      '/booking/bookings/{id}/approve',
      {
        summary:
          'Approve a PENDING booking (resource.owner on the resource, or booking.manage; on an approval circuit, the current step’s approver; never one’s own: 403 SELF_APPROVAL)',
        access: DECIDE,
        params: IdParams,
        body: DecisionBody,
        response: BookingView,
      },
      async ({ params, body }) => one(await decide(params.id, 'approve', body.comment, deps)),
    )
    .post(
      '/booking/bookings/{id}/reject',
      {
        summary:
          'Reject a PENDING booking with a reason (resource.owner on the resource, or booking.manage; on an approval circuit, the current step’s approver)',
        access: DECIDE,
        params: IdParams,
        body: RejectBody,
        response: BookingView,
      },
      async ({ params, body }) => one(await decide(params.id, 'reject', rejectReason(body), deps)),
    )
    .post(
      '/booking/bookings/{id}/cancel',
      {
        summary: 'Cancel my booking (not from COMPLETED or CANCELLED)',
        access: BOOK,
        params: IdParams,
        body: CancelBody,
        response: BookingView,
      },
      async ({ params, body }) => one(await cancel(params.id, body.reason)),
    )
    .post(
      '/booking/bookings/{id}/admin-cancel',
      {
        summary: 'Administrative cancel, recorded in the booking history',
        access: permission('booking.manage'),
        params: IdParams,
        body: CancelBody,
        response: BookingView,
      },
      async ({ params, body }) => one(await adminCancel(params.id, body.reason, deps)),
    )
    .put(
      '/booking/bookings/{id}/attendees',
      {
        summary: 'Replace the attendees (user ids or email addresses) of my booking',
        access: BOOK,
        params: IdParams,
        body: AttendeesBody,
        response: BookingView,
      },
      async ({ params, body }) => one(await replaceAttendees(params.id, body.attendees, deps)),
    )
    .post(
      '/booking/bookings/{id}/feedback',
      {
        summary: 'Rate my booking 1–5 with an optional comment, once its slot is over',
        access: BOOK,
        params: IdParams,
        body: FeedbackBody,
        response: BookingView,
      },
      async ({ params, body }) => one(await giveFeedback(params.id, body.rating, body.comment)),
    );
}
