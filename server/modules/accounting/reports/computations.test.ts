import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import {
  agingBoundaries,
  agingBucket,
  agingBucketOfDate,
  balanceSides,
  trialBalanceTotals,
  variationPercent,
  vatPosition,
} from './computations';
import { addDays, lastMonths, minusYears, monthRange, previousYearPeriod } from './dates';

describe('variationPercent', () => {
  it('is the change in percent of the previous amount', () => {
    expect(variationPercent(110_00, 100_00)).toBe('10.00');
    expect(variationPercent(50_00, 100_00)).toBe('-50.00');
    expect(variationPercent(0, 100_00)).toBe('-100.00');
    expect(variationPercent(100_00, 100_00)).toBe('0.00');
  });

  it('rounds half-up to two decimals', () => {
    // 1/3 → 33.333…
    expect(variationPercent(4_00, 3_00)).toBe('33.33');
    // 2/3 → 66.666…
    expect(variationPercent(5_00, 3_00)).toBe('66.67');
    // exactly 0.005%: 2000.10 against 2000.00 → 0.10 / 2000 × 100 = 0.005 → 0.01
    expect(variationPercent(2_000_10, 2_000_00)).toBe('0.01');
    expect(variationPercent(-2_000_10 + 4_000_00, 2_000_00)).toBe('-0.01');
  });

  it('measures against the magnitude of a negative base', () => {
    // a loss of 100 turning into a profit of 50 is an improvement of 150%
    expect(variationPercent(50_00, -100_00)).toBe('150.00');
    expect(variationPercent(-200_00, -100_00)).toBe('-100.00');
  });

  it('has no value without a base', () => {
    expect(variationPercent(123_00, 0)).toBeNull();
    expect(variationPercent(0, 0)).toBeNull();
  });

  it('gives what big.js gave (the former computation) for any amounts', () => {
    const withBig = (current: number, previous: number) => {
      const text = new Big(current - previous).times(100).div(Math.abs(previous)).round(2, Big.roundHalfUp).toFixed(2);
      return text === '-0.00' ? '0.00' : text;
    };
    const cents = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.maxSafeInteger().map((n) => Math.trunc(n / 4)), fc.constantFrom(1, -1, 3, -3, 7, 2_000_00));
    fc.assert(
      fc.property(cents, cents.filter((p) => p !== 0), (current, previous) => {
        expect(variationPercent(current, previous)).toBe(withBig(current, previous));
      }),
      { numRuns: 2000 },
    );
    // halves at the last digit, both signs
    for (const [current, previous] of [[2_000_10, 2_000_00], [1_999_90, 2_000_00], [1, 200_000], [-1, 200_000], [3, -200_000]]) expect(variationPercent(current, previous)).toBe(withBig(current, previous));
  });
});

describe('trial balance', () => {
  it('puts a net debit on the debit side and a net credit on the credit side', () => {
    expect(balanceSides(500, 200)).toEqual({ debit: 300, credit: 0 });
    expect(balanceSides(200, 500)).toEqual({ debit: 0, credit: 300 });
    expect(balanceSides(200, 200)).toEqual({ debit: 0, credit: 0 });
  });

  it('totals each column and says whether each pair is equal', () => {
    const rows = [
      { openingDebit: 1000, openingCredit: 0, periodDebit: 500, periodCredit: 200, closingDebit: 1300, closingCredit: 0 },
      { openingDebit: 0, openingCredit: 1000, periodDebit: 200, periodCredit: 500, closingDebit: 0, closingCredit: 1300 },
    ];
    expect(trialBalanceTotals(rows)).toEqual({
      openingDebit: 1000,
      openingCredit: 1000,
      periodDebit: 700,
      periodCredit: 700,
      closingDebit: 1300,
      closingCredit: 1300,
      balanced: true,
    });
    expect(trialBalanceTotals([rows[0]]).balanced).toBe(false);
    expect(trialBalanceTotals([]).balanced).toBe(true);
  });
});

describe('ageing', () => {
  it('puts items in buckets by days overdue', () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(agingBucket)).toEqual([
      'current',
      'current',
      'days1To30',
      'days1To30',
      'days31To60',
      'days31To60',
      'days61To90',
      'days61To90',
      'over90',
      'over90',
    ]);
  });

  it('gives date boundaries that agree with the day counts', () => {
    expect(agingBoundaries('2026-03-31')).toEqual({
      current: '2026-03-31',
      days1To30: '2026-03-01',
      days31To60: '2026-01-30',
      days61To90: '2025-12-31',
    });
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 200 }), fc.integer({ min: 0, max: 3000 }), (offset, dayIndex) => {
        const asOf = addDays('2024-01-01', dayIndex);
        const due = addDays(asOf, -offset);
        const b = agingBoundaries(asOf);
        const bySql =
          due >= b.current ? 'current' : due >= b.days1To30 ? 'days1To30' : due >= b.days31To60 ? 'days31To60' : due >= b.days61To90 ? 'days61To90' : 'over90';
        expect(bySql).toBe(agingBucketOfDate(due, asOf));
      }),
    );
  });
});

describe('VAT position', () => {
  it('is payable when collected exceeds deductible', () => {
    expect(vatPosition(180_000_00, 54_000_00)).toEqual({ vatPayable: 126_000_00, creditToCarryForward: 0 });
  });
  it('is a credit to carry forward when deductible exceeds collected', () => {
    expect(vatPosition(18_000_00, 54_000_00)).toEqual({ vatPayable: 0, creditToCarryForward: 36_000_00 });
  });
  it('is zero both ways when equal', () => {
    expect(vatPosition(100, 100)).toEqual({ vatPayable: 0, creditToCarryForward: 0 });
  });
});

describe('dates', () => {
  it('goes back a year, 29 February falling on the 28th', () => {
    expect(minusYears('2024-02-29', 1)).toBe('2023-02-28');
    expect(previousYearPeriod('2026-01-01', '2026-06-30')).toEqual({ from: '2025-01-01', to: '2025-06-30' });
  });
  it('lists the last months, oldest first, across a year change', () => {
    expect(lastMonths('2026-02-14', 6).map((m) => m.month)).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthRange('2024-02')).toEqual({ month: '2024-02', start: '2024-02-01', end: '2024-02-29' });
  });
});
