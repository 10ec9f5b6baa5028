import { eachDay, isoOf } from './dates';

/**
 * Gregorian days of an Islamic (Hijri) date. Public holidays of the Islamic calendar are fixed
 * each year by the authorities after the crescent moon is sighted; until then their date is an
 * estimate. The estimate here is the Umm al-Qura calendar (ICU's `islamic-umalqura`, shipped with
 * Node and Electron); a runtime without it falls back to the arithmetical (tabular) calendar.
 * Sighting in West Africa often confirms the same day or the next one: tenants correct the
 * date in their holiday calendar once it is announced.
 */
export interface HijriDate {
  year: number;
  month: number;
  day: number;
}

let formatter: Intl.DateTimeFormat | null | undefined;

function umAlQura(): Intl.DateTimeFormat | null {
  if (formatter !== undefined) return formatter;
  try {
    const f = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
    formatter = f.resolvedOptions().calendar === 'islamic-umalqura' ? f : null;
  } catch {
    formatter = null;
  }
  return formatter;
}

/** The tabular Islamic calendar (civil epoch, 30-year cycle with 11 leap years). */
export function tabularHijri(day: string): HijriDate {
  const [y, m, d] = day.split('-').map(Number);
  // Julian day number of the Gregorian date.
  const a = Math.floor((14 - m) / 12);
  const yy = y + 4800 - a;
  const mm = m + 12 * a - 3;
  const jd = d + Math.floor((153 * mm + 2) / 5) + 365 * yy + Math.floor(yy / 4) - Math.floor(yy / 100) + Math.floor(yy / 400) - 32045;
  const days = jd - 1948440 + 10632;
  const n = Math.floor((days - 1) / 10631);
  const rest = days - 10631 * n + 354;
  const j = Math.floor((10985 - rest) / 5316) * Math.floor((50 * rest) / 17719) + Math.floor(rest / 5670) * Math.floor((43 * rest) / 15238);
  const dayOfCycle = rest - Math.floor((30 - j) / 15) * Math.floor((17719 * j) / 50) - Math.floor(j / 16) * Math.floor((15238 * j) / 43) + 29;
  const month = Math.floor((24 * dayOfCycle) / 709);
  return { year: 30 * n + j - 30, month, day: dayOfCycle - Math.floor((709 * month) / 24) };
}

export function hijriOf(day: string): HijriDate {
  const f = umAlQura();
  if (!f) return tabularHijri(day);
  const parts = f.formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The calendar used for estimates, as the holiday's source names it. */
export function hijriCalendarName(): string {
  return umAlQura() ? 'Umm al-Qura' : 'calendrier hégirien tabulaire';
}

const byYear = new Map<number, Map<string, string[]>>();

/** Every Gregorian day of `year` on which the Hijri date is month/day (none, one, rarely two). */
export function gregorianDaysOfHijri(year: number, month: number, day: number): string[] {
  let index = byYear.get(year);
  if (!index) {
    index = new Map();
    for (const d of eachDay(isoOf(year, 1, 1), isoOf(year, 12, 31))) {
      const h = hijriOf(d);
      const key = `${h.month}-${h.day}`;
      index.set(key, [...(index.get(key) ?? []), d]);
    }
    byYear.set(year, index);
  }
  return index.get(`${month}-${day}`) ?? [];
}
