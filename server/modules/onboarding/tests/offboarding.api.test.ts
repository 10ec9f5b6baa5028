import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildUser, loginAs } from '../../../test/factories';
import { DAY, buildOrg, isoDay, type Org, type Person } from '../../approvals/tests/world';
import { APPLY_EXITS_JOB } from '../services/offboardings';

let t: TestServer;
let org: Org;
let hr: Person;

const START = new Date('2026-05-04T09:00:00Z');
const TODAY = isoDay(START);
const inDays = (n: number) => isoDay(new Date(START.getTime() + n * DAY));

/** A CDI in force for the employee, through the contracts API. */
async function contractInForce(employee: Person): Promise<string> {
  const api = await hr.api();
  const created = await api.post('/hr/contracts', { employeeId: employee.employeeId, type: 'CDI', salary: '450000', startDate: '2024-01-15', body: '# Contrat\n\n{{employee.fullName}}' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await api.post(`/hr/contracts/${created.body.id}/send`, { notifyEmployee: false }).expect(200);
  await api.post(`/hr/contracts/${created.body.id}/sign`).attach('file', Buffer.from('%PDF-1.4 signed'), 'signed.pdf').expect(200);
  await api.post(`/hr/contracts/${created.body.id}/activate`).expect(200);
  return created.body.id;
}

beforeAll(async () => {
  t = await createTestServer({ now: START });
  captureMail(t);
  org = await buildOrg(t); // no EMPLOYEE_OFFBOARDING circuit in this tenant
  hr = await org.hire({ firstName: 'Fatou', roles: ['HR_MANAGER'], manager: org.admin });
});
afterAll(() => t?.close());

describe('offboarding without an approval circuit', () => {
  it('an exit today terminates the employee and their contract at once', async () => {
    const leaving = await org.hire({ firstName: 'Yves', manager: hr });
    const contractId = await contractInForce(leaving);
    const res = await (await hr.api()).post(`/hr/employees/${leaving.employeeId}/offboarding`, { reason: 'MUTUAL_AGREEMENT', exitDate: TODAY });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'COMPLETED', reason: 'MUTUAL_AGREEMENT', exitDate: TODAY, workflow: null, initiatedBy: { userId: hr.user.id } });
    const employee = (await (await org.admin.api()).get(`/admin/employees/${leaving.employeeId}`)).body;
    expect(employee).toMatchObject({ status: 'TERMINATED', terminationDate: TODAY });
    const contract = (await (await hr.api()).get(`/hr/contracts/${contractId}`)).body;
    expect(contract).toMatchObject({ status: 'TERMINATED', terminationDate: TODAY, terminationReason: 'Rupture d’un commun accord' });
  });

  it('a future exit is SCHEDULED, carried out by the job on the date, and can be cancelled before', async () => {
    const leaving = await org.hire({ firstName: 'Paul', manager: hr });
    const res = await (await hr.api()).post(`/hr/employees/${leaving.employeeId}/offboarding`, { reason: 'RETIREMENT', exitDate: inDays(3) });
    expect(res.body.status).toBe('SCHEDULED');
    await t.server.container.services.jobs.runNow(APPLY_EXITS_JOB, new Date(START.getTime() + 2 * DAY));
    expect((await (await hr.api()).get(`/hr/employees/${leaving.employeeId}/offboarding`)).body.status).toBe('SCHEDULED');
    await t.server.container.services.jobs.runNow(APPLY_EXITS_JOB, new Date(START.getTime() + 3 * DAY));
    expect((await (await hr.api()).get(`/hr/employees/${leaving.employeeId}/offboarding`)).body.status).toBe('COMPLETED');
    expect((await (await org.admin.api()).get(`/admin/employees/${leaving.employeeId}`)).body.status).toBe('TERMINATED');

    const staying = await org.hire({ firstName: 'Nadège', manager: hr });
    await (await hr.api()).post(`/hr/employees/${staying.employeeId}/offboarding`, { reason: 'RESIGNATION', exitDate: inDays(20) }).expect(201);
    const cancelled = await (await hr.api()).post(`/hr/employees/${staying.employeeId}/offboarding/cancel`, { comment: 'Démission retirée' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    const again = await (await hr.api()).post(`/hr/employees/${staying.employeeId}/offboarding/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'CANCELLED' });
    await t.server.container.services.jobs.runNow(APPLY_EXITS_JOB, new Date(START.getTime() + 30 * DAY));
    expect((await (await org.admin.api()).get(`/admin/employees/${staying.employeeId}`)).body.status).toBe('ACTIVE');
  });
});

describe('offboarding refusals', () => {
  it('refuses a second open departure, a departed employee, an exit before the hire date, bad bodies; nothing is written', async () => {
    const api = await hr.api();
    const leaving = await org.hire({ firstName: 'Bakary', manager: hr, hireDate: '2025-02-01' });
    await api.post(`/hr/employees/${leaving.employeeId}/offboarding`, { reason: 'RESIGNATION', exitDate: inDays(40) }).expect(201);
    const dup = await api.post(`/hr/employees/${leaving.employeeId}/offboarding`, { reason: 'DISMISSAL', exitDate: inDays(10) });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('DUPLICATE');

    const early = await org.hire({ firstName: 'Hervé', manager: hr, hireDate: '2026-04-01' });
    const before = await api.post(`/hr/employees/${early.employeeId}/offboarding`, { reason: 'END_OF_TRIAL', exitDate: '2026-03-15' });
    expect(before.status).toBe(422);
    expect(before.body.errors).toEqual([{ path: 'exitDate', message: 'Before the hire date' }]);
    const bad = await api.post(`/hr/employees/${early.employeeId}/offboarding`, { reason: 'BORED', exitDate: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['exitDate', 'reason']);
    expect((await api.get(`/hr/employees/${early.employeeId}/offboarding`)).status).toBe(404);

    const gone = await org.hire({ firstName: 'Souleymane', manager: hr });
    await api.post(`/hr/employees/${gone.employeeId}/offboarding`, { reason: 'RESIGNATION', exitDate: TODAY }).expect(201);
    const twice = await api.post(`/hr/employees/${gone.employeeId}/offboarding`, { reason: 'RESIGNATION', exitDate: TODAY });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'TERMINATED' });

    expect((await api.post('/hr/employees/00000000-0000-4000-8000-000000000000/offboarding', { reason: 'RESIGNATION', exitDate: TODAY })).status).toBe(404);
    const list = (await api.get(`/hr/offboardings?employeeId=${leaving.employeeId}`)).body;
    expect(list).toMatchObject({ total: 1, items: [{ reason: 'RESIGNATION', status: 'SCHEDULED' }] });
  });

  it('needs offboarding.manage to initiate, consult or cancel', async () => {
    const employee = await org.hire({ firstName: 'Adjoua', manager: hr });
    const plain = await loginAs(t, await buildUser(t, { tenant: org.tenant, roles: ['MANAGER'] }));
    for (const res of [
      await plain.post(`/hr/employees/${employee.employeeId}/offboarding`, { reason: 'RESIGNATION', exitDate: TODAY }),
      await plain.get(`/hr/employees/${employee.employeeId}/offboarding`),
      await plain.post(`/hr/employees/${employee.employeeId}/offboarding/cancel`, {}),
      await plain.get('/hr/offboardings'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('PERMISSION_DENIED');
    }
    // Approving a departure with no approval request pending is an invalid state, not a permission matter.
    await (await hr.api()).post(`/hr/employees/${employee.employeeId}/offboarding`, { reason: 'RESIGNATION', exitDate: inDays(60) }).expect(201);
    const approve = await plain.post(`/hr/employees/${employee.employeeId}/offboarding/approve`, {});
    expect(approve.status).toBe(409);
    expect(approve.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'SCHEDULED' });
  });
});
