/** Identifiers of the booking records, shared by the server and the renderer. */

export const BOOKING_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'COMPLETED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const RESOURCE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

/** What the caller may do next on a booking (its `allowedActions`). */
export const CALLER_ACTIONS = ['approve', 'reject', 'cancel', 'adminCancel', 'editAttendees', 'giveFeedback'] as const;
export type CallerAction = (typeof CALLER_ACTIONS)[number];
