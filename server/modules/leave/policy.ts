import { Op } from 'sequelize';
import type { PermissionCode } from '../../../shared/permissions';
import { hasPermission } from '../../platform/permissions/guard';
import { notFound } from '../../platform/http/problem';
import { port } from '../../platform/modules';
import { requireContext } from '../../platform/tenancy/context';
import { WorkflowStep, WorkflowStepAssignee } from '../../platform/workflow/models';
import type { LeaveRequest } from './models';

export const LEAVE_PERMISSIONS = {
  manage: 'leave.manage',
  approve: 'leave.approve',
  create: 'leave.create',
  config: 'config.manage',
} as const satisfies Record<string, PermissionCode>;

/**
 * Record rules of leave requests, beside the routes' permission codes:
 * - an employee sees and cancels their own requests (leave.create);
 * - leave.approve decides the requests its approval circuit puts before them, and sees those of
 *   their team: their direct and indirect reports (a MANAGER is "limited to own team");
 * - leave.manage sees and overrides every request of the organisation;
 * - nobody decides their own request (the engine answers SELF_APPROVAL).
 */
export function isLeaveAdministrator(): boolean {
  return hasPermission(LEAVE_PERMISSIONS.manage);
}

/** The caller's employee profile id, if any. */
export async function callerEmployeeId(): Promise<string | null> {
  return (await port('people').callerEmployee())?.id ?? null;
}

/** Employees whose requests the caller oversees: everyone (null) for leave.manage, else their reports. */
export async function teamScope(): Promise<ReadonlySet<string> | null> {
  if (isLeaveAdministrator()) return null;
  const own = await callerEmployeeId();
  return new Set(own && hasPermission(LEAVE_PERMISSIONS.approve) ? await port('people').reportsOf(own) : []);
}

/** Whether the caller was asked to decide a step of this request (directly or handed it). */
async function askedToDecide(request: Pick<LeaveRequest, 'workflowInstanceId'>): Promise<boolean> {
  if (!request.workflowInstanceId) return false;
  const userId = requireContext().userId;
  if (!userId) return false;
  const steps = await WorkflowStep.findAll({ where: { instanceId: request.workflowInstanceId }, attributes: ['id'] });
  if (!steps.length) return false;
  return (await WorkflowStepAssignee.count({ where: { userId, stepId: { [Op.in]: steps.map((s) => s.id) } } })) > 0;
}

export async function canReadRequest(request: Pick<LeaveRequest, 'employeeId' | 'workflowInstanceId'>): Promise<boolean> {
  if (isLeaveAdministrator()) return true;
  if ((await callerEmployeeId()) === request.employeeId) return true;
  const team = await teamScope();
  if (team?.has(request.employeeId)) return true;
  return askedToDecide(request);
}

export async function assertCanReadRequest(request: LeaveRequest): Promise<void> {
  if (!(await canReadRequest(request))) throw notFound('Leave request', request.id);
}
