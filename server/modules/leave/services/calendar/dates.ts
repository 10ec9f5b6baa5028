/** Calendar arithmetic on ISO days (`YYYY-MM-DD`), in UTC so no time zone moves a day. */

const DAY_MS = 86_400_000;

export function toTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function fromTime(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  return fromTime(toTime(day) + n * DAY_MS);
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toTime(b) - toTime(a)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return new Date(toTime(day)).getUTCDay();
}

export function isWeekend(day: string): boolean {
  const d = weekday(day);
  return d === 0 || d === 6;
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function daysInYear(year: number): number {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365;
}

export function isoOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function monthStart(year: number, month: number): string {
  return isoOf(year, month, 1);
}

export function monthEnd(year: number, month: number): string {
  return isoOf(year, month, daysInMonth(year, month));
}

/** Calendar days two periods share (both included), 0 when they do not meet. */
export function overlapDays(aFrom: string, aTo: string, bFrom: string, bTo: string): number {
  const from = aFrom > bFrom ? aFrom : bFrom;
  const to = aTo < bTo ? aTo : bTo;
  return to < from ? 0 : daysBetween(from, to) + 1;
}

export function isoToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}
