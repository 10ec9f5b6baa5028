import { defineStates } from '../../platform/state-machine';
import type { PurchaseRequestAction, PurchaseRequestStatus } from '../../../shared/supplies';

/**
 * A purchase request's life: the requester drafts and submits it (the PURCHASE_REQUEST circuit
 * then approves or rejects it); supplies.manage marks an approved request ORDERED, then RECEIVED.
 * The requester may cancel until it is ordered. RECEIVED, REJECTED and CANCELLED are final.
 */
export const PURCHASE_REQUEST_STATES = defineStates<PurchaseRequestStatus, PurchaseRequestAction>({
  DRAFT: { submit: 'PENDING_APPROVAL', cancel: 'CANCELLED' },
  PENDING_APPROVAL: { approve: 'APPROVED', reject: 'REJECTED', cancel: 'CANCELLED' },
  APPROVED: { order: 'ORDERED', cancel: 'CANCELLED' },
  ORDERED: { receive: 'RECEIVED' },
  RECEIVED: {},
  REJECTED: {},
  CANCELLED: {},
});
