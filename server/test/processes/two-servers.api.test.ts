import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpAccessVersion } from '../../platform/permissions/versions';
import { asSystem } from '../../platform/tenancy/context';
import { ACCOUNTANT, purchase } from '../../modules/accounting/tests/world';
import { validRows, workbook } from '../../modules/import/tests/fixtures';
import { createPlan } from '../../modules/operator/tests/world';
import { SYSTEM_ROLE_IDS } from '../../modules/roles';
import { Tenant } from '../../modules/tenants/models/tenant';
import { buildAdmin, buildOperator, buildUser, loginAs, loginAsOperator } from '../factories';
import { createTestServer, type TestServer } from '../test-server';
import { startServerProcess, type ServerProcess } from './spawned-server';

// The SaaS scale-out: two server processes, A and B, on one database and one DATA_DIR (one
// signing key). What one of them changes, the other enforces at its next request (the scope's
// access version moves in the change's transaction); each scheduled occurrence runs on one of
// them only; numbers taken through both never repeat. The test server `t` builds the world and
// reads rows; it serves no request.
let t: TestServer;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  t = await createTestServer();
  [a, b] = await Promise.all([startServerProcess(t.config), startServerProcess(t.config)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await t?.close();
});

const problem = async (answer: PromiseLike<{ status: number; body: { code?: string } }>) => {
  const { status, body } = await answer;
  return { status, code: body.code };
};

