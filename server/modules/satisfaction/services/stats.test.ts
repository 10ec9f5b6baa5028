import { describe, expect, it } from 'vitest';
import { average, distribution, enps, questionResult, visibleGroups } from './stats';

describe('eNPS, worked examples', () => {
  it('10 answers: 5 promoters, 2 passives, 3 detractors → 50 % − 30 % = 20.00', () => {
    expect(enps([10, 10, 9, 9, 9, 8, 7, 6, 3, 0])).toEqual({
      score: '20.00',
      promoters: 5,
      passives: 2,
      detractors: 3,
      promotersPercent: '50.00',
      passivesPercent: '20.00',
      detractorsPercent: '30.00',
    });
  });

  it('7 answers: 3 promoters, 3 passives, 1 detractor → (3 − 1) × 100 ÷ 7 = 28.571… → 28.57, exactly', () => {
    const result = enps([9, 10, 9, 8, 7, 7, 6]);
    expect(result?.score).toBe('28.57');
    expect(result?.promotersPercent).toBe('42.86');
    expect(result?.passivesPercent).toBe('42.86');
    expect(result?.detractorsPercent).toBe('14.29');
  });

  it('boundaries: 6 is a detractor, 7 and 8 passives, 9 a promoter; all detractors → −100.00', () => {
    expect(enps([6, 7, 8, 9])).toMatchObject({ promoters: 1, passives: 2, detractors: 1, score: '0.00' });
    expect(enps([0, 1, 6])?.score).toBe('-100.00');
    expect(enps([9, 10, 10])?.score).toBe('100.00');
    expect(enps([])).toBeNull();
  });

  it('rounds half-up once, at the end: 1 promoter of 8 → 12.50; −1 of 8 → −12.50; 2 of 3 → 66.67', () => {
    expect(enps([10, 7, 7, 7, 7, 7, 7, 7])?.score).toBe('12.50');
    expect(enps([0, 7, 7, 7, 7, 7, 7, 7])?.score).toBe('-12.50');
    expect(enps([10, 10, 7])?.score).toBe('66.67');
  });
});

describe('averages and distributions', () => {
  it('averages exactly, rounded half-up to two decimals', () => {
    expect(average([4, 5, 5])).toBe('4.67');
    expect(average([1, 2])).toBe('1.50');
    expect(average([])).toBeNull();
    expect(distribution([1, 5, 5], 1, 5)).toEqual([
      { value: 1, count: 1 },
      { value: 2, count: 0 },
      { value: 3, count: 0 },
      { value: 4, count: 0 },
      { value: 5, count: 2 },
    ]);
  });
});

describe('small groups', () => {
  it('hides groups under 3, and the smallest shown groups while the hidden ones hold 1 or 2 people', () => {
    expect(visibleGroups(new Map([['a', 5], ['b', 4], ['c', 3]]))).toEqual(new Set(['a', 'b', 'c']));
    // c (2) alone would be total − a − b: b, the smallest shown, joins it (6 hidden).
    expect(visibleGroups(new Map([['a', 5], ['b', 4], ['c', 2]]))).toEqual(new Set(['a']));
    // c and d together hold 3: nothing more to hide.
    expect(visibleGroups(new Map([['a', 5], ['c', 2], ['d', 1]]))).toEqual(new Set(['a']));
    // one group only, under 3: nothing shown.
    expect(visibleGroups(new Map([['a', 2]]))).toEqual(new Set());
    // a forced group counts as hidden.
    expect(visibleGroups(new Map([['a', 5], ['b', 4], ['c', 3]]), new Set(['c']))).toEqual(new Set(['a', 'b']));
  });

  it('a question answered by fewer than 3 gives no figure; texts are sorted, not in answer order', () => {
    const q = { id: 'q', type: 'TEXT' as const, label: 'Un mot ?', options: [] };
    const two = [{ numberValue: null, textValue: 'b' }, { numberValue: null, textValue: 'a' }];
    expect(questionResult(q, two, false, true)).toMatchObject({ hidden: true, answeredCount: null, texts: [] });
    const three = [...two, { numberValue: null, textValue: 'c' }];
    expect(questionResult(q, three, false, true)).toMatchObject({ hidden: false, answeredCount: 3, texts: ['a', 'b', 'c'] });
    expect(questionResult(q, three, false, false).texts).toEqual([]);
    expect(questionResult(q, three, true, true).hidden).toBe(true);
  });
});
