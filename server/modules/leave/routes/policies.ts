import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { LeavePolicyBody, LeavePolicyUpdateBody } from '../../../../shared/schemas/leave';
import { DeletePolicyView, LeavePolicyView } from '../../../../shared/schemas/leave-views';
import { presentPolicies } from '../presenter-config';
import { createPolicy, deletePolicy, findPolicy, listPolicies, updatePolicy } from '../services/policies';
import { PoliciesQuery } from '../schema';

const MANAGE = permission('leave.manage');
const one = async (policy: Parameters<typeof presentPolicies>[0][number]) => (await presentPolicies([policy]))[0];

export function policyRoutes(): ApiRouter {
  return new ApiRouter('Leave — policies')
    .get('/admin/leave-policies', { summary: 'Leave policies with the version in force', access: MANAGE, query: PoliciesQuery, response: listOf(LeavePolicyView) }, async ({ query }) => {
      const { rows, count } = await listPolicies(query);
      return envelope(await presentPolicies(rows), count, query);
    })
    .post(
      '/admin/leave-policies',
      {
        summary: 'Write the policy of a leave type (version 1)',
        description: 'One policy per type (409 DUPLICATE: change it with PUT). workflowDefinitionId must be an active LEAVE_REQUEST circuit and conventionCode a shipped template (422 otherwise).',
        access: MANAGE,
        body: LeavePolicyBody,
        status: 201,
        response: LeavePolicyView,
      },
      async ({ body }) => one(await createPolicy(body)),
    )
    .get('/admin/leave-policies/{id}', { summary: 'One policy with its version in force', access: MANAGE, params: IdParams, response: LeavePolicyView }, async ({ params }) => one(await findPolicy(params.id)))
    .put(
      '/admin/leave-policies/{id}',
      { summary: 'Change a policy: writes version n+1 and makes it current (the history keeps the others)', description: 'Two changes of the same version at once: the second answers 409 DUPLICATE.', access: MANAGE, params: IdParams, body: LeavePolicyUpdateBody, response: LeavePolicyView },
      async ({ params, body }) => one(await updatePolicy(params.id, body)),
    )
    .delete(
      '/admin/leave-policies/{id}',
      { summary: 'Delete a policy: one that requests followed is archived instead (no version in force)', access: MANAGE, params: IdParams, response: DeletePolicyView },
      async ({ params }) => ({ result: await deletePolicy(params.id) }),
    );
}
