import { payrollPeriod } from '../../../../shared/payroll';
import type { FieldError } from '../../../platform/http/problem';
import { refusal } from '../../../platform/http/problem';
import { now } from '../../../platform/tenancy/context';
import { computePayslip, PayrollEngineError, type Payslip } from '../engine';
import { PayrollEntry, PayrollRun, PayrollVariableInput, type StoredInputs } from '../models';
import { payableEmployees, payslipInput, profilesOf, type PayableEmployee } from './payable';
import { tenantRuleSet } from './rule-sets';
import { lockRun } from './runs';

const CHUNK = 500;

/** The entry's columns from its payslip. */
function entryRow(run: PayrollRun, payable: PayableEmployee, slip: Payslip) {
  return {
    runId: run.id,
    employeeId: payable.employee.id,
    employeeNumber: payable.employee.employeeNumber,
    employeeName: payable.employee.name,
    contractId: payable.contract.id,
    contractReference: payable.contract.reference,
    daysPresent: slip.presence.daysPresent,
    daysInPeriod: slip.presence.daysInPeriod,
    baseSalaryCents: slip.baseSalary,
    proratedBaseCents: slip.proratedBase,
    adjustedGrossCents: slip.adjustedGross,
    netTaxableCents: slip.netTaxable,
    employeeContributionsCents: slip.employeeContributions,
    employerContributionsCents: slip.employerContributions,
    incomeTaxCents: slip.incomeTax,
    advancesCents: slip.advances,
    netPayCents: slip.netPay,
    employerCostCents: slip.employerCost,
    computation: slip,
  };
}

const sum = (slips: readonly Payslip[], pick: (s: Payslip) => number) => slips.reduce((total, s) => total + pick(s), 0);

/**
 * Computes a DRAFT run again from scratch: every employee the month pays (payableEmployees),
 * under the rules in force for the month with the tenant's overrides (built once for the run),
 * with their profile and the run's variable inputs. All or nothing: an employee the engine
 * cannot pay (a missing notified rate, a contract in another currency…) or variable inputs for
 * someone the month does not pay refuse the whole computation, each listed in `errors`.
 */
export async function computeRun(id: string): Promise<PayrollRun> {
  const { run } = await lockRun(id, 'compute');
  const period = { year: run.year, month: run.month };
  const rs = await tenantRuleSet(run.country, period);
  const payable = await payableEmployees(period);
  const profiles = await profilesOf(payable.map((p) => p.employee.id));
  const inputs = new Map((await PayrollVariableInput.findAll({ where: { runId: run.id } })).map((i) => [i.employeeId, i.inputs as StoredInputs]));

  const errors: FieldError[] = [];
  const rows: ReturnType<typeof entryRow>[] = [];
  for (const p of payable) {
    try {
      const slip = computePayslip(payslipInput(run.country, period, p, profiles.get(p.employee.id), inputs.get(p.employee.id)), rs);
      rows.push(entryRow(run, p, slip));
    } catch (err) {
      if (!(err instanceof PayrollEngineError)) throw err;
      errors.push({ path: `employees.${p.employee.employeeNumber}`, message: `${p.employee.name}: ${err.message}` });
    }
  }
  const paid = new Set(payable.map((p) => p.employee.id));
  for (const employeeId of inputs.keys()) {
    if (!paid.has(employeeId)) errors.push({ path: `variableInputs.${employeeId}`, message: `Variable inputs for an employee without a contract paying in ${payrollPeriod(run.year, run.month)}` });
  }
  if (errors.length) throw refusal('BUSINESS_RULE', 'payroll.computeProblems', { count: errors.length }, { errors });

  await PayrollEntry.destroy({ where: { runId: run.id } });
  for (let i = 0; i < rows.length; i += CHUNK) await PayrollEntry.bulkCreate(rows.slice(i, i + CHUNK));
  const slips = rows.map((r) => r.computation);
  await run.update({
    ruleSetFrom: rs.effectiveFrom,
    appliedOverrides: rs.appliedOverrides,
    accountTitles: rs.accountTitles,
    employeeCount: slips.length,
    adjustedGrossCents: sum(slips, (s) => s.adjustedGross),
    employeeContributionsCents: sum(slips, (s) => s.employeeContributions),
    employerContributionsCents: sum(slips, (s) => s.employerContributions),
    incomeTaxCents: sum(slips, (s) => s.incomeTax),
    advancesCents: sum(slips, (s) => s.advances),
    netPayCents: sum(slips, (s) => s.netPay),
    employerCostCents: sum(slips, (s) => s.employerCost),
    computedAt: now(),
    inputsStale: false,
  });
  return run;
}
