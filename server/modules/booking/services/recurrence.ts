import { validationFailed } from '../../../platform/http/problem';
import { MAX_RECURRENCE_DAYS } from '../../../../shared/schemas/booking';
import type { Slot } from './overlap';

/**
 * Weekly occurrences that keep the wall-clock time of the first one in a time zone, so a 09:00
 * meeting in Paris stays at 09:00 across the change to summer time. Intl carries the zone data.
 */
interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function wallClock(instant: Date, timeZone: string): Wall {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    millisecond: instant.getUTCMilliseconds(),
  };
}

const wallAsUtc = (w: Wall) =>
  Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);
const offsetAt = (instant: number, timeZone: string) =>
  wallAsUtc(wallClock(new Date(instant), timeZone)) - instant;

/**
 * The instant showing this wall-clock time in the zone. Like Temporal's "compatible" choice: a
 * time repeated when clocks go back takes the earlier instant, a time skipped when they go
 * forward lands one hour later.
 */
export function fromWallClock(w: Wall, timeZone: string): Date {
  const guess = wallAsUtc(w);
  const before = guess - offsetAt(guess - 86_400_000, timeZone);
  const after = guess - offsetAt(guess + 86_400_000, timeZone);
  const valid = [before, after].filter((c) => wallAsUtc(wallClock(new Date(c), timeZone)) === guess);
  return new Date(valid.length > 0 ? Math.min(...valid) : before);
}

function addDays(w: Wall, days: number): Wall {
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return { ...w, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const isoDay = (w: Wall) =>
  `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;

export interface WeeklyRule {
  interval: number;
  /** Last local day (YYYY-MM-DD) an occurrence may start on. */
  until: string;
  timeZone: string;
}

export interface Occurrence extends Slot {
  /** Local date of the occurrence's start in the rule's zone. */
  date: string;
}

/** Every occurrence of the series, the first one included; refuses rules that run past a year. */
export function weeklyOccurrences(first: Slot, rule: WeeklyRule): Occurrence[] {
  const startWall = wallClock(first.start, rule.timeZone);
  const endWall = wallClock(first.end, rule.timeZone);
  const firstDay = isoDay(startWall);
  if (rule.until < firstDay)
    throw validationFailed(
      [{ path: 'recurrence.until', message: 'Before the first occurrence' }],
      'The recurrence ends before the first occurrence',
    );
  const span = (Date.parse(`${rule.until}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000;
  if (span > MAX_RECURRENCE_DAYS) {
    throw validationFailed(
      [
        {
          path: 'recurrence.until',
          message: `At most ${MAX_RECURRENCE_DAYS} days after the first occurrence`,
        },
      ],
      `A series may span at most ${MAX_RECURRENCE_DAYS} days`,
    );
  }
  const occurrences: Occurrence[] = [];
  for (let k = 0; ; k++) {
    const s = addDays(startWall, 7 * rule.interval * k);
    if (isoDay(s) > rule.until) break;
    const e = addDays(endWall, 7 * rule.interval * k);
    occurrences.push({
      date: isoDay(s),
      start: fromWallClock(s, rule.timeZone),
      end: fromWallClock(e, rule.timeZone),
    });
  }
  return occurrences;
}
