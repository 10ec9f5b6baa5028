import { z } from 'zod';
import { BUDGET_ACTIONS, BUDGET_SPLITS, BUDGET_STATUSES, VARIANCE_LABELS } from '../budgets';
import { listOf } from './list';

/**
 * Response views of budgets: the presenter answers them, API tests check every answer against
 * them, /openapi.json documents them, and the renderer infers its types from them.
 */

const amount = z.string().meta({ example: '1250000.00' });
const percent = z.string().nullable().meta({ description: 'Variance ÷ budgeted × 100, two decimals; null when nothing is budgeted', example: '-12.50' });
const side = z.enum(['DEBIT', 'CREDIT']).describe('The side the account grows on: actuals are read on it');

export const BudgetLineView = z.object({
  accountCode: z.string(),
  accountTitle: z.string(),
  naturalSide: side,
  split: z.enum(BUDGET_SPLITS),
  amount: amount.describe('Yearly amount: the sum of the months'),
  months: z.array(amount).length(12).describe('January to December'),
});

const figures = {
  budgeted: amount,
  actual: amount.describe('Posted amounts of the year on the lines’ accounts, on each account’s natural side'),
  variance: amount.describe('Budgeted − actual'),
};

export const BudgetView = z.object({
  id: z.string(),
  name: z.string(),
  fiscalYear: z.number().int(),
  status: z.enum(BUDGET_STATUSES),
  currency: z.string(),
  ...figures,
  lines: z.array(BudgetLineView),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  allowedActions: z.array(z.enum(BUDGET_ACTIONS)).describe('What the caller may do next'),
});

export const BudgetSummaryView = BudgetView.omit({ lines: true, createdBy: true }).extend({ lineCount: z.number().int() });

export const BudgetList = listOf(BudgetSummaryView);

export const VarianceRowView = z.object({
  accountCode: z.string(),
  accountTitle: z.string(),
  naturalSide: side,
  hasLine: z.boolean().describe('False for an account with actuals but no line in the budget'),
  budgeted: amount,
  actual: amount,
  committed: amount.describe('Approved purchase requests not yet received (0.00 without the supplies module)'),
  variance: amount.describe('Budgeted − actual'),
  variancePercent: percent,
  available: amount.describe('Budgeted − actual − committed'),
  label: z.enum(VARIANCE_LABELS).describe('OVER_BUDGET when actual > budgeted, else UNDER_BUDGET'),
});

export const VarianceView = z.object({
  year: z.number().int(),
  month: z.number().int().nullable(),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  budget: z.object({ id: z.string(), name: z.string(), fiscalYear: z.number().int(), status: z.enum(BUDGET_STATUSES) }),
  rows: z.array(VarianceRowView),
  totals: VarianceRowView.pick({ budgeted: true, actual: true, committed: true, variance: true, variancePercent: true, available: true, label: true }),
});
