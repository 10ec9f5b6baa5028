import { expect } from 'vitest';
import { sumCents, toCents } from '../../../../shared/money';
import type { ApiClient } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';
import { buildOrg, type Org, type Person } from '../../approvals/tests/world';

const SIGNED_SCAN = Buffer.from('%PDF-1.4\n% signed\n');

/**
 * A Côte d'Ivoire company (XOF) for payroll tests, built through the API: an HR manager who
 * writes contracts, an accountant (ORG_ADMIN) who runs payroll, and employees with contracts in
 * force. Everything is created through the HTTP API, as a user would.
 */
export interface PayrollWorld {
  org: Org;
  hr: ApiClient;
  payroll: ApiClient;
  employees: Person[];
  /** An ACTIVE employee with an active contract (salary in francs, start date). */
  hireWithContract(firstName: string, salary: number, startDate?: string): Promise<Person>;
}

export async function activateContract(hr: ApiClient, employeeId: string, salary: number, startDate: string): Promise<string> {
  const created = await hr.post('/hr/contracts', { employeeId, type: 'CDI', body: 'Contrat de travail à durée indéterminée.', salary, weeklyHours: 40, startDate });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await hr.post(`/hr/contracts/${created.body.id}/send`, { notifyEmployee: false }).expect(200);
  await hr.post(`/hr/contracts/${created.body.id}/sign`).attach('file', SIGNED_SCAN, 'scan.pdf').expect(200);
  await hr.post(`/hr/contracts/${created.body.id}/activate`).expect(200);
  return created.body.id as string;
}

export async function buildPayrollWorld(t: TestServer): Promise<PayrollWorld> {
  const org = await buildOrg(t);
  const hrPerson = await org.hire({ firstName: 'Fatou', roles: ['HR_MANAGER'], manager: org.admin });
  const hr = await hrPerson.api();
  const payroll = await org.admin.api();
  const hireWithContract: PayrollWorld['hireWithContract'] = async (firstName, salary, startDate = '2025-09-01') => {
    const person = await org.hire({ firstName, manager: org.admin, hireDate: startDate });
    await activateContract(hr, person.employeeId, salary, startDate);
    return person;
  };
  return { org, hr, payroll, employees: [], hireWithContract };
}

/** Sum of the two-decimal strings, in cents. */
export const cents = (values: readonly string[]) => sumCents(values.map((v) => toCents(v)));
