import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { envelope } from '../../../platform/http/list';
import type { Budget } from '../models';
import { PERMISSIONS, actionsFor } from '../policy';
import { presentBudget, presentBudgets } from '../presenter';
import { BudgetLineBody, BudgetLineParams, BudgetList, BudgetListQuery, BudgetView, CopyActualsBody, CreateBudgetBody } from '../schema';
import { activateBudget } from '../services/activation';
import { copyActuals, createBudget, removeLine, setLine } from '../services/budgets';
import { findBudget, listBudgets } from '../services/queries';

const READ = permission(PERMISSIONS.read);
const MANAGE = permission(PERMISSIONS.manage);

const answer = (budget: Budget, permissions: ReadonlySet<string>) => presentBudget(budget, actionsFor(permissions, budget.status));

/** Budgets: drafts with their lines by account and month, activation (one ACTIVE per fiscal year). */
export function budgetRoutes(): ApiRouter {
  return new ApiRouter('Budgets')
    .post(
      '/accounting/budgets',
      {
        summary: 'Create a budget (status DRAFT)',
        description:
          'Lines give a yearly amount (split evenly over the 12 months: equal parts, the odd cents on the first months) or the 12 monthly amounts. Every account must be in the chart (422 BUSINESS_RULE). The fiscal year defaults to the current year.',
        access: MANAGE,
        body: CreateBudgetBody,
        status: 201,
        response: BudgetView,
      },
      async ({ body, ctx }) => answer(await createBudget(body), ctx.permissions),
    )
    .get(
      '/accounting/budgets',
      {
        summary: 'Budgets with their budgeted, actual and variance totals',
        description: 'Actual: posted amounts of the fiscal year on the accounts of the budget’s lines, on each account’s natural side. Variance: budgeted − actual.',
        access: READ,
        query: BudgetListQuery,
        response: BudgetList,
      },
      async ({ query, ctx }) => {
        const { rows, count } = await listBudgets(query);
        return envelope(await presentBudgets(rows, (b) => actionsFor(ctx.permissions, b.status)), count, query);
      },
    )
    .get(
      '/accounting/budgets/{id}',
      { summary: 'One budget with its lines, month by month', access: READ, params: IdParams, response: BudgetView },
      async ({ params, ctx }) => answer(await findBudget(params.id), ctx.permissions),
    )
    .post(
      '/accounting/budgets/{id}/lines',
      {
        summary: 'Add or update the line of one account (a draft only)',
        description:
          '`{accountCode, amount}`: the yearly amount split evenly; `{accountCode, months:[12 amounts]}`: month by month; `{accountCode, month, amount}`: one month, the others unchanged. A budget that is not a draft answers 409 INVALID_STATE.',
        access: MANAGE,
        params: IdParams,
        body: BudgetLineBody,
        response: BudgetView,
      },
      async ({ params, body, ctx }) => answer(await setLine(params.id, body), ctx.permissions),
    )
    .delete(
      '/accounting/budgets/{id}/lines/{accountCode}',
      { summary: 'Remove the line of one account (a draft only)', access: MANAGE, params: BudgetLineParams, response: BudgetView },
      async ({ params, ctx }) => answer(await removeLine(params.id, params.accountCode), ctx.permissions),
    )
    .post(
      '/accounting/budgets/{id}/copy-actuals',
      {
        summary: 'Fill a draft with a year’s actuals, month by month',
        description:
          'One line per income-statement account with a positive posted amount that year (default: the year before the budget’s), each month its actual amount; lines of other accounts are kept.',
        access: MANAGE,
        params: IdParams,
        body: CopyActualsBody,
        response: BudgetView,
      },
      async ({ params, body, ctx }) => answer(await copyActuals(params.id, body), ctx.permissions),
    )
    .post(
      '/accounting/budgets/{id}/activate',
      {
        summary: 'Activate a draft (DRAFT → ACTIVE)',
        description: 'The ACTIVE budget of the same fiscal year, if any, becomes CLOSED in the same transaction; budgets of other years are untouched.',
        access: MANAGE,
        params: IdParams,
        response: BudgetView,
      },
      async ({ params, ctx }) => answer(await activateBudget(params.id), ctx.permissions),
    );
}
