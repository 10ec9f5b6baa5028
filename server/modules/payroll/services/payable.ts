import Big from 'big.js';
import { Op } from 'sequelize';
import type { PayrollCountry } from '../../../../shared/payroll';
import { port } from '../../../platform/modules';
import { contractsPayableBetween, type PayrollContract } from '../../contracts';
import type { EmployeeSummary } from '../../employees';
import { firstDayOf, type PayPeriod, type PayslipInput } from '../engine';
import { PayrollProfile } from '../models';
import type { StoredInputs } from '../models';

/** An employee the run pays, with the contract it pays them under and their presence in the month. */
export interface PayableEmployee {
  employee: EmployeeSummary;
  contract: PayrollContract;
  arrival: string | null;
  departure: string | null;
}

export function lastDayOf(period: PayPeriod): string {
  return new Date(Date.UTC(period.year, period.month, 0)).toISOString().slice(0, 10);
}

const within = (date: string | null, start: string, end: string) => (date && date >= start && date <= end ? date : null);

/**
 * Who a month's run pays: ACTIVE employees with a contract in force during the month, and
 * employees whose contract was terminated during the month (paid up to their departure). One
 * contract per employee: the one in force, else the latest to start. Arrival and departure are
 * the contract's start and end (or termination) when they fall in the month.
 */
export async function payableEmployees(period: PayPeriod): Promise<PayableEmployee[]> {
  const start = firstDayOf(period);
  const end = lastDayOf(period);
  const contracts = await contractsPayableBetween(start, end);
  const chosen = new Map<string, PayrollContract>();
  for (const contract of contracts) {
    const current = chosen.get(contract.employeeId);
    const inForce = (c: PayrollContract) => c.status !== 'TERMINATED';
    if (!current || (inForce(contract) && !inForce(current)) || (inForce(contract) === inForce(current) && contract.startDate > current.startDate)) {
      chosen.set(contract.employeeId, contract);
    }
  }
  const employees = await port('people').employeeSummaries([...chosen.keys()]);
  const payable: PayableEmployee[] = [];
  for (const [employeeId, contract] of chosen) {
    const employee = employees.get(employeeId);
    if (!employee) continue;
    const leaving = contract.status === 'TERMINATED';
    if (!leaving && employee.status !== 'ACTIVE') continue;
    const ends = [contract.endDate, contract.terminationDate].filter((d): d is string => Boolean(d)).sort()[0] ?? null;
    payable.push({ employee, contract, arrival: within(contract.startDate, start, end), departure: within(ends, start, end) });
  }
  return payable.sort((a, b) => a.employee.employeeNumber.localeCompare(b.employee.employeeNumber));
}

/** The third party of an employee's lines in the books: number and name, unique in the tenant. */
export function employeeRef(employee: Pick<EmployeeSummary, 'employeeNumber' | 'name'>): string {
  return `${employee.employeeNumber} ${employee.name}`.slice(0, 100);
}

/** Payroll profiles of these employees, by employee. */
export async function profilesOf(employeeIds: readonly string[]): Promise<Map<string, PayrollProfile>> {
  if (!employeeIds.length) return new Map();
  const rows = await PayrollProfile.findAll({ where: { employeeId: { [Op.in]: [...new Set(employeeIds)] } } });
  return new Map(rows.map((p) => [p.employeeId, p]));
}

/** The engine's input for one employee of a run. */
export function payslipInput(
  country: PayrollCountry,
  period: PayPeriod,
  payable: PayableEmployee,
  profile: PayrollProfile | undefined,
  variables: StoredInputs | undefined,
): PayslipInput {
  const { contract } = payable;
  return {
    employee: {
      ref: employeeRef(payable.employee),
      country,
      category: profile?.category ?? 'NON_CADRE',
      expatriate: profile?.expatriate ?? false,
      familyParts: profile?.familyParts ?? '1',
      trimfParts: profile?.trimfParts ?? '1',
      cmuPersons: profile?.cmuPersons ?? '1',
      ...(profile?.riskRate ? { riskRate: profile.riskRate } : {}),
      ...(profile?.pasRate ? { pasRate: profile.pasRate } : {}),
    },
    contract: {
      baseMonthlySalary: contract.salaryCents,
      currency: contract.currency,
      ...(contract.weeklyHoursHundredths ? { weeklyHours: new Big(contract.weeklyHoursHundredths).div(100).toString() } : {}),
    },
    period: { year: period.year, month: period.month },
    presence: { arrival: payable.arrival, departure: payable.departure },
    ...(variables ? { variables } : {}),
  };
}
