import { Transaction } from 'sequelize';
import { formatCents } from '../../../../shared/money';
import { invalidState, refusal } from '../../../platform/http/problem';
import { appServices } from '../../../platform/modules';
import { now } from '../../../platform/tenancy/context';
import { act, cancelWorkflow, startWorkflow, type WorkflowCompletion, type WorkflowHandler } from '../../../platform/workflow';
import { createDefinition } from '../../../platform/workflow/definitions';
import { WorkflowDefinition } from '../../../platform/workflow/models';
import { transition } from '../../../platform/state-machine';
import { PurchaseRequest, Vendor } from '../models';
import { PURCHASE_REQUEST_STATES } from '../states';
import { commitmentOf, findRequest, ownRequestFor } from './requests';

export const PURCHASE_ENTITY = 'PURCHASE_REQUEST' as const;
export const TIMED_OUT_COMMENT = 'Délai de validation dépassé / Approval timed out';

/**
 * A tenant that never drew a PURCHASE_REQUEST circuit gets one with its first submission: the
 * requester's manager decides (the engine asks the administrators when there is no manager, and
 * never the requester). Administrators edit it like any circuit.
 */
async function ensureCircuit(): Promise<void> {
  if (await WorkflowDefinition.count({ where: { entityType: PURCHASE_ENTITY, active: true } })) return;
  await createDefinition({
    entityType: PURCHASE_ENTITY,
    name: "Achats : validation du manager",
    description: "Circuit créé avec la première demande d'achat : le manager du demandeur valide.",
    isDefault: true,
    active: true,
    steps: [{ name: 'Validation du manager', kind: 'APPROVAL', approverType: 'MANAGER', approverRoleId: null, approverUserId: null, timeoutHours: null, timeoutAction: null }],
  });
}

/** DRAFT → PENDING_APPROVAL and the circuit starts (a circuit needing nobody approves at once). */
export async function submitRequest(id: string): Promise<PurchaseRequest> {
  const request = await ownRequestFor(id, 'submit');
  const vendor = await Vendor.findByPk(request.vendorId);
  if (!vendor?.active) throw refusal('BUSINESS_RULE', 'purchase.vendorInactive', { name: vendor?.name ?? '' }, { errors: [{ path: 'vendorId', message: '', rule: 'purchase.vendorInactive', params: { name: vendor?.name ?? '' } }] });
  if (request.neededBy < now().toISOString().slice(0, 10)) throw refusal('BUSINESS_RULE', 'purchase.neededByPast', {}, { errors: [{ path: 'neededBy', message: '', rule: 'purchase.neededByPast' }] });
  await request.update({ status: transition(PURCHASE_REQUEST_STATES, request.status, 'submit'), submittedAt: now() });
  await ensureCircuit();
  const instance = await startWorkflow({
    entityType: PURCHASE_ENTITY,
    entityId: request.id,
    requesterUserId: request.requesterUserId,
    requesterEmployeeId: request.requesterEmployeeId,
    summary: `${request.reference} · ${vendor.name} · ${formatCents(request.totalCents)} ${request.currency}`,
  });
  await request.reload();
  if (instance && !request.workflowInstanceId) await request.update({ workflowInstanceId: instance.id });
  return request;
}

/** The requester withdraws a request not yet ordered; a running circuit is cancelled with it. */
export async function cancelRequest(id: string): Promise<PurchaseRequest> {
  const request = await ownRequestFor(id, 'cancel');
  const wasApproved = request.status === 'APPROVED';
  if (request.status === 'PENDING_APPROVAL' && request.workflowInstanceId) await cancelWorkflow({ instanceId: request.workflowInstanceId }, 'Annulée par le demandeur');
  await request.update({ status: transition(PURCHASE_REQUEST_STATES, request.status, 'cancel'), cancelledAt: now() });
  if (wasApproved) await appServices().events.publish('purchase-request.released', commitmentOf(request));
  return request;
}

/** Approve or reject the step the request waits on: the engine checks who may (SELF_APPROVAL, approver, delegation). */
export async function decideRequest(id: string, action: 'APPROVE' | 'REJECT', comment: string | null): Promise<PurchaseRequest> {
  const request = await findRequest(id);
  if (request.status !== 'PENDING_APPROVAL' || !request.workflowInstanceId) throw invalidState(request.status, action === 'APPROVE' ? 'approve' : 'reject');
  await act({ instanceId: request.workflowInstanceId }, { action, comment });
  await request.reload();
  return request;
}

/** The circuit's outcome decides the request, in the transaction that ends the circuit. */
async function onComplete({ instance, decision, comment, actorId }: WorkflowCompletion): Promise<void> {
  const request = await PurchaseRequest.findByPk(instance.entityId, { lock: Transaction.LOCK.UPDATE });
  if (!request || request.status !== 'PENDING_APPROVAL') return;
  const approved = decision === 'APPROVED';
  await request.update({
    status: transition(PURCHASE_REQUEST_STATES, request.status, approved ? 'approve' : 'reject'),
    workflowInstanceId: request.workflowInstanceId ?? instance.id,
    decidedAt: now(),
    decidedBy: actorId,
    decisionComment: decision === 'TIMED_OUT' ? TIMED_OUT_COMMENT : comment,
  });
  if (approved) await appServices().events.publish('purchase-request.approved', commitmentOf(request));
}

export const purchaseWorkflowHandler: WorkflowHandler = {
  entityType: PURCHASE_ENTITY,
  onComplete,
  links: (instance) => ({
    approve: { method: 'POST', path: `/supplies/purchase-requests/${instance.entityId}/approve` },
    reject: { method: 'POST', path: `/supplies/purchase-requests/${instance.entityId}/reject` },
    view: `/supplies/purchase-requests/${instance.entityId}`,
  }),
};
