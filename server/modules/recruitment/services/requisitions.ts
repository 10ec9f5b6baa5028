import { Op, Transaction, type WhereOptions } from 'sequelize';
import type { RequisitionInput } from '../../../../shared/schemas/recruitment';
import type { RequisitionAction, RequisitionStatus } from '../../../../shared/recruitment';
import { envelope, pageOptions, type PageQuery } from '../../../platform/http/list';
import { invalidState, notFound, Problem } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { transition } from '../../../platform/state-machine';
import { now, requireContext } from '../../../platform/tenancy/context';
import { act, cancelWorkflow, startWorkflow, type WorkflowCompletion, type WorkflowHandler } from '../../../platform/workflow';
import { Requisition } from '../models';
import { assertAuthorOr, assertCanReadRequisition, isAuthor } from '../policy';
import { REQUISITION_STATES } from '../states';

export const REQUISITION_ENTITY = 'JOB_REQUISITION' as const;
export const TIMED_OUT_COMMENT = 'Délai de validation dépassé / Approval timed out';

export async function findRequisition(id: string, lock = false): Promise<Requisition> {
  const r = await Requisition.findByPk(id, lock ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!r) throw notFound('Requisition', id);
  return r;
}

async function assertDepartment(departmentId: string | null | undefined): Promise<void> {
  if (!departmentId) return;
  if (!(await port('people').departmentNames([departmentId])).has(departmentId))
    throw new Problem('VALIDATION_FAILED', 'Unknown department', { errors: [{ path: 'departmentId', message: 'Unknown department' }] });
}

function fields(input: RequisitionInput) {
  return {
    jobTitle: input.jobTitle,
    departmentId: input.departmentId ?? null,
    justification: input.justification,
    priority: input.priority,
    contractType: input.contractType,
    headcount: input.headcount,
    salaryMinCents: input.salaryMin ?? null,
    salaryMaxCents: input.salaryMax ?? null,
    description: input.description ?? null,
  };
}

export async function createRequisition(input: RequisitionInput): Promise<Requisition> {
  await assertDepartment(input.departmentId);
  const ctx = requireContext();
  const tenant = await port('tenants').findTenantById(ctx.tenantId as string);
  const employee = await port('people').callerEmployee();
  return Requisition.create({ ...fields(input), currency: tenant?.currency ?? 'XOF', authorUserId: ctx.userId as string, authorEmployeeId: employee?.id ?? null });
}

export async function updateRequisition(id: string, input: RequisitionInput): Promise<Requisition> {
  const r = await findRequisition(id, true);
  assertAuthorOr(r, 'recruitment.requisition.update', 'edit');
  if (r.status !== 'DRAFT') throw invalidState(r.status, 'edit');
  await assertDepartment(input.departmentId);
  return r.update(fields(input));
}

export async function deleteRequisition(id: string): Promise<void> {
  const r = await findRequisition(id, true);
  assertAuthorOr(r, 'recruitment.requisition.delete', 'delete');
  if (r.status !== 'DRAFT') throw invalidState(r.status, 'delete');
  await r.destroy();
}

export interface RequisitionQuery extends PageQuery {
  status?: RequisitionStatus;
  q?: string;
}

/** Every requisition with recruitment.requisition.read; one's own otherwise. */
export async function listRequisitions(query: RequisitionQuery) {
  const ctx = requireContext();
  const where: WhereOptions<Requisition>[] = [];
  if (!ctx.permissions.has('recruitment.requisition.read')) where.push({ authorUserId: ctx.userId as string });
  if (query.status) where.push({ status: query.status });
  if (query.q) where.push({ jobTitle: { [Op.like]: `%${query.q.replace(/[%_\\]/g, '')}%` } });
  const { rows, count } = await Requisition.findAndCountAll({ where: { [Op.and]: where }, ...pageOptions(query, [['createdAt', 'DESC'], ['id', 'ASC']]) });
  return { rows, count, envelope: <T>(items: T[]) => envelope(items, count, query) };
}

