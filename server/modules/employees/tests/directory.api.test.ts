import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, loginAs, type ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildHrWorld, buildLinkedEmployee, createEmployee, IBAN_CI, setStatus, type CreatedEmployee, type HrWorld } from './helpers';

let t: TestServer;
let w: HrWorld;
const people: Record<string, CreatedEmployee> = {};
let sales: string;
let it_: string;
let managerApi: ApiClient;

const ids = (body: { items: Array<{ id: string }> }) => body.items.map((i) => i.id);

/**
 *            ceo
 *        /    |     \
 *    sales   cto    (gone: TERMINATED)
 *    /   \     \
 *  rep1  rep2  dev
 */
beforeAll(async () => {
  t = await createTestServer();
  w = await buildHrWorld(t);
  sales = (await w.admin.post('/admin/departments', { name: 'Ventes' })).body.id;
  it_ = (await w.admin.post('/admin/departments', { name: 'Informatique' })).body.id;
  people.ceo = await createEmployee(w.admin, { firstName: 'Awa', lastName: 'Koné', jobTitle: 'Directrice générale' });
  const salesLead = await buildLinkedEmployee(t, w, { roles: ['MANAGER'], employee: { firstName: 'Moussa', lastName: 'Traoré', jobTitle: 'Directeur commercial', managerId: people.ceo.id, departmentId: sales, bankAccount: { iban: IBAN_CI, bic: 'SGCICIAB' } } });
  people.sales = salesLead.employee;
  managerApi = salesLead.api;
  people.cto = await createEmployee(w.admin, { firstName: 'Ibrahima', lastName: 'Coulibaly', jobTitle: 'Responsable informatique', managerId: people.ceo.id, departmentId: it_ });
  people.rep1 = await createEmployee(w.admin, { firstName: 'Aminata', lastName: 'Ouattara', jobTitle: 'Chargée de clientèle', managerId: people.sales.id, departmentId: sales, email: 'aminata@demo.ci' });
  people.rep2 = await createEmployee(w.admin, { firstName: 'Éric', lastName: "N'Guessan", jobTitle: 'Commercial', managerId: people.sales.id, departmentId: sales });
  people.dev = await createEmployee(w.admin, { firstName: 'Adjoua', lastName: 'Kouamé', jobTitle: 'Développeuse', managerId: people.cto.id, departmentId: it_ });
  people.gone = await createEmployee(w.admin, { firstName: 'Yves', lastName: 'Dosso', managerId: people.ceo.id });
  for (const key of ['ceo', 'sales', 'cto', 'rep1', 'dev']) await setStatus(w.admin, people[key].id, 'ACTIVE');
  await w.admin.delete(`/admin/employees/${people.gone.id}`).expect(200);
});
afterAll(() => t?.close());

