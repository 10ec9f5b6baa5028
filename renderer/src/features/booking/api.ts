/** Shapes and paths of the booking API, as the server presents them. */

export type BookingStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'COMPLETED';
export type CallerAction = 'approve' | 'reject' | 'cancel' | 'adminCancel' | 'editAttendees' | 'giveFeedback';

export interface PersonRef {
  id: string;
  name: string | null;
  email: string | null;
}

export interface ResourceType {
  id: string;
  name: string;
  icon: string | null;
  color: string | null;
  requiresOwner: boolean;
  requiresValidation: boolean;
  allowOwnerAutoValidate: boolean;
}

export interface Resource {
  id: string;
  name: string;
  code: string;
  typeId: string;
  type: {
    id: string;
    name: string;
    icon: string | null;
    color: string | null;
    allowOwnerAutoValidate: boolean;
  } | null;
  location: string | null;
  description: string | null;
  capacity: number | null;
  ownerId: string | null;
  owner: PersonRef | null;
  status: 'ACTIVE' | 'INACTIVE';
  autoValidate: boolean;
  autoApproveAfterHours: number | null;
  hasPhoto: boolean;
  photoUrl: string | null;
}

export interface Attendee {
  userId: string | null;
  email: string;
  name: string | null;
}

export interface Booking {
  id: string;
  resourceId: string;
  resource: {
    id: string;
    name: string;
    code: string;
    location: string | null;
    ownerId: string | null;
  } | null;
  requesterId: string;
  requester: PersonRef | null;
  seriesId: string | null;
  subject: string;
  start: string;
  end: string;
  status: BookingStatus;
  attendees: Attendee[];
  decidedBy: PersonRef | null;
  decidedAt: string | null;
  decisionComment: string | null;
  cancelledBy: PersonRef | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  reminderSentAt: string | null;
  completedAt: string | null;
  feedback: { rating: number; comment: string | null; at: string } | null;
  allowedActions: CallerAction[];
  createdAt: string;
}

export interface HistoryEntry {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  actor: PersonRef | null;
  comment: string | null;
  at: string;
}

export interface Blockout {
  id: string;
  resourceId: string;
  start: string;
  end: string;
  reason: string;
  createdBy: PersonRef | null;
}

export interface CalendarToken {
  token: string;
  feedUrl: string;
  webcalUrl: string;
  rotatedAt: string;
}

export interface BookingStats {
  from: string;
  to: string;
  totals: {
    bookings: number;
    byStatus: Record<BookingStatus, number>;
    heldHours: number;
    cancellationRate: number;
    rejectionRate: number;
    averageDecisionHours: number | null;
    averageRating: number | null;
    feedbackCount: number;
  };
  byResource: {
    resourceId: string;
    code: string;
    name: string;
    bookings: number;
    heldHours: number;
    averageRating: number | null;
  }[];
  byType: { typeId: string; name: string; bookings: number; heldHours: number }[];
  byWeekday: { weekday: number; bookings: number }[];
  topRequesters: { requesterId: string; name: string | null; bookings: number }[];
}

export interface OverlapConflict {
  kind: 'BOOKING' | 'BLOCKOUT';
  start: string;
  end: string;
  reason?: string;
}

export const PATHS = {
  types: '/booking/resource-types',
  type: (id: string) => `/booking/resource-types/${id}`,
  resources: '/booking/resources',
  owners: '/booking/owners',
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

export const BOOKING_STATUSES: BookingStatus[] = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  'COMPLETED',
];
