import { Transaction } from 'sequelize';
import { hasPermission } from '../../../../platform/permissions/guard';
import { invalidState, refusal } from '../../../../platform/http/problem';
import { port } from '../../../../platform/modules';
import { now, requireContext } from '../../../../platform/tenancy/context';
import { act, delegateStep, startWorkflow, type WorkflowCompletion, type WorkflowHandler } from '../../../../platform/workflow';
import { createDefinition } from '../../../../platform/workflow/definitions';
import { WorkflowDefinition } from '../../../../platform/workflow/models';
import { transition } from '../../../../platform/state-machine';
import type { EmployeeSummary } from '../../../employees';
import { LeaveRequest, LeaveType, type LeavePolicyVersion } from '../../models';
import { LEAVE_REQUEST_STATES } from '../../states';
import { giveBack, pendingToTaken } from '../balances';
import { notifyEmployee, summaryOf } from './notifications';

export const LEAVE_ENTITY = 'LEAVE_REQUEST' as const;
export const TIMED_OUT_COMMENT = 'Délai de validation dépassé / Approval timed out';

/**
 * A tenant that never drew a LEAVE_REQUEST circuit gets one the first time a request needs
 * approval: the employee's manager decides (the engine asks the administrators when there is no
 * manager, and never the requester). Administrators edit it like any circuit.
 */
async function ensureLeaveCircuit(): Promise<void> {
  if (await WorkflowDefinition.count({ where: { entityType: LEAVE_ENTITY, active: true } })) return;
  await createDefinition({
    entityType: LEAVE_ENTITY,
    name: 'Congés : validation du manager',
    description: 'Circuit créé avec la première demande de congé : le manager du salarié valide.',
    isDefault: true,
    active: true,
    steps: [{ name: 'Validation du manager', kind: 'APPROVAL', approverType: 'MANAGER', approverRoleId: null, approverUserId: null, timeoutHours: null, timeoutAction: null }],
  });
}

/** Starts the request's approval on its policy's circuit (or the tenant's default one). */
export async function startApproval(request: LeaveRequest, employee: EmployeeSummary, type: LeaveType, version: LeavePolicyVersion | null): Promise<void> {
  await ensureLeaveCircuit();
  const instance = await startWorkflow({
    entityType: LEAVE_ENTITY,
    entityId: request.id,
    requesterUserId: requireContext().userId,
    requesterEmployeeId: employee.id,
    summary: summaryOf(request, type, employee.name),
    definitionId: version?.workflowDefinitionId ?? null,
  });
  if (!instance) return;
  await request.reload();
  if (!request.workflowInstanceId) await request.update({ workflowInstanceId: instance.id });
}

/** The circuit's outcome decides the request (in the transaction that ends the circuit). */
async function onComplete({ instance, decision, comment, actorId }: WorkflowCompletion): Promise<void> {
  const request = await LeaveRequest.findByPk(instance.entityId, { lock: Transaction.LOCK.UPDATE });
  if (!request || request.status !== 'PENDING') return;
  const approved = decision === 'APPROVED';
  const finalComment = decision === 'TIMED_OUT' ? TIMED_OUT_COMMENT : comment;
  request.set({
    status: transition(LEAVE_REQUEST_STATES, request.status, approved ? 'approve' : 'reject'),
    workflowInstanceId: request.workflowInstanceId ?? instance.id,
    decidedBy: actorId,
    decidedAt: now(),
    decisionComment: finalComment,
  });
  await request.save();
  if (approved) await pendingToTaken(request.balanceId, request.daysCenti);
  else await giveBack(request.balanceId, request.daysCenti, 'pending');
  const type = await LeaveType.findByPk(request.leaveTypeId);
  if (type) await notifyEmployee(request, type, finalComment);
}

export const leaveWorkflowHandler: WorkflowHandler = {
  entityType: LEAVE_ENTITY,
  onComplete,
  links: (instance) => ({
    approve: { method: 'POST', path: `/hr/leaves/${instance.entityId}/approve` },
    reject: { method: 'POST', path: `/hr/leaves/${instance.entityId}/reject` },
    view: '/hr/leave-approvals',
  }),
  notifiesRequester: true,
};

function instanceOf(request: LeaveRequest, action: string): string {
  if (!request.workflowInstanceId) {
    if (request.status === 'PENDING') throw refusal('BUSINESS_RULE', 'leave.notOnCircuit');
    throw invalidState(request.status, action);
  }
  return request.workflowInstanceId;
}

/** Approve or reject the step the request waits on: the engine checks who may (SELF_APPROVAL, approver, delegation). */
export async function decide(request: LeaveRequest, action: 'APPROVE' | 'REJECT', comment: string | null): Promise<LeaveRequest> {
  const instanceId = instanceOf(request, action === 'APPROVE' ? 'approve' : 'reject');
  await act({ instanceId }, { action, comment });
  await request.reload();
  return request;
}

/**
 * Hands the waiting step to someone else (a user id, or an employee id with an account), who
 * must be able to approve leave. Step approvers may do it, and leave administrators.
 */
export async function delegate(request: LeaveRequest, delegateId: string, comment: string | null): Promise<LeaveRequest> {
  const instanceId = instanceOf(request, 'delegate');
  const people = port('people');
  let userId = delegateId;
  if (!(await people.users([delegateId])).has(delegateId)) {
    const employee = await people.employeeSummary(delegateId);
    if (employee?.userId) userId = employee.userId;
  }
  if ((await people.users([userId])).has(userId) && !(await people.holds(userId, 'leave.approve'))) {
    throw refusal('BUSINESS_RULE', 'leave.delegateNotApprover', {}, { errors: [{ path: 'delegateId', message: '', rule: 'leave.delegateNotApprover' }] });
  }
  await delegateStep({ instanceId }, { delegateUserId: userId, comment, asAdministrator: hasPermission('leave.manage') });
  await request.reload();
  return request;
}
