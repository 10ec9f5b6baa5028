import { describe, expect, it } from 'vitest';
import { Problem } from '../../../platform/http/problem';
import { conflictsOf, intersects, type Occupied } from './overlap';
import { fromWallClock, wallClock, weeklyOccurrences } from './recurrence';

const d = (s: string) => new Date(s);

describe('weekly occurrences', () => {
  it('keeps 09:00 Paris wall time across the change to summer time (29 March 2026)', () => {
    const first = { start: d('2026-03-24T08:00:00Z'), end: d('2026-03-24T09:30:00Z') }; // 09:00–10:30 CET
    const all = weeklyOccurrences(first, { interval: 1, until: '2026-04-07', timeZone: 'Europe/Paris' });
    expect(all.map((o) => [o.date, o.start.toISOString(), o.end.toISOString()])).toEqual([
      ['2026-03-24', '2026-03-24T08:00:00.000Z', '2026-03-24T09:30:00.000Z'],
      ['2026-03-31', '2026-03-31T07:00:00.000Z', '2026-03-31T08:30:00.000Z'], // 09:00 CEST
      ['2026-04-07', '2026-04-07T07:00:00.000Z', '2026-04-07T08:30:00.000Z'],
    ]);
  });

  it('adds exactly 7 days in Abidjan (no DST) and honours the interval', () => {
    const first = { start: d('2026-01-05T14:00:00Z'), end: d('2026-01-05T15:00:00Z') };
    const all = weeklyOccurrences(first, { interval: 2, until: '2026-02-02', timeZone: 'Africa/Abidjan' });
    expect(all.map((o) => o.date)).toEqual(['2026-01-05', '2026-01-19', '2026-02-02']);
    expect(all[2].start.toISOString()).toBe('2026-02-02T14:00:00.000Z');
  });

  it('counts `until` in the local zone: 00:30 Paris on Monday is Sunday in UTC', () => {
    const first = { start: d('2026-06-07T22:30:00Z'), end: d('2026-06-07T23:30:00Z') }; // Monday 8 June 00:30 CEST
    const all = weeklyOccurrences(first, { interval: 1, until: '2026-06-15', timeZone: 'Europe/Paris' });
    expect(all.map((o) => o.date)).toEqual(['2026-06-08', '2026-06-15']);
  });

  it('refuses an `until` before the first occurrence or more than a year ahead', () => {
    const first = { start: d('2026-01-05T14:00:00Z'), end: d('2026-01-05T15:00:00Z') };
    expect(() => weeklyOccurrences(first, { interval: 1, until: '2026-01-04', timeZone: 'UTC' })).toThrow(
      Problem,
    );
    expect(() => weeklyOccurrences(first, { interval: 1, until: '2027-01-07', timeZone: 'UTC' })).toThrow(
      /at most 366 days/,
    );
    expect(weeklyOccurrences(first, { interval: 1, until: '2027-01-04', timeZone: 'UTC' })).toHaveLength(53);
  });

  it('round-trips wall clock times, including a time skipped by DST', () => {
    const instant = d('2026-10-25T00:30:00Z'); // 02:30 CEST, before the return to winter time
    expect(fromWallClock(wallClock(instant, 'Europe/Paris'), 'Europe/Paris').toISOString()).toBe(
      instant.toISOString(),
    );
    const skipped = fromWallClock(
      { year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0, millisecond: 0 },
      'Europe/Paris',
    );
    expect(skipped.toISOString()).toBe('2026-03-29T01:30:00.000Z'); // shown as 03:30 CEST
  });
});

describe('overlap', () => {
  const slot = (a: string, b: string) => ({ start: d(`2026-05-04T${a}:00Z`), end: d(`2026-05-04T${b}:00Z`) });

  it('treats slots as half-open: back-to-back slots do not overlap', () => {
    expect(intersects(slot('09:00', '10:00'), slot('10:00', '11:00'))).toBe(false);
    expect(intersects(slot('09:00', '10:01'), slot('10:00', '11:00'))).toBe(true);
    expect(intersects(slot('09:00', '12:00'), slot('10:00', '11:00'))).toBe(true);
    expect(intersects(slot('10:30', '10:45'), slot('10:00', '11:00'))).toBe(true);
  });

  it('reports each booking and blockout in the way, blockouts with their reason', () => {
    const occupied: Occupied[] = [
      { kind: 'BOOKING', id: 'b1', ...slot('08:00', '09:00') },
      { kind: 'BOOKING', id: 'b2', ...slot('09:30', '10:30') },
      { kind: 'BLOCKOUT', id: 'k1', reason: 'Peinture', ...slot('10:00', '18:00') },
    ];
    expect(conflictsOf(slot('09:00', '11:00'), occupied)).toEqual([
      { kind: 'BOOKING', id: 'b2', start: '2026-05-04T09:30:00.000Z', end: '2026-05-04T10:30:00.000Z' },
      {
        kind: 'BLOCKOUT',
        id: 'k1',
        start: '2026-05-04T10:00:00.000Z',
        end: '2026-05-04T18:00:00.000Z',
        reason: 'Peinture',
      },
    ]);
  });
});
