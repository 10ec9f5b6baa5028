import { DuplicatePlanBody, PlanBody, PlanChangeView, PlanView } from '../../../../shared/schemas/operator';
import { permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { PageOnlyQuery, PlanListQuery, PlanParams } from '../schema';
import {
  createPlan,
  deletePlan,
  duplicatePlan,
  findPlan,
  listPlans,
  movePlan,
  planHistory,
  presentPlan,
  presentPlanChange,
  tenantsPerPlan,
  updatePlan,
} from '../services/catalog-plans';
import type { Plan } from '../models/plan';

const CATALOG = permission('platform.catalog.manage');

async function answer(plan: Plan) {
  return presentPlan(plan, (await tenantsPerPlan()).get(plan.code) ?? 0);
}

/** /admin-platform/catalog/plans: the plans, their lifecycle and change history. */
export function planRoutes(): ApiRouter {
  return new ApiRouter('Operator: catalog plans')
    .get('/admin-platform/catalog/plans', { summary: 'Plans (filter status, visibility, q)', access: CATALOG, query: PlanListQuery, response: listOf(PlanView) }, async ({ query }) => {
      const [{ rows, count }, perPlan] = await Promise.all([listPlans(query), tenantsPerPlan()]);
      return envelope(
        rows.map((p) => presentPlan(p, perPlan.get(p.code) ?? 0)),
        count,
        query,
      );
    })
    .post(
      '/admin-platform/catalog/plans',
      {
        summary: 'Create a plan (ACTIVE)',
        description: 'Each feature listed must exist and belong to one of the plan modules (422 BUSINESS_RULE); a code taken answers 409 DUPLICATE.',
        access: CATALOG,
        body: PlanBody,
        status: 201,
        response: PlanView,
      },
      async ({ body }) => answer(await createPlan(body)),
    )
    .get('/admin-platform/catalog/plans/{planId}', { summary: 'One plan', access: CATALOG, params: PlanParams, response: PlanView }, async ({ params }) => answer(await findPlan(params.planId)))
    .put(
      '/admin-platform/catalog/plans/{planId}',
      { summary: 'Change a plan (recorded in its history)', access: CATALOG, params: PlanParams, body: PlanBody, response: PlanView },
      async ({ params, body }) => answer(await updatePlan(params.planId, body)),
    )
    .delete(
      '/admin-platform/catalog/plans/{planId}',
      { summary: 'Delete a plan no tenant ever had (422 BUSINESS_RULE otherwise: archive it)', access: CATALOG, params: PlanParams, status: 204 },
      async ({ params, res }) => {
        await deletePlan(params.planId);
        res.status(204).end();
      },
    )
    .post(
      '/admin-platform/catalog/plans/{planId}/activate',
      { summary: 'Activate an archived plan (409 INVALID_STATE otherwise)', access: CATALOG, params: PlanParams, response: PlanView },
      async ({ params }) => answer(await movePlan(params.planId, 'activate')),
    )
    .post(
      '/admin-platform/catalog/plans/{planId}/archive',
      {
        summary: 'Archive a plan: it stays on the tenants that have it and can no longer be chosen for others',
        access: CATALOG,
        params: PlanParams,
        response: PlanView,
      },
      async ({ params }) => answer(await movePlan(params.planId, 'archive')),
    )
    .post(
      '/admin-platform/catalog/plans/{planId}/duplicate',
      { summary: 'Copy a plan under a new code; the copy is ARCHIVED until activated', access: CATALOG, params: PlanParams, body: DuplicatePlanBody.default({}), status: 201, response: PlanView },
      async ({ params, body }) => answer(await duplicatePlan(params.planId, body)),
    )
    .get(
      '/admin-platform/catalog/plans/{planId}/audit',
      { summary: "The plan's change history: who changed what, before and after", access: CATALOG, params: PlanParams, query: PageOnlyQuery, response: listOf(PlanChangeView) },
      async ({ params, query }) => {
        const { rows, count } = await planHistory(params.planId, query);
        return envelope(rows.map(presentPlanChange), count, query);
      },
    );
}

