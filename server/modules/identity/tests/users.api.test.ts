import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import { asSystem } from '../../../platform/tenancy/context';
import { buildAdmin, buildUser, loginAs, TEST_PASSWORD, type ApiClient, type TestTenant, type TestUser } from '../../../test/factories';
import { captureMail, tokenInMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { SYSTEM_ROLE_IDS } from '../../roles';
import { User } from '../models/user';

let t: TestServer;
let tenant: TestTenant;
let adminUser: TestUser;
let admin: ApiClient;
let mails: MailMessage[];

beforeAll(async () => {
  t = await createTestServer({ now: '2026-04-01T08:00:00Z', env: { PUBLIC_URL: 'https://baobab.example' } });
  mails = captureMail(t);
  ({ tenant, user: adminUser, api: admin } = await buildAdmin(t));
});
afterAll(() => t?.close());

const login = (email: string, password: string, slug = tenant.slug) => t.http.post('/auth/login').send({ email, password, tenant: slug });

describe('/admin/users', () => {
  it('creates a user with a password and roles by name; no role means EMPLOYEE', async () => {
    const res = await admin.post('/admin/users', { email: ' Jean.Dupont@Example.test ', firstName: 'Jean', lastName: 'Dupont', password: 'long-enough-1', roles: ['MANAGER', 'recruiter'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'jean.dupont@example.test', firstName: 'Jean', active: true, passwordSet: true, invitationPending: false, tenantId: tenant.id, employeeId: null });
    expect(res.body.roles.map((r: { name: string }) => r.name)).toEqual(['MANAGER', 'RECRUITER']);
    expect((await login('jean.dupont@example.test', 'long-enough-1')).status).toBe(200);

    const plain = await admin.post('/admin/users', { email: 'plain@example.test', firstName: 'P', lastName: 'Lain', password: 'long-enough-1' });
    expect(plain.body.roles.map((r: { name: string }) => r.name)).toEqual(['EMPLOYEE']);
  });

  it('refuses a taken email, an unknown role, a short password — and creates nothing', async () => {
    await admin.post('/admin/users', { email: 'taken@example.test', firstName: 'T', lastName: 'Aken', password: 'long-enough-1' }).expect(201);
    const dup = await admin.post('/admin/users', { email: 'TAKEN@example.test', firstName: 'T', lastName: 'Aken', password: 'long-enough-1' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('DUPLICATE');
    const role = await admin.post('/admin/users', { email: 'norole@example.test', firstName: 'N', lastName: 'R', password: 'long-enough-1', roles: ['EMPLOYEE', 'NOPE'] });
    expect(role.status).toBe(400);
    expect(role.body.errors).toEqual([{ path: 'roles.1', message: 'Unknown role NOPE' }]);
    const short = await admin.post('/admin/users', { email: 'short@example.test', firstName: 'S', lastName: 'Hort', password: 'short' });
    expect(short.status).toBe(400);
    expect(await asSystem(() => User.count({ where: { email: ['norole@example.test', 'short@example.test'] } }))).toBe(0);
  });

  it('lists with the envelope, filters and sorts; reads and updates one user', async () => {
    await admin.post('/admin/users', { email: 'zoe.zebra@example.test', firstName: 'Zoé', lastName: 'Zèbre', password: 'long-enough-1' }).expect(201);
    const list = await admin.get('/admin/users?q=ZEBRA&pageSize=5');
    expect(list.body).toMatchObject({ page: 1, pageSize: 5, total: 1 });
    expect(list.body.items[0].email).toBe('zoe.zebra@example.test');
    const byRole = await admin.get(`/admin/users?roleId=${SYSTEM_ROLE_IDS.ORG_ADMIN}`);
    expect(byRole.body.items.map((u: { id: string }) => u.id)).toEqual([adminUser.id]);
    const sorted = await admin.get('/admin/users?sort=-email&pageSize=200');
    const emails = sorted.body.items.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());

    const id = list.body.items[0].id;
    const put = await admin.put(`/admin/users/${id}`, { firstName: 'Zoë', locale: 'en' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ firstName: 'Zoë', locale: 'en', employeeId: null });
    expect((await admin.get(`/admin/users/${id}`)).body.firstName).toBe('Zoë');
    expect((await admin.get('/admin/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const taken = await admin.put(`/admin/users/${id}`, { email: adminUser.email });
    expect(taken.status).toBe(409);
  });

  it('links a user to an employee profile of the tenant only, and only to a free one', async () => {
    const employee = (await admin.post('/admin/employees', { firstName: 'Awa', lastName: 'Link' })).body;
    const other = await buildAdmin(t);
    const foreign = (await other.api.post('/admin/employees', { firstName: 'Foreign', lastName: 'Employee' })).body;
    expect(employee.id && foreign.id).toBeTruthy();
    const body = (email: string, employeeId: string) => ({ email, firstName: 'L', lastName: 'Ink', password: 'long-enough-1', employeeId });

    for (const [what, employeeId] of [['another tenant', foreign.id], ['nobody', '7b0a3f1e-2c4d-4e5f-8a9b-0c1d2e3f4a5b']]) {
      const res = await admin.post('/admin/users', body(`link-${what.replace(' ', '-')}@example.test`, employeeId));
      expect(res.status, what).toBe(422);
      expect(res.body.code).toBe('BUSINESS_RULE');
      expect(res.body.errors).toEqual([{ path: 'employeeId', message: 'Unknown employee' }]);
    }
    expect((await admin.get('/admin/users?q=link-')).body.total).toBe(0);

    const created = await admin.post('/admin/users', body('link-ok@example.test', employee.id));
    expect(created.status).toBe(201);
    expect(created.body.employeeId).toBe(employee.id);
    // Both sides of the link: the profile knows its account, /auth/me shows the profile.
    expect((await admin.get(`/admin/employees/${employee.id}`)).body.userId).toBe(created.body.id);

    const second = await admin.post('/admin/users', body('link-twice@example.test', employee.id));
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('DUPLICATE');

    const plain = (await admin.post('/admin/users', body('link-later@example.test', undefined as never))).body;
    for (const employeeId of [foreign.id, '7b0a3f1e-2c4d-4e5f-8a9b-0c1d2e3f4a5b']) {
      const res = await admin.put(`/admin/users/${plain.id}`, { employeeId });
      expect(res.status).toBe(422);
    }
    expect((await admin.put(`/admin/users/${plain.id}`, { employeeId: employee.id })).status).toBe(409);
    expect((await admin.get(`/admin/users/${plain.id}`)).body.employeeId).toBeNull();
    const foreignSide = await other.api.get(`/admin/employees/${foreign.id}`);
    expect(foreignSide.body.userId ?? null).toBeNull();

    // Moving the link: the old profile is freed, the new one linked.
    const next = (await admin.post('/admin/employees', { firstName: 'Next', lastName: 'Profile' })).body;
    const moved = await admin.put(`/admin/users/${created.body.id}`, { employeeId: next.id });
    expect(moved.status).toBe(200);
    expect((await admin.get(`/admin/employees/${employee.id}`)).body.userId ?? null).toBeNull();
    expect((await admin.get(`/admin/employees/${next.id}`)).body.userId).toBe(created.body.id);
    expect((await admin.put(`/admin/users/${plain.id}`, { employeeId: employee.id })).status).toBe(200);
  });

  it('is refused to a user without users.manage', async () => {
    const api = await loginAs(t, await buildUser(t, { tenant, roles: ['HR_MANAGER'] }));
    const res = await api.get('/admin/users');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PERMISSION_DENIED');
  });
});

describe('deactivation', () => {
  it('stops the user’s tokens at once, refuses login and refresh; reactivation restores them', async () => {
    const member = await buildUser(t, { tenant, roles: ['HR_MANAGER'] });
    const api = await loginAs(t, member);
    expect((await api.get('/auth/me')).status).toBe(200);
    const res = await admin.post(`/admin/users/${member.id}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.body.active).toBe(false);
    const after = await api.get('/auth/me');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');
    expect((await t.http.post('/auth/refresh').send({ refreshToken: api.refreshToken })).status).toBe(401);
    expect((await login(member.email, TEST_PASSWORD)).body.code).toBe('INVALID_CREDENTIALS');
    await admin.put(`/admin/users/${member.id}`, { active: true }).expect(200);
    expect((await api.get('/auth/me')).status).toBe(200);
  });

  it('refuses deactivating oneself and the last active ORG_ADMIN', async () => {
    const self = await admin.post(`/admin/users/${adminUser.id}/deactivate`);
    expect(self.status).toBe(422);
    expect(self.body.code).toBe('BUSINESS_RULE');
    const second = await buildUser(t, { tenant, roles: ['ORG_ADMIN'] });
    const secondApi = await loginAs(t, second);
    // With two admins, one may deactivate the other; the survivor cannot then be deactivated by anyone.
    await secondApi.post(`/admin/users/${adminUser.id}/deactivate`).expect(200);
    const third = await buildUser(t, { tenant, permissions: ['users.manage'] });
    const last = await (await loginAs(t, third)).post(`/admin/users/${second.id}/deactivate`);
    expect(last.status).toBe(422);
    expect(last.body.detail).toMatch(/ORG_ADMIN/);
    await secondApi.post(`/admin/users/${adminUser.id}/reactivate`).expect(200);
  });
});

describe('invitations', () => {
  it('mails a single-use set-password link when no password is given', async () => {
    mails.length = 0;
    const res = await admin.post('/admin/users', { email: 'invitee@example.test', firstName: 'Inès', lastName: 'Vitée' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ passwordSet: false, invitationPending: true });
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('invitee@example.test');
    expect(mails[0].text).toContain('https://baobab.example/app/set-password?token=');
    const token = tokenInMail(mails[0]);

    expect((await login('invitee@example.test', 'whatever-password')).status).toBe(401);
    const info = await t.http.post('/auth/set-password/verify').send({ token });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ email: 'invitee@example.test', firstName: 'Inès', tenant: { slug: tenant.slug } });
    const short = await t.http.post('/auth/set-password').send({ token, password: 'short' });
    expect(short.status).toBe(400);
    const set = await t.http.post('/auth/set-password').send({ token, password: 'my-own-password' });
    expect(set.status).toBe(200);
    expect(set.body.user.email).toBe('invitee@example.test');
    expect(set.body.permissions).toContain('leave.create');
    expect((await login('invitee@example.test', 'my-own-password')).status).toBe(200);
    // Single use.
    const again = await t.http.post('/auth/set-password').send({ token, password: 'another-password' });
    expect(again.status).toBe(404);
    expect((await t.http.post('/auth/set-password/verify').send({ token })).status).toBe(404);
  });

  it('expires, and a new link replaces the previous one', async () => {
    mails.length = 0;
    const res = await admin.post('/admin/users', { email: 'late@example.test', firstName: 'L', lastName: 'Ate' });
    const first = tokenInMail(mails[0]);
    t.clock.advance(8 * 86_400_000);
    admin = await loginAs(t, adminUser);
    expect((await t.http.post('/auth/set-password').send({ token: first, password: 'my-own-password' })).status).toBe(404);
    await admin.post(`/admin/users/${res.body.id}/invitation`).expect(200);
    const second = tokenInMail(mails[1]);
    await admin.post(`/admin/users/${res.body.id}/invitation`).expect(200);
    const third = tokenInMail(mails[2]);
    expect((await t.http.post('/auth/set-password').send({ token: second, password: 'my-own-password' })).status).toBe(404);
    expect((await t.http.post('/auth/set-password').send({ token: third, password: 'my-own-password' })).status).toBe(200);
  });

  it('sends nothing when the creation is refused', async () => {
    mails.length = 0;
    const res = await admin.post('/admin/users', { email: 'ghost@example.test', firstName: 'G', lastName: 'Host', roles: ['NOPE'] });
    expect(res.status).toBe(400);
    expect(mails).toHaveLength(0);
  });
});

describe('invitations through the platform mailer', () => {
  it('writes the invitation to the outbox as an .eml file with the link', async () => {
    const own = await createTestServer({ env: { PUBLIC_URL: 'https://baobab.example' } });
    try {
      const { api } = await buildAdmin(own);
      await api.post('/admin/users', { email: 'outbox@example.test', firstName: 'Out', lastName: 'Box' }).expect(201);
      const dir = path.join(own.config.dataDir, 'outbox');
      const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = fs.readFileSync(path.join(dir, files[0]), 'utf8');
      expect(eml).toMatch(/^To: outbox@example\.test/m);
      expect(eml.replace(/=\r?\n/g, '')).toContain('https://baobab.example/app/set-password?token=');
    } finally {
      await own.close();
    }
  });
});
