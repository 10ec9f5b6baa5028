import { defineStates } from '../../platform/state-machine';
import type { OffboardingStatus, OnboardingStatus, TaskStatus } from '../../../shared/onboarding';

export type OnboardingAction = 'approve' | 'reject' | 'expire' | 'complete' | 'cancel';
export type TaskAction = 'complete' | 'reopen';
export type OffboardingAction = 'approve' | 'reject' | 'expire' | 'complete' | 'cancel';

export const onboardingStates = defineStates<OnboardingStatus, OnboardingAction>({
  PENDING_APPROVAL: { approve: 'IN_PROGRESS', reject: 'REJECTED', expire: 'EXPIRED', cancel: 'CANCELLED' },
  IN_PROGRESS: { complete: 'COMPLETED', cancel: 'CANCELLED' },
  COMPLETED: {},
  REJECTED: {},
  EXPIRED: {},
  CANCELLED: {},
});

export const taskStates = defineStates<TaskStatus, TaskAction>({
  TODO: { complete: 'DONE' },
  DONE: { reopen: 'TODO' },
});

export const offboardingStates = defineStates<OffboardingStatus, OffboardingAction>({
  PENDING_APPROVAL: { approve: 'SCHEDULED', reject: 'REJECTED', expire: 'EXPIRED', cancel: 'CANCELLED' },
  SCHEDULED: { complete: 'COMPLETED', cancel: 'CANCELLED' },
  COMPLETED: {},
  REJECTED: {},
  EXPIRED: {},
  CANCELLED: {},
});
