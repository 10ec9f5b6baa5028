import { Op } from 'sequelize';
import { centiToDays, type LeaveRequestStatus } from '../../../shared/leave';
import type { LeaveRequest as LeaveRequestViewT, PendingLeave } from '../../../shared/schemas/leave-views';
import { hasPermission } from '../../platform/permissions/guard';
import { port } from '../../platform/modules';
import { now } from '../../platform/tenancy/context';
import { listPendingApprovals } from '../../platform/workflow';
import { WorkflowInstance, WorkflowStep, WorkflowStepAssignee } from '../../platform/workflow/models';
import type { EmployeeSummary, Person } from '../employees';
import { LeaveType, type LeaveRequest } from './models';
import { callerEmployeeId } from './policy';
import { isoToday } from './services/calendar/dates';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function typeRef(type: LeaveType | undefined, id: string) {
  return { id, code: type?.code ?? '', name: type?.name ?? '', color: type?.color ?? '#757575', paid: type?.paid ?? true };
}

export function employeeRef(employee: EmployeeSummary | undefined, id: string) {
  return { id, name: employee?.name ?? '', employeeNumber: employee?.employeeNumber ?? '' };
}

function personRef(users: Map<string, Person>, id: string | null | undefined) {
  return id ? { id, name: users.get(id)?.name ?? '' } : null;
}

/** Instance ids whose waiting step the caller may decide (directly or as a stand-in). */
export async function actionableInstances(): Promise<Set<string>> {
  const out = new Set<string>();
  for (let page = 1; ; page++) {
    const result = await listPendingApprovals({ scope: 'mine', entityType: 'LEAVE_REQUEST', page, pageSize: 200 });
    for (const item of result.items) if (item.canAct && item.instanceId) out.add(item.instanceId);
    if (page * result.pageSize >= result.total) break;
  }
  return out;
}

interface Lookups {
  employees: Map<string, EmployeeSummary>;
  types: Map<string, LeaveType>;
  users: Map<string, Person>;
  steps: Map<string, { name: string; order: number; stepCount: number; approvers: string[] }>;
  me: string | null;
  actionable: Set<string>;
  admin: boolean;
  today: string;
}

function actionsOf(r: LeaveRequest, l: Lookups): LeaveRequestViewT['allowedActions'] {
  const out: LeaveRequestViewT['allowedActions'] = [];
  const status: LeaveRequestStatus = r.status;
  const own = l.me === r.employeeId;
  if (own && (status === 'PENDING' || (status === 'APPROVED' && r.startDate > l.today))) out.push('cancel');
  const canAct = status === 'PENDING' && r.workflowInstanceId !== null && l.actionable.has(r.workflowInstanceId);
  if (canAct) out.push('approve', 'reject');
  if (status === 'PENDING' && r.workflowInstanceId && (canAct || l.admin) && !own) out.push('delegate');
  if (l.admin && (status === 'PENDING' || status === 'APPROVED')) out.push('override');
  return out;
}

function present(r: LeaveRequest, l: Lookups): LeaveRequestViewT {
  const step = r.workflowInstanceId && r.status === 'PENDING' ? l.steps.get(r.workflowInstanceId) : undefined;
  return {
    id: r.id,
    employee: employeeRef(l.employees.get(r.employeeId), r.employeeId),
    leaveType: typeRef(l.types.get(r.leaveTypeId), r.leaveTypeId),
    startDate: r.startDate,
    endDate: r.endDate,
    startPeriod: r.startPeriod,
    endPeriod: r.endPeriod,
    days: centiToDays(r.daysCenti),
    year: r.year,
    reason: r.reason ?? null,
    status: r.status,
    proof: r.proofDocumentId ? { filename: r.proofFilename ?? 'justificatif', contentType: r.proofContentType ?? 'application/octet-stream', size: r.proofSize ?? 0 } : null,
    submittedAt: iso(r.submittedAt) as string,
    submittedBy: personRef(l.users, r.submittedBy),
    decidedAt: iso(r.decidedAt),
    decidedBy: personRef(l.users, r.decidedBy),
    decisionComment: r.decisionComment ?? null,
    cancelledAt: iso(r.cancelledAt),
    cancelledBy: personRef(l.users, r.cancelledBy),
    cancelReason: r.cancelReason ?? null,
    override: r.overrideAction && r.overrideAt ? { action: r.overrideAction, comment: r.overrideComment ?? '', by: personRef(l.users, r.overrideBy), at: iso(r.overrideAt) as string } : null,
    workflowInstanceId: r.workflowInstanceId ?? null,
    currentStep: step ? { name: step.name, order: step.order, stepCount: step.stepCount, approvers: step.approvers.map((id) => ({ id, name: l.users.get(id)?.name ?? '' })) } : null,
    allowedActions: actionsOf(r, l),
  };
}

/** The waiting step of each pending request on a circuit, with its approvers. */
async function waitingSteps(requests: readonly LeaveRequest[]): Promise<Lookups['steps']> {
  const ids = requests.filter((r) => r.status === 'PENDING' && r.workflowInstanceId).map((r) => r.workflowInstanceId as string);
  const out: Lookups['steps'] = new Map();
  if (!ids.length) return out;
  const instances = await WorkflowInstance.findAll({ where: { id: { [Op.in]: ids } } });
  const steps = await WorkflowStep.findAll({ where: { instanceId: { [Op.in]: ids }, status: 'PENDING' }, include: [{ model: WorkflowStepAssignee, as: 'assignees' }] });
  const planLength = new Map(instances.map((i) => [i.id, i.plan.length]));
  for (const s of steps) {
    out.set(s.instanceId, { name: s.name, order: s.stepOrder, stepCount: planLength.get(s.instanceId) ?? s.stepOrder, approvers: (s.assignees ?? []).map((a) => a.userId) });
  }
  return out;
}

/** Requests as answered: employees, types, people and the caller's possible actions looked up once. */
export async function presentRequests(requests: readonly LeaveRequest[]): Promise<LeaveRequestViewT[]> {
  if (!requests.length) return [];
  const steps = await waitingSteps(requests);
  const people = port('people');
  const typeIds = [...new Set(requests.map((r) => r.leaveTypeId))];
  const lookups: Lookups = {
    employees: await people.employeeSummaries(requests.map((r) => r.employeeId)),
    types: new Map((await LeaveType.findAll({ where: { id: { [Op.in]: typeIds } } })).map((t) => [t.id, t])),
    users: await people.users([...requests.flatMap((r) => [r.submittedBy, r.decidedBy, r.cancelledBy, r.overrideBy]), ...[...steps.values()].flatMap((s) => s.approvers)]),
    steps,
    me: await callerEmployeeId(),
    actionable: requests.some((r) => r.status === 'PENDING' && r.workflowInstanceId) ? await actionableInstances() : new Set(),
    admin: hasPermission('leave.manage'),
    today: isoToday(now()),
  };
  return requests.map((r) => present(r, lookups));
}

export async function presentRequest(request: LeaveRequest): Promise<LeaveRequestViewT> {
  return (await presentRequests([request]))[0];
}

export type { PendingLeave };
