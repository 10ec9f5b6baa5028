import Big from 'big.js';
import type { Cents } from '../../../../shared/money';
import { roundCents, units } from './amounts';
import { paidDays, presenceIn, type Presence } from './calendar';
import type { PayslipRequest } from './input';
import type { EarningLine } from './payslip-types';
import type { EffectiveRuleSet } from './rule-sets';

export interface Earnings {
  presence: Presence;
  /** Days present less unpaid absence: what prorates the ceilings when the rule set says so. */
  paidDays: Big;
  unpaidAbsenceDays: Big;
  proratedBase: Cents;
  lines: EarningLine[];
}

/**
 * The month's earnings: the contract salary for the days present, less unpaid absences (both in
 * the rule set's proration unit, over all the days of the month), plus overtime at the hourly rate
 * of the full monthly salary, bonuses and benefits in kind.
 */
export function computeEarnings(req: PayslipRequest, rs: EffectiveRuleSet): Earnings {
  const presence = presenceIn(req.period, rs.proration, req.presence.arrival, req.presence.departure);
  const absence = new Big(req.variables.unpaidAbsenceDays);
  const monthly = units(req.contract.baseMonthlySalary);
  const proratedBase =
    presence.daysPresent === presence.daysInPeriod
      ? req.contract.baseMonthlySalary
      : roundCents(monthly.times(presence.daysPresent).div(presence.daysInPeriod), rs.rounding);
  const lines: EarningLine[] = [salaryLine('BASE', proratedBase, rs, String(presence.daysPresent))];
  if (absence.gt(0)) {
    const deduction = Math.min(
      proratedBase,
      roundCents(monthly.times(absence).div(presence.daysInPeriod), rs.rounding),
    );
    lines.push(salaryLine('ABSENCE', deduction === 0 ? 0 : -deduction, rs, absence.toString()));
  }
  const hours = monthlyHours(req, rs);
  for (const ot of req.variables.overtime) {
    const amount = roundCents(
      monthly.times(ot.hours).times(ot.ratePercent).div(hours.times(100)),
      rs.rounding,
    );
    lines.push({
      ...salaryLine('OVERTIME', amount, rs, new Big(ot.hours).toString()),
      ratePercent: new Big(ot.ratePercent).toString(),
      ...overtimeLabels(ot.ratePercent),
    });
  }
  req.variables.bonuses.forEach((b, i) => {
    lines.push({
      kind: 'BONUS',
      code: b.code ?? `BONUS_${i + 1}`,
      labelFr: b.label,
      labelEn: b.label,
      amount: b.amount,
      contributory: b.contributory,
      taxable: b.taxable,
      paid: true,
      account: rs.journal.bonus,
    });
  });
  req.variables.benefitsInKind.forEach((b, i) => {
    lines.push({
      kind: 'BENEFIT_IN_KIND',
      code: `BIK_${i + 1}`,
      labelFr: `Avantage en nature : ${b.label}`,
      labelEn: `Benefit in kind: ${b.label}`,
      amount: b.amount,
      contributory: true,
      taxable: true,
      paid: false,
      account: null,
    });
  });
  return { presence, paidDays: paidDays(presence, absence), unpaidAbsenceDays: absence, proratedBase, lines };
}

const SALARY_LABELS = {
  BASE: ['Salaire de base', 'Base salary'],
  ABSENCE: ['Absence non rémunérée', 'Unpaid absence'],
  OVERTIME: ['Heures supplémentaires', 'Overtime'],
} as const;

function salaryLine(
  kind: keyof typeof SALARY_LABELS,
  amount: Cents,
  rs: EffectiveRuleSet,
  quantity: string,
): EarningLine {
  const [labelFr, labelEn] = SALARY_LABELS[kind];
  return {
    kind,
    code: kind,
    labelFr,
    labelEn,
    amount,
    contributory: true,
    taxable: true,
    paid: true,
    account: rs.journal.salary,
    quantity,
  };
}

function overtimeLabels(ratePercent: string): { code: string; labelFr: string; labelEn: string } {
  const rate = new Big(ratePercent).toString();
  return {
    code: `OVERTIME_${rate.replace('.', '_')}`,
    labelFr: `Heures supplémentaires à ${rate} %`,
    labelEn: `Overtime at ${rate}%`,
  };
}

/** Contract weekly hours × 52 / 12 to the hundredth (40 h → 173.33), else the rule set's full time. */
function monthlyHours(req: PayslipRequest, rs: EffectiveRuleSet): Big {
  const weekly = req.contract.weeklyHours;
  return weekly !== undefined && new Big(weekly).gt(0)
    ? new Big(weekly).times(52).div(12).round(2, Big.roundHalfUp)
    : new Big(rs.monthlyHours);
}

export function totalsOf(lines: readonly EarningLine[]): {
  adjustedGross: Cents;
  taxableGross: Cents;
  paid: Cents;
  all: Cents;
} {
  let adjustedGross = 0;
  let taxableGross = 0;
  let paid = 0;
  let all = 0;
  for (const line of lines) {
    if (line.contributory) adjustedGross += line.amount;
    if (line.taxable) taxableGross += line.amount;
    if (line.paid) paid += line.amount;
    all += line.amount;
  }
  return { adjustedGross, taxableGross, paid, all };
}
