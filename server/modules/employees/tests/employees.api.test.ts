import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../../../platform/tenancy/context';
import { buildUser, loginAs } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { findUser } from '../../identity/services/users';
import { asTenant } from '../../../platform/tenancy/context';
import { Employee } from '../models/employee';
import { buildHrWorld, buildLinkedEmployee, createEmployee, IBAN_CI, IBAN_SN, setStatus, type HrWorld } from './helpers';

let t: TestServer;
let w: HrWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-05-04T09:00:00Z' });
  w = await buildHrWorld(t);
});
afterAll(() => t?.close());

const count = () => asSystem(() => Employee.count({ where: { tenantId: w.tenant.id } }));

describe('employee profiles (/admin/employees, users.manage)', () => {
  it('creates a profile with every field of the specification, in PRE_HIRE', async () => {
    const department = (await w.admin.post('/admin/departments', { name: 'Comptabilité', code: 'CPT' }).expect(201)).body;
    const manager = await createEmployee(w.admin, { employeeNumber: 'MGR-1', firstName: 'Awa', lastName: 'Koné' });
    const res = await w.admin.post('/admin/employees', {
      employeeNumber: 'EMP-0100',
      firstName: 'Jean-Marc',
      lastName: "N'Guessan",
      email: 'JM.Nguessan@Demo.CI',
      jobTitle: 'Comptable',
      departmentId: department.id,
      managerId: manager.id,
      hireDate: '2024-02-01',
      collectiveAgreementCode: 'CI-CIC-1977',
      socialSecurityNumber: '1 85 03 12 345 678',
      bankAccount: { iban: 'ci93 ci00 8011 1301 1342 9120 0589', bic: 'sgcici ab', bankName: 'SGCI' },
      emergencyContact: { name: 'Adjoua N’Guessan', relationship: 'Conjointe', phone: '+225 07 08 09 10 11' },
      status: 'ACTIVE',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      employeeNumber: 'EMP-0100',
      fullName: "Jean-Marc N'Guessan",
      email: 'jm.nguessan@demo.ci',
      jobTitle: 'Comptable',
      department: { id: department.id, name: 'Comptabilité' },
      manager: { id: manager.id, fullName: 'Awa Koné' },
      hireDate: '2024-02-01',
      collectiveAgreementCode: 'CI-CIC-1977',
      status: 'PRE_HIRE',
      allowedStatuses: ['ACTIVE', 'TERMINATED'],
      socialSecurityNumber: '1 85 03 12 345 678',
      socialSecurityNumberMasked: false,
      bankAccount: { iban: IBAN_CI, bic: 'SGCICIAB', bankName: 'SGCI', accountHolder: null },
      emergencyContact: { name: 'Adjoua N’Guessan', relationship: 'Conjointe', phone: '+225 07 08 09 10 11' },
    });
    const read = await w.admin.get(`/admin/employees/${res.body.id}`).expect(200);
    expect(read.body).toEqual(res.body);
  });

  it('assigns the next EMP- number when none is given', async () => {
    const a = await createEmployee(w.admin);
    const b = await createEmployee(w.admin);
    expect(a.employeeNumber).toMatch(/^EMP-\d{4}$/);
    expect(Number(b.employeeNumber.slice(4))).toBe(Number(a.employeeNumber.slice(4)) + 1);
  });

  it('refuses a taken employee number or email with 409 DUPLICATE, and writes nothing', async () => {
    await createEmployee(w.admin, { employeeNumber: 'DUP-1', email: 'dup@demo.ci' });
    const before = await count();
    const number = await w.admin.post('/admin/employees', { employeeNumber: 'DUP-1', firstName: 'A', lastName: 'B' });
    expect(number.status).toBe(409);
    expect(number.body).toMatchObject({ code: 'DUPLICATE', errors: [{ path: 'employeeNumber' }] });
    const email = await w.admin.post('/admin/employees', { employeeNumber: 'DUP-2', firstName: 'A', lastName: 'B', email: 'DUP@demo.ci' });
    expect(email.status).toBe(409);
    expect(email.body.errors[0].path).toBe('email');
    expect(await count()).toBe(before);
  });

  it('validates IBAN and BIC server-side: WAEMU IBANs pass, a wrong one is refused field by field', async () => {
    const ok = await createEmployee(w.admin, { bankAccount: { iban: IBAN_SN, bic: 'SGSNSNDA' } });
    expect(ok.bankAccount).toMatchObject({ iban: IBAN_SN, bic: 'SGSNSNDA' });
    const before = await count();
    const bad = await w.admin.post('/admin/employees', { firstName: 'A', lastName: 'B', bankAccount: { iban: 'CI94CI0080111301134291200589', bic: 'SGCI' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.errors).toEqual([
      { path: 'bankAccount.iban', message: 'Wrong IBAN check digits' },
      { path: 'bankAccount.bic', message: 'Not a valid BIC' },
    ]);
    expect(await count()).toBe(before);
  });

  it('refuses unknown departments and managers (422), self-management and reporting loops', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    const dep = await w.admin.post('/admin/employees', { firstName: 'A', lastName: 'B', departmentId: ghost });
    expect(dep.status).toBe(422);
    expect(dep.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'departmentId' }] });
    const man = await w.admin.post('/admin/employees', { firstName: 'A', lastName: 'B', managerId: ghost });
    expect(man.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'managerId' }] });

    const top = await createEmployee(w.admin);
    const middle = await createEmployee(w.admin, { managerId: top.id });
    const bottom = await createEmployee(w.admin, { managerId: middle.id });
    const self = await w.admin.put(`/admin/employees/${top.id}`, { managerId: top.id });
    expect(self.status).toBe(422);
    const loop = await w.admin.put(`/admin/employees/${top.id}`, { managerId: bottom.id });
    expect(loop.status).toBe(422);
    expect(loop.body.errors).toEqual([{ path: 'managerId', message: 'Cycle in the reporting line' }]);
    expect((await w.admin.get(`/admin/employees/${top.id}`)).body.managerId).toBeNull();
  });

  it('refuses a terminated manager', async () => {
    const gone = await createEmployee(w.admin);
    await w.admin.delete(`/admin/employees/${gone.id}`).expect(200);
    const res = await w.admin.post('/admin/employees', { firstName: 'A', lastName: 'B', managerId: gone.id });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('A terminated employee cannot be a manager');
  });

  it('updates only the fields given; null clears; the status is not changed by PUT', async () => {
    const e = await createEmployee(w.admin, { jobTitle: 'Caissier', phone: '+225 01 02 03 04 05', bankAccount: { iban: IBAN_CI, bic: 'SGCICIAB' } });
    const res = await w.admin.put(`/admin/employees/${e.id}`, { jobTitle: 'Caissier principal', phone: null, status: 'ACTIVE' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ jobTitle: 'Caissier principal', phone: null, status: 'PRE_HIRE', bankAccount: { iban: IBAN_CI } });
    const cleared = await w.admin.put(`/admin/employees/${e.id}`, { bankAccount: null });
    expect(cleared.body.bankAccount).toBeNull();
  });

  it('masks the social security number unless the caller holds employee.ssn.read', async () => {
    const e = await createEmployee(w.admin, { socialSecurityNumber: '1850312345678' });
    const clerk = await loginAs(t, await buildUser(t, { tenant: w.tenant, permissions: ['users.manage'] }));
    const masked = await clerk.get(`/admin/employees/${e.id}`).expect(200);
    expect(masked.body).toMatchObject({ socialSecurityNumber: '••••5678', socialSecurityNumberMasked: true });
    const list = await clerk.get(`/admin/employees?q=${encodeURIComponent(String(e.lastName))}`).expect(200);
    expect(list.body.items[0].socialSecurityNumber).toBe('••••5678');
    const reader = await loginAs(t, await buildUser(t, { tenant: w.tenant, permissions: ['users.manage', 'employee.ssn.read'] }));
    expect((await reader.get(`/admin/employees/${e.id}`)).body.socialSecurityNumber).toBe('1850312345678');
  });

  it('DELETE terminates and removes nothing; a second DELETE is refused', async () => {
    const e = await createEmployee(w.admin);
    const before = await count();
    const res = await w.admin.delete(`/admin/employees/${e.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: e.id, status: 'TERMINATED', terminationDate: '2026-05-04', allowedStatuses: [] });
    expect(await count()).toBe(before);
    expect((await w.admin.get(`/admin/employees/${e.id}`)).body.status).toBe('TERMINATED');
    const again = await w.admin.delete(`/admin/employees/${e.id}`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'TERMINATED' });
  });

  it('lists with the envelope, filters by status, department and text', async () => {
    const dep = (await w.admin.post('/admin/departments', { name: 'Logistique Yamoussoukro' }).expect(201)).body;
    const a = await createEmployee(w.admin, { firstName: 'Éloïse', lastName: 'Zadi', departmentId: dep.id });
    const b = await createEmployee(w.admin, { firstName: 'Bakary', lastName: 'Zadi', departmentId: dep.id });
    await setStatus(w.admin, b.id, 'ACTIVE');
    const byDep = await w.admin.get(`/admin/employees?department=${dep.id}&sort=firstName`).expect(200);
    expect(byDep.body).toMatchObject({ page: 1, pageSize: 50, total: 2 });
    expect(byDep.body.items.map((i: { id: string }) => i.id)).toEqual([b.id, a.id]);
    const active = await w.admin.get(`/admin/employees?department=${dep.id}&status=ACTIVE`).expect(200);
    expect(active.body.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
    const text = await w.admin.get('/admin/employees?q=ELOISE%20zadi').expect(200);
    expect(text.body.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    expect((await w.admin.get('/admin/employees?status=GONE')).status).toBe(400);
    expect((await w.admin.get('/admin/employees?sort=socialSecurityNumber')).status).toBe(400);
  });

  it('also opens to employee.manage (HR managers), but not to employee.read alone', async () => {
    const officer = await loginAs(t, await buildUser(t, { tenant: w.tenant, permissions: ['employee.manage'] }));
    expect((await officer.post('/admin/employees', { firstName: 'Rokia', lastName: 'Sangaré' })).status).toBe(201);
    expect((await w.hr.post('/admin/employees', { firstName: 'Paul', lastName: 'Ehui' })).status).toBe(201);
    const reader = await loginAs(t, await buildUser(t, { tenant: w.tenant, permissions: ['employee.read'] }));
    expect((await reader.post('/admin/employees', { firstName: 'A', lastName: 'B' })).status).toBe(403);
  });

  it('is refused without users.manage or employee.manage (403) and answers 404 for unknown ids', async () => {
    const manager = await loginAs(t, await buildUser(t, { tenant: w.tenant, roles: ['MANAGER'] }));
    const e = await createEmployee(w.admin);
    for (const res of [
      await manager.get('/admin/employees'),
      await manager.post('/admin/employees', { firstName: 'A', lastName: 'B' }),
      await manager.put(`/admin/employees/${e.id}`, { jobTitle: 'x' }),
      await manager.delete(`/admin/employees/${e.id}`),
      await manager.patch(`/admin/employees/${e.id}/lifecycle`, { status: 'ACTIVE' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('PERMISSION_DENIED');
    }
    expect((await w.admin.get(`/admin/employees/${e.id}`)).body.status).toBe('PRE_HIRE');
    expect((await w.admin.get('/admin/employees/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await w.admin.get('/admin/employees/not-an-id')).status).toBe(404);
  });
});

describe('link with the user account', () => {
  it('links a user both ways, refuses an unknown or already linked user, and unlinks', async () => {
    const user = await buildUser(t, { tenant: w.tenant });
    const e = await createEmployee(w.admin, { userId: user.id });
    expect(e.userId).toBe(user.id);
    expect((await asTenant(w.tenant.id, () => findUser(user.id))).employeeId).toBe(e.id);

    const other = await w.admin.post('/admin/employees', { firstName: 'A', lastName: 'B', userId: user.id });
    expect(other.status).toBe(409);
    expect(other.body.errors[0].path).toBe('userId');
    const ghost = await w.admin.post('/admin/employees', { firstName: 'A', lastName: 'B', userId: '00000000-0000-4000-8000-000000000000' });
    expect(ghost.status).toBe(422);
    expect(ghost.body.errors[0].path).toBe('userId');

    await w.admin.put(`/admin/employees/${e.id}`, { userId: null }).expect(200);
    expect((await asTenant(w.tenant.id, () => findUser(user.id))).employeeId).toBeNull();
  });

  it('refuses a user of another tenant as unknown', async () => {
    const other = await buildHrWorld(t);
    const res = await w.admin.post('/admin/employees', { firstName: 'A', lastName: 'B', userId: other.adminUser.id });
    expect(res.status).toBe(422);
  });
});

describe('audit trail', () => {
  it('records creation, changes and lifecycle moves, with personal data redacted, readable with employee.read', async () => {
    const { employee } = await buildLinkedEmployee(t, w, { employee: { socialSecurityNumber: '1850312345678', jobTitle: 'Agent' } });
    await w.admin.put(`/admin/employees/${employee.id}`, { jobTitle: 'Chef d’agence', bankAccount: { iban: IBAN_CI, bic: 'SGCICIAB' } }).expect(200);
    await setStatus(w.admin, employee.id, 'ACTIVE');
    const history = await w.hr.get(`/audit/EMPLOYEE/${employee.id}`).expect(200);
    const actions = history.body.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['STATE_CHANGE', 'UPDATE', 'CREATE']);
    const update = history.body.items[1];
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: 'jobTitle', before: 'Agent', after: 'Chef d’agence' },
        { field: 'bankIban', before: '[redacted]', after: '[redacted]' },
      ]),
    );
    const created = history.body.items[2];
    expect(created.changes).toEqual(expect.arrayContaining([{ field: 'socialSecurityNumber', before: null, after: '[redacted]' }]));
    expect(JSON.stringify(history.body)).not.toContain('1850312345678');
    const plain = await loginAs(t, await buildUser(t, { tenant: w.tenant, roles: ['EMPLOYEE'] }));
    expect((await plain.get(`/audit/EMPLOYEE/${employee.id}`)).status).toBe(403);
  });
});
