/** Shapes (inferred from shared/views/budgets.ts) and paths of the budget API. */
import type { z } from 'zod';
import type { BudgetList, BudgetView, VarianceView } from '../../../../shared/views/budgets';

export { BUDGET_STATUSES, MONTHS, type BudgetAction, type BudgetStatus } from '../../../../shared/budgets';

export type Budget = z.infer<typeof BudgetView>;
export type BudgetLine = Budget['lines'][number];
export type BudgetSummary = z.infer<typeof BudgetList>['items'][number];
export type Variance = z.infer<typeof VarianceView>;
export type VarianceRow = Variance['rows'][number];

export const PATHS = {
  budgets: '/accounting/budgets',
  budget: (id: string) => `/accounting/budgets/${id}`,
  lines: (id: string) => `/accounting/budgets/${id}/lines`,
  line: (id: string, accountCode: string) => `/accounting/budgets/${id}/lines/${encodeURIComponent(accountCode)}`,
  copyActuals: (id: string) => `/accounting/budgets/${id}/copy-actuals`,
  activate: (id: string) => `/accounting/budgets/${id}/activate`,
  variance: '/accounting/budgets/variance',
  varianceExport: '/accounting/budgets/variance/export',
};

export const ROUTES = {
  list: '/accounting/budgets',
  editor: (id: string) => `/accounting/budgets/${id}`,
  variance: '/accounting/budget-variance',
};

export const ACCESS = {
  read: { module: 'ACCOUNTING', permissions: ['accounting.budget.read'] },
  manage: 'accounting.budget.manage',
};

export const STATUS_TONES = { DRAFT: 'default', ACTIVE: 'success', CLOSED: 'default' } as const;
