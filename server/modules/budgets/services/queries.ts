import { Op, type WhereOptions } from 'sequelize';
import type { BudgetStatus } from '../../../../shared/budgets';
import { sumCents, type Cents } from '../../../../shared/money';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { notFound } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { Budget, BudgetLine } from '../models';
import { monthsOf } from '../models/budget-line';

export async function findBudget(id: string): Promise<Budget> {
  const budget = await Budget.findByPk(id);
  if (!budget) throw notFound('Budget', id);
  return budget;
}

export async function linesOf(budgetIds: readonly string[]): Promise<Map<string, BudgetLine[]>> {
  const byBudget = new Map<string, BudgetLine[]>(budgetIds.map((id) => [id, []]));
  if (!budgetIds.length) return byBudget;
  const lines = await BudgetLine.findAll({ where: { budgetId: { [Op.in]: [...budgetIds] } }, order: [['accountCode', 'ASC']] });
  for (const line of lines) byBudget.get(line.budgetId)?.push(line);
  return byBudget;
}

export const yearlyCents = (line: BudgetLine): Cents => sumCents(monthsOf(line));

/** Posted amounts per account over a period (natural side), keyed by account code. */
export async function actualsByAccount(from: string, to: string): Promise<Map<string, Cents>> {
  const totals = new Map<string, Cents>();
  for (const t of await port('ledger').postedTotals(from, to)) totals.set(t.accountCode, (totals.get(t.accountCode) ?? 0) + t.amountCents);
  return totals;
}

/** Budgeted and actual totals of budgets: actuals of each year once, on the accounts of each budget's lines. */
export async function figuresOf(budgets: readonly Budget[], lines: Map<string, BudgetLine[]>): Promise<Map<string, { budgeted: Cents; actual: Cents }>> {
  const actualsOfYear = new Map<number, Map<string, Cents>>();
  for (const year of new Set(budgets.map((b) => b.fiscalYear))) {
    actualsOfYear.set(year, await actualsByAccount(`${year}-01-01`, `${year}-12-31`));
  }
  return new Map(
    budgets.map((b) => {
      const own = lines.get(b.id) ?? [];
      const actuals = actualsOfYear.get(b.fiscalYear) ?? new Map<string, Cents>();
      return [b.id, { budgeted: sumCents(own.map(yearlyCents)), actual: sumCents(own.map((l) => actuals.get(l.accountCode) ?? 0)) }];
    }),
  );
}

export interface BudgetFilters extends PageQuery {
  fiscalYear?: number;
  status?: BudgetStatus[];
}

export async function listBudgets(query: BudgetFilters): Promise<{ rows: Budget[]; count: number }> {
  const where: WhereOptions<Budget> = {
    ...(query.fiscalYear ? { fiscalYear: query.fiscalYear } : {}),
    ...(query.status?.length ? { status: { [Op.in]: query.status } } : {}),
  };
  const { rows, count } = await Budget.findAndCountAll({
    where,
    ...pageOptions(query, [['fiscalYear', 'DESC'], ['createdAt', 'DESC'], ['id', 'ASC']]),
  });
  return { rows, count };
}

export async function activeBudgetOf(year: number): Promise<Budget | null> {
  return Budget.findOne({ where: { fiscalYear: year, status: 'ACTIVE' } });
}
