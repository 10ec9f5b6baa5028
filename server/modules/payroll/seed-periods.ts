import type { PayPeriod } from './engine';

/**
 * The three months before `today`'s, oldest first, then `today`'s own; only those of `today`'s
 * year (the accounting demo closes the previous year's periods, where nothing can be posted).
 */
export function demoPeriods(today: string): PayPeriod[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return [3, 2, 1, 0]
    .map((back) => {
      const d = new Date(Date.UTC(year, month - 1 - back, 1));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
    })
    .filter((p) => p.year === year);
}
