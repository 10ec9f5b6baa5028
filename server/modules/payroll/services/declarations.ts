import { Op } from 'sequelize';
import { PAYROLL_FROZEN_STATUSES } from '../../../../shared/payroll';
import { firstDayOf } from '../engine';
import { PayrollEntry, PayrollRun } from '../models';

/** A social body's figures over the validated runs of a range of months. */
export interface BodyFigures {
  socialBody: string;
  employeeCount: number;
  grossPayroll: number;
  employeeContributions: number;
  employerContributions: number;
}

/** What the social declarations read from payroll: totals and the figures of each body (amounts in cents). */
export interface PayrollSocialFigures {
  /** The runs read, as `YYYY-MM`. */
  periods: string[];
  employeeCount: number;
  grossPayroll: number;
  employeeContributions: number;
  employerContributions: number;
  bodies: BodyFigures[];
}

/**
 * The social figures of the validated (or paid, or closed) runs whose month starts between two
 * dates, from their entries' SOCIAL contribution lines (payroll taxes and income tax go to the
 * State). Employees are counted once however many months they were paid; gross and contributions
 * add up over the months. Null when no validated run falls in the range.
 */
export async function socialFigures(from: string, to: string): Promise<PayrollSocialFigures | null> {
  const runs = (await PayrollRun.findAll({ where: { status: { [Op.in]: [...PAYROLL_FROZEN_STATUSES] } }, attributes: ['id', 'year', 'month'] })).filter((r) => {
    const start = firstDayOf(r);
    return start >= from && start <= to;
  });
  if (!runs.length) return null;
  const entries = await PayrollEntry.findAll({ where: { runId: { [Op.in]: runs.map((r) => r.id) } }, attributes: ['employeeId', 'adjustedGrossCents', 'computation'] });
  const bodies = new Map<string, BodyFigures & { employees: Set<string> }>();
  const employees = new Set<string>();
  let gross = 0;
  let employee = 0;
  let employer = 0;
  for (const entry of entries) {
    employees.add(entry.employeeId);
    gross += entry.adjustedGrossCents;
    const counted = new Set<string>();
    for (const line of entry.computation.contributions) {
      if (line.nature !== 'SOCIAL') continue;
      const body = bodies.get(line.body) ?? { socialBody: line.body, employeeCount: 0, grossPayroll: 0, employeeContributions: 0, employerContributions: 0, employees: new Set<string>() };
      if (!counted.has(line.body)) {
        counted.add(line.body);
        body.grossPayroll += entry.adjustedGrossCents;
        body.employees.add(entry.employeeId);
      }
      body.employeeContributions += line.employeeAmount;
      body.employerContributions += line.employerAmount;
      employee += line.employeeAmount;
      employer += line.employerAmount;
      bodies.set(line.body, body);
    }
  }
  return {
    periods: runs.map((r) => firstDayOf(r).slice(0, 7)).sort(),
    employeeCount: employees.size,
    grossPayroll: gross,
    employeeContributions: employee,
    employerContributions: employer,
    bodies: [...bodies.values()]
      .map(({ employees: set, ...figures }) => ({ ...figures, employeeCount: set.size }))
      .sort((a, b) => a.socialBody.localeCompare(b.socialBody)),
  };
}
