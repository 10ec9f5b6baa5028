import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GRID,
  localDayKey,
  overlaps,
  parseDayKey,
  placement,
  selectionRange,
  slotAt,
  slotsPerDay,
  visibleDays,
  viewWindow,
} from './calendarMath';

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('calendar arithmetic', () => {
  it('shows Monday to Sunday in week view, the day alone in day view', () => {
    const wednesday = local(2026, 11, 18, 15, 30);
    expect(visibleDays(wednesday, 'week').map(localDayKey)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(visibleDays(local(2026, 11, 22), 'week')[0].getDate()).toBe(16);
    expect(visibleDays(wednesday, 'day').map(localDayKey)).toEqual(['2026-11-18']);
    const window = viewWindow(wednesday, 'week');
    expect([window.from.getTime(), window.to.getTime()]).toEqual([
      local(2026, 11, 16).getTime(),
      local(2026, 11, 23).getTime(),
    ]);
  });

  it('turns a drag over slots into a half-open range, in either direction', () => {
    const day = local(2026, 11, 18);
    expect(slotsPerDay(DEFAULT_GRID)).toBe(26);
    const down = selectionRange(day, 4, 6);
    expect([down.start, down.end]).toEqual([local(2026, 11, 18, 9), local(2026, 11, 18, 10, 30)]);
    const up = selectionRange(day, 6, 4);
    expect(up.start).toEqual(down.start);
    expect(selectionRange(day, 0, 0).end).toEqual(local(2026, 11, 18, 7, 30));
  });

  it('finds the slot under the pointer, clamped to the grid', () => {
    expect(slotAt(0, 24)).toBe(0);
    expect(slotAt(47.9, 24)).toBe(1);
    expect(slotAt(-10, 24)).toBe(0);
    expect(slotAt(10_000, 24)).toBe(25);
  });

  it('places a booking on its day column and clips it to the visible hours', () => {
    const day = local(2026, 11, 18);
    expect(placement({ start: local(2026, 11, 18, 7), end: local(2026, 11, 18, 20) }, day)).toEqual({
      top: 0,
      height: 1,
    });
    const nine = placement({ start: local(2026, 11, 18, 9), end: local(2026, 11, 18, 10) }, day)!;
    expect(nine.top).toBeCloseTo(2 / 13);
    expect(nine.height).toBeCloseTo(1 / 13);
    expect(placement({ start: local(2026, 11, 17, 18), end: local(2026, 11, 18, 8) }, day)?.top).toBe(0);
    expect(placement({ start: local(2026, 11, 18, 20), end: local(2026, 11, 18, 22) }, day)).toBeNull();
    expect(placement({ start: local(2026, 11, 19, 9), end: local(2026, 11, 19, 10) }, day)).toBeNull();
  });

  it('compares half-open intervals and reads day keys', () => {
    const a = { start: local(2026, 1, 1, 9), end: local(2026, 1, 1, 10) };
    expect(overlaps(a, { start: local(2026, 1, 1, 10), end: local(2026, 1, 1, 11) })).toBe(false);
    expect(overlaps(a, { start: local(2026, 1, 1, 9, 59), end: local(2026, 1, 1, 11) })).toBe(true);
    expect(parseDayKey('2026-02-30')).toBeNull();
    expect(parseDayKey('nope')).toBeNull();
    expect(localDayKey(parseDayKey('2026-02-28')!)).toBe('2026-02-28');
  });
});
