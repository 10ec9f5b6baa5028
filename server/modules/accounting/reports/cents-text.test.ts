import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents } from '../../../../shared/money';
import { centsText } from './cents-text';

describe('centsText', () => {
  it('writes cents with two decimals', () => {
    expect(centsText(118000)).toBe('1180.00');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(-1250)).toBe('-12.50');
    expect(centsText(0)).toBe('0.00');
    expect(centsText(-0)).toBe('0.00');
    expect(centsText(9_000_000_000_000_000)).toBe('90000000000000.00');
    expect(centsText(9_007_199_254_740_991)).toBe('90071992547409.91');
  });

  it('agrees with formatCents on every safe integer', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => {
        expect(centsText(n)).toBe(formatCents(n));
      }), { numRuns: 5000 });
    fc.assert(fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => {
        expect(centsText(n)).toBe(formatCents(n));
      }),
    );
  });

  it('refuses what is not an exact integer', () => {
    expect(() => centsText(1.5)).toThrow(RangeError);
    expect(() => centsText(2 ** 53)).toThrow(RangeError);
  });
});
