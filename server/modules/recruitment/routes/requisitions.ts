import { DecisionBody, RequisitionBody, RequisitionListQuery } from '../../../../shared/schemas/recruitment';
import { RequisitionList, RequisitionView } from '../../../../shared/views/recruitment';
import { ApiRouter } from '../../../platform/http/api-router';
import { listQuery } from '../../../platform/http/list';
import { AUTHENTICATED, permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { assertCanReadRequisition } from '../policy';
import { presentRequisition, presentRequisitions } from '../presenter';
import {
  createRequisition,
  decideRequisition,
  deleteRequisition,
  findRequisition,
  listRequisitions,
  moveRequisition,
  submitRequisition,
  updateRequisition,
} from '../services/requisitions';

const READ = permission('recruitment.requisition.read', 'recruitment.requisition.create');
const DECIDE =
  'On the tenant’s JOB_REQUISITION circuit, the approvers of the waiting step decide; without a circuit, holders of recruitment.requisition.approve / .reject. The author is refused with 403 SELF_APPROVAL. A rejection returns the requisition to its author as REJECTED (final: a new requisition is drafted). Not PENDING_APPROVAL: 409 INVALID_STATE.';

/** Job requisitions: drafted, submitted to approval, published with an offer, filled or cancelled. */
export function requisitionRoutes(): ApiRouter {
  const decision = (action: 'approve' | 'reject') => ({
    spec: { summary: `${action === 'approve' ? 'Approve' : 'Reject'} a PENDING_APPROVAL requisition`, description: DECIDE, access: AUTHENTICATED, params: IdParams, body: DecisionBody, response: RequisitionView },
    handler: async ({ params, body }: { params: { id: string }; body: { comment?: string | null } }) => presentRequisition(await decideRequisition(params.id, action, body.comment ?? null)),
  });
  const approve = decision('approve');
  const reject = decision('reject');
  const move = (action: 'publish' | 'fill' | 'cancel', summary: string, access: ReturnType<typeof permission>) => ({
    spec: { summary, description: 'Another state answers 409 INVALID_STATE.', access, params: IdParams, response: RequisitionView },
    handler: async ({ params }: { params: { id: string } }) => presentRequisition(await moveRequisition(params.id, action)),
  });
  const publish = move('publish', 'Mark an APPROVED requisition PUBLISHED (publishing a linked offer does it too)', permission('recruitment.offer.publish'));
  const fill = move('fill', 'Mark a PUBLISHED requisition FILLED (hiring its headcount does it too)', permission('recruitment.requisition.update'));
  const cancel = move('cancel', 'Cancel a requisition not yet filled (its author, or recruitment.requisition.update); a running circuit is withdrawn', permission('recruitment.requisition.create', 'recruitment.requisition.update'));

  return new ApiRouter('Recruitment — requisitions')
    .get(
      '/recruitment/requisitions',
      { summary: 'Requisitions, newest first (one’s own only without recruitment.requisition.read)', access: READ, query: listQuery(['createdAt', 'jobTitle', 'priority', 'status'], RequisitionListQuery.shape), response: RequisitionList },
      async ({ query }) => {
        const { rows, envelope } = await listRequisitions(query);
        return envelope(await presentRequisitions(rows));
      },
    )
    .post(
      '/recruitment/requisitions',
      { summary: 'Draft a requisition (DRAFT)', description: 'Justification REPLACEMENT, NEW_POSITION or GROWTH; priority URGENT, NORMAL or FUTURE; contract CDI, CDD, STAGE, CONSULTANT or INTERIM; salary range in the tenant’s currency.', access: permission('recruitment.requisition.create'), body: RequisitionBody, status: 201, response: RequisitionView },
      async ({ body }) => presentRequisition(await createRequisition(body)),
    )
    .get('/recruitment/requisitions/{id}', { summary: 'One requisition', access: READ, params: IdParams, response: RequisitionView }, async ({ params }) => {
      const r = await findRequisition(params.id);
      assertCanReadRequisition(r);
      return presentRequisition(r);
    })
    .put(
      '/recruitment/requisitions/{id}',
      { summary: 'Replace the fields of a DRAFT requisition (its author, or recruitment.requisition.update)', description: 'Another state answers 409 INVALID_STATE.', access: permission('recruitment.requisition.create', 'recruitment.requisition.update'), params: IdParams, body: RequisitionBody, response: RequisitionView },
      async ({ params, body }) => presentRequisition(await updateRequisition(params.id, body)),
    )
    .delete(
      '/recruitment/requisitions/{id}',
      { summary: 'Delete a DRAFT requisition (its author, or recruitment.requisition.delete)', description: 'Another state answers 409 INVALID_STATE.', access: permission('recruitment.requisition.create', 'recruitment.requisition.delete'), params: IdParams, status: 204 },
      async ({ params }) => {
        await deleteRequisition(params.id);
        return undefined;
      },
    )
    .post(
      '/recruitment/requisitions/{id}/submit',
      { summary: 'Submit a DRAFT requisition: DRAFT → PENDING_APPROVAL, and the JOB_REQUISITION circuit starts when the tenant has one', access: permission('recruitment.requisition.submit'), params: IdParams, response: RequisitionView },
      async ({ params }) => presentRequisition(await submitRequisition(params.id)),
    )
    .post('/recruitment/requisitions/{id}/approve', approve.spec, approve.handler)
    .post('/recruitment/requisitions/{id}/reject', reject.spec, reject.handler)
    .post('/recruitment/requisitions/{id}/publish', publish.spec, publish.handler)
    .post('/recruitment/requisitions/{id}/fill', fill.spec, fill.handler)
    .post('/recruitment/requisitions/{id}/cancel', cancel.spec, cancel.handler);
}
