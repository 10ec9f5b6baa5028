import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, SYSTEM_ROLE_GRANTS, TENANT_SYSTEM_ROLES } from '../../../../shared/permissions';
import { buildAdmin, buildUser, loginAs, type ApiClient, type TestTenant } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { SYSTEM_ROLE_IDS } from '../system-roles';

let t: TestServer;
let tenant: TestTenant;
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestServer();
  ({ tenant, api: admin } = await buildAdmin(t));
});
afterAll(() => t?.close());

async function customRole(name: string, permissions: string[] = []) {
  const res = await admin.post('/admin/roles', { name, description: `${name} role` });
  expect(res.status).toBe(201);
  if (permissions.length) expect((await admin.put(`/admin/roles/${res.body.id}/permissions`, { permissions })).status).toBe(200);
  return res.body.id as string;
}

describe('role catalog', () => {
  it('lists the five tenant system roles (not the operator ones) and the tenant’s custom roles', async () => {
    await customRole('Comptable junior');
    const res = await admin.get('/admin/roles');
    expect(res.status).toBe(200);
    const names = res.body.items.map((r: { name: string }) => r.name);
    expect(names.slice(0, 5)).toEqual([...TENANT_SYSTEM_ROLES].sort());
    expect(names).toContain('Comptable junior');
    expect(names).not.toContain('PLATFORM_ADMIN');
    const orgAdmin = res.body.items.find((r: { name: string }) => r.name === 'ORG_ADMIN');
    expect(orgAdmin).toMatchObject({ systemRole: true, tenantId: null, userCount: 1 });
    expect(orgAdmin.permissions).toEqual(PERMISSIONS.filter((p) => p.realms.includes('tenant')).map((p) => p.code).sort());
  });

  it('serves the permission catalog with modules and both labels', async () => {
    const res = await admin.get('/admin/roles/permissions/all');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(res.body.items.length);
    expect(res.body.items).toContainEqual({ code: 'accounting.read', module: 'ACCOUNTING', labelFr: expect.any(String), labelEn: expect.any(String) });
    expect(res.body.items.map((p: { code: string }) => p.code)).not.toContain('platform.tenants.read');
  });

  it('refuses a duplicate name and the name of a system role', async () => {
    await customRole('Paie');
    for (const name of ['paie', 'ORG_ADMIN', 'employee']) {
      const res = await admin.post('/admin/roles', { name });
      expect(res.status, name).toBe(409);
      expect(res.body.code).toBe('DUPLICATE');
    }
  });
});

describe('system roles are read-only', () => {
  const id = SYSTEM_ROLE_IDS.MANAGER;

  it('refuses to rename, delete or change the permissions of a system role, and changes nothing', async () => {
    const before = (await admin.get(`/admin/roles/${id}/permissions`)).body;
    expect(before.permissions).toEqual([...SYSTEM_ROLE_GRANTS.MANAGER]);
    const put = await admin.put(`/admin/roles/${id}`, { name: 'Chef' });
    expect(put.status).toBe(422);
    expect(put.body.code).toBe('BUSINESS_RULE');
    const perms = await admin.put(`/admin/roles/${id}/permissions`, { permissions: ['accounting.read'] });
    expect(perms.status).toBe(422);
    expect(perms.body.code).toBe('BUSINESS_RULE');
    const del = await admin.delete(`/admin/roles/${id}`);
    expect(del.status).toBe(422);
    expect(del.body.code).toBe('BUSINESS_RULE');
    expect((await admin.get(`/admin/roles/${id}/permissions`)).body).toEqual(before);
    expect((await admin.get(`/admin/roles/${id}`)).body.name).toBe('MANAGER');
  });

  it('does not show operator roles to tenants', async () => {
    expect((await admin.get(`/admin/roles/${SYSTEM_ROLE_IDS.PLATFORM_ADMIN}`)).status).toBe(404);
  });
});

