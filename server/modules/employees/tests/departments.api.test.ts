import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildHrWorld, createEmployee, type HrWorld } from './helpers';

let t: TestServer;
let w: HrWorld;

beforeAll(async () => {
  t = await createTestServer();
  w = await buildHrWorld(t);
});
afterAll(() => t?.close());

const create = async (body: Record<string, unknown>) => {
  const res = await w.admin.post('/admin/departments', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string; parentId: string | null };
};

describe('departments', () => {
  it('builds a tree, lists it with employee counts, reads one', async () => {
    const dg = await create({ name: 'Direction générale', code: 'DG' });
    const com = await create({ name: 'Commercial', code: 'COM', parentId: dg.id });
    await createEmployee(w.admin, { departmentId: com.id });
    const list = await w.hr.get('/hr/departments?pageSize=200').expect(200);
    expect(list.body.items).toEqual(
      expect.arrayContaining([
        { id: dg.id, name: 'Direction générale', code: 'DG', parentId: null, employeeCount: 0 },
        { id: com.id, name: 'Commercial', code: 'COM', parentId: dg.id, employeeCount: 1 },
      ]),
    );
    const search = await w.hr.get('/hr/departments?q=direction').expect(200);
    expect(search.body.items.map((d: { id: string }) => d.id)).toEqual([dg.id]);
    expect((await w.hr.get(`/hr/departments/${com.id}`)).body.employeeCount).toBe(1);
  });

  it('refuses a department under itself or under one of its descendants (422), and changes nothing', async () => {
    const a = await create({ name: 'A-root' });
    const b = await create({ name: 'B-child', parentId: a.id });
    const c = await create({ name: 'C-grandchild', parentId: b.id });
    const self = await w.admin.put(`/admin/departments/${a.id}`, { parentId: a.id });
    expect(self.status).toBe(422);
    expect(self.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'parentId', message: 'Cycle in the department hierarchy' }] });
    const deep = await w.admin.put(`/admin/departments/${a.id}`, { parentId: c.id });
    expect(deep.status).toBe(422);
    expect((await w.hr.get(`/hr/departments/${a.id}`)).body.parentId).toBeNull();
    const move = await w.admin.put(`/admin/departments/${c.id}`, { parentId: a.id, name: 'C-moved' });
    expect(move.body).toMatchObject({ parentId: a.id, name: 'C-moved' });
  });

  it('refuses duplicate names and codes (409) and unknown parents (422)', async () => {
    await create({ name: 'Informatique', code: 'DSI' });
    expect((await w.admin.post('/admin/departments', { name: 'informatique' })).status).toBe(409);
    const code = await w.admin.post('/admin/departments', { name: 'Systèmes', code: 'DSI' });
    expect(code.status).toBe(409);
    expect(code.body.errors[0].path).toBe('code');
    const parent = await w.admin.post('/admin/departments', { name: 'Orphelin', parentId: '00000000-0000-4000-8000-000000000000' });
    expect(parent.status).toBe(422);
    expect(parent.body.errors[0].path).toBe('parentId');
  });

  it('deletes only an empty department', async () => {
    const parent = await create({ name: 'Parent-del' });
    const child = await create({ name: 'Child-del', parentId: parent.id });
    const staffed = await create({ name: 'Staffed' });
    await createEmployee(w.admin, { departmentId: staffed.id });
    const withChild = await w.admin.delete(`/admin/departments/${parent.id}`);
    expect(withChild.status).toBe(422);
    expect(withChild.body.code).toBe('BUSINESS_RULE');
    expect((await w.admin.delete(`/admin/departments/${staffed.id}`)).status).toBe(422);
    await w.admin.delete(`/admin/departments/${child.id}`).expect(204);
    await w.admin.delete(`/admin/departments/${parent.id}`).expect(204);
    expect((await w.hr.get(`/hr/departments/${parent.id}`)).status).toBe(404);
  });

  it('is managed with users.manage or employee.manage, read with employee.read', async () => {
    const manager = await loginAs(t, await buildUser(t, { tenant: w.tenant, roles: ['MANAGER'] }));
    expect((await manager.get('/hr/departments')).status).toBe(200);
    expect((await manager.post('/admin/departments', { name: 'Nope' })).status).toBe(403);
    const employee = await loginAs(t, await buildUser(t, { tenant: w.tenant, roles: ['EMPLOYEE'] }));
    expect((await employee.get('/hr/departments')).status).toBe(403);
  });

  it('records departments in the audit trail', async () => {
    const d = await create({ name: 'Audité' });
    await w.admin.put(`/admin/departments/${d.id}`, { name: 'Audité 2' }).expect(200);
    const history = await w.hr.get(`/audit/DEPARTMENT/${d.id}`).expect(200);
    expect(history.body.items.map((e: { action: string }) => e.action)).toEqual(['UPDATE', 'CREATE']);
  });
});
