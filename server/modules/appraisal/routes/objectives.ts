import { z } from 'zod';
import { DecisionBody, ObjectiveBody, ObjectiveProgressBody } from '../../../../shared/schemas/appraisal';
import { ObjectiveList, ObjectiveTreeView, ObjectiveView } from '../../../../shared/views/appraisal';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { requireContext } from '../../../platform/tenancy/context';
import type { Objective } from '../models';
import { PERMISSIONS, callerScope } from '../policy';
import { presentObjective, presentObjectiveSummaries } from '../presenter';
import { concludeObjective, decideObjective, submitObjective } from '../services/objective-decisions';
import { createObjective, findObjective, historyOf, listObjectives, ObjectivesQuery, treeOf, updateObjective, updateProgress } from '../services/objectives';

const OWN = permission(PERMISSIONS.own);
const APPROVE = permission(PERMISSIONS.approveObjectives);

async function answer(objective: Objective) {
  const approver = requireContext().permissions.has(PERMISSIONS.approveObjectives);
  return presentObjective(objective, await callerScope(approver ? PERMISSIONS.approveObjectives : PERMISSIONS.manage), await historyOf(objective.id), approver);
}

/** Objectives: cascade company → team → individual, progress, approval through the OBJECTIVE workflow, final outcome. */
export function objectiveRoutes(): ApiRouter {
  const decision = (summary: string, run: (id: string, comment?: string) => Promise<Objective>) =>
    [{ summary, access: APPROVE, params: IdParams, body: DecisionBody, response: ObjectiveView }, async ({ params, body }: { params: { id: string }; body: z.infer<typeof DecisionBody> }) => answer(await run(params.id, body.comment))] as const;
  return new ApiRouter('Objectives')
    .get('/hr/objectives', { summary: 'Objectives the caller may read (company and team ones, their own, their reports’)', access: OWN, query: ObjectivesQuery, response: ObjectiveList }, async ({ query }) => {
      const { rows, count } = await listObjectives(query, await callerScope());
      return envelope(await presentObjectiveSummaries(rows), count, query);
    })
    .post(
      '/hr/objectives',
      { summary: 'Create an objective (DRAFT)', description: 'COMPANY: evaluation.manage company-wide; TEAM: evaluation.manage; INDIVIDUAL: one’s own, or a report’s. A TEAM objective cascades from a COMPANY one, an INDIVIDUAL one from either. KPI weightings add up to 100.', access: OWN, body: ObjectiveBody, status: 201, response: ObjectiveView },
      async ({ body }) => answer(await createObjective(body)),
    )
    .get('/hr/objectives/{id}', { summary: 'One objective with its milestones, KPIs and history', access: OWN, params: IdParams, response: ObjectiveView }, async ({ params }) => answer(await findObjective(params.id, await callerScope())))
    .get('/hr/objectives/{id}/tree', { summary: 'The cascade below an objective', access: OWN, params: IdParams, response: ObjectiveTreeView }, async ({ params }) => {
      const { root, nodes } = await treeOf(params.id);
      const [rootView, ...rest] = await presentObjectiveSummaries([root, ...nodes.map((n) => n.objective)]);
      return { root: rootView, nodes: rest.map((v, i) => ({ ...v, depth: nodes[i].depth })) };
    })
    .put('/hr/objectives/{id}', { summary: 'Change a DRAFT or REJECTED objective (a rejected one goes back to DRAFT)', access: OWN, params: IdParams, body: ObjectiveBody, response: ObjectiveView }, async ({ params, body }) =>
      answer(await updateObjective(params.id, body)),
    )
    .put('/hr/objectives/{id}/progress', { summary: 'Tick milestones, record KPI actuals, or set the progress of an objective without KPIs', access: OWN, params: IdParams, body: ObjectiveProgressBody, response: ObjectiveView }, async ({ params, body }) =>
      answer(await updateProgress(params.id, body)),
    )
    .post('/hr/objectives/{id}/submit', { summary: 'Submit for approval (DRAFT → PENDING_APPROVAL, through the OBJECTIVE circuit when the tenant has one)', access: OWN, params: IdParams, body: z.object({}).optional(), response: ObjectiveView }, async ({ params }) =>
      answer(await submitObjective(params.id)),
    )
    .post('/hr/objectives/{id}/approve', ...decision('Approve (PENDING_APPROVAL → APPROVED)', (id, c) => decideObjective(id, 'approve', c)))
    .post('/hr/objectives/{id}/reject', ...decision('Reject (PENDING_APPROVAL → REJECTED)', (id, c) => decideObjective(id, 'reject', c)))
    .post('/hr/objectives/{id}/achieved', ...decision('Record as achieved (APPROVED → ACHIEVED, final)', (id, c) => concludeObjective(id, 'achieve', c)))
    .post('/hr/objectives/{id}/not-achieved', ...decision('Record as not achieved (APPROVED → NOT_ACHIEVED): a final decision kept in the history', (id, c) => concludeObjective(id, 'not-achieved', c)));
}
