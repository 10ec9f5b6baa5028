import Big from 'big.js';
import type { Cents } from '../../../../shared/money';
import { cents, max, min, percentOf, resolveAmount, roundCents, roundTo, units } from './amounts';
import { PayrollEngineError } from './errors';
import type { PayrollEmployee } from './input';
import type { ContributionLine } from './payslip-types';
import type { EffectiveRuleSet } from './rule-sets';
import type { AmountRef } from './schema/primitives';
import type { ContributionRule, RuleBase, RuleCalc, RuleCondition } from './schema/rules';

type RateCalc = Extract<RuleCalc, { method: 'RATE' }>;

/** One share (employee or employer) of one contribution, as computed. */
export interface ContributionShare {
  rule: ContributionRule;
  base: Cents | null;
  rate: string | null;
  amount: Cents;
}

export interface ContributionContext {
  rs: EffectiveRuleSet;
  employee: PayrollEmployee;
  /** Contributions' gross and taxable gross of the month, in cents. */
  gross: Cents;
  taxableGross: Cents;
  paidDays: Big;
  daysInPeriod: number;
}

/** Every rule of the rule set whose conditions hold, computed; shares that come to zero are left out. */
export function computeShares(ctx: ContributionContext): ContributionShare[] {
  const shares: ContributionShare[] = [];
  for (const rule of ctx.rs.rules) {
    if (!applies(rule.when, ctx)) continue;
    const share = computeShare(rule, ctx);
    if (share.amount !== 0) shares.push(share);
  }
  return shares;
}

function computeShare(rule: ContributionRule, ctx: ContributionContext): ContributionShare {
  const calc = rule.calc;
  const rounding = rule.rounding ?? ctx.rs.rounding;
  if (calc.method === 'FLAT') {
    const times = calc.multiplierInput ? ctx.employee[calc.multiplierInput] : '1';
    return { rule, base: null, rate: null, amount: roundCents(new Big(calc.amount).times(times), rounding) };
  }
  const base = baseOf(calc.base, ctx);
  const rate = rateOf(rule, calc, ctx.employee);
  return { rule, base, rate, amount: roundCents(percentOf(units(base), rate), rounding) };
}

/** The band [floor, ceiling] of the chosen gross, then the `percent` share of it (to the cent). */
function baseOf(spec: RuleBase, ctx: ContributionContext): Cents {
  const source = units(spec.of === 'GROSS' ? ctx.gross : ctx.taxableGross);
  const floor = spec.floor ? limit(spec.floor, ctx) : new Big(0);
  const upper = spec.ceiling ? min(source, limit(spec.ceiling, ctx)) : source;
  const band = max(upper.minus(floor), new Big(0));
  if (!spec.percent) return cents(band);
  const reduced = spec.percentUpTo
    ? max(min(upper, limit(spec.percentUpTo, ctx)).minus(floor), new Big(0))
    : band;
  return cents(
    roundTo(percentOf(reduced, spec.percent).plus(band.minus(reduced)), { mode: 'HALF_UP', unit: '0.01' }),
  );
}

/** A floor, ceiling or threshold in currency units, prorated to the days paid when the rule set says so. */
function limit(ref: AmountRef, ctx: ContributionContext): Big {
  const amount = resolveAmount(ref, ctx.rs.constants);
  if (!ctx.rs.prorateCeilings || ctx.paidDays.gte(ctx.daysInPeriod)) return amount;
  return roundTo(amount.times(ctx.paidDays).div(ctx.daysInPeriod), ctx.rs.rounding);
}

/** The employee's input when the rule takes one and it is given, else the rule's own rate. */
function rateOf(rule: ContributionRule, calc: RateCalc, employee: PayrollEmployee): string {
  const fromInput = calc.rateInput ? employee[calc.rateInput] : undefined;
  const rate = fromInput ?? calc.rate;
  if (rate === undefined) {
    throw new PayrollEngineError('MISSING_INPUT', `${rule.code} needs the employee's ${calc.rateInput}`, {
      rule: rule.code,
      input: calc.rateInput,
      employee: employee.ref,
    });
  }
  return new Big(rate).toString();
}

function applies(when: RuleCondition | undefined, ctx: ContributionContext): boolean {
  if (!when) return true;
  if (when.categories && !when.categories.includes(ctx.employee.category)) return false;
  if (when.expatriate !== undefined && when.expatriate !== ctx.employee.expatriate) return false;
  const gross = units(ctx.gross);
  if (when.grossAbove && !gross.gt(limit(when.grossAbove, ctx))) return false;
  if (when.grossAtMost && gross.gt(limit(when.grossAtMost, ctx))) return false;
  return true;
}

/** Shares grouped into payslip lines, in rule-set order. */
export function contributionLines(shares: readonly ContributionShare[]): ContributionLine[] {
  const lines = new Map<string, ContributionLine>();
  for (const { rule, base, rate, amount } of shares) {
    const line = lines.get(rule.line) ?? {
      code: rule.line,
      labelFr: rule.labelFr,
      labelEn: rule.labelEn,
      body: rule.body,
      nature: rule.nature,
      base,
      employeeRate: null,
      employerRate: null,
      employeeAmount: 0,
      employerAmount: 0,
      rules: [],
    };
    if (rule.kind === 'EMPLOYEE') Object.assign(line, { employeeRate: rate, employeeAmount: amount });
    else Object.assign(line, { employerRate: rate, employerAmount: amount });
    line.rules.push(rule.code);
    lines.set(rule.line, line);
  }
  return [...lines.values()];
}
