import { defineStates } from '../../platform/state-machine';
import type { LeaveRequestAction, LeaveRequestStatus } from '../../../shared/leave';

/**
 * A leave request. It is PENDING while its approval circuit runs (APPROVED at once for a type
 * that needs no approval); the circuit's outcome approves or rejects it; the employee cancels a
 * pending request, or an approved one before it starts; an administrator's override sets the
 * status directly, with a comment, whatever steps remain. REJECTED and CANCELLED are final.
 */
export const LEAVE_REQUEST_STATES = defineStates<LeaveRequestStatus, LeaveRequestAction>({
  PENDING: { approve: 'APPROVED', reject: 'REJECTED', cancel: 'CANCELLED', overrideApprove: 'APPROVED', overrideReject: 'REJECTED', overrideCancel: 'CANCELLED' },
  APPROVED: { cancel: 'CANCELLED', overrideReject: 'REJECTED', overrideCancel: 'CANCELLED' },
  REJECTED: {},
  CANCELLED: {},
});

/** Requests that hold days (reserved or taken) and an absence in the calendar. */
export const ACTIVE_STATUSES: readonly LeaveRequestStatus[] = ['PENDING', 'APPROVED'];