describe('directory (/hr/employees, employee.read)', () => {
  it('pages current employees with the envelope, sorted by last name', async () => {
    const page1 = await managerApi.get('/hr/employees?pageSize=4').expect(200);
    expect(page1.body).toMatchObject({ page: 1, pageSize: 4, total: 6 });
    expect(page1.body.items.map((i: { lastName: string }) => i.lastName)).toEqual(['Coulibaly', 'Koné', 'Kouamé', "N'Guessan"]);
    const page2 = await managerApi.get('/hr/employees?pageSize=4&page=2').expect(200);
    expect(page2.body.items.map((i: { lastName: string }) => i.lastName)).toEqual(['Ouattara', 'Traoré']);
    expect(page2.body.items[1]).toMatchObject({ fullName: 'Moussa Traoré', department: { id: sales, name: 'Ventes' }, manager: { id: people.ceo.id, fullName: 'Awa Koné' }, status: 'ACTIVE' });
    expect(page2.body.items[1]).not.toHaveProperty('bankAccount');
  });

  it('filters by department and status (terminated shown only when asked) and searches text', async () => {
    expect(ids((await managerApi.get(`/hr/employees?department=${sales}`)).body).sort()).toEqual([people.sales.id, people.rep1.id, people.rep2.id].sort());
    expect(ids((await managerApi.get(`/hr/employees?department=${sales}&status=PRE_HIRE`)).body)).toEqual([people.rep2.id]);
    expect(ids((await managerApi.get('/hr/employees?status=TERMINATED')).body)).toEqual([people.gone.id]);
    expect(ids((await managerApi.get('/hr/employees?q=eric')).body)).toEqual([people.rep2.id]);
    expect(ids((await managerApi.get('/hr/employees?q=AMINATA%40demo')).body)).toEqual([people.rep1.id]);
    expect(ids((await managerApi.get('/hr/employees?q=développeuse')).body)).toEqual([people.dev.id]);
    expect(ids((await managerApi.get('/hr/employees?q=100%25')).body)).toEqual([]);
    expect((await managerApi.get('/hr/employees?department=nope')).status).toBe(400);
  });

  it('searches with /hr/employees/search', async () => {
    const res = await managerApi.get('/hr/employees/search?q=kou').expect(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 20 });
    expect(ids(res.body)).toEqual([people.dev.id]);
    expect((await managerApi.get('/hr/employees/search')).status).toBe(400);
  });

  it('shows a profile; personal data only to the employee themself and HR', async () => {
    const other = await managerApi.get(`/hr/employees/${people.rep1.id}/profile`).expect(200);
    expect(other.body).toMatchObject({ id: people.rep1.id, isSelf: false, personal: null, directReportsCount: 0 });
    const own = await managerApi.get(`/hr/employees/${people.sales.id}/profile`).expect(200);
    expect(own.body).toMatchObject({ isSelf: true, directReportsCount: 2, personal: { bankAccount: { iban: IBAN_CI } } });
    const hr = await w.hr.get(`/hr/employees/${people.rep1.id}/profile`).expect(200);
    expect(hr.body.personal).toMatchObject({ bankAccount: null, emergencyContact: null });
  });

  it('is refused to a plain employee (no employee.read) and to unlicensed tenants', async () => {
    const employee = await loginAs(t, await buildUser(t, { tenant: w.tenant, roles: ['EMPLOYEE'] }));
    for (const path of ['/hr/employees', '/hr/employees/search?q=a', `/hr/employees/${people.ceo.id}/profile`, '/hr/org/me', '/hr/org/search?q=a', `/hr/org/person/${people.ceo.id}`]) {
      const res = await employee.get(path);
      expect(res.status, path).toBe(403);
    }
    const unlicensed = await buildTenant(t, { modules: ['ACCOUNTING'] });
    const admin = await loginAs(t, await buildUser(t, { tenant: unlicensed, roles: ['ORG_ADMIN'] }));
    const res = await admin.get('/hr/employees');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('MODULE_NOT_LICENSED');
  });
});

describe('organisation chart (/hr/org/*)', () => {
  const names = (list: Array<{ fullName: string }>) => list.map((p) => p.fullName);

  it('answers ancestors, focus, peers and direct reports around a person', async () => {
    const res = await managerApi.get(`/hr/org/person/${people.rep1.id}`).expect(200);
    expect(names(res.body.ancestors)).toEqual(['Awa Koné', 'Moussa Traoré']);
    expect(res.body.focus).toMatchObject({ id: people.rep1.id, fullName: 'Aminata Ouattara', directReportsCount: 0, managerId: people.sales.id });
    expect(names(res.body.peers)).toEqual(["Éric N'Guessan"]);
    expect(res.body.directReports).toEqual([]);
  });

  it('answers the caller’s own context, without terminated people', async () => {
    const res = await managerApi.get('/hr/org/me').expect(200);
    expect(res.body.focus.id).toBe(people.sales.id);
    expect(names(res.body.ancestors)).toEqual(['Awa Koné']);
    expect(names(res.body.peers)).toEqual(['Ibrahima Coulibaly']);
    expect(names(res.body.directReports)).toEqual(["Éric N'Guessan", 'Aminata Ouattara']);
    const top = await managerApi.get(`/hr/org/person/${people.ceo.id}`).expect(200);
    expect(top.body.ancestors).toEqual([]);
    expect(top.body.focus.directReportsCount).toBe(2);
    expect(names(top.body.directReports)).toEqual(['Ibrahima Coulibaly', 'Moussa Traoré']);
  });

  it('answers 404 on /hr/org/me for a user without profile, and on unknown people', async () => {
    expect((await w.hr.get('/hr/org/me')).status).toBe(404);
    expect((await w.hr.get('/hr/org/person/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('searches people of the chart', async () => {
    const res = await managerApi.get('/hr/org/search?q=ou').expect(200);
    expect(names(res.body.items)).toEqual(['Ibrahima Coulibaly', 'Adjoua Kouamé', 'Aminata Ouattara', 'Moussa Traoré']);
    expect(res.body.items.find((p: { id: string }) => p.id === people.gone.id)).toBeUndefined();
  });
});
