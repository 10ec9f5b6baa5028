/**
 * Calendar arithmetic on `YYYY-MM-DD` strings, in UTC so that no server time zone shifts a day.
 * Reports compare these strings with DATEONLY columns on both databases.
 */
export type IsoDate = string;

function parse(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

function format(d: Date): IsoDate {
  return d.toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = parse(date);
  d.setUTCDate(d.getUTCDate() + days);
  return format(d);
}

/** Days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / 86_400_000);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Same day a number of years earlier; 29 February falls back to the 28th. */
export function minusYears(date: IsoDate, years: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number);
  const year = y - years;
  const day = Math.min(d, daysInMonth(year, m));
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The same period one year earlier (comparative income statement). */
export function previousYearPeriod(from: IsoDate, to: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: minusYears(from, 1), to: minusYears(to, 1) };
}

export interface MonthRange {
  /** `YYYY-MM` */
  month: string;
  start: IsoDate;
  end: IsoDate;
}

/** The month `YYYY-MM` as a date range. */
export function monthRange(yearMonth: string): MonthRange {
  const [y, m] = yearMonth.split('-').map(Number);
  const mm = String(m).padStart(2, '0');
  return { month: yearMonth, start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(daysInMonth(y, m)).padStart(2, '0')}` };
}

/** The `count` months ending with the month of `today`, oldest first. */
export function lastMonths(today: IsoDate, count: number): MonthRange[] {
  const [y, m] = today.split('-').map(Number);
  const months: MonthRange[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const index = y * 12 + (m - 1) - i;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    months.push(monthRange(`${year}-${String(month).padStart(2, '0')}`));
  }
  return months;
}

/** First day of the calendar year of a date (fiscal years are calendar years, as the fiscal periods). */
export function startOfYear(date: IsoDate): IsoDate {
  return `${date.slice(0, 4)}-01-01`;
}

/** A report's period: a missing bound closes the calendar year of the other, or of today. */
export function reportPeriod(today: IsoDate, q: { from?: IsoDate; to?: IsoDate }): { from: IsoDate; to: IsoDate } {
  const year = (q.from ?? q.to ?? today).slice(0, 4);
  return { from: q.from ?? `${year}-01-01`, to: q.to ?? `${year}-12-31` };
}

/** Today's date in UTC from a clock. */
export function isoToday(now: Date): IsoDate {
  return format(now);
}