describe('custom roles', () => {
  it('is created without permissions, then gets a full replacement set (booking.manage brings resource.*)', async () => {
    const id = await customRole('Services généraux');
    expect((await admin.get(`/admin/roles/${id}/permissions`)).body).toEqual({ roleId: id, permissions: [] });
    const res = await admin.put(`/admin/roles/${id}/permissions`, { permissions: ['booking.manage', 'leave.create'] });
    expect(res.status).toBe(200);
    expect(res.body.permissions).toEqual(['booking.manage', 'leave.create', 'resource.manage', 'resource.owner']);
    const replaced = await admin.put(`/admin/roles/${id}/permissions`, { permissions: ['leave.create'] });
    expect(replaced.body.permissions).toEqual(['leave.create']);
  });

  it('refuses unknown codes and operator codes, listing each', async () => {
    const id = await customRole('Bizarre');
    const res = await admin.put(`/admin/roles/${id}/permissions`, { permissions: ['leave.create', 'nope.nope', 'platform.tenants.read'] });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['permissions.1', 'permissions.2']);
    expect((await admin.get(`/admin/roles/${id}/permissions`)).body.permissions).toEqual([]);
  });

  it('renames a custom role, refuses deleting it while assigned, deletes it once unassigned', async () => {
    const id = await customRole('Trésorerie', ['accounting.read']);
    expect((await admin.put(`/admin/roles/${id}`, { name: 'Trésorerie groupe', description: null })).body.name).toBe('Trésorerie groupe');
    const holder = await buildUser(t, { tenant, roles: ['Trésorerie groupe'] });
    const refused = await admin.delete(`/admin/roles/${id}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'BUSINESS_RULE', userCount: 1 });
    expect((await admin.get(`/admin/roles/${id}`)).status).toBe(200);
    expect((await admin.delete(`/admin/users/${holder.id}/roles/${id}`)).status).toBe(204);
    expect((await admin.delete(`/admin/roles/${id}`)).status).toBe(204);
    expect((await admin.get(`/admin/roles/${id}`)).status).toBe(404);
  });
});

describe('role assignment', () => {
  it('assigns by id or name, lists, refuses a duplicate, removes', async () => {
    const member = await buildUser(t, { tenant });
    const assigned = await admin.post(`/admin/users/${member.id}/roles`, { roleName: 'manager' });
    expect(assigned.status).toBe(201);
    expect(assigned.body).toMatchObject({ id: SYSTEM_ROLE_IDS.MANAGER, name: 'MANAGER', systemRole: true });
    expect((await admin.post(`/admin/users/${member.id}/roles`, { roleId: SYSTEM_ROLE_IDS.MANAGER })).status).toBe(409);
    const list = await admin.get(`/admin/users/${member.id}/roles`);
    expect(list.body.items.map((r: { name: string }) => r.name)).toEqual(['EMPLOYEE', 'MANAGER']);
    expect((await admin.delete(`/admin/users/${member.id}/roles/${SYSTEM_ROLE_IDS.MANAGER}`)).status).toBe(204);
    expect((await admin.delete(`/admin/users/${member.id}/roles/${SYSTEM_ROLE_IDS.MANAGER}`)).status).toBe(404);
    expect((await admin.post(`/admin/users/${member.id}/roles`, { roleId: SYSTEM_ROLE_IDS.PLATFORM_OPERATOR })).status).toBe(404);
  });

  it('takes effect on the next request: a removed role’s permission is gone, a new one is there', async () => {
    const member = await buildUser(t, { tenant, roles: ['HR_MANAGER'] });
    const api = await loginAs(t, member);
    expect((await api.get('/audit/events')).status).toBe(200);
    await admin.delete(`/admin/users/${member.id}/roles/${SYSTEM_ROLE_IDS.HR_MANAGER}`).expect(204);
    const denied = await api.get('/audit/events');
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('PERMISSION_DENIED');
    const id = await customRole('Auditeur');
    await admin.post(`/admin/users/${member.id}/roles`, { roleId: id }).expect(201);
    expect((await api.get('/audit/events')).status).toBe(403);
    await admin.put(`/admin/roles/${id}/permissions`, { permissions: ['audit.read'] }).expect(200);
    expect((await api.get('/audit/events')).status).toBe(200);
    await admin.put(`/admin/roles/${id}/permissions`, { permissions: [] }).expect(200);
    expect((await api.get('/audit/events')).status).toBe(403);
  });

  it('keeps at least one active ORG_ADMIN', async () => {
    const { user, api } = await buildAdmin(t);
    const res = await api.delete(`/admin/users/${user.id}/roles/${SYSTEM_ROLE_IDS.ORG_ADMIN}`);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('BUSINESS_RULE');
    expect((await api.get('/auth/me')).body.roles.map((r: { name: string }) => r.name)).toEqual(['ORG_ADMIN']);
  });

  it('never lets anyone grant a permission they do not hold', async () => {
    const delegate = await buildUser(t, { tenant, permissions: ['roles.manage', 'users.manage', 'leave.create'] });
    const api = await loginAs(t, delegate);
    const toAdmin = await api.post(`/admin/users/${delegate.id}/roles`, { roleName: 'ORG_ADMIN' });
    expect(toAdmin.status).toBe(403);
    expect(toAdmin.body.code).toBe('PERMISSION_DENIED');
    expect(toAdmin.body.permissions).toContain('audit.read');
    const created = await api.post('/admin/users', { email: 'sneaky@example.test', firstName: 'S', lastName: 'N', password: 'long-enough-1', roles: ['HR_MANAGER'] });
    expect(created.status).toBe(403);
    const role = (await api.post('/admin/roles', { name: 'Délégué' })).body;
    expect((await api.put(`/admin/roles/${role.id}/permissions`, { permissions: ['leave.create', 'roles.manage'] })).status).toBe(200);
    const wider = await api.put(`/admin/roles/${role.id}/permissions`, { permissions: ['leave.create', 'audit.read'] });
    expect(wider.status).toBe(403);
    expect(wider.body.permissions).toEqual(['audit.read']);
    expect((await api.get(`/admin/roles/${role.id}/permissions`)).body.permissions).toEqual(['leave.create', 'roles.manage']);
    // The ORG_ADMIN may grant codes of modules the tenant does not license yet.
    const { api: smallAdmin } = await buildAdmin(t, { modules: ['LEAVE'] });
    const planned = (await smallAdmin.post('/admin/roles', { name: 'Compta future' })).body;
    expect((await smallAdmin.put(`/admin/roles/${planned.id}/permissions`, { permissions: ['accounting.read'] })).status).toBe(200);
  });

  it('is refused without roles.manage', async () => {
    const member = await buildUser(t, { tenant, permissions: ['users.manage'] });
    const api = await loginAs(t, member);
    for (const res of [await api.get('/admin/roles'), await api.post('/admin/roles', { name: 'X role' }), await api.post(`/admin/users/${member.id}/roles`, { roleName: 'ORG_ADMIN' })]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'PERMISSION_DENIED', requiredPermissions: ['roles.manage'] });
    }
  });
});
