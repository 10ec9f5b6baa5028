import Big from 'big.js';
import type { Cents } from '../../../../shared/money';
import { PayrollEngineError } from './errors';
import type { AmountRef, Rounding } from './schema/primitives';

/**
 * Arithmetic of the engine: amounts travel as integer cents, computations run in big.js on
 * currency units, and each computed amount is rounded once, as its rule says.
 */

const MODES = { HALF_UP: Big.roundHalfUp, DOWN: Big.roundDown, UP: Big.roundUp } as const;
const HUNDRED = new Big(100);

export function units(cents: Cents): Big {
  return new Big(cents).div(HUNDRED);
}

/** Units already rounded to at least the cent → integer cents (a finer remainder rounds half-up). */
export function cents(value: Big): Cents {
  const c = Number(value.times(HUNDRED).round(0, Big.roundHalfUp).toFixed(0));
  return c === 0 ? 0 : c;
}

/** Rounds to a multiple of `unit` ("1" franc, "0.01" euro, "1000"…) with the given mode. */
export function roundTo(value: Big, rounding: Rounding): Big {
  const unit = new Big(rounding.unit);
  if (unit.eq(0)) return value;
  return value.div(unit).round(0, MODES[rounding.mode]).times(unit);
}

export function roundCents(value: Big, rounding: Rounding): Cents {
  return cents(roundTo(value, rounding));
}

/** A literal amount or a multiple of a named constant, in currency units. */
export function resolveAmount(ref: AmountRef, constants: Record<string, string>): Big {
  if (typeof ref === 'string') return new Big(ref);
  const value = constants[ref.constant];
  if (value === undefined)
    throw new PayrollEngineError('INVALID_RULE_SET', `Unknown constant ${ref.constant}`, {
      constant: ref.constant,
    });
  return new Big(value).times(ref.times ?? '1');
}

/** value × percent / 100. */
export function percentOf(value: Big, percent: Big | string): Big {
  return value.times(percent).div(HUNDRED);
}

export function min(a: Big, b: Big): Big {
  return a.lt(b) ? a : b;
}

export function max(a: Big, b: Big): Big {
  return a.gt(b) ? a : b;
}

export function sum(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
