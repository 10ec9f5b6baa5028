import { defineStates } from '../../platform/state-machine';
import type { SubscriptionStatus } from '../../../shared/modules';
import type { PlanStatus } from '../../../shared/operator';

/** Plan: active or archived; an archived plan stays on the tenants that have it. */
export const PLAN_STATES = defineStates<PlanStatus, 'activate' | 'archive'>({
  ACTIVE: { archive: 'ARCHIVED' },
  ARCHIVED: { activate: 'ACTIVE' },
});

/** Add-on: active or inactive. */
export const ADD_ON_STATES = defineStates<'ACTIVE' | 'INACTIVE', 'activate' | 'deactivate'>({
  ACTIVE: { deactivate: 'INACTIVE' },
  INACTIVE: { activate: 'ACTIVE' },
});

/**
 * Tenant subscription: a trial is extended by 7 days at a time; suspension locks the tenant's
 * users out and reactivation returns it to the status it had (trial or active); termination is final.
 */
export type TenantAction = 'extendTrial' | 'activate' | 'suspend' | 'reactivate' | 'reactivateTrial' | 'terminate';
export const TENANT_STATES = defineStates<SubscriptionStatus, TenantAction>({
  TRIAL: { extendTrial: 'TRIAL', activate: 'ACTIVE', suspend: 'SUSPENDED', terminate: 'TERMINATED' },
  ACTIVE: { suspend: 'SUSPENDED', terminate: 'TERMINATED' },
  SUSPENDED: { reactivate: 'ACTIVE', reactivateTrial: 'TRIAL', terminate: 'TERMINATED' },
  TERMINATED: {},
});
