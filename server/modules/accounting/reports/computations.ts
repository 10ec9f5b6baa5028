import { sumCents, type Cents } from '../../../../shared/money';
import { addDays, daysBetween, type IsoDate } from './dates';

/**
 * Pure computations behind the reports. The aggregates themselves run in SQL; these functions
 * shape, check and compare their results.
 */

/**
 * Variation from a previous amount to the current one, in percent of the previous amount's
 * magnitude, half-up to two decimals ("12.50", "-100.00"); null when there is no base (previous
 * amount zero), where a percentage means nothing.
 */
export function variationPercent(current: Cents, previous: Cents): string | null {
  if (previous === 0) return null;
  // In hundredths of a percent, in integers: big.js's division (20 decimals, digit by digit) cost
  // the income statement more than its SQL — one call per account and line, twice.
  const change = BigInt(current - previous) * 10_000n;
  const base = BigInt(Math.abs(previous));
  const magnitude = change < 0n ? -change : change;
  const hundredths = magnitude / base + ((magnitude % base) * 2n >= base ? 1n : 0n);
  if (hundredths === 0n) return '0.00';
  const digits = hundredths.toString().padStart(3, '0');
  return `${change < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The two sides of an account's balance: a net debit shows on the debit side, else the credit side. */
export function balanceSides(debit: Cents, credit: Cents): { debit: Cents; credit: Cents } {
  const net = debit - credit;
  return net >= 0 ? { debit: net, credit: 0 } : { debit: 0, credit: -net };
}

export interface TrialBalanceRow {
  openingDebit: Cents;
  openingCredit: Cents;
  periodDebit: Cents;
  periodCredit: Cents;
  closingDebit: Cents;
  closingCredit: Cents;
}

export type TrialBalanceTotals = TrialBalanceRow & { balanced: boolean };

/**
 * Column totals of a trial balance (one row per account, already aggregated in SQL). Each pair
 * of columns is equal when every posted entry is balanced.
 */
export function trialBalanceTotals(rows: readonly TrialBalanceRow[]): TrialBalanceTotals {
  const total = (key: keyof TrialBalanceRow) => sumCents(rows.map((r) => r[key]));
  const t = {
    openingDebit: total('openingDebit'),
    openingCredit: total('openingCredit'),
    periodDebit: total('periodDebit'),
    periodCredit: total('periodCredit'),
    closingDebit: total('closingDebit'),
    closingCredit: total('closingCredit'),
  };
  const balanced = t.openingDebit === t.openingCredit && t.periodDebit === t.periodCredit && t.closingDebit === t.closingCredit;
  return { ...t, balanced };
}

export const AGING_BUCKETS = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/**
 * Which bucket an item falls in by the days elapsed since its due date: not yet due (or due
 * today) is current, then 1–30, 31–60, 61–90 and more than 90 days overdue.
 */
export function agingBucket(daysOverdue: number): AgingBucket {
  if (daysOverdue <= 0) return 'current';
  if (daysOverdue <= 30) return 'days1To30';
  if (daysOverdue <= 60) return 'days31To60';
  if (daysOverdue <= 90) return 'days61To90';
  return 'over90';
}

export function agingBucketOfDate(dueDate: IsoDate, asOf: IsoDate): AgingBucket {
  return agingBucket(daysBetween(dueDate, asOf));
}

/**
 * The earliest due date of each bucket, so that SQL can place an item by comparing dates (no
 * dialect-specific date arithmetic): due ≥ asOf is current, due ≥ asOf−30 is 1–30 days, and so on.
 */
export function agingBoundaries(asOf: IsoDate): { current: IsoDate; days1To30: IsoDate; days31To60: IsoDate; days61To90: IsoDate } {
  return { current: asOf, days1To30: addDays(asOf, -30), days31To60: addDays(asOf, -60), days61To90: addDays(asOf, -90) };
}

/**
 * VAT position of a period: collected minus deductible is payable when positive; when negative
 * nothing is payable and the difference is a credit carried forward to the next declaration.
 */
export function vatPosition(collected: Cents, deductible: Cents): { vatPayable: Cents; creditToCarryForward: Cents } {
  const net = collected - deductible;
  return net >= 0 ? { vatPayable: net, creditToCarryForward: 0 } : { vatPayable: 0, creditToCarryForward: -net };
}
