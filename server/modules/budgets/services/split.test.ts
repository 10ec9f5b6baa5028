import { describe, expect, it } from 'vitest';
import { applyLineChange, evenSplit } from './split';

describe('splitting a budget line over the months', () => {
  it('splits evenly, the odd cents on the first months, adding up exactly', () => {
    expect(evenSplit(120_000_00)).toEqual(Array(12).fill(10_000_00));
    expect(evenSplit(10_000)).toEqual([834, 834, 834, 834, 833, 833, 833, 833, 833, 833, 833, 833]);
    expect(evenSplit(5)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(evenSplit(0)).toEqual(Array(12).fill(0));
  });

  it('sets one month on an existing or a new line, or takes 12 monthly amounts', () => {
    const current = Array.from({ length: 12 }, (_, i) => (i + 1) * 100);
    expect(applyLineChange(current, { month: 2, amount: 7 })).toEqual({ split: 'MONTHLY', months: [100, 7, ...current.slice(2)] });
    expect(applyLineChange(null, { month: 12, amount: 9 }).months).toEqual([...Array(11).fill(0), 9]);
    expect(applyLineChange(current, { months: current })).toEqual({ split: 'MONTHLY', months: current });
    expect(applyLineChange(current, { amount: 1200 })).toEqual({ split: 'EVEN', months: Array(12).fill(100) });
  });
});
