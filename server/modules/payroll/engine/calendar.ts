import Big from 'big.js';
import { PayrollEngineError } from './errors';
import type { PayPeriod } from './input';

/**
 * Presence in a month. Calendar days: every day of the month counts (28 to 31), the method France
 * uses for prorating the social-security ceiling (R.242-2 CSS); working days: Monday to Friday,
 * without public holidays (no holiday calendar is known to the engine).
 */
export type ProrationMethod = 'CALENDAR_DAYS' | 'WORKING_DAYS';

export interface Presence {
  method: ProrationMethod;
  /** Days of the month in the method's unit. */
  daysInPeriod: number;
  /** Days between arrival and departure (inclusive) within the month. */
  daysPresent: number;
  firstDay: string;
  lastDay: string;
}

const DAY_MS = 86_400_000;

function utc(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new PayrollEngineError('INVALID_INPUT', `Invalid date ${date}`, { date });
  }
  return ms;
}

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function daysInMonth(period: PayPeriod): number {
  return new Date(Date.UTC(period.year, period.month, 0)).getUTCDate();
}

function countDays(fromMs: number, toMs: number, method: ProrationMethod): number {
  if (toMs < fromMs) return 0;
  if (method === 'CALENDAR_DAYS') return Math.round((toMs - fromMs) / DAY_MS) + 1;
  let count = 0;
  for (let ms = fromMs; ms <= toMs; ms += DAY_MS) {
    const weekday = new Date(ms).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

export function presenceIn(
  period: PayPeriod,
  method: ProrationMethod,
  arrival?: string | null,
  departure?: string | null,
): Presence {
  const monthStart = Date.UTC(period.year, period.month - 1, 1);
  const monthEnd = Date.UTC(period.year, period.month - 1, daysInMonth(period));
  const arrivalMs = arrival ? utc(arrival) : monthStart;
  const departureMs = departure ? utc(departure) : monthEnd;
  if (arrival && departure && departureMs < arrivalMs)
    throw new PayrollEngineError('INVALID_INPUT', `Departure ${departure} is before arrival ${arrival}`, {
      arrival,
      departure,
    });
  const clamp = (ms: number) => Math.min(monthEnd, Math.max(monthStart, ms));
  const [from, to] = [clamp(arrivalMs), clamp(departureMs)];
  const outside = arrivalMs > monthEnd || departureMs < monthStart;
  return {
    method,
    daysInPeriod: countDays(monthStart, monthEnd, method),
    daysPresent: outside ? 0 : countDays(from, to, method),
    firstDay: iso(from),
    lastDay: iso(to),
  };
}

/** Days paid in the month: days present less unpaid absence, never below zero. */
export function paidDays(presence: Presence, unpaidAbsenceDays: Big): Big {
  const paid = new Big(presence.daysPresent).minus(unpaidAbsenceDays);
  return paid.lt(0) ? new Big(0) : paid;
}
