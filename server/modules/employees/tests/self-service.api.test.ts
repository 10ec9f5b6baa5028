import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../../../platform/tenancy/context';
import { buildUser, loginAs } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { Employee } from '../models/employee';
import { buildHrWorld, buildLinkedEmployee, createEmployee, IBAN_BJ, IBAN_CI, type HrWorld } from './helpers';

let t: TestServer;
let w: HrWorld;

beforeAll(async () => {
  t = await createTestServer();
  w = await buildHrWorld(t);
});
afterAll(() => t?.close());

const bank = { iban: IBAN_CI, bic: 'SGCICIAB', bankName: 'SGCI', accountHolder: 'Aminata Ouattara' };
const storedIban = async (id: string) => (await asSystem(() => Employee.findByPk(id)))!.bankIban;

describe('self-service (no HR permission)', () => {
  it('reads their own profile and edits its personal contact fields only', async () => {
    const me = await buildLinkedEmployee(t, w, { employee: { jobTitle: 'Caissière', socialSecurityNumber: '1940630012345' } });
    const profile = await me.api.get('/hr/me').expect(200);
    expect(profile.body).toMatchObject({ id: me.employee.id, jobTitle: 'Caissière', socialSecurityNumber: '••••2345', socialSecurityNumberMasked: true });
    const res = await me.api.put('/hr/me', { phone: '+225 07 11 22 33 44', personalEmail: 'Aminata@Gmail.com', address: 'Cocody, Abidjan', jobTitle: 'Directrice' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone: '+225 07 11 22 33 44', personalEmail: 'aminata@gmail.com', address: 'Cocody, Abidjan', jobTitle: 'Caissière' });
    expect((await me.api.put('/hr/me', { phone: 'call me' })).status).toBe(400);
  });

  it('changes their own bank details (IBAN validated) and emergency contact', async () => {
    const me = await buildLinkedEmployee(t, w);
    const set = await me.api.put(`/hr/employees/${me.employee.id}/bank-account`, bank);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ bankAccount: bank });
    expect((await me.api.get(`/hr/employees/${me.employee.id}/bank-account`)).body).toEqual({ bankAccount: bank });

    const wrong = await me.api.put(`/hr/employees/${me.employee.id}/bank-account`, { ...bank, iban: 'CI93CI0080111301134291200588' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'iban', message: 'Wrong IBAN check digits' }]);
    expect(await storedIban(me.employee.id)).toBe(IBAN_CI);

    const contact = { name: 'Mamadou Ouattara', relationship: 'Père', phone: '+225 05 05 11 22 04' };
    expect((await me.api.put(`/hr/employees/${me.employee.id}/emergency-contact`, contact)).body).toEqual({ emergencyContact: contact });
    expect((await me.api.get(`/hr/employees/${me.employee.id}/emergency-contact`)).body).toEqual({ emergencyContact: contact });
    expect((await me.api.put(`/hr/employees/${me.employee.id}/emergency-contact`, { name: '', relationship: 'Père', phone: '1' })).status).toBe(400);
  });

  it("cannot read or change someone else's bank details or emergency contact (403), which stay unchanged", async () => {
    const me = await buildLinkedEmployee(t, w);
    const colleague = await createEmployee(w.admin, { bankAccount: { iban: IBAN_BJ, bic: 'ECOCBJBJ' } });
    for (const res of [
      await me.api.get(`/hr/employees/${colleague.id}/bank-account`),
      await me.api.put(`/hr/employees/${colleague.id}/bank-account`, bank),
      await me.api.get(`/hr/employees/${colleague.id}/emergency-contact`),
      await me.api.put(`/hr/employees/${colleague.id}/emergency-contact`, { name: 'X', relationship: 'Y', phone: '+225 01 02 03 04' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('PERMISSION_DENIED');
    }
    expect(await storedIban(colleague.id)).toBe(IBAN_BJ);
  });

  it('lets HR with employee.manage change anyone’s bank details', async () => {
    const colleague = await createEmployee(w.admin);
    const res = await w.hr.put(`/hr/employees/${colleague.id}/bank-account`, bank);
    expect(res.status).toBe(200);
    const officer = await loginAs(t, await buildUser(t, { tenant: w.tenant, permissions: ['employee.manage'] }));
    expect((await officer.get(`/hr/employees/${colleague.id}/bank-account`)).body).toEqual({ bankAccount: bank });
  });

  it('recognises a link made from the user account side (users.employee_id)', async () => {
    const profile = await createEmployee(w.admin);
    const user = await buildUser(t, { tenant: w.tenant, employeeId: profile.id });
    const api = await loginAs(t, user);
    expect((await api.get('/hr/me')).body.id).toBe(profile.id);
    expect((await api.put(`/hr/employees/${profile.id}/bank-account`, bank)).status).toBe(200);
  });

  it('answers 404 to a user without profile and to another tenant’s employee', async () => {
    const loner = await loginAs(t, await buildUser(t, { tenant: w.tenant }));
    const res = await loner.get('/hr/me');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect((await loner.put('/hr/me', { phone: '+225 01 02 03 04 05' })).status).toBe(404);
    const other = await buildHrWorld(t);
    const foreign = await createEmployee(other.admin);
    expect((await w.admin.get(`/hr/employees/${foreign.id}/bank-account`)).status).toBe(404);
    expect((await w.admin.put(`/hr/employees/${foreign.id}/bank-account`, bank)).status).toBe(404);
  });

  it('requires a login', async () => {
    expect((await t.http.get('/hr/me')).status).toBe(401);
  });
});
