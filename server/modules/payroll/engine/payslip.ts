import { sum } from './amounts';
import { computeShares, contributionLines } from './contributions';
import { computeEarnings, totalsOf } from './earnings';
import { PayrollEngineError } from './errors';
import { computeIncomeTaxes } from './income-tax';
import { payslipInputSchema, type PayslipInput, type PayslipRequest } from './input';
import { entryPostings } from './journal';
import type { Payslip } from './payslip-types';
import type { EffectiveRuleSet } from './rule-sets';

/** Validates the caller's input and applies its defaults; INVALID_INPUT lists the issues. */
export function parsePayslipInput(input: PayslipInput): PayslipRequest {
  const parsed = payslipInputSchema.safeParse(input);
  if (!parsed.success) {
    const text = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new PayrollEngineError('INVALID_INPUT', `Invalid payslip input: ${text}`, {
      issues: parsed.error.issues,
    });
  }
  return parsed.data;
}

function checkFits(req: PayslipRequest, rs: EffectiveRuleSet): void {
  if (req.employee.country !== rs.country) {
    throw new PayrollEngineError(
      'COUNTRY_MISMATCH',
      `Employee ${req.employee.ref} is paid under ${req.employee.country} rules, not ${rs.country}`,
      { employee: req.employee.ref },
    );
  }
  if (req.contract.currency && req.contract.currency !== rs.currency) {
    throw new PayrollEngineError(
      'CURRENCY_MISMATCH',
      `The contract is in ${req.contract.currency}; ${rs.country} payroll is in ${rs.currency}`,
      { employee: req.employee.ref },
    );
  }
  if (req.period.year !== rs.period.year || req.period.month !== rs.period.month) {
    throw new PayrollEngineError(
      'INVALID_INPUT',
      `The rule set is for ${rs.period.year}-${rs.period.month}, the payslip for ${req.period.year}-${req.period.month}`,
      {},
    );
  }
}

/**
 * One employee's payslip for one month under the rules in force for that month. Pure: the same
 * input and rule set give the same payslip, to the cent.
 */
export function computePayslip(input: PayslipInput, rs: EffectiveRuleSet): Payslip {
  const req = parsePayslipInput(input);
  checkFits(req, rs);
  const earnings = computeEarnings(req, rs);
  const totals = totalsOf(earnings.lines);
  const shares = computeShares({
    rs,
    employee: req.employee,
    gross: totals.adjustedGross,
    taxableGross: totals.taxableGross,
    paidDays: earnings.paidDays,
    daysInPeriod: earnings.presence.daysInPeriod,
  });
  const employeeShares = shares.filter((s) => s.rule.kind === 'EMPLOYEE');
  const employeeContributions = sum(employeeShares.map((s) => s.amount));
  const employerContributions = sum(shares.filter((s) => s.rule.kind === 'EMPLOYER').map((s) => s.amount));
  const deductible = sum(employeeShares.filter((s) => s.rule.deductibleFromTaxable).map((s) => s.amount));
  const netTaxable = Math.max(0, totals.taxableGross - deductible);
  const incomeTaxes = computeIncomeTaxes(rs, req.employee, { taxableGross: totals.taxableGross, netTaxable });
  const incomeTax = sum(incomeTaxes.map((t) => t.amount));
  const advances = req.variables.advances;
  const netPay = totals.paid - employeeContributions - incomeTax - advances;
  const journal = entryPostings(rs, {
    employeeRef: req.employee.ref,
    earnings: earnings.lines,
    shares,
    incomeTaxes,
    advances,
    netPay,
  });
  return {
    employeeRef: req.employee.ref,
    country: rs.country,
    currency: rs.currency,
    period: { year: req.period.year, month: req.period.month },
    ruleSetFrom: rs.effectiveFrom,
    presence: {
      method: earnings.presence.method,
      daysInPeriod: earnings.presence.daysInPeriod,
      daysPresent: earnings.presence.daysPresent,
      unpaidAbsenceDays: earnings.unpaidAbsenceDays.toString(),
      firstDay: earnings.presence.firstDay,
      lastDay: earnings.presence.lastDay,
    },
    baseSalary: req.contract.baseMonthlySalary,
    proratedBase: earnings.proratedBase,
    earnings: earnings.lines,
    adjustedGross: totals.adjustedGross,
    taxableGross: totals.taxableGross,
    netTaxable,
    contributions: contributionLines(shares),
    employeeContributions,
    employerContributions,
    incomeTaxes,
    incomeTax,
    advances,
    netPay,
    employerCost: totals.all + employerContributions,
    journal,
  };
}
