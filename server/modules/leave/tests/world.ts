import { expect } from 'vitest';
import type { ApiClient } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';
import { buildOrg, type Org, type Person } from '../../approvals/tests/world';

/**
 * A leave world for API tests: an organisation (ORG_ADMIN Awa), a manager (leave.approve) and
 * three of their reports (leave.create), one leave type per accrual mode wanted by the test.
 */
export interface LeaveWorld {
  org: Org;
  admin: Person;
  manager: Person;
  alice: Person;
  bob: Person;
  carol: Person;
}

export async function buildLeaveWorld(t: TestServer): Promise<LeaveWorld> {
  const org = await buildOrg(t);
  const manager = await org.hire({ firstName: 'Moussa', roles: ['MANAGER'], manager: org.admin });
  const [alice, bob, carol] = [
    await org.hire({ firstName: 'Alice', manager }),
    await org.hire({ firstName: 'Bob', manager }),
    await org.hire({ firstName: 'Carol', manager }),
  ];
  return { org, admin: org.admin, manager, alice, bob, carol };
}

let codes = 0;
/** A leave type with its policy (version 1); answers the type's id. */
export async function leaveType(api: ApiClient, type: Record<string, unknown> = {}, policy: Record<string, unknown> = {}): Promise<{ typeId: string; policyId: string }> {
  const created = await api.post('/admin/leave-types', { code: `T${++codes}`, name: `Congé ${codes}`, accrualMode: 'ANNUAL', ...type });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const p = await api.post('/admin/leave-policies', { leaveTypeId: created.body.id, annualAllowance: 24, ...policy });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  return { typeId: created.body.id as string, policyId: p.body.id as string };
}

/** Gives an employee `days` on a balance through an adjustment. */
export async function grant(api: ApiClient, employeeId: string, typeId: string, year: number, days: number): Promise<void> {
  const res = await api.put(`/admin/employees/${employeeId}/leave-balances/${typeId}`, { year, delta: days, reason: 'Solde initial' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export function request(api: ApiClient, leaveTypeId: string, startDate: string, endDate: string, extra: Record<string, unknown> = {}) {
  return api.post('/hr/leaves', { leaveTypeId, startDate, endDate, ...extra });
}
