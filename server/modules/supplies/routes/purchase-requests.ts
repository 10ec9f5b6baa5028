import { PurchaseDecisionBody, PurchaseNoteBody, PurchaseRequestBody } from '../../../../shared/schemas/supplies';
import { PurchaseRequestDetailView, PurchaseRequestList, PurchaseRequestView } from '../../../../shared/views/supplies';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope } from '../../../platform/http/list';
import { AUTHENTICATED, permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { findInstanceOrNull, presentInstance } from '../../../platform/workflow';
import type { PurchaseRequest } from '../models';
import { assertCanReadRequest, PERMISSIONS } from '../policy';
import { presentRequest, presentRequests } from '../presenter';
import { ManagedRequestsQuery, MyRequestsQuery } from '../schema';
import { listAllRequests, listMyRequests } from '../services/queries';
import { createRequest, findRequest, markProgress, updateRequest } from '../services/requests';
import { cancelRequest, decideRequest, submitRequest } from '../services/workflow';

const REQUEST = permission(PERMISSIONS.request);
const MANAGE = permission(PERMISSIONS.manage);

const CIRCUIT =
  'The request’s PURCHASE_REQUEST circuit decides who may: the approvers of its waiting step, or their stand-ins. One’s own request answers 403 SELF_APPROVAL; someone else’s step 403 PERMISSION_DENIED; a request not waiting for approval 409 INVALID_STATE.';

async function detail(request: PurchaseRequest) {
  const instance = request.workflowInstanceId ? await findInstanceOrNull({ instanceId: request.workflowInstanceId }) : null;
  return { ...(await presentRequest(request)), workflow: instance ? await presentInstance(instance) : null };
}

/** Purchase requests: asked by supplies.request, approved through the circuit, ordered and received by supplies.manage. */
export function purchaseRequestRoutes(): ApiRouter {
  const progress = (action: 'order' | 'receive', summary: string) =>
    ({
      spec: { summary, description: 'A request in another state answers 409 INVALID_STATE.', access: MANAGE, params: IdParams, body: PurchaseNoteBody, response: PurchaseRequestView },
      handler: async ({ params, body }: { params: { id: string }; body: { note?: string | null } }) => presentRequest(await markProgress(params.id, action, body.note?.trim() || null)),
    }) as const;
  const order = progress('order', 'Mark an approved request ordered (APPROVED → ORDERED)');
  const receive = progress('receive', 'Mark an ordered request received (ORDERED → RECEIVED)');
  const decision = (action: 'APPROVE' | 'REJECT', summary: string) =>
    ({
      spec: { summary, description: CIRCUIT, access: AUTHENTICATED, params: IdParams, body: PurchaseDecisionBody, response: PurchaseRequestView },
      handler: async ({ params, body }: { params: { id: string }; body: { comment?: string | null } }) => presentRequest(await decideRequest(params.id, action, body.comment?.trim() || null)),
    }) as const;
  const approve = decision('APPROVE', 'Approve the step waiting for my decision; the last step approves the request');
  const reject = decision('REJECT', 'Reject the request (optional comment, shown to the requester)');

  return new ApiRouter('Supplies — purchase requests')
    .get('/supplies/purchase-requests/mine', { summary: 'My purchase requests, newest first', access: REQUEST, query: MyRequestsQuery, response: PurchaseRequestList }, async ({ query }) => {
      const { rows, count } = await listMyRequests(query);
      return envelope(await presentRequests(rows), count, query);
    })
    .get(
      '/supplies/purchase-requests',
      { summary: 'Every purchase request (requests to process)', description: 'Filter by status (e.g. APPROVED,ORDERED: what waits for an order or a receipt), vendor, or words of the reference or justification.', access: MANAGE, query: ManagedRequestsQuery, response: PurchaseRequestList },
      async ({ query }) => {
        const { rows, count } = await listAllRequests(query);
        return envelope(await presentRequests(rows), count, query);
      },
    )
    .post(
      '/supplies/purchase-requests',
      {
        summary: 'Draft a purchase request (DRAFT)',
        description: 'Items with description, whole quantity and estimated unit price (exact decimal); the vendor must be active (422 BUSINESS_RULE); the needed-by date not past (400). Numbered DA-YYYY-nnnnn.',
        access: REQUEST,
        body: PurchaseRequestBody,
        status: 201,
        response: PurchaseRequestView,
      },
      async ({ body }) => presentRequest(await createRequest(body)),
    )
    .get(
      '/supplies/purchase-requests/{id}',
      { summary: 'One purchase request with its approval timeline', description: 'Readable by its requester, by supplies.manage and by the approvers of its circuit; anyone else 404.', access: AUTHENTICATED, params: IdParams, response: PurchaseRequestDetailView },
      async ({ params }) => {
        const request = await findRequest(params.id);
        await assertCanReadRequest(request);
        return detail(request);
      },
    )
    .put(
      '/supplies/purchase-requests/{id}',
      { summary: 'Replace the fields and items of my DRAFT request', description: 'Another state answers 409 INVALID_STATE.', access: REQUEST, params: IdParams, body: PurchaseRequestBody, response: PurchaseRequestView },
      async ({ params, body }) => presentRequest(await updateRequest(params.id, body)),
    )
    .post(
      '/supplies/purchase-requests/{id}/submit',
      { summary: 'Submit my DRAFT request: the PURCHASE_REQUEST circuit starts (DRAFT → PENDING_APPROVAL)', description: 'An inactive vendor or a past needed-by date answers 422 BUSINESS_RULE. A tenant without a circuit gets one: the requester’s manager approves.', access: REQUEST, params: IdParams, response: PurchaseRequestView },
      async ({ params }) => presentRequest(await submitRequest(params.id)),
    )
    .post(
      '/supplies/purchase-requests/{id}/cancel',
      { summary: 'Cancel my request before it is ordered (its circuit stops)', description: 'ORDERED, RECEIVED, REJECTED or CANCELLED answers 409 INVALID_STATE.', access: REQUEST, params: IdParams, response: PurchaseRequestView },
      async ({ params }) => presentRequest(await cancelRequest(params.id)),
    )
    .post('/supplies/purchase-requests/{id}/approve', approve.spec, approve.handler)
    .post('/supplies/purchase-requests/{id}/reject', reject.spec, reject.handler)
    .post('/supplies/purchase-requests/{id}/order', order.spec, order.handler)
    .post('/supplies/purchase-requests/{id}/receive', receive.spec, receive.handler);
}
