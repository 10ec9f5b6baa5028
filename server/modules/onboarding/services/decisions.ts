import type { WorkflowAction } from '../../../../shared/workflow';
import { hasPermission } from '../../../platform/permissions/guard';
import { invalidState } from '../../../platform/http/problem';
import { act, delegateStep } from '../../../platform/workflow';
import { ONBOARDING_PERMISSIONS } from '../policy';
import type { Offboarding, Onboarding } from '../models';
import { latestOnboardingOf } from './onboardings';
import { latestOffboardingOf } from './offboardings';

/**
 * Decisions on the approval requests of departures and onboardings: the engine checks who may
 * decide (approvers and their stand-ins, never the requester); these only find the request.
 */
function pendingRequest(record: Offboarding | Onboarding, verb: string): string {
  if (record.status !== 'PENDING_APPROVAL' || !record.workflowInstanceId) throw invalidState(record.status, verb);
  return record.workflowInstanceId;
}

export async function decideOffboarding(employeeId: string, action: WorkflowAction, comment?: string): Promise<Offboarding> {
  const offboarding = await latestOffboardingOf(employeeId);
  await act({ instanceId: pendingRequest(offboarding, action.toLowerCase()) }, { action, comment });
  return offboarding.reload();
}

export async function delegateOffboardingStep(employeeId: string, delegateUserId: string, comment?: string): Promise<Offboarding> {
  const offboarding = await latestOffboardingOf(employeeId);
  await delegateStep(
    { instanceId: pendingRequest(offboarding, 'delegate') },
    { delegateUserId, comment, asAdministrator: hasPermission(ONBOARDING_PERMISSIONS.offboarding) },
  );
  return offboarding.reload();
}

export async function decideOnboarding(employeeId: string, action: WorkflowAction, comment?: string): Promise<Onboarding> {
  const onboarding = await latestOnboardingOf(employeeId);
  await act({ instanceId: pendingRequest(onboarding, action.toLowerCase()) }, { action, comment });
  return latestOnboardingOf(employeeId);
}
