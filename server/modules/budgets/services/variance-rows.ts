import Big from 'big.js';
import { sumCents, type Cents } from '../../../../shared/money';
import type { VarianceLabel } from '../../../../shared/budgets';
import type { NaturalSide } from '../../accounting';

export interface BudgetedAccount {
  accountCode: string;
  accountTitle: string;
  naturalSide: NaturalSide;
  budgetedCents: Cents;
}

export interface ActualAccount {
  accountCode: string;
  accountTitle: string;
  naturalSide: NaturalSide;
  /** Only income-statement accounts without a line are shown (a bank account is not budgeted). */
  incomeStatement: boolean;
  actualCents: Cents;
}

export interface VarianceFigures {
  budgetedCents: Cents;
  actualCents: Cents;
  committedCents: Cents;
  varianceCents: Cents;
  variancePercent: string | null;
  availableCents: Cents;
  label: VarianceLabel;
}

export interface VarianceRow extends VarianceFigures {
  accountCode: string;
  accountTitle: string;
  naturalSide: NaturalSide;
  hasLine: boolean;
}

/** Variance ÷ budgeted × 100, half-up to two decimals; null when nothing is budgeted. */
export function variancePercent(varianceCents: Cents, budgetedCents: Cents): string | null {
  if (budgetedCents === 0) return null;
  return new Big(varianceCents).times(100).div(budgetedCents).round(2, Big.roundHalfUp).toFixed(2);
}

export function figures(budgetedCents: Cents, actualCents: Cents, committedCents: Cents): VarianceFigures {
  const varianceCents = budgetedCents - actualCents;
  return {
    budgetedCents,
    actualCents,
    committedCents,
    varianceCents,
    variancePercent: variancePercent(varianceCents, budgetedCents),
    availableCents: varianceCents - committedCents,
    label: actualCents > budgetedCents ? 'OVER_BUDGET' : 'UNDER_BUDGET',
  };
}

/**
 * One row per budgeted account, plus one per income-statement account with actuals (or
 * commitments: list such accounts among the actuals, at zero) but no line, ordered by code.
 */
export function varianceRows(
  budgeted: readonly BudgetedAccount[],
  actuals: readonly ActualAccount[],
  committed: ReadonlyMap<string, Cents>,
): VarianceRow[] {
  const actualOf = new Map(actuals.map((a) => [a.accountCode, a]));
  const lined = new Set(budgeted.map((b) => b.accountCode));
  const rows: VarianceRow[] = budgeted.map((b) => ({
    accountCode: b.accountCode,
    accountTitle: b.accountTitle,
    naturalSide: b.naturalSide,
    hasLine: true,
    ...figures(b.budgetedCents, actualOf.get(b.accountCode)?.actualCents ?? 0, committed.get(b.accountCode) ?? 0),
  }));
  for (const a of actuals) {
    if (lined.has(a.accountCode) || !a.incomeStatement) continue;
    if (a.actualCents === 0 && !committed.get(a.accountCode)) continue;
    rows.push({ accountCode: a.accountCode, accountTitle: a.accountTitle, naturalSide: a.naturalSide, hasLine: false, ...figures(0, a.actualCents, committed.get(a.accountCode) ?? 0) });
  }
  return rows.sort((a, b) => (a.accountCode < b.accountCode ? -1 : a.accountCode > b.accountCode ? 1 : 0));
}

export function totalsOf(rows: readonly VarianceRow[]): VarianceFigures {
  return figures(
    sumCents(rows.map((r) => r.budgetedCents)),
    sumCents(rows.map((r) => r.actualCents)),
    sumCents(rows.map((r) => r.committedCents)),
  );
}
