import type { Request } from 'express';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission, PUBLIC } from '../../../platform/http/requirements';
import { tokenLinkLimit } from '../../../platform/http/rate-limit';
import { sendIcs } from '../../../platform/ics/calendar';
import { TokenParams } from '../schema';
import { currentToken, feedUrl, rotateToken } from '../services/calendar-token';
import { feedForToken } from '../services/calendar-feed';
import type { BookingDeps } from '../services/module-deps';
import type { CalendarToken } from '../models/calendar-token';
import { CalendarTokenView } from '../../../../shared/views/booking';

/** PUBLIC_URL when set (behind a proxy the request's own origin may be internal), else the request's origin. */
const baseUrl = (req: Request, publicUrl: string | undefined) =>
  publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
const present = (req: Request, t: CalendarToken, publicUrl: string | undefined) => {
  const url = feedUrl(baseUrl(req, publicUrl), t.token);
  return {
    token: t.token,
    feedUrl: url,
    webcalUrl: url.replace(/^https?:/, 'webcal:'),
    createdAt: t.createdAt.toISOString(),
    rotatedAt: t.updatedAt.toISOString(),
  };
};

/** Personal calendar: the token and its rotation (booking.create), and the public feed it opens. */
export function icalRoutes(deps: BookingDeps): ApiRouter {
  return new ApiRouter('Booking — calendar feed')
    .get(
      '/booking/ical/token',
      {
        summary: 'My personal calendar token and feed URL (created on first call)',
        access: permission('booking.create'),
        transaction: true,
        response: CalendarTokenView,
      },
      async ({ req }) => present(req, await currentToken(), deps.publicUrl),
    )
    .post(
      '/booking/ical/token/rotate',
      {
        summary: 'Replace my calendar token: the previous feed URL stops working at once',
        access: permission('booking.create'),
        response: CalendarTokenView,
      },
      async ({ req }) => present(req, await rotateToken(), deps.publicUrl),
    )
    .get(
      '/booking/ical/feed/{token}',
      {
        summary: 'iCalendar feed of my bookings (no login: the token is the key; unknown token → 404)',
        access: PUBLIC,
        rateLimit: tokenLinkLimit('booking.ical-feed'),
        params: TokenParams,
        produces: 'text/calendar',
      },
      async ({ params, res }) => {
        const calendar = await feedForToken(params.token, deps.directory);
        res.setHeader('Cache-Control', 'private, max-age=300');
        sendIcs(res, 'reservations.ics', calendar);
        return undefined;
      },
    );
}
