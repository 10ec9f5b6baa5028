import type { PermissionCode } from '../../../shared/permissions';
import type { PurchaseRequestAction } from '../../../shared/supplies';
import { notFound } from '../../platform/http/problem';
import { allowedActions } from '../../platform/state-machine';
import { requireContext, type RequestContext } from '../../platform/tenancy/context';
import { findInstanceOrNull, presentInstance } from '../../platform/workflow';
import type { PurchaseRequest } from './models/purchase-request';
import { PURCHASE_REQUEST_STATES } from './states';

export const PERMISSIONS = {
  request: 'supplies.request',
  manage: 'supplies.manage',
} as const satisfies Record<string, PermissionCode>;

/**
 * Record rules of purchase requests:
 * - the requester (supplies.request) drafts, edits while DRAFT, submits and cancels their own;
 * - the PURCHASE_REQUEST circuit decides (its approvers need no supplies permission; the engine
 *   refuses one's own request with SELF_APPROVAL);
 * - supplies.manage sees every request and marks approved ones ORDERED then RECEIVED.
 * Approvers of a request's circuit may read it too, so they decide knowingly.
 */
type Owned = Pick<PurchaseRequest, 'requesterUserId' | 'status'>;

const REQUESTER_ACTIONS: readonly PurchaseRequestAction[] = ['submit', 'cancel'];
const MANAGER_ACTIONS: readonly PurchaseRequestAction[] = ['order', 'receive'];

export function isRequester(request: Pick<PurchaseRequest, 'requesterUserId'>, ctx: RequestContext = requireContext()): boolean {
  return request.requesterUserId === ctx.userId;
}

/** What the caller may do next (approve/reject go through the circuit and its inbox links). */
export function actionsFor(request: Owned, ctx: RequestContext = requireContext()): PurchaseRequestAction[] {
  return allowedActions(PURCHASE_REQUEST_STATES, request.status).filter(
    (action) =>
      (REQUESTER_ACTIONS.includes(action) && isRequester(request, ctx) && ctx.permissions.has(PERMISSIONS.request)) ||
      (MANAGER_ACTIONS.includes(action) && ctx.permissions.has(PERMISSIONS.manage)),
  );
}

async function isApproverOf(request: Pick<PurchaseRequest, 'workflowInstanceId'>, userId: string): Promise<boolean> {
  if (!request.workflowInstanceId) return false;
  const instance = await findInstanceOrNull({ instanceId: request.workflowInstanceId });
  if (!instance) return false;
  const view = await presentInstance(instance);
  return view.steps.some((step) => step.actedBy?.userId === userId || step.onBehalfOf?.userId === userId || step.approvers.some((a) => a.userId === userId));
}

export async function canReadRequest(request: Pick<PurchaseRequest, 'requesterUserId' | 'workflowInstanceId'>, ctx: RequestContext = requireContext()): Promise<boolean> {
  if (ctx.permissions.has(PERMISSIONS.manage)) return true;
  if (isRequester(request, ctx)) return true;
  return ctx.userId ? isApproverOf(request, ctx.userId) : false;
}

export async function assertCanReadRequest(request: PurchaseRequest): Promise<void> {
  if (!(await canReadRequest(request))) throw notFound('Purchase request', request.id);
}
