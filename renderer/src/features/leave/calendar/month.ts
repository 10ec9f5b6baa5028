import type { TeamCalendar } from '../api';

type Leave = TeamCalendar['leaves'][number];

/** `YYYY-MM` of a date, and the first and last day of that month (UTC calendar arithmetic). */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

export function monthBounds(month: string): { from: string; to: string; days: string[] } {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const days = Array.from({ length: count }, (_v, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  return { from: days[0], to: days[count - 1], days };
}

export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

export const isMonth = (value: string | null): value is string => value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

export function isWeekend(day: string): boolean {
  const w = new Date(`${day}T00:00:00Z`).getUTCDay();
  return w === 0 || w === 6;
}

/** Which part of a day a leave holds: the whole day, the morning only (ends at noon) or the afternoon only. */
export type DayPart = 'FULL' | 'MORNING' | 'AFTERNOON';

export function partOf(leave: Leave, day: string): DayPart | null {
  if (day < leave.startDate || day > leave.endDate) return null;
  const startsAtNoon = day === leave.startDate && leave.startPeriod === 'AFTERNOON';
  const endsAtNoon = day === leave.endDate && leave.endPeriod === 'MORNING';
  if (startsAtNoon && !endsAtNoon) return 'AFTERNOON';
  if (endsAtNoon && !startsAtNoon) return 'MORNING';
  return 'FULL';
}
