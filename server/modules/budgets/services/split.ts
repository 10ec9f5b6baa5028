import { allocate, type Cents } from '../../../../shared/money';
import { MONTHS, type BudgetSplit } from '../../../../shared/budgets';

/** A yearly amount over 12 months: equal parts, the odd cents on the first months (they add up exactly). */
export function evenSplit(yearly: Cents): Cents[] {
  return allocate(yearly, Array.from({ length: MONTHS }, () => 1));
}

export interface LineChange {
  amount?: Cents;
  months?: Cents[];
  month?: number;
}

/**
 * The months of a line after a change: 12 amounts as given (MONTHLY), one month set (MONTHLY,
 * the others kept — zero on a new line), or a yearly amount split evenly (EVEN).
 */
export function applyLineChange(current: readonly Cents[] | null, change: LineChange): { split: BudgetSplit; months: Cents[] } {
  if (change.months) return { split: 'MONTHLY', months: [...change.months] };
  if (change.month !== undefined) {
    const months = current ? [...current] : Array.from({ length: MONTHS }, () => 0);
    months[change.month - 1] = change.amount ?? 0;
    return { split: 'MONTHLY', months };
  }
  return { split: 'EVEN', months: evenSplit(change.amount ?? 0) };
}
