import type { Cents } from '../../../../shared/money';
import type { Payslip } from './payslip-types';

export interface BodyDeclaration {
  /** IPRES, CSS, CNPS, URSSAF, AGIRC_ARRCO… */
  body: string;
  /** Employees with a contribution to this body in the period. */
  employeeCount: number;
  /** Contributions' gross of those employees. */
  grossPayroll: Cents;
  employeeContributions: Cents;
  employerContributions: Cents;
}

type DeclaredEntry = Pick<Payslip, 'employeeRef' | 'adjustedGross' | 'contributions'>;

/**
 * A period's social declaration figures per social body, from the entries of its validated runs:
 * SOCIAL contribution lines only (payroll taxes and income tax go to the State, not to a body).
 */
export function socialDeclarationsByBody(entries: readonly DeclaredEntry[]): BodyDeclaration[] {
  const bodies = new Map<string, BodyDeclaration & { employees: Set<string> }>();
  for (const entry of entries) {
    for (const line of entry.contributions) {
      if (line.nature !== 'SOCIAL') continue;
      const body = bodies.get(line.body) ?? {
        body: line.body,
        employeeCount: 0,
        grossPayroll: 0,
        employeeContributions: 0,
        employerContributions: 0,
        employees: new Set<string>(),
      };
      if (!body.employees.has(entry.employeeRef)) {
        body.employees.add(entry.employeeRef);
        body.grossPayroll += entry.adjustedGross;
      }
      body.employeeContributions += line.employeeAmount;
      body.employerContributions += line.employerAmount;
      bodies.set(line.body, body);
    }
  }
  return [...bodies.values()]
    .map(({ employees, ...figures }) => ({ ...figures, employeeCount: employees.size }))
    .sort((a, b) => a.body.localeCompare(b.body));
}
