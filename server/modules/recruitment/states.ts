import { defineStates } from '../../platform/state-machine';
import type { JobOfferAction, JobOfferStatus, RequisitionAction, RequisitionStatus } from '../../../shared/recruitment';

/**
 * The specification's requisition table. A rejection (the specification shows no state for it)
 * leaves it REJECTED, returned to its author: final, like a cancelled one.
 */
export const REQUISITION_STATES = defineStates<RequisitionStatus, RequisitionAction>({
  DRAFT: { submit: 'PENDING_APPROVAL', cancel: 'CANCELLED' },
  PENDING_APPROVAL: { approve: 'APPROVED', reject: 'REJECTED', cancel: 'CANCELLED' },
  APPROVED: { publish: 'PUBLISHED', cancel: 'CANCELLED' },
  PUBLISHED: { fill: 'FILLED', cancel: 'CANCELLED' },
  REJECTED: {},
  FILLED: {},
  CANCELLED: {},
});

/** DRAFT → PUBLISHED → CLOSED → ARCHIVED; a draft may also be archived unpublished. */
export const JOB_OFFER_STATES = defineStates<JobOfferStatus, JobOfferAction>({
  DRAFT: { publish: 'PUBLISHED', archive: 'ARCHIVED' },
  PUBLISHED: { close: 'CLOSED' },
  CLOSED: { archive: 'ARCHIVED' },
  ARCHIVED: {},
});
