import { isMonth, monthBounds, partOf, shiftMonth } from './month';

const leave = (startDate: string, endDate: string, startPeriod: 'MORNING' | 'AFTERNOON' = 'MORNING', endPeriod: 'MORNING' | 'AFTERNOON' = 'AFTERNOON') => ({
  id: 'l1',
  employeeId: 'e1',
  leaveType: { id: 't1', code: 'CP', name: 'Congés payés', color: '#2E7D32', paid: true },
  startDate,
  endDate,
  startPeriod,
  endPeriod,
  days: 1,
  status: 'APPROVED' as const,
});

describe('monthBounds', () => {
  it('lists every day of a month, leap February included', () => {
    const feb = monthBounds('2028-02');
    expect(feb.from).toBe('2028-02-01');
    expect(feb.to).toBe('2028-02-29');
    expect(feb.days).toHaveLength(29);
    expect(monthBounds('2026-02').days).toHaveLength(28);
    expect(monthBounds('2026-12').to).toBe('2026-12-31');
  });
});

describe('shiftMonth', () => {
  it('crosses the year in both directions', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-06', 0)).toBe('2026-06');
  });
});

describe('isMonth', () => {
  it('accepts YYYY-MM only', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });
});

describe('partOf', () => {
  it('tells the whole days from the half days at either end', () => {
    const l = leave('2026-11-10', '2026-11-12', 'AFTERNOON', 'MORNING');
    expect(partOf(l, '2026-11-09')).toBeNull();
    expect(partOf(l, '2026-11-10')).toBe('AFTERNOON');
    expect(partOf(l, '2026-11-11')).toBe('FULL');
    expect(partOf(l, '2026-11-12')).toBe('MORNING');
    expect(partOf(l, '2026-11-13')).toBeNull();
  });

  it('counts a one-day leave as a whole day, or the half it holds', () => {
    expect(partOf(leave('2026-11-10', '2026-11-10'), '2026-11-10')).toBe('FULL');
    expect(partOf(leave('2026-11-10', '2026-11-10', 'MORNING', 'MORNING'), '2026-11-10')).toBe('MORNING');
    expect(partOf(leave('2026-11-10', '2026-11-10', 'AFTERNOON', 'AFTERNOON'), '2026-11-10')).toBe('AFTERNOON');
  });
});
