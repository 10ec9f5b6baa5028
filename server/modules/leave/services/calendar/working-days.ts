import type { DayPeriod } from '../../../../../shared/leave';
import { daysBetween, eachDay, isWeekend, toTime } from './dates';

/** A request's period: from the morning or noon of its first day to noon or the evening of its last. */
export interface Span {
  startDate: string;
  endDate: string;
  startPeriod: DayPeriod;
  endPeriod: DayPeriod;
}

export interface DayCount {
  /** Working days in hundredths (a half day is 50). */
  centi: number;
  calendarDays: number;
  /** Public holidays inside the period that fall on a weekday (not counted). */
  holidays: string[];
  /** The working days of the period. */
  workingDays: string[];
}

export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  return !isWeekend(day) && !holidays.has(day);
}

/**
 * Working days of a period: weekdays that are not public holidays; a first day taken from noon
 * and a last day ending at noon count half (when they are working days at all).
 */
export function countWorkingDays(span: Span, holidays: ReadonlySet<string>): DayCount {
  const days = eachDay(span.startDate, span.endDate);
  const workingDays = days.filter((d) => isWorkingDay(d, holidays));
  let centi = workingDays.length * 100;
  if (span.startPeriod === 'AFTERNOON' && isWorkingDay(span.startDate, holidays)) centi -= 50;
  if (span.endPeriod === 'MORNING' && isWorkingDay(span.endDate, holidays)) centi -= 50;
  return {
    centi: Math.max(0, centi),
    calendarDays: daysBetween(span.startDate, span.endDate) + 1,
    holidays: days.filter((d) => !isWeekend(d) && holidays.has(d)),
    workingDays,
  };
}

/** Half-day slots the period covers: [first, last], both included (two slots a day). */
export function slotsOf(span: Span): [number, number] {
  const day = (d: string) => Math.round(toTime(d) / 86_400_000) * 2;
  return [day(span.startDate) + (span.startPeriod === 'AFTERNOON' ? 1 : 0), day(span.endDate) + (span.endPeriod === 'MORNING' ? 0 : 1)];
}

/** Whether two periods share a half day. */
export function spansOverlap(a: Span, b: Span): boolean {
  const [aFrom, aTo] = slotsOf(a);
  const [bFrom, bTo] = slotsOf(b);
  return aFrom <= bTo && bFrom <= aTo;
}

/** Whether the period covers any part of a day. */
export function coversDay(span: Span, day: string): boolean {
  return spansOverlap(span, { startDate: day, endDate: day, startPeriod: 'MORNING', endPeriod: 'AFTERNOON' });
}
