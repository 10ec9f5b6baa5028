import Big from 'big.js';

/**
 * Money without binary floating point. Amounts are stored and summed as integer minor units
 * (cents, two decimals for every currency, XOF included) and multiplied with big.js, rounding
 * half-up (away from zero on .5) to two decimals at each stored amount.
 */
export type Cents = number;

/** Largest amount we accept: every cent count stays an exact JavaScript integer. */
export const MAX_AMOUNT = new Big('90000000000000'); // 9 × 10^13
const AMOUNT_TEXT = /^[+-]?\d+(\.\d+)?$/;

export class MoneyError extends Error {}

/** Reads a request amount: a finite number or a string like "1180.00" (no comma, no exponent). */
export function parseAmount(input: unknown): Big {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new MoneyError('Amount must be a finite number');
    text = Object.is(input, -0) ? '0' : String(input);
    if (/e/i.test(text)) {
      // Very small or very large numbers print with an exponent; big.js reads them exactly.
      const big = new Big(text);
      return checkRange(big);
    }
  } else if (typeof input === 'string') {
    text = input.trim();
    if (!AMOUNT_TEXT.test(text)) throw new MoneyError('Amount must be a decimal number with a dot, like 1180.00');
  } else {
    throw new MoneyError('Amount must be a number or a decimal string');
  }
  return checkRange(new Big(text));
}

function checkRange(big: Big): Big {
  if (big.abs().gt(MAX_AMOUNT)) throw new MoneyError(`Amount must not exceed ${MAX_AMOUNT.toFixed(0)}`);
  return big;
}

/** Half-up rounding to two decimals. */
export function round2(value: Big): Big {
  return value.round(2, Big.roundHalfUp);
}

export function toCents(value: Big | string | number): Cents {
  const big = value instanceof Big ? value : parseAmount(value);
  const cents = Number(round2(big).times(100).toFixed(0));
  return cents === 0 ? 0 : cents; // no negative zero
}

export function fromCents(cents: Cents | bigint | string): Big {
  return new Big(String(cents)).div(100);
}

/** The wire format of an amount: a string with two decimals ("1180.00", never "-0.00"). */
export function formatCents(cents: Cents | bigint | string | null | undefined): string {
  if (cents === null || cents === undefined) return '0.00';
  // Whole cents (every amount the server holds) are written from their digits: exact, and no
  // decimal object per amount on lists of hundreds of lines.
  if (typeof cents === 'number' && Number.isSafeInteger(cents)) {
    const digits = String(Math.abs(cents)).padStart(3, '0');
    return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  }
  const text = fromCents(cents).toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

export function formatAmount(value: Big): string {
  return formatCents(toCents(value));
}

/** Sum of integer cents, checked to stay exact. */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const v of values) total += v;
  if (!Number.isSafeInteger(total)) throw new MoneyError('Total exceeds the supported range');
  return total;
}

/** amount × rate% rounded half-up to the cent, e.g. VAT: percentOf(100000, '18') = 18000. */
export function percentOf(cents: Cents, ratePercent: Big | string | number): Cents {
  return toCents(fromCents(cents).times(new Big(ratePercent)).div(100));
}

/** quantity × unit price rounded to the cent. */
export function multiply(cents: Cents, factor: Big | string | number): Cents {
  return toCents(fromCents(cents).times(new Big(factor)));
}

/**
 * Splits an amount into parts proportional to weights so that the parts add up exactly to the
 * amount (largest remainder goes to the first parts). Used for pro-rata credit notes.
 */
export function allocate(cents: Cents, weights: readonly number[]): Cents[] {
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  if (totalWeight === 0) return weights.map(() => 0);
  const sign = cents < 0 ? -1 : 1;
  const abs = Math.abs(cents);
  const raw = weights.map((w) => new Big(abs).times(w).div(totalWeight));
  const floors = raw.map((r) => Number(r.round(0, Big.roundDown).toFixed(0)));
  let remainder = abs - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, frac: r.minus(floors[i]) })).sort((a, b) => b.frac.cmp(a.frac) || a.i - b.i);
  for (const { i } of order) {
    if (remainder <= 0) break;
    floors[i] += 1;
    remainder -= 1;
  }
  return floors.map((f) => (f === 0 ? 0 : sign * f));
}
