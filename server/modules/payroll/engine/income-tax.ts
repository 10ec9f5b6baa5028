import Big from 'big.js';
import type { Cents } from '../../../../shared/money';
import { cents, max, min, percentOf, roundCents, roundTo, units } from './amounts';
import { PayrollEngineError } from './errors';
import type { PayrollEmployee } from './input';
import type { IncomeTaxLine } from './payslip-types';
import type { EffectiveRuleSet } from './rule-sets';
import type { Bracket, FamilyReduction, IncomeTaxDef, TaxBase } from './schema/income-taxes';

export interface TaxableAmounts {
  taxableGross: Cents;
  netTaxable: Cents;
}

/** Each income tax of the rule set, in its order. */
export function computeIncomeTaxes(
  rs: EffectiveRuleSet,
  employee: PayrollEmployee,
  amounts: TaxableAmounts,
): IncomeTaxLine[] {
  return rs.incomeTaxes.map((def) => computeTax(def, employee, amounts));
}

function computeTax(def: IncomeTaxDef, employee: PayrollEmployee, amounts: TaxableAmounts): IncomeTaxLine {
  const monthlyBase = Math.max(
    0,
    def.base.of === 'TAXABLE_GROSS' ? amounts.taxableGross : amounts.netTaxable,
  );
  const period = def.method === 'WITHHOLDING_RATE' ? 'MONTHLY' : def.period;
  const factor = period === 'ANNUAL' ? 12 : 1;
  const { base, abatement } = periodBase(units(monthlyBase).times(factor), def.base);
  const head = {
    code: def.code,
    labelFr: def.labelFr,
    labelEn: def.labelEn,
    body: def.body,
    account: def.account,
    base: monthlyBase,
  };
  const details = {
    period,
    periodBase: cents(base),
    abatement: cents(abatement),
    grossTax: 0,
    familyReduction: 0,
  } as IncomeTaxLine['details'];

  if (def.method === 'WITHHOLDING_RATE') {
    const rate = employee[def.rateInput];
    if (rate === undefined)
      throw new PayrollEngineError('MISSING_INPUT', `${def.code} needs the employee's ${def.rateInput}`, {
        tax: def.code,
        input: def.rateInput,
        employee: employee.ref,
      });
    const amount = roundCents(percentOf(base, rate), def.rounding);
    return { ...head, amount, details: { ...details, grossTax: amount, rate: new Big(rate).toString() } };
  }
  if (def.method === 'FLAT_BY_BAND') {
    if (monthlyBase === 0) return { ...head, amount: 0, details };
    const band =
      def.bands.find((b) => b.upTo === undefined || base.lte(b.upTo)) ?? def.bands[def.bands.length - 1];
    const times = def.multiplierInput ? employee[def.multiplierInput] : '1';
    const periodTax = new Big(band.amount).times(times);
    return {
      ...head,
      amount: roundCents(periodTax.div(factor), def.rounding),
      details: { ...details, grossTax: cents(periodTax) },
    };
  }
  const grossTax = progressive(base, def.brackets);
  const reduction = def.familyReduction
    ? familyReductionOf(def.familyReduction, grossTax, employee.familyParts)
    : new Big(0);
  const periodTax = max(grossTax.minus(reduction), new Big(0));
  return {
    ...head,
    amount: roundCents(periodTax.div(factor), def.rounding),
    details: {
      ...details,
      grossTax: cents(grossTax),
      familyReduction: cents(reduction),
      familyParts: new Big(employee.familyParts).toString(),
    },
  };
}

/** The base in the tax's period, less the abatement (percent, capped), rounded down to `roundDown`. */
function periodBase(value: Big, spec: TaxBase): { base: Big; abatement: Big } {
  let abatement = new Big(0);
  if (spec.abatement) {
    abatement = percentOf(value, spec.abatement.percent);
    if (spec.abatement.cap !== undefined) abatement = min(abatement, new Big(spec.abatement.cap));
    abatement = roundTo(abatement, { mode: 'HALF_UP', unit: '0.01' });
  }
  let base = max(value.minus(abatement), new Big(0));
  if (spec.roundDown) base = roundTo(base, { mode: 'DOWN', unit: spec.roundDown });
  return { base, abatement };
}

/** Marginal rates: each bracket's rate on the part of the base between the previous bound and its own. */
export function progressive(base: Big, brackets: readonly Bracket[]): Big {
  let tax = new Big(0);
  let lower = new Big(0);
  for (const bracket of brackets) {
    const upper = bracket.upTo === undefined ? base : min(base, new Big(bracket.upTo));
    if (upper.gt(lower)) tax = tax.plus(percentOf(upper.minus(lower), bracket.rate));
    if (bracket.upTo === undefined || base.lte(bracket.upTo)) break;
    lower = new Big(bracket.upTo);
  }
  return roundTo(tax, { mode: 'HALF_UP', unit: '0.01' });
}

/** The row of the largest number of parts not above the employee's (the first row below it). */
function familyReductionOf(spec: FamilyReduction, grossTax: Big, familyParts: string): Big {
  const parts = new Big(familyParts);
  const index = spec.table.reduce((found, row, i) => (parts.gte(row.parts) ? i : found), 0);
  if (spec.method === 'AMOUNT') return min(new Big(spec.table[index].amount), grossTax);
  const row = spec.table[index];
  const raw = roundTo(percentOf(grossTax, row.percent), { mode: 'HALF_UP', unit: '0.01' });
  return min(max(min(raw, new Big(row.max)), new Big(row.min)), grossTax);
}
