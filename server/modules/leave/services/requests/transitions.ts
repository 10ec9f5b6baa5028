import { Transaction } from 'sequelize';
import type { LeaveOverrideInput } from '../../../../../shared/schemas/leave';
import { notFound, refusal } from '../../../../platform/http/problem';
import { transition } from '../../../../platform/state-machine';
import { now, requireContext } from '../../../../platform/tenancy/context';
import { cancelWorkflow, findInstance, findInstanceOrNull } from '../../../../platform/workflow';
import { LeaveRequest, LeaveType } from '../../models';
import { callerEmployeeId, assertCanReadRequest } from '../../policy';
import { LEAVE_REQUEST_STATES } from '../../states';
import { giveBack, pendingToTaken } from '../balances';
import { isoToday } from '../calendar/dates';
import { notifyEmployee } from './notifications';

/**
 * The request, locked for the rest of the transaction (concurrent moves queue up on PostgreSQL).
 * Its approval request is locked first, in the order the engine takes them (request of approval,
 * then leave request), so an override racing an approver's decision waits instead of deadlocking.
 */
export async function findRequestForUpdate(id: string): Promise<LeaveRequest> {
  const peek = await LeaveRequest.findByPk(id, { attributes: ['id', 'workflowInstanceId'] });
  if (!peek) throw notFound('Leave request', id);
  if (peek.workflowInstanceId) await findInstance({ instanceId: peek.workflowInstanceId }, true);
  const request = await LeaveRequest.findByPk(id, { lock: Transaction.LOCK.UPDATE });
  if (!request) throw notFound('Leave request', id);
  return request;
}

async function withdrawCircuit(request: LeaveRequest, comment: string | null): Promise<void> {
  if (!request.workflowInstanceId) return;
  const instance = await findInstanceOrNull({ instanceId: request.workflowInstanceId });
  if (instance?.status === 'PENDING') await cancelWorkflow({ instanceId: instance.id }, comment);
}

/** Returns the request's days to its balance, from where they are held. */
async function releaseDays(request: LeaveRequest, from: LeaveRequest['status']): Promise<void> {
  if (from === 'PENDING') await giveBack(request.balanceId, request.daysCenti, 'pending');
  else if (from === 'APPROVED') await giveBack(request.balanceId, request.daysCenti, 'taken');
}

/** The employee withdraws a pending request, or an approved one that has not started. */
export async function cancelRequest(id: string, reason: string | null): Promise<LeaveRequest> {
  const request = await findRequestForUpdate(id);
  await assertCanReadRequest(request);
  if ((await callerEmployeeId()) !== request.employeeId) throw refusal('PERMISSION_DENIED', 'leave.notRequester');
  const from = request.status;
  const to = transition(LEAVE_REQUEST_STATES, from, 'cancel');
  if (from === 'APPROVED' && request.startDate <= isoToday(now())) throw refusal('BUSINESS_RULE', 'leave.cancelStarted');
  request.set({ status: to, cancelledBy: requireContext().userId, cancelledAt: now(), cancelReason: reason });
  await request.save();
  await releaseDays(request, from);
  await withdrawCircuit(request, reason);
  return request;
}

const OVERRIDE = { APPROVE: 'overrideApprove', REJECT: 'overrideReject', CANCEL: 'overrideCancel' } as const;

/**
 * An administrator approves, rejects or cancels directly, with a comment: the status is set at
 * once and the approval circuit, if still running, is withdrawn.
 */
export async function overrideRequest(id: string, input: LeaveOverrideInput): Promise<LeaveRequest> {
  const request = await findRequestForUpdate(id);
  const from = request.status;
  const to = transition(LEAVE_REQUEST_STATES, from, OVERRIDE[input.action]);
  const ctx = requireContext();
  request.set({ status: to, overrideAction: input.action, overrideComment: input.comment, overrideBy: ctx.userId, overrideAt: now() });
  if (input.action === 'CANCEL') request.set({ cancelledBy: ctx.userId, cancelledAt: now(), cancelReason: input.comment });
  else request.set({ decidedBy: ctx.userId, decidedAt: now(), decisionComment: input.comment });
  await request.save();
  if (to === 'APPROVED') await pendingToTaken(request.balanceId, request.daysCenti);
  else await releaseDays(request, from);
  await withdrawCircuit(request, input.comment);
  const type = await LeaveType.findByPk(request.leaveTypeId);
  if (type) await notifyEmployee(request, type, input.comment);
  return request;
}
