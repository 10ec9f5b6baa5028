import fs from 'node:fs';
import { z } from 'zod';
import { resourcePath } from '../../../../platform/resources';
import type { HolidayKind } from '../../../../../shared/leave';
import { addDays, isoOf, weekday } from './dates';
import { easterSunday } from './easter';
import { gregorianDaysOfHijri, hijriCalendarName } from './hijri';

/**
 * The public-holiday calendars shipped in `resources/leave/holidays/<country>.json`: fixed days,
 * days counted from Easter, days of the Islamic calendar (estimated), and dates announced for a
 * given year (listed, they replace the estimate). Each tenant gets its country's holidays written
 * once per year and edits them from there.
 */
const Rule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('FIXED'), month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) }),
  z.object({ type: z.literal('EASTER'), offset: z.number().int().min(-60).max(70) }),
  z.object({ type: z.literal('HIJRI'), month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(30) }),
]);

export const CountryCalendarSchema = z.object({
  country: z.string().length(2),
  name: z.string(),
  sources: z.array(z.object({ title: z.string(), url: z.string().nullable() })).min(1),
  notes: z.string(),
  holidays: z.array(z.object({ key: z.string(), name: z.string(), rule: Rule, mondayIfSunday: z.boolean().optional() })),
  listed: z.array(z.object({ key: z.string(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), source: z.string() })),
});
export type CountryCalendar = z.infer<typeof CountryCalendarSchema>;

export interface GeneratedHoliday {
  date: string;
  name: string;
  kind: HolidayKind;
  estimated: boolean;
  source: string;
}

const cache = new Map<string, CountryCalendar | null>();

/** The shipped calendar of a country, or null when none ships (the tenant then keeps its own). */
export function countryCalendar(country: string | null | undefined): CountryCalendar | null {
  if (!country || !/^[A-Z]{2}$/.test(country)) return null;
  if (!cache.has(country)) {
    const file = resourcePath('leave', 'holidays', `${country}.json`);
    cache.set(country, fs.existsSync(file) ? CountryCalendarSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
  }
  return cache.get(country) ?? null;
}

/** A country's public holidays of one year, by date. */
export function holidaysOfYear(calendar: CountryCalendar, year: number): GeneratedHoliday[] {
  const legal = calendar.sources[0].title;
  const out: GeneratedHoliday[] = [];
  for (const holiday of calendar.holidays) {
    const listed = calendar.listed.filter((l) => l.key === holiday.key && l.date.startsWith(`${year}-`));
    let days: Array<{ date: string; estimated: boolean; source: string }>;
    if (listed.length) {
      days = listed.map((l) => ({ date: l.date, estimated: false, source: l.source }));
    } else if (holiday.rule.type === 'FIXED') {
      days = [{ date: isoOf(year, holiday.rule.month, holiday.rule.day), estimated: false, source: legal }];
    } else if (holiday.rule.type === 'EASTER') {
      days = [{ date: addDays(easterSunday(year), holiday.rule.offset), estimated: false, source: legal }];
    } else {
      const estimate = `Date estimée (calendrier ${hijriCalendarName()}), à confirmer par l'annonce officielle — ${legal}`;
      days = gregorianDaysOfHijri(year, holiday.rule.month, holiday.rule.day).map((date) => ({ date, estimated: true, source: estimate }));
    }
    const kind: HolidayKind = holiday.rule.type;
    for (const day of days) {
      out.push({ date: day.date, name: holiday.name, kind, estimated: day.estimated, source: day.source });
      if (holiday.mondayIfSunday && weekday(day.date) === 0 && addDays(day.date, 1).startsWith(`${year}-`)) {
        out.push({ date: addDays(day.date, 1), name: `Lendemain : ${holiday.name}`, kind, estimated: day.estimated, source: day.source });
      }
    }
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.name.localeCompare(b.name)));
}
