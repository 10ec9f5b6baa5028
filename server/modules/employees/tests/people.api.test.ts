import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, loginAs, type ApiClient, type TestUser } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { backfillUserSearchText } from '../../identity/migrations';
import { buildHrWorld, createEmployee, setStatus, type CreatedEmployee, type HrWorld } from './helpers';

let t: TestServer;
let w: HrWorld;
let aissatou: TestUser;
let sene: TestUser;
let owner: TestUser;
let colleague: ApiClient;
let profile: CreatedEmployee;
let formerProfile: CreatedEmployee;

const names = (body: Array<{ name: string }>) => body.map((p) => p.name);

beforeAll(async () => {
  t = await createTestServer();
  w = await buildHrWorld(t);
  aissatou = await buildUser(t, { tenant: w.tenant, firstName: 'Aïssatou', lastName: 'Diallo', email: 'a.diallo@people.test' });
  sene = await buildUser(t, { tenant: w.tenant, firstName: 'Mamadou', lastName: 'Séne', email: 'm.sene@people.test' });
  owner = await buildUser(t, { tenant: w.tenant, firstName: 'Khadija', lastName: 'Séne', email: 'k.sene@people.test', permissions: ['resource.owner'] });
  await buildUser(t, { tenant: w.tenant, firstName: 'Aïssatou', lastName: 'Inactive', email: 'gone@people.test', active: false });
  const other = await buildTenant(t);
  await buildUser(t, { tenant: other, firstName: 'Aïssatou', lastName: 'Ailleurs', email: 'a.ailleurs@people.test' });
  colleague = await loginAs(t, sene);
  profile = await createEmployee(w.admin, { firstName: 'Aïssatou', lastName: 'Séne', jobTitle: 'Comptable', email: 'as.sene@people.test' });
  await setStatus(w.admin, profile.id, 'ACTIVE');
  formerProfile = await createEmployee(w.admin, { firstName: 'Ousmane', lastName: 'Séne' });
  await w.admin.delete(`/admin/employees/${formerProfile.id}`).expect(200);
});
afterAll(() => t?.close());

describe('people search (GET /people), the one search behind every person picker', () => {
  it('finds active users of the tenant by every word typed, accents and case ignored', async () => {
    const found = (await colleague.get('/people?q=aissatou').expect(200)).body;
    expect(found).toEqual([
      { kind: 'user', id: aissatou.id, userId: aissatou.id, employeeId: null, name: 'Aïssatou Diallo', email: 'a.diallo@people.test', employeeNumber: null, jobTitle: null },
    ]);
    expect(names((await colleague.get('/people?q=sene')).body)).toEqual(['Khadija Séne', 'Mamadou Séne']);
    expect(names((await colleague.get('/people?q=S%C3%89NE%20mama')).body)).toEqual(['Mamadou Séne']);
    expect(names((await colleague.get('/people?q=diallo%40people')).body)).toEqual(['Aïssatou Diallo']);
    expect(names((await colleague.get('/people?q=100%25')).body)).toEqual([]);
    expect((await colleague.get('/people?limit=1')).body).toHaveLength(1);
    // The user directory of the administration folds accents the same way.
    const admin = (await w.admin.get('/admin/users?q=aissatou').expect(200)).body;
    expect(admin.items.map((u: { lastName: string }) => u.lastName).sort()).toEqual(['Diallo', 'Inactive']);
  });

  it('finds the users created before the search column once the migration fills it', async () => {
    await t.server.sequelize.query('UPDATE users SET search_text = NULL WHERE id = :id', { replacements: { id: aissatou.id } });
    expect(names((await colleague.get('/people?q=aissatou')).body)).toEqual([]);
    await backfillUserSearchText(t.server.sequelize);
    expect(names((await colleague.get('/people?q=aissatou')).body)).toEqual(['Aïssatou Diallo']);
  });

  it('narrows users to the holders of a permission', async () => {
    const holders = (await colleague.get('/people?permission=resource.owner&q=sene').expect(200)).body;
    expect(holders.map((p: { id: string }) => p.id)).toEqual([owner.id]);
    expect(names((await colleague.get('/people?permission=resource.owner&q=khadija%20s%C3%A9ne')).body)).toEqual(['Khadija Séne']);
  });

  it('finds current employee profiles for employee.read only', async () => {
    const found = (await w.hr.get('/people?kind=employee&q=aissatou%20sene').expect(200)).body;
    expect(found).toEqual([
      { kind: 'employee', id: profile.id, userId: null, employeeId: profile.id, name: 'Aïssatou Séne', email: 'as.sene@people.test', employeeNumber: profile.employeeNumber, jobTitle: 'Comptable' },
    ]);
    expect(names((await w.hr.get('/people?kind=employee&q=sene')).body)).toEqual(['Aïssatou Séne']);
    expect(names((await w.hr.get('/people?kind=employee&q=comptable')).body)).toEqual(['Aïssatou Séne']);
    const refused = await colleague.get('/people?kind=employee&q=sene');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PERMISSION_DENIED');
  });

  it('refuses a malformed query and strangers', async () => {
    for (const query of ['kind=robot', 'permission=nope.read', 'limit=0', 'limit=51', `q=${'x'.repeat(101)}`]) {
      const res = await colleague.get(`/people?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await t.http.get('/people?q=sene')).status).toBe(401);
  });
});
