import type { AssigneeSource } from '../../../shared/workflow';
import type { DirectoryUser } from './directory';
import { workflowDirectory } from './services';
import type { PlannedStep, WorkflowInstance } from './models';

export interface ResolvedApprovers {
  userIds: string[];
  source: AssigneeSource;
}

type Requester = Pick<WorkflowInstance, 'requesterUserId' | 'requesterEmployeeId'>;

/** Whether a user is the person behind the request (by account or by employee profile). */
export function isRequesterUser(instance: Requester, user: { id: string; employeeId: string | null }): boolean {
  return (
    (instance.requesterUserId !== null && instance.requesterUserId === user.id) ||
    (instance.requesterEmployeeId !== null && user.employeeId !== null && instance.requesterEmployeeId === user.employeeId)
  );
}

async function managerUserOf(employeeId: string | null, levels: 1 | 2): Promise<string[]> {
  const directory = workflowDirectory();
  let current = employeeId ? await directory.employee(employeeId) : null;
  for (let level = 0; level < levels && current; level++) {
    current = current.managerId ? await directory.employee(current.managerId) : null;
  }
  return current?.userId ? [current.userId] : [];
}

async function candidates(step: PlannedStep, instance: Requester): Promise<string[]> {
  switch (step.approverType) {
    case 'MANAGER':
      return managerUserOf(instance.requesterEmployeeId, 1);
    case 'MANAGERS_MANAGER':
      return managerUserOf(instance.requesterEmployeeId, 2);
    case 'ROLE':
      return step.approverRoleId ? workflowDirectory().usersWithRole(step.approverRoleId) : [];
    case 'USER':
      return step.approverUserId ? [step.approverUserId] : [];
  }
}

async function eligible(ids: readonly string[], instance: Requester, excludeRequester: boolean): Promise<string[]> {
  const users = await workflowDirectory().users([...new Set(ids)]);
  return [...users.values()]
    .filter((u: DirectoryUser) => u.active && !(excludeRequester && isRequesterUser(instance, u)))
    .map((u) => u.id)
    .sort();
}

/**
 * Who decides (or, for a NOTIFY step, is told about) a step. The requester is never one of the
 * approvers; an approval step with nobody left goes to the tenant's administrators, and with
 * none of them either it is resolved to nobody (the engine then skips it).
 */
export async function resolveApprovers(step: PlannedStep, instance: Requester): Promise<ResolvedApprovers> {
  const approval = step.kind === 'APPROVAL';
  const direct = await eligible(await candidates(step, instance), instance, approval);
  if (direct.length || !approval) return { userIds: direct, source: 'DEFINITION' };
  return { userIds: await eligible(await workflowDirectory().administrators(), instance, true), source: 'FALLBACK' };
}
