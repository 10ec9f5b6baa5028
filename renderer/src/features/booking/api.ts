/** Shapes (inferred from the server's views) and paths of the booking API. */
import type { z } from 'zod';
import type { BookingStatus, CallerAction } from '../../../../shared/booking';
import type {
  AttendeeView,
  BlockoutView,
  BookingView,
  CalendarTokenView,
  HistoryView,
  OverlapConflictView,
  PersonRefView,
  ResourceTypeView,
  ResourceView,
  SeriesView,
  StatsView,
} from '../../../../shared/views/booking';

export type { BookingStatus, CallerAction };
export type PersonRef = z.infer<typeof PersonRefView>;
export type ResourceType = z.infer<typeof ResourceTypeView>;
export type Resource = z.infer<typeof ResourceView>;
export type Attendee = z.infer<typeof AttendeeView>;
export type Booking = z.infer<typeof BookingView>;
export type BookingSeries = z.infer<typeof SeriesView>;
export type HistoryEntry = z.infer<typeof HistoryView>;
export type Blockout = z.infer<typeof BlockoutView>;
export type CalendarToken = z.infer<typeof CalendarTokenView>;
export type BookingStats = z.infer<typeof StatsView>;

/** An item of the `conflicts` of a BOOKING_OVERLAP refusal. */
export type OverlapConflict = z.infer<typeof OverlapConflictView>;

export const PATHS = {
  types: '/booking/resource-types',
  type: (id: string) => `/booking/resource-types/${id}`,
  resources: '/booking/resources',
  resource: (id: string) => `/booking/resources/${id}`,
  resourceAction: (id: string, action: 'enable' | 'disable' | 'photo' | 'auto-validation') =>
    `/booking/resources/${id}/${action}`,
  resourceBlockouts: (id: string) => `/booking/resources/${id}/blockouts`,
  blockouts: '/booking/blockouts',
  blockout: (id: string) => `/booking/blockouts/${id}`,
  bookings: '/booking/bookings',
  series: '/booking/bookings/series',
  mine: '/booking/bookings/mine',
  approvals: '/booking/bookings/approvals',
  stats: '/booking/bookings/stats',
  feedbackExport: '/booking/bookings/feedback/export',
  resourceBookings: (resourceId: string) => `/booking/resources/${resourceId}/bookings`,
  booking: (id: string) => `/booking/bookings/${id}`,
  history: (id: string) => `/booking/bookings/${id}/history`,
  action: (id: string, action: 'approve' | 'reject' | 'cancel' | 'admin-cancel' | 'feedback') =>
    `/booking/bookings/${id}/${action}`,
  attendees: (id: string) => `/booking/bookings/${id}/attendees`,
  token: '/booking/ical/token',
  rotate: '/booking/ical/token/rotate',
} as const;

/** Booking statuses on the screens: one colour each (pending waits, approved holds the slot). */
export const STATUS_TONES = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
  COMPLETED: 'info',
} as const;

export { BOOKING_STATUSES } from '../../../../shared/booking';
