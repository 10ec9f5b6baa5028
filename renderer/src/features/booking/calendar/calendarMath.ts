/**
 * The arithmetic of the day/week calendar, in the browser's local time: which days a view shows,
 * where a booking sits on a day column, which slot a pointer is over.
 */
export type CalendarView = 'day' | 'week';

export interface CalendarGrid {
  /** First hour shown (inclusive) and last (exclusive), local time. */
  startHour: number;
  endHour: number;
  /** Minutes per selectable slot. */
  slotMinutes: number;
}

export const DEFAULT_GRID: CalendarGrid = { startHour: 7, endHour: 20, slotMinutes: 30 };

export function startOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addLocalDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Monday of the date's week. */
export function startOfWeek(date: Date): Date {
  const day = startOfLocalDay(date);
  return addLocalDays(day, -((day.getDay() + 6) % 7));
}

/** The days a view shows: the day itself, or Monday to Sunday of its week. */
export function visibleDays(anchor: Date, view: CalendarView): Date[] {
  if (view === 'day') return [startOfLocalDay(anchor)];
  const monday = startOfWeek(anchor);
  return Array.from({ length: 7 }, (_, i) => addLocalDays(monday, i));
}

/** The window [from, to) to ask the server for. */
export function viewWindow(anchor: Date, view: CalendarView): { from: Date; to: Date } {
  const days = visibleDays(anchor, view);
  return { from: days[0], to: addLocalDays(days[days.length - 1], 1) };
}

export const slotsPerDay = (grid: CalendarGrid) => ((grid.endHour - grid.startHour) * 60) / grid.slotMinutes;

/** The instant at which slot `index` of `day` starts. */
export function slotStart(day: Date, index: number, grid: CalendarGrid = DEFAULT_GRID): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), grid.startHour, index * grid.slotMinutes);
}

/** The slot under a vertical offset (pixels from the top of the column), clamped to the grid. */
export function slotAt(offsetY: number, slotHeight: number, grid: CalendarGrid = DEFAULT_GRID): number {
  return Math.min(slotsPerDay(grid) - 1, Math.max(0, Math.floor(offsetY / slotHeight)));
}

/** A drag from slot a to slot b (either order) as a [start, end) range. */
export function selectionRange(
  day: Date,
  a: number,
  b: number,
  grid: CalendarGrid = DEFAULT_GRID,
): { start: Date; end: Date } {
  const first = Math.min(a, b);
  const last = Math.max(a, b);
  return { start: slotStart(day, first, grid), end: slotStart(day, last + 1, grid) };
}

/**
 * Where an interval sits in a day column, as fractions of the column's height; null when it does
 * not meet the visible hours of that day. Intervals running past the grid are clipped.
 */
export function placement(
  interval: { start: Date; end: Date },
  day: Date,
  grid: CalendarGrid = DEFAULT_GRID,
): { top: number; height: number } | null {
  const top = new Date(day.getFullYear(), day.getMonth(), day.getDate(), grid.startHour).getTime();
  const bottom = new Date(day.getFullYear(), day.getMonth(), day.getDate(), grid.endHour).getTime();
  const from = Math.max(interval.start.getTime(), top);
  const to = Math.min(interval.end.getTime(), bottom);
  if (to <= from) return null;
  return { top: (from - top) / (bottom - top), height: (to - from) / (bottom - top) };
}

export function overlaps(a: { start: Date; end: Date }, b: { start: Date; end: Date }): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** Local `YYYY-MM-DD` of a date (test ids, URL state). */
export function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function parseDayKey(key: string | null): Date | null {
  if (!key || !/^\d{4}-\d{2}-\d{2}$/.test(key)) return null;
  const [y, m, d] = key.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  return date.getMonth() === m - 1 ? date : null;
}
