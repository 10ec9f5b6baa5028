import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_STATUSES, type EmployeeStatus } from '../../../../shared/employees';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { employeeLifecycle } from '../states';
import { buildHrWorld, createEmployee, setStatus, type HrWorld } from './helpers';

let t: TestServer;
let w: HrWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-06-10T10:00:00Z' });
  w = await buildHrWorld(t);
});
afterAll(() => t?.close());

/** The declared moves: the table the server enforces, written out to be checked against it. */
const ALLOWED: Record<EmployeeStatus, EmployeeStatus[]> = {
  PRE_HIRE: ['ACTIVE', 'TERMINATED'],
  ACTIVE: ['ON_LEAVE', 'SUSPENDED', 'TERMINATED'],
  ON_LEAVE: ['ACTIVE', 'TERMINATED'],
  SUSPENDED: ['ACTIVE', 'TERMINATED'],
  TERMINATED: [],
};

/** A path from PRE_HIRE to each state through allowed moves. */
const PATH: Record<EmployeeStatus, EmployeeStatus[]> = {
  PRE_HIRE: [],
  ACTIVE: ['ACTIVE'],
  ON_LEAVE: ['ACTIVE', 'ON_LEAVE'],
  SUSPENDED: ['ACTIVE', 'SUSPENDED'],
  TERMINATED: ['TERMINATED'],
};

async function employeeIn(status: EmployeeStatus): Promise<string> {
  const e = await createEmployee(w.admin);
  for (const step of PATH[status]) await setStatus(w.admin, e.id, step);
  return e.id;
}

describe('employee lifecycle (PATCH /admin/employees/{id}/lifecycle)', () => {
  it('declares exactly the documented table', () => {
    for (const from of EMPLOYEE_STATUSES) {
      expect(Object.values(employeeLifecycle[from]).sort(), from).toEqual([...ALLOWED[from]].sort());
    }
  });

  for (const from of EMPLOYEE_STATUSES) {
    for (const to of EMPLOYEE_STATUSES) {
      const allowed = ALLOWED[from].includes(to);
      it(`${from} → ${to}: ${allowed ? 'allowed' : 'refused with 409 INVALID_STATE, nothing changed'}`, async () => {
        const id = await employeeIn(from);
        const before = (await w.admin.get(`/admin/employees/${id}`)).body;
        const res = await w.admin.patch(`/admin/employees/${id}/lifecycle`, { status: to });
        if (allowed) {
          expect(res.status).toBe(200);
          expect(res.body.status).toBe(to);
          expect(res.body.allowedStatuses.sort()).toEqual([...ALLOWED[to]].sort());
        } else {
          expect(res.status).toBe(409);
          expect(res.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: from });
          expect((await w.admin.get(`/admin/employees/${id}`)).body).toEqual(before);
        }
      });
    }
  }

  it('keeps the effective date and reason of a termination (default: today)', async () => {
    const id = await employeeIn('ACTIVE');
    const res = await w.admin.patch(`/admin/employees/${id}/lifecycle`, { status: 'TERMINATED', effectiveDate: '2026-06-30', reason: 'Démission' });
    expect(res.body).toMatchObject({ status: 'TERMINATED', terminationDate: '2026-06-30', terminationReason: 'Démission', statusChangedAt: '2026-06-10T10:00:00.000Z' });
    const other = await employeeIn('SUSPENDED');
    expect((await w.admin.patch(`/admin/employees/${other}/lifecycle`, { status: 'TERMINATED' })).body.terminationDate).toBe('2026-06-10');
  });

  it('refuses an unknown status or a malformed date with 400', async () => {
    const id = await employeeIn('ACTIVE');
    expect((await w.admin.patch(`/admin/employees/${id}/lifecycle`, { status: 'RETIRED' })).status).toBe(400);
    expect((await w.admin.patch(`/admin/employees/${id}/lifecycle`, { status: 'TERMINATED', effectiveDate: '2026-02-30' })).status).toBe(400);
    expect((await w.admin.get(`/admin/employees/${id}`)).body.status).toBe('ACTIVE');
  });
});
