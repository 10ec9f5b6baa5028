import { z } from 'zod';
import { AUTHENTICATED, permission } from '../../platform/http/requirements';
import { ApiRouter } from '../../platform/http/api-router';
import { envelope, listOf } from '../../platform/http/list';
import { IdParams } from '../../platform/http/validate';
import { countMyPendingApprovals, listInbox, presentInstance, workflowViews } from '../../platform/workflow';
import { createDefinition, deleteDefinition, findDefinition, listDefinitions, presentDefinitions, updateDefinition } from '../../platform/workflow/definitions';
import { createDelegation, findDelegation, listDelegations, presentDelegations, revokeDelegation } from '../../platform/workflow/delegations';
import { listRoles } from '../roles';
import { DEFINITION_READERS, DEFINITION_WRITERS, findVisibleInstance, isWorkflowAdministrator } from './policy';
import { CountView, DefinitionsQuery, DelegationSchema, DelegationsQuery, InboxQuery, PendingApprovalsQuery, PeopleQuery, PersonView, RoleOptionView, WorkflowDefinitionSchema } from './schema';
import { port } from '../../platform/modules';

const { DefinitionView, DelegationView, InstanceView, PendingApprovalView } = workflowViews;

/** Pending approvals of every type, the inbox, and one request's progress. */
export function pendingRoutes(): ApiRouter {
  return new ApiRouter('Approvals')
    .get(
      '/dashboard/pending-approvals',
      {
        summary: 'Aggregated pending approvals (every entity type)',
        description: 'scope=mine (default): steps the caller may decide, directly or as a delegate; team: requests about the caller’s reports; all: every pending request. Sort by startedAt (oldest first), dueAt or entityType.',
        access: permission('leave.manage'),
        query: PendingApprovalsQuery,
        response: listOf(PendingApprovalView),
      },
      ({ query }) => listInbox(query),
    )
    .get(
      '/approvals/inbox',
      { summary: 'My approval inbox: steps waiting for my decision, expense claims and bookings (without circuit) I decide', access: AUTHENTICATED, query: InboxQuery, response: listOf(PendingApprovalView) },
      ({ query }) => listInbox({ ...query, scope: 'mine' }),
    )
    .get('/approvals/inbox/count', { summary: 'How many requests wait for my decision', access: AUTHENTICATED, response: CountView }, async () => ({
      count: await countMyPendingApprovals(),
    }))
    .get(
      '/approvals/instances/{id}',
      { summary: 'One approval request with every step', access: AUTHENTICATED, params: IdParams, response: InstanceView },
      async ({ params }) => presentInstance(await findVisibleInstance(params.id)),
    )
    .get(
      '/approvals/people',
      { summary: 'Find active users (approver and delegate pickers)', access: AUTHENTICATED, query: PeopleQuery, response: z.array(PersonView) },
      async ({ query }) => (await port('people').searchUsers(query.q, query.limit)).map((u) => ({ userId: u.id, name: u.name, email: u.email })),
    );
}

/** Workflow definitions, per entity type, administered by the organisation. */
export function definitionRoutes(): ApiRouter {
  const read = permission(...DEFINITION_READERS);
  const write = permission(...DEFINITION_WRITERS);
  return new ApiRouter('Workflow definitions')
    .get('/admin/workflows', { summary: 'List workflow definitions', access: read, query: DefinitionsQuery, response: listOf(DefinitionView) }, async ({ query }) => {
      const { rows, count } = await listDefinitions(query);
      return envelope(await presentDefinitions(rows), count, query);
    })
    .get('/admin/workflows/roles', { summary: 'Roles a ROLE step (or an onboarding step) may name', access: permission(...DEFINITION_READERS, 'onboarding.manage'), response: z.array(RoleOptionView) }, async () =>
      (await listRoles({})).map((r) => ({ id: r.id, name: r.name, systemRole: r.systemRole })),
    )
    .post(
      '/admin/workflows',
      {
        summary: 'Create a workflow definition',
        description: 'isDefault (default true) makes it the circuit of its entity type; the previous default loses the flag.',
        access: write,
        body: WorkflowDefinitionSchema,
        status: 201,
        response: DefinitionView,
      },
      async ({ body }) => (await presentDefinitions([await createDefinition(body)]))[0],
    )
    .get('/admin/workflows/{id}', { summary: 'One workflow definition', access: read, params: IdParams, response: DefinitionView }, async ({ params }) =>
      (await presentDefinitions([await findDefinition(params.id)]))[0],
    )
    .put(
      '/admin/workflows/{id}',
      { summary: 'Replace a workflow definition (running requests keep their steps)', access: write, params: IdParams, body: WorkflowDefinitionSchema, response: DefinitionView },
      async ({ params, body }) => (await presentDefinitions([await updateDefinition(params.id, body)]))[0],
    )
    .delete(
      '/admin/workflows/{id}',
      { summary: 'Delete a workflow definition (archived instead when requests used it)', access: write, params: IdParams, response: z.object({ result: z.enum(['DELETED', 'ARCHIVED']) }) },
      async ({ params }) => ({ result: await deleteDefinition(params.id) }),
    );
}

/** Approval delegations for a period. */
export function delegationRoutes(): ApiRouter {
  return new ApiRouter('Approval delegations')
    .get('/approvals/delegations', { summary: 'Delegations I gave or received (all: every one, administrators)', access: AUTHENTICATED, query: DelegationsQuery, response: listOf(DelegationView) }, async ({ query }) => {
      const { rows, count } = await listDelegations(query, isWorkflowAdministrator());
      return envelope(await presentDelegations(rows), count, query);
    })
    .post(
      '/approvals/delegations',
      {
        summary: 'Delegate my approvals to someone for a period',
        description: 'The delegate may decide every step waiting for the delegator, from startsOn to endsOn included (optionally only some entity types). delegatorUserId: for someone else (roles.manage or config.manage).',
        access: AUTHENTICATED,
        body: DelegationSchema,
        status: 201,
        response: DelegationView,
      },
      async ({ body }) => (await presentDelegations([await createDelegation(body, isWorkflowAdministrator())]))[0],
    )
    .get('/approvals/delegations/{id}', { summary: 'One delegation', access: AUTHENTICATED, params: IdParams, response: DelegationView }, async ({ params }) =>
      (await presentDelegations([await findDelegation(params.id, isWorkflowAdministrator())]))[0],
    )
    .post('/approvals/delegations/{id}/revoke', { summary: 'End a delegation now', access: AUTHENTICATED, params: IdParams, response: DelegationView }, async ({ params }) =>
      (await presentDelegations([await revokeDelegation(params.id, isWorkflowAdministrator())]))[0],
    );
}
