import { hasPermission } from '../../platform/permissions/guard';
import { Problem } from '../../platform/http/problem';
import { requireContext } from '../../platform/tenancy/context';
import { findInstance, type WorkflowInstance } from '../../platform/workflow';
import { WorkflowStep, WorkflowStepAssignee } from '../../platform/workflow/models';

/**
 * Workflow definitions are organisation settings that span every module (leave, booking,
 * recruitment…): they are administered with roles.manage (who may already shape every role) or
 * config.manage (leave configuration); leave.manage may read them to pick a leave policy's circuit.
 */
export const DEFINITION_WRITERS = ['roles.manage', 'config.manage'] as const;
export const DEFINITION_READERS = [...DEFINITION_WRITERS, 'leave.manage'] as const;

export function isWorkflowAdministrator(): boolean {
  return hasPermission(...DEFINITION_WRITERS);
}

/**
 * A request is visible to the people it involves (requester, employee concerned, anyone who was
 * asked to decide a step) and to those who oversee approvals (leave.manage, administrators).
 */
export async function findVisibleInstance(id: string): Promise<WorkflowInstance> {
  const instance = await findInstance({ instanceId: id });
  const ctx = requireContext();
  if (hasPermission(...DEFINITION_READERS)) return instance;
  if (instance.requesterUserId === ctx.userId || (ctx.employeeId && instance.requesterEmployeeId === ctx.employeeId)) return instance;
  const stepIds = (await WorkflowStep.findAll({ where: { instanceId: instance.id }, attributes: ['id'] })).map((s) => s.id);
  const asked = stepIds.length ? await WorkflowStepAssignee.count({ where: { userId: ctx.userId as string, stepId: stepIds } }) : 0;
  if (asked) return instance;
  throw new Problem('PERMISSION_DENIED', 'This request does not involve you');
}