describe('two server processes on one database', () => {
  it('enforces on B the role, assignment and status changes made through A, at its next request', async () => {
    const { tenant, api } = await buildAdmin(t);
    const admin = a.as(api);
    const member = await buildUser(t, { tenant, permissions: ['audit.read', 'accounting.read'] });
    const onB = b.as(await loginAs(t, member));
    // B computes and caches the member's permissions.
    await onB.get('/audit/events').expect(200);
    await onB.get('/accounting/journal').expect(200);

    const roleId = (await admin.get(`/admin/users/${member.id}/roles`).expect(200)).body.items[0].id as string;
    await admin.put(`/admin/roles/${roleId}/permissions`, { permissions: ['accounting.read'] }).expect(200);
    expect(await problem(onB.get('/audit/events'))).toEqual({ status: 403, code: 'PERMISSION_DENIED' });
    await onB.get('/accounting/journal').expect(200);

    await admin.delete(`/admin/users/${member.id}/roles/${roleId}`).expect(204);
    expect(await problem(onB.get('/accounting/journal'))).toEqual({ status: 403, code: 'PERMISSION_DENIED' });
    await admin.post(`/admin/users/${member.id}/roles`, { roleId: SYSTEM_ROLE_IDS.HR_MANAGER }).expect(201);
    await onB.get('/audit/events').expect(200);

    await admin.post(`/admin/users/${member.id}/deactivate`).expect(200);
    expect((await onB.get('/auth/me')).status).toBe(401);
  });

  it('caches between changes: a row changed behind the version counter is not seen until the counter moves', async () => {
    const { tenant } = await buildAdmin(t);
    const hr = await buildUser(t, { tenant, roles: ['HR_MANAGER'] });
    const onB = b.as(await loginAs(t, hr));
    await onB.get('/audit/events').expect(200);
    await t.server.sequelize.query('DELETE FROM user_roles WHERE user_id = :id', { replacements: { id: hr.id } });
    await onB.get('/audit/events').expect(200);
    await bumpAccessVersion(t.server.sequelize, tenant.id);
    expect((await onB.get('/audit/events')).status).toBe(403);
  });

  it('refuses on B a module withdrawn and a tenant suspended through A’s operator space; a reactivation through B reopens A', async () => {
    const { tenant, api } = await buildAdmin(t);
    const operator = await loginAsOperator(t, await buildOperator(t, { role: 'PLATFORM_OPERATOR' }));
    const operatorOnA = a.as(operator);
    const tenantOnA = a.as(api);
    const tenantOnB = b.as(api);
    await tenantOnB.get('/booking/resource-types').expect(200);

    const plan = await createPlan(operatorOnA, { modules: ['ACCOUNTING'] });
    await operatorOnA.post(`/admin-platform/tenants/${tenant.id}/apply-plan`, { planCode: plan.code }).expect(200);
    expect(await problem(tenantOnB.get('/booking/resource-types'))).toEqual({ status: 403, code: 'MODULE_NOT_LICENSED' });
    await tenantOnB.get('/accounting/journal').expect(200);
    // A change of the row itself (no route): the model's hook moves the version as well.
    await asSystem(() => Tenant.update({ licensedModules: ['LEAVE'] }, { where: { id: tenant.id } }));
    expect((await tenantOnB.get('/auth/me').expect(200)).body.modules).toEqual(['LEAVE']);

    await operatorOnA.post(`/admin-platform/tenants/${tenant.id}/suspend`, { reason: 'Impayés' }).expect(200);
    expect(await problem(tenantOnB.get('/auth/me'))).toEqual({ status: 403, code: 'TENANT_SUSPENDED' });
    expect(await problem(tenantOnA.get('/auth/me'))).toEqual({ status: 403, code: 'TENANT_SUSPENDED' });
    await b.as(operator).post(`/admin-platform/tenants/${tenant.id}/reactivate`, {}).expect(200);
    await tenantOnA.get('/auth/me').expect(200);
  });

  it('gives 20 entries created at once, half through each process, 20 distinct consecutive piece numbers, and posts them all', async () => {
    const { tenant } = await buildAdmin(t);
    const accountant = await loginAs(t, await buildUser(t, { tenant, permissions: ACCOUNTANT }));
    const today = new Date().toISOString().slice(0, 10);
    const through = (i: number) => (i % 2 === 0 ? a : b).as(accountant);
    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => through(i).post('/accounting/journal', purchase(today, 1000 + i))));
    expect(created.map((r) => r.status)).toEqual(Array(20).fill(201));
    const year = today.slice(0, 4);
    const numbers = created.map((r) => r.body.pieceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `OD-${year}-${String(i + 1).padStart(5, '0')}`));

    const posted = await Promise.all(created.map((r, i) => through(i + 1).post(`/accounting/journal/${r.body.id}/post`)));
    expect(posted.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(posted.map((r) => r.body.status)).toEqual(Array(20).fill('POSTED'));
    expect(posted.map((r) => r.body.pieceNumber as string).sort()).toEqual(numbers);
  });

  it('shows on B the progress of an import A is executing, and the session executed once A has committed', async () => {
    const { api } = await buildAdmin(t);
    const uploaded = await a.http.post('/admin/import/upload').set('Authorization', `Bearer ${api.accessToken}`).attach('file', await workbook(validRows('TWO', 'Deux SARL')), 'two.xlsx');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const id = uploaded.body.id as string;
    // A holds its execute after the records are written, its transaction open.
    await a.pauseAfterBulkCreate('ImportRecord');
    const executing = Promise.resolve(a.as(api).post(`/admin/import/sessions/${id}/execute`));
    await a.paused;
    // SQLite is one server process per installation (its progress stays in that process's memory): A reads it there.
    const reader = (t.dialect === 'postgres' ? b : a).as(api);
    const during = (await reader.get(`/admin/import/sessions/${id}`).expect(200)).body as { status: string; progress: number };
    expect(during.status).toBe('EXECUTING');
    expect(during.progress).toBeGreaterThan(0);
    expect(during.progress).toBeLessThan(100);
    const listed = (await reader.get('/admin/import/sessions').expect(200)).body.items as Array<{ id: string; status: string; progress: number }>;
    expect(listed.find((s) => s.id === id)).toMatchObject({ status: 'EXECUTING', progress: during.progress });

    await a.resume();
    const executed = await executing;
    expect(executed.status, JSON.stringify(executed.body)).toBe(200);
    expect(executed.body).toMatchObject({ status: 'EXECUTED', progress: 100 });
    expect((await b.as(api).get(`/admin/import/sessions/${id}`).expect(200)).body).toMatchObject({ status: 'EXECUTED', progress: 100 });
    const [left] = await t.server.sequelize.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM import_progress', { type: QueryTypes.SELECT });
    expect(Number(left.n)).toBe(0);
  });

  it('runs each scheduled occurrence of every job on one process only, racing or one after the other', async () => {
    const names = await a.jobNames();
    expect(await b.jobNames()).toEqual(names);
    expect(names.length).toBeGreaterThan(5);
    await Promise.all([a.stopTimers(), b.stopTimers()]);

    // The same occurrence fired by both processes at once: one of them runs it.
    for (const at of ['2031-01-01T06:00:00Z', '2031-01-02T06:00:00Z']) {
      const ran = await Promise.all(names.map(async (name) => [name, await Promise.all([a.tick(name, new Date(at)), b.tick(name, new Date(at))])] as const));
      for (const [name, [onA, onB]] of ran) expect(Number(onA) + Number(onB), `${name} at ${at}`).toBe(1);
    }
    // A late timer: B fires the occurrence A has already run, then the next one.
    const third = new Date('2031-01-03T06:00:00Z');
    expect(await Promise.all(names.map((name) => a.tick(name, third)))).toEqual(names.map(() => true));
    expect(await Promise.all(names.map((name) => b.tick(name, third)))).toEqual(names.map(() => false));
    const fourth = new Date('2031-01-04T06:00:00Z');
    expect(await Promise.all(names.map((name) => b.tick(name, fourth)))).toEqual(names.map(() => true));

    const locks = await t.server.sequelize.query<{ name: string; owner: string | null; last_tick_at: string | Date }>('SELECT name, owner, last_tick_at FROM job_locks', { type: QueryTypes.SELECT });
    expect(locks.map((l) => l.name).sort()).toEqual([...names].sort());
    for (const lock of locks) {
      expect(lock.owner, lock.name).toBeNull();
      expect(new Date(lock.last_tick_at).toISOString(), lock.name).toBe(fourth.toISOString());
    }
  });
});
