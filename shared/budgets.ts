/** Budgets: the specification's states, the actions between them, and the variance labels. */

export const BUDGET_STATUSES = ['DRAFT', 'ACTIVE', 'CLOSED'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

/** `edit` adds, updates or removes lines (a draft only); `close` happens when another budget of the year is activated. */
export const BUDGET_ACTIONS = ['edit', 'activate', 'close'] as const;
export type BudgetAction = (typeof BUDGET_ACTIONS)[number];

/** How a line's year is spread over its months: evenly (the user gave a yearly amount) or month by month. */
export const BUDGET_SPLITS = ['EVEN', 'MONTHLY'] as const;
export type BudgetSplit = (typeof BUDGET_SPLITS)[number];

export const VARIANCE_LABELS = ['OVER_BUDGET', 'UNDER_BUDGET'] as const;
export type VarianceLabel = (typeof VARIANCE_LABELS)[number];

export const BUDGET_NAME_MAX = 200;
export const BUDGET_LINES_MAX = 500;
export const BUDGET_YEAR_MIN = 2000;
export const BUDGET_YEAR_MAX = 2100;
export const MONTHS = 12;
