import { describe, expect, it } from 'vitest';
import { averageRating, groupVisible, kpiProgress } from './appraisal';

describe('kpiProgress', () => {
  it('weights each KPI’s attainment, capped at 100 %, rounded half-up to a whole percent', () => {
    expect(kpiProgress([])).toBe(0);
    expect(kpiProgress([{ target: 200, actual: 50, weighting: 60 }, { target: 10, actual: 10, weighting: 40 }])).toBe(55);
    expect(kpiProgress([{ target: 200, actual: 150, weighting: 60 }, { target: 10, actual: 30, weighting: 40 }])).toBe(85);
    // 1/3 × 50 + 2/3 × 50 = 16.665 + 33.33 = 49.995 → 50.
    expect(kpiProgress([{ target: 3, actual: 1, weighting: 50 }, { target: 3, actual: 2, weighting: 50 }])).toBe(50);
    expect(kpiProgress([{ target: 0, actual: 0, weighting: 100 }])).toBe(100);
  });
});

describe('groupVisible', () => {
  it('shows groups of 3 or more, and a filtered group only when the part left out is none or 3 or more', () => {
    expect([0, 1, 2, 3, 4].map((n) => groupVisible(n))).toEqual([false, false, false, true, true]);
    expect(groupVisible(3, 1)).toBe(false);
    expect(groupVisible(3, 2)).toBe(false);
    expect(groupVisible(3, 3)).toBe(true);
    expect(groupVisible(4, 0)).toBe(true);
  });
});

describe('averageRating', () => {
  it('answers two decimals, half-up, without binary rounding', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 4, 4, 3])).toBe('4.00');
    expect(averageRating([1, 2])).toBe('1.50');
    expect(averageRating([1, 1, 2])).toBe('1.33');
    expect(averageRating([2, 2, 1])).toBe('1.67');
    expect(averageRating([1, 2, 2, 2, 2, 2, 2, 2])).toBe('1.88');
  });
});
