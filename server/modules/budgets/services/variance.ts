import { refusal } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import type { Budget } from '../models';
import { monthsOf } from '../models/budget-line';
import { committedByAccount } from '../commitments';
import { activeBudgetOf, linesOf, yearlyCents } from './queries';
import { totalsOf, varianceRows, type ActualAccount, type VarianceFigures, type VarianceRow } from './variance-rows';

export interface Variance {
  year: number;
  month: number | null;
  from: string;
  to: string;
  currency: string;
  budget: Budget;
  rows: VarianceRow[];
  totals: VarianceFigures;
}

function periodOf(year: number, month: number | null): { from: string; to: string } {
  if (month === null) return { from: `${year}-01-01`, to: `${year}-12-31` };
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/**
 * Budget against actuals for a year or one of its months, from the ACTIVE budget of the year
 * only (none: 404): per account budgeted, actual (posted, natural side), committed, variance.
 */
export async function varianceOf(year: number, month: number | null): Promise<Variance> {
  const budget = await activeBudgetOf(year);
  if (!budget) throw refusal('NOT_FOUND', 'budget.noActive', { year });
  const { from, to } = periodOf(year, month);
  const lines = (await linesOf([budget.id])).get(budget.id) ?? [];
  const totals = await port('ledger').postedTotals(from, to);
  const committed = await committedByAccount(from, to);

  const actual = new Map<string, ActualAccount>();
  for (const t of totals) {
    const row = actual.get(t.accountCode);
    if (row) row.actualCents += t.amountCents;
    else
      actual.set(t.accountCode, {
        accountCode: t.accountCode,
        accountTitle: t.accountTitle,
        naturalSide: t.naturalSide,
        incomeStatement: t.accountType === 'EXPENSE' || t.accountType === 'REVENUE',
        actualCents: t.amountCents,
      });
  }
  const codes = [...new Set([...lines.map((l) => l.accountCode), ...committed.keys()])];
  const chart = new Map((await port('ledger').accountSummaries(codes)).map((a) => [a.code, a]));
  for (const code of committed.keys()) {
    const account = chart.get(code);
    if (!actual.has(code) && account) {
      actual.set(code, {
        accountCode: code,
        accountTitle: account.title,
        naturalSide: account.naturalSide,
        incomeStatement: true,
        actualCents: 0,
      });
    }
  }
  const budgeted = lines.map((l) => ({
    accountCode: l.accountCode,
    accountTitle: chart.get(l.accountCode)?.title ?? l.accountCode,
    naturalSide: chart.get(l.accountCode)?.naturalSide ?? 'DEBIT',
    budgetedCents: month === null ? yearlyCents(l) : monthsOf(l)[month - 1],
  }));
  const rows = varianceRows(budgeted, [...actual.values()], committed);
  return { year, month, from, to, currency: budget.currency, budget, rows, totals: totalsOf(rows) };
}
