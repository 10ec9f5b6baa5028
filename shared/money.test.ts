import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate, formatCents, MoneyError, parseAmount, percentOf, round2, sumCents, toCents, formatAmount, multiply } from './money';

describe('money', () => {
  it('adds 0.1 and 0.2 exactly', () => {
    expect(formatCents(toCents(0.1) + toCents(0.2))).toBe('0.30');
    expect(formatAmount(parseAmount('0.1').plus(parseAmount('0.2')))).toBe('0.30');
  });

  it('reads numbers and dotted strings, refuses commas, exponents in text and garbage', () => {
    expect(toCents('1180.00')).toBe(118000);
    expect(toCents(1180)).toBe(118000);
    expect(toCents('-12.5')).toBe(-1250);
    for (const bad of ['12,50', '1e5', '', ' ', 'abc', '1.2.3', '--1', null, undefined, {}, [], true]) {
      expect(() => parseAmount(bad), String(bad)).toThrow(MoneyError);
    }
    expect(() => parseAmount(Number.NaN)).toThrow(MoneyError);
    expect(() => parseAmount(Infinity)).toThrow(MoneyError);
  });

  it('refuses 1e15, beyond the exact range, and accepts the maximum', () => {
    expect(() => parseAmount(1e15)).toThrow(MoneyError);
    expect(() => parseAmount('1000000000000000')).toThrow(MoneyError);
    expect(toCents('90000000000000.00')).toBe(9_000_000_000_000_000);
    expect(Number.isSafeInteger(toCents('90000000000000.00'))).toBe(true);
  });

  it('never prints negative zero', () => {
    expect(formatCents(-0)).toBe('0.00');
    expect(toCents(-0)).toBe(0);
    expect(Object.is(toCents('-0.001'), -0)).toBe(false);
    expect(formatAmount(new Big('-0.004'))).toBe('0.00');
  });

  it('rounds half-up (away from zero) to two decimals', () => {
    expect(round2(new Big('0.005')).toFixed(2)).toBe('0.01');
    expect(round2(new Big('-0.005')).toFixed(2)).toBe('-0.01');
    expect(round2(new Big('2.675')).toFixed(2)).toBe('2.68'); // 2.675 is 2.67499… as a double
    expect(toCents(1.005)).toBe(101);
  });

  it('computes VAT and quantities to the cent', () => {
    expect(percentOf(toCents('1000.00'), '18')).toBe(18000);
    expect(formatCents(percentOf(toCents('33.33'), '18'))).toBe('6.00'); // 5.9994
    expect(formatCents(percentOf(toCents('0.25'), '5.5'))).toBe('0.01'); // 0.01375
    expect(formatCents(multiply(toCents('19.99'), '3'))).toBe('59.97');
  });

  it('allocates pro rata without losing a cent', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 20 }), (cents, weights) => {
        const parts = allocate(cents, weights);
        const total = weights.reduce((a, b) => a + b, 0);
        expect(sumCents(parts)).toBe(total === 0 ? 0 : cents);
      }),
    );
  });

  it('keeps sums of random amounts exact', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e11, max: 1e11 }), { maxLength: 200 }), (list) => {
        const viaText = list.map((c) => formatCents(c)).map((t) => toCents(t));
        expect(sumCents(viaText)).toBe(list.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('writes whole cents as the decimal arithmetic does, to the largest safe integer', () => {
    const viaDecimal = (c: number) => {
      const text = new Big(String(c)).div(100).toFixed(2);
      return text === '-0.00' ? '0.00' : text;
    };
    for (const c of [0, -0, 1, -1, 9, -10, 99, 100, -100, 101, 123456, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) expect(formatCents(c), String(c)).toBe(viaDecimal(c));
    fc.assert(fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (c) => formatCents(c) === viaDecimal(c)));
  });
});