/** DRAFT → PENDING_APPROVAL; the tenant's JOB_REQUISITION circuit starts when it has one. */
export async function submitRequisition(id: string): Promise<Requisition> {
  const r = await findRequisition(id, true);
  assertCanReadRequisition(r);
  await r.update({ status: transition(REQUISITION_STATES, r.status, 'submit'), submittedAt: now() });
  const instance = await startWorkflow({
    entityType: REQUISITION_ENTITY,
    entityId: r.id,
    requesterUserId: r.authorUserId,
    requesterEmployeeId: r.authorEmployeeId,
    summary: `${r.jobTitle} (${r.contractType}, ${r.headcount})`,
  });
  await r.reload();
  if (instance && !r.workflowInstanceId) await r.update({ workflowInstanceId: instance.id });
  return r;
}

/**
 * Approve or reject. On a circuit the engine decides who may (SELF_APPROVAL, step approver);
 * without one the permission decides, and never for the author.
 */
export async function decideRequisition(id: string, action: 'approve' | 'reject', comment: string | null): Promise<Requisition> {
  const r = await findRequisition(id, true);
  // The circuit's approvers may hold no recruitment permission: the engine checks them.
  if (!r.workflowInstanceId) assertCanReadRequisition(r);
  if (r.status !== 'PENDING_APPROVAL') throw invalidState(r.status, action);
  if (r.workflowInstanceId) {
    await act({ instanceId: r.workflowInstanceId }, { action: action === 'approve' ? 'APPROVE' : 'REJECT', comment });
    await r.reload();
    return r;
  }
  if (isAuthor(r)) throw new Problem('SELF_APPROVAL', 'You cannot approve or reject your own requisition');
  const code = action === 'approve' ? 'recruitment.requisition.approve' : 'recruitment.requisition.reject';
  if (!requireContext().permissions.has(code)) throw new Problem('PERMISSION_DENIED', `Requires ${code}`);
  return r.update({ status: transition(REQUISITION_STATES, r.status, action), decidedBy: requireContext().userId, decidedAt: now(), decisionComment: comment });
}

/** publish, fill and cancel (a running circuit is withdrawn with a cancellation). */
export async function moveRequisition(id: string, action: Extract<RequisitionAction, 'publish' | 'fill' | 'cancel'>): Promise<Requisition> {
  const r = await findRequisition(id, true);
  assertCanReadRequisition(r);
  if (action === 'cancel') assertAuthorOr(r, 'recruitment.requisition.update', 'cancel');
  const status = transition(REQUISITION_STATES, r.status, action);
  if (action === 'cancel' && r.status === 'PENDING_APPROVAL' && r.workflowInstanceId) await cancelWorkflow({ instanceId: r.workflowInstanceId }, 'Demande annulée');
  return r.update({ status });
}

/** A linked offer was published: an APPROVED requisition becomes PUBLISHED with it. */
export async function publishWithOffer(requisitionId: string): Promise<void> {
  const r = await findRequisition(requisitionId, true);
  if (r.status === 'APPROVED') await r.update({ status: transition(REQUISITION_STATES, r.status, 'publish') });
}

/** A hire: the requisition is FILLED once its headcount is hired. */
export async function countHire(requisitionId: string, hired: number): Promise<void> {
  const r = await findRequisition(requisitionId, true);
  if (r.status === 'PUBLISHED' && hired >= r.headcount) await r.update({ status: transition(REQUISITION_STATES, r.status, 'fill') });
}

async function onComplete({ instance, decision, comment, actorId }: WorkflowCompletion): Promise<void> {
  const r = await Requisition.findByPk(instance.entityId, { lock: Transaction.LOCK.UPDATE });
  if (!r || r.status !== 'PENDING_APPROVAL') return;
  const approved = decision === 'APPROVED';
  await r.update({
    status: transition(REQUISITION_STATES, r.status, approved ? 'approve' : 'reject'),
    workflowInstanceId: r.workflowInstanceId ?? instance.id,
    decidedAt: now(),
    decidedBy: actorId,
    decisionComment: decision === 'TIMED_OUT' ? TIMED_OUT_COMMENT : comment,
  });
}

export const requisitionWorkflowHandler: WorkflowHandler = {
  entityType: REQUISITION_ENTITY,
  onComplete,
  links: (instance) => ({
    approve: { method: 'POST', path: `/recruitment/requisitions/${instance.entityId}/approve` },
    reject: { method: 'POST', path: `/recruitment/requisitions/${instance.entityId}/reject` },
    view: `/recruitment/requisitions/${instance.entityId}`,
  }),
};
