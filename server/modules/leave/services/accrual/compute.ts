import Big from 'big.js';
import { MONTHLY_208_CENTI, type AccrualMode } from '../../../../../shared/leave';
import { daysInMonth, daysInYear, isoOf, monthEnd, monthStart, overlapDays } from '../calendar/dates';

/**
 * The entitlement a leave type grants, as pure functions (worked examples in compute.test.ts).
 * The monthly job asks, for each employee and type, what the year's entitlement is through the
 * end of the month it processes, and grants the difference with what was already granted: a
 * month missed (an employee created after the run) is caught up by the next run, and rounding
 * never accumulates (it is applied to the cumulative figure).
 *
 * - ANNUAL: the whole allowance, at once, in the first month of the year the employee works.
 * - MONTHLY_208: 2.08 days per month worked; a month partly worked (arrival, departure) counts
 *   its share of calendar days under contract.
 * - PRORATED: the allowance × days of presence / days of the year, presence being the calendar
 *   days under contract minus the days of approved unpaid leave.
 * - SENIORITY_BONUS: the allowance as ANNUAL (often 0) plus the bonus of the highest seniority
 *   bracket reached by the end of the month (granted in the month the bracket is reached).
 */
export interface AccrualSubject {
  hireDate: string | null;
  terminationDate: string | null;
}

export interface AccrualRules {
  mode: AccrualMode;
  annualAllowanceCenti: number;
  seniorityBonus: ReadonlyArray<{ afterYears: number; daysCenti: number }>;
}

const FAR_FUTURE = '9999-12-31';

/** Calendar days between `from` and `to` (both included) under contract. */
export function employedDays(subject: AccrualSubject, from: string, to: string): number {
  if (!subject.hireDate) return 0;
  return overlapDays(subject.hireDate, subject.terminationDate ?? FAR_FUTURE, from, to);
}

/** Full years of seniority on a day (0 before the first anniversary). */
export function seniorityYears(hireDate: string | null, on: string): number {
  if (!hireDate || on < hireDate) return 0;
  const years = Number(on.slice(0, 4)) - Number(hireDate.slice(0, 4));
  return on.slice(5) < hireDate.slice(5) ? years - 1 : years;
}

/** The bonus of the highest bracket reached with that seniority. */
export function seniorityBonusCenti(brackets: AccrualRules['seniorityBonus'], years: number): number {
  return brackets.filter((b) => b.afterYears <= years).reduce((best, b) => (b.afterYears > best.afterYears ? b : best), { afterYears: 0, daysCenti: 0 }).daysCenti;
}

const round = (value: Big) => Number(value.round(0, Big.roundHalfUp).toFixed(0));

/**
 * The year's entitlement through the end of `month` (1–12), in hundredths of a day.
 * `unpaidDays(from, to)` answers the calendar days of approved unpaid leave in a window (PRORATED).
 */
export function cumulativeEntitlement(
  subject: AccrualSubject,
  rules: AccrualRules,
  year: number,
  month: number,
  unpaidDays: (from: string, to: string) => number = () => 0,
): number {
  const yearStart = isoOf(year, 1, 1);
  const through = monthEnd(year, month);
  const employed = employedDays(subject, yearStart, through);
  if (employed === 0) return 0;
  switch (rules.mode) {
    case 'ANNUAL':
      return rules.annualAllowanceCenti;
    case 'MONTHLY_208': {
      let total = new Big(0);
      for (let m = 1; m <= month; m++) {
        const worked = employedDays(subject, monthStart(year, m), monthEnd(year, m));
        if (worked) total = total.plus(new Big(MONTHLY_208_CENTI).times(worked).div(daysInMonth(year, m)));
      }
      return round(total);
    }
    case 'PRORATED': {
      const present = Math.max(0, employed - unpaidDays(yearStart, through));
      return round(new Big(rules.annualAllowanceCenti).times(present).div(daysInYear(year)));
    }
    case 'SENIORITY_BONUS': {
      const lastDay = subject.terminationDate && subject.terminationDate < through ? subject.terminationDate : through;
      return rules.annualAllowanceCenti + seniorityBonusCenti(rules.seniorityBonus, seniorityYears(subject.hireDate, lastDay));
    }
  }
}

/** What a full year grants (MONTHLY_208: 12 × 2.08), for comparisons with a collective agreement. */
export function fullYearEntitlement(rules: Pick<AccrualRules, 'mode' | 'annualAllowanceCenti'>): number {
  return rules.mode === 'MONTHLY_208' ? 12 * MONTHLY_208_CENTI : rules.annualAllowanceCenti;
}
