import { defineStates } from '../state-machine';
import type { InstanceStatus, StepStatus } from '../../../shared/workflow';

export type InstanceAction = 'approve' | 'reject' | 'timeout' | 'cancel';
export type StepAction = 'approve' | 'reject' | 'skip' | 'timeout';

/** A request: only a PENDING one moves, and every end is final. */
export const instanceStates = defineStates<InstanceStatus, InstanceAction>({
  PENDING: { approve: 'APPROVED', reject: 'REJECTED', timeout: 'TIMED_OUT', cancel: 'CANCELLED' },
  APPROVED: {},
  REJECTED: {},
  TIMED_OUT: {},
  CANCELLED: {},
});

/**
 * A step: decided by an approver (approve, reject), passed over (skip: timeout with action SKIP
 * or nobody to ask) or failed by its timeout (FAIL). NOTIFY steps are created NOTIFIED.
 */
export const stepStates = defineStates<StepStatus, StepAction>({
  PENDING: { approve: 'APPROVED', reject: 'REJECTED', skip: 'SKIPPED', timeout: 'TIMED_OUT' },
  APPROVED: {},
  REJECTED: {},
  SKIPPED: {},
  TIMED_OUT: {},
  NOTIFIED: {},
});
