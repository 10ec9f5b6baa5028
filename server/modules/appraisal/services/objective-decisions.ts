import type { ObjectiveAction } from '../../../../shared/appraisal';
import { refusal } from '../../../platform/http/problem';
import { act, findInstanceOrNull, startWorkflow, type WorkflowCompletion, type WorkflowInstance } from '../../../platform/workflow';
import { requireContext } from '../../../platform/tenancy/context';
import { Objective } from '../models';
import { PERMISSIONS, callerScope, isMe } from '../policy';
import { canDecide, changeStatus, findObjective, mayEdit } from './objectives';
import { transition } from '../../../platform/state-machine';
import { OBJECTIVE_STATES } from '../states';

/**
 * Submits an objective for approval. With an OBJECTIVE circuit the approval engine asks its
 * approvers; without one, a holder of evaluation.objective.approve who manages the owner decides.
 */
export async function submitObjective(id: string): Promise<Objective> {
  const scope = await callerScope();
  const objective = await findObjective(id, scope, true);
  if (!mayEdit(scope, objective)) throw refusal('PERMISSION_DENIED', 'objective.notYourEmployee');
  await changeStatus(objective, 'submit');
  const instance = await startWorkflow({
    entityType: 'OBJECTIVE',
    entityId: objective.id,
    requesterUserId: requireContext().userId,
    requesterEmployeeId: objective.ownerEmployeeId,
    summary: `Objectif : ${objective.title}`,
  });
  if (instance) {
    objective.workflowInstanceId = instance.id;
    await Objective.update({ workflowInstanceId: instance.id }, { where: { id: objective.id } });
  }
  return objective.reload();
}

async function pendingInstance(objective: Objective): Promise<WorkflowInstance | null> {
  if (!objective.workflowInstanceId) return null;
  const instance = await findInstanceOrNull({ instanceId: objective.workflowInstanceId });
  return instance?.status === 'PENDING' ? instance : null;
}

/** Approve or reject: through the engine when a request runs (it checks approvers and self-approval), else the default rule. */
export async function decideObjective(id: string, action: 'approve' | 'reject', comment?: string): Promise<Objective> {
  const scope = await callerScope(PERMISSIONS.approveObjectives);
  const objective = await findObjective(id, scope, true);
  transition(OBJECTIVE_STATES, objective.status, action);
  const instance = await pendingInstance(objective);
  if (instance) {
    await act({ instanceId: instance.id }, { action: action === 'approve' ? 'APPROVE' : 'REJECT', comment });
    return objective.reload();
  }
  assertMayDecide(scope, objective);
  return changeStatus(objective, action, comment);
}

function assertMayDecide(scope: Awaited<ReturnType<typeof callerScope>>, objective: Objective): void {
  if (isMe(scope, objective.ownerEmployeeId) || objective.createdBy === requireContext().userId) throw refusal('SELF_APPROVAL', 'objective.selfDecision');
  if (!canDecide(scope, objective)) throw refusal('PERMISSION_DENIED', 'objective.notYourEmployee');
}

/** Final outcome of an approved objective: achieved, or not achieved (final, recorded in the history with its comment). */
export async function concludeObjective(id: string, action: Extract<ObjectiveAction, 'achieve' | 'not-achieved'>, comment?: string): Promise<Objective> {
  const scope = await callerScope(PERMISSIONS.approveObjectives);
  const objective = await findObjective(id, scope, true);
  transition(OBJECTIVE_STATES, objective.status, action);
  assertMayDecide(scope, objective);
  return changeStatus(objective, action, comment);
}

/** The OBJECTIVE request ended: approved, or rejected (a refusal, a timeout or a withdrawal). */
export async function applyObjectiveDecision({ instance, decision, comment, actorId }: WorkflowCompletion): Promise<void> {
  const objective = await Objective.findByPk(instance.entityId);
  if (!objective || objective.status !== 'PENDING_APPROVAL') return;
  await changeStatus(objective, decision === 'APPROVED' ? 'approve' : 'reject', comment ?? (decision === 'APPROVED' ? null : decision), actorId);
}

export const objectiveLinks = (i: WorkflowInstance) => ({
  approve: { method: 'POST' as const, path: `/hr/objectives/${i.entityId}/approve` },
  reject: { method: 'POST' as const, path: `/hr/objectives/${i.entityId}/reject` },
  view: `/appraisal/objectives/${i.entityId}`,
});
