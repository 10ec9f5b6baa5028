import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, loginAs, type ApiClient, type TestTenant, type TestUser } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';

let t: TestServer;
let tenant: TestTenant;
let adminUser: TestUser;
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-05-04T10:00:00Z' });
  ({ tenant, user: adminUser, api: admin } = await buildAdmin(t));
});
afterAll(() => t?.close());

type Event = { id: string; entityType: string; entityId: string; action: string; userId: string | null; actor: { type: string; label: string }; occurredAt: string; changes: { field: string; before: unknown; after: unknown }[] };

async function history(type: string, id: string): Promise<Event[]> {
  const res = await admin.get(`/audit/${type}/${id}?pageSize=200`);
  expect(res.status).toBe(200);
  return res.body.items;
}

describe('audit trail written from model hooks', () => {
  it('records create, update and state change of a user with before/after, actor and time', async () => {
    const created = await admin.post('/admin/users', { email: 'audited@example.test', firstName: 'Au', lastName: 'Dit', password: 'long-enough-1' });
    const id = created.body.id;
    t.clock.advance(60_000);
    await admin.put(`/admin/users/${id}`, { firstName: 'Audrey' }).expect(200);
    t.clock.advance(60_000);
    await admin.post(`/admin/users/${id}/deactivate`).expect(200);

    const events = await history('USER', id);
    expect(events.map((e) => e.action)).toEqual(['STATE_CHANGE', 'UPDATE', 'ROLE_ASSIGNED', 'CREATE']);
    const [state, update, assigned, create] = events;
    expect(state.changes).toEqual([{ field: 'active', before: true, after: false }]);
    expect(state.occurredAt).toBe('2026-05-04T10:02:00.000Z');
    expect(update.changes).toEqual([{ field: 'firstName', before: 'Au', after: 'Audrey' }]);
    expect(assigned.changes).toContainEqual({ field: 'roleId', before: null, after: expect.any(String) });
    expect(create.changes).toContainEqual({ field: 'email', before: null, after: 'audited@example.test' });
    expect(create.changes).toContainEqual({ field: 'passwordHash', before: null, after: '[redacted]' });
    for (const e of events) expect(e).toMatchObject({ userId: adminUser.id, actor: { type: 'USER', label: adminUser.email } });
  });

  it('records role permission changes as one event with both sets', async () => {
    const role = (await admin.post('/admin/roles', { name: 'Contrôle' })).body;
    await admin.put(`/admin/roles/${role.id}/permissions`, { permissions: ['audit.read'] }).expect(200);
    await admin.put(`/admin/roles/${role.id}/permissions`, { permissions: ['audit.read', 'leave.manage'] }).expect(200);
    const events = await history('ROLE', role.id);
    expect(events.map((e) => e.action)).toEqual(['PERMISSIONS_CHANGED', 'PERMISSIONS_CHANGED', 'CREATE']);
    expect(events[0].changes).toEqual([{ field: 'permissions', before: ['audit.read'], after: ['audit.read', 'leave.manage'] }]);
  });

  it('writes nothing for a refused request (same transaction)', async () => {
    const before = (await admin.get('/audit/events?entityType=USER')).body.total;
    await admin.post('/admin/users', { email: 'refused@example.test', firstName: 'R', lastName: 'F', password: 'long-enough-1', roles: ['EMPLOYEE', 'NOPE'] }).expect(400);
    await admin.post('/admin/users', { email: adminUser.email, firstName: 'R', lastName: 'F', password: 'long-enough-1' }).expect(409);
    expect((await admin.get('/audit/events?entityType=USER')).body.total).toBe(before);
  });
});

describe('GET /audit/events', () => {
  it('filters by entity type, action, user and period, newest first, paginated', async () => {
    const other = await buildUser(t, { tenant, roles: ['ORG_ADMIN'] });
    t.clock.set('2026-06-10T12:00:00Z');
    const role = (await (await loginAs(t, other)).post('/admin/roles', { name: 'Juin' })).body;
    t.clock.set('2026-06-11T12:00:00Z');
    await (await loginAs(t, other)).put(`/admin/roles/${role.id}`, { name: 'Juin bis' }).expect(200);
    admin = await loginAs(t, adminUser);

    const byUser = await admin.get(`/audit/events?userId=${other.id}`);
    expect(byUser.body.items.map((e: Event) => e.action)).toEqual(['UPDATE', 'CREATE']);
    const byDay = await admin.get('/audit/events?from=2026-06-11&to=2026-06-11');
    expect(byDay.body.items.map((e: Event) => [e.entityId, e.action])).toEqual([[role.id, 'UPDATE']]);
    const byInstant = await admin.get('/audit/events?entityType=ROLE&action=CREATE&from=2026-06-10T00:00:00Z&to=2026-06-10T23:59:59Z');
    expect(byInstant.body.total).toBe(1);
    const page = await admin.get('/audit/events?pageSize=2&page=1');
    expect(page.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(2);
    const one = await admin.get(`/audit/events/${page.body.items[0].id}`);
    expect(one.body).toEqual(page.body.items[0]);
    expect((await admin.get('/audit/events?from=yesterday')).status).toBe(400);
  });

  it('needs audit.read', async () => {
    const api = await loginAs(t, await buildUser(t, { tenant, roles: ['MANAGER'] }));
    const res = await api.get('/audit/events');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PERMISSION_DENIED');
  });
});

describe('GET /audit/entity-types', () => {
  it('lists the registered entity types with the permission that reads their history', async () => {
    const res = await admin.get('/audit/entity-types?pageSize=200');
    expect(res.status).toBe(200);
    const types = res.body.items as { entityType: string; readPermission: string[] }[];
    expect(res.body.total).toBe(types.length);
    expect(types.find((x) => x.entityType === 'USER')?.readPermission).toContain('users.manage');
    expect(types.find((x) => x.entityType === 'ROLE')?.readPermission).toContain('roles.manage');
    expect(types.map((x) => x.entityType)).toEqual([...types.map((x) => x.entityType)].sort());
  });

  it('needs audit.read', async () => {
    const { api } = await buildUser(t, { tenant, roles: ['EMPLOYEE'] }).then(async (u) => ({ api: await loginAs(t, u) }));
    expect((await api.get('/audit/entity-types')).body.code).toBe('PERMISSION_DENIED');
  });
});

describe('GET /audit/{entityType}/{entityId}', () => {
  it('is guarded by the read permission registered for the entity type', async () => {
    const subject = await buildUser(t, { tenant });
    const auditor = await loginAs(t, await buildUser(t, { tenant, permissions: ['audit.read'] }));
    const res = await auditor.get(`/audit/USER/${subject.id}`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'PERMISSION_DENIED', requiredPermissions: ['users.manage'] });
    expect((await auditor.get(`/audit/events?entityId=${subject.id}`)).body.total).toBeGreaterThan(0);
    const userAdmin = await loginAs(t, await buildUser(t, { tenant, permissions: ['users.manage'] }));
    expect((await userAdmin.get(`/audit/USER/${subject.id}`)).status).toBe(200);
    expect((await userAdmin.get(`/audit/ROLE/${subject.id}`)).status).toBe(403);
  });

  it('answers 404 for an unknown entity type or a record without history', async () => {
    expect((await admin.get(`/audit/SPACESHIP/${adminUser.id}`)).status).toBe(404);
    expect((await admin.get('/audit/USER/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.get('/audit/user/x')).status).toBe(404);
  });
});
