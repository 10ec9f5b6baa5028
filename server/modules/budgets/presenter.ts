import type { z } from 'zod';
import { formatCents, sumCents } from '../../../shared/money';
import type { BudgetAction } from '../../../shared/budgets';
import type { BudgetSummaryView, BudgetView, VarianceRowView, VarianceView } from '../../../shared/views/budgets';
import { port } from '../../platform/modules';
import type { Budget, BudgetLine } from './models';
import { monthsOf } from './models/budget-line';
import { figuresOf, linesOf } from './services/queries';
import type { Variance } from './services/variance';
import type { VarianceFigures } from './services/variance-rows';

type BudgetJson = z.infer<typeof BudgetView>;
type BudgetSummaryJson = z.infer<typeof BudgetSummaryView>;

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

function header(b: Budget, figures: { budgeted: number; actual: number }, actions: BudgetAction[]) {
  return {
    id: b.id,
    name: b.name,
    fiscalYear: b.fiscalYear,
    status: b.status,
    currency: b.currency,
    budgeted: formatCents(figures.budgeted),
    actual: formatCents(figures.actual),
    variance: formatCents(figures.budgeted - figures.actual),
    createdAt: iso(b.createdAt) as string,
    activatedAt: iso(b.activatedAt),
    closedAt: iso(b.closedAt),
    allowedActions: actions,
  };
}

/** A page of budgets with their budgeted, actual and variance totals. */
export async function presentBudgets(budgets: Budget[], actionsOf: (b: Budget) => BudgetAction[]): Promise<BudgetSummaryJson[]> {
  const lines = await linesOf(budgets.map((b) => b.id));
  const figures = await figuresOf(budgets, lines);
  return budgets.map((b) => ({ ...header(b, figures.get(b.id) ?? { budgeted: 0, actual: 0 }, actionsOf(b)), lineCount: lines.get(b.id)?.length ?? 0 }));
}

/** One budget with its lines, month by month. */
export async function presentBudget(budget: Budget, actions: BudgetAction[]): Promise<BudgetJson> {
  const lines = await linesOf([budget.id]);
  const own: BudgetLine[] = lines.get(budget.id) ?? [];
  const figures = (await figuresOf([budget], lines)).get(budget.id) ?? { budgeted: 0, actual: 0 };
  const chart = new Map((await port('ledger').accountSummaries(own.map((l) => l.accountCode))).map((a) => [a.code, a]));
  const creator = budget.createdBy ? (await port('people').users([budget.createdBy])).get(budget.createdBy) : undefined;
  return {
    ...header(budget, figures, actions),
    lines: own.map((l) => {
      const months = monthsOf(l);
      return {
        accountCode: l.accountCode,
        accountTitle: chart.get(l.accountCode)?.title ?? l.accountCode,
        naturalSide: chart.get(l.accountCode)?.naturalSide ?? 'DEBIT',
        split: l.split,
        amount: formatCents(sumCents(months)),
        months: months.map((m) => formatCents(m)),
      };
    }),
    createdBy: budget.createdBy ? { id: budget.createdBy, name: creator?.name ?? '' } : null,
  };
}

function presentFigures(f: VarianceFigures): Omit<z.infer<typeof VarianceRowView>, 'accountCode' | 'accountTitle' | 'naturalSide' | 'hasLine'> {
  return {
    budgeted: formatCents(f.budgetedCents),
    actual: formatCents(f.actualCents),
    committed: formatCents(f.committedCents),
    variance: formatCents(f.varianceCents),
    variancePercent: f.variancePercent,
    available: formatCents(f.availableCents),
    label: f.label,
  };
}

export function presentVariance(v: Variance): z.infer<typeof VarianceView> {
  return {
    year: v.year,
    month: v.month,
    from: v.from,
    to: v.to,
    currency: v.currency,
    budget: { id: v.budget.id, name: v.budget.name, fiscalYear: v.budget.fiscalYear, status: v.budget.status },
    rows: v.rows.map((r) => ({ accountCode: r.accountCode, accountTitle: r.accountTitle, naturalSide: r.naturalSide, hasLine: r.hasLine, ...presentFigures(r) })),
    totals: presentFigures(v.totals),
  };
}
