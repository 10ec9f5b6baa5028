import { describe, expect, it } from 'vitest';
import ical from 'node-ical';
import { monthBounds } from './periods';
import { fiscalCalendar } from './calendar';
import type { FiscalPeriod } from '../models';

describe('fiscal periods', () => {
  it('bounds months, leap years included', () => {
    expect(monthBounds(2024, 2)).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(monthBounds(2026, 2)).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(monthBounds(2026, 12)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });

  it('writes one all-day event per period on its close date', () => {
    const periods = Array.from({ length: 12 }, (_, i) => ({
      id: `p${i + 1}`,
      year: 2026,
      month: i + 1,
      ...monthBounds(2026, i + 1),
      status: i === 0 ? 'CLOSED' : 'OPEN',
      closedAt: i === 0 ? new Date('2026-02-05T10:00:00Z') : null,
    })) as unknown as FiscalPeriod[];
    const text = fiscalCalendar(periods, 'Demo SARL', 2026);
    const events = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === "VEVENT") as Array<{ start: Date & { dateOnly?: boolean }; summary: string; description: string }>;
    expect(events).toHaveLength(12);
    expect(text).toContain('DTSTART;VALUE=DATE:20260131');
    expect(text).toContain('DTSTART;VALUE=DATE:20260228');
    expect(events[0].summary).toBe('Clôture de la période janvier 2026');
    expect(events[0].description).toContain('clôturée le 2026-02-05');
  });
});
