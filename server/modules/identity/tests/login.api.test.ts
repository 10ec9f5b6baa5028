import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../../../platform/tenancy/context';
import { Tenant } from '../../tenants/models/tenant';
import { buildOperator, buildTenant, buildUser, loginAs, loginAsOperator, TEST_PASSWORD, type TestTenant, type TestUser } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { LoginThrottle } from '../models/login-throttle';
import { LOGIN_THROTTLE, throttleKeys } from '../services/throttle';

let t: TestServer;
let tenant: TestTenant;
let user: TestUser;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-02T09:00:00Z' });
  tenant = await buildTenant(t, { modules: ['ACCOUNTING', 'LEAVE'] });
  user = await buildUser(t, { tenant, roles: ['HR_MANAGER'], email: 'Awa.Kone@Example.test' });
});
afterAll(() => t?.close());

const login = (body: object, ip = '10.0.0.1') => t.http.post('/auth/login').set('X-Forwarded-For', ip).send(body);

describe('POST /auth/login', () => {
  it('answers the contract shape with the effective permissions of licensed modules only', async () => {
    const res = await login({ email: 'awa.kone@example.test', password: TEST_PASSWORD, tenant: tenant.slug });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'expiresIn', 'modules', 'permissions', 'refreshToken', 'tokenType', 'user']);
    expect(res.body).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, user: { id: user.id, email: 'awa.kone@example.test', firstName: 'Test', lastName: 'User', tenantId: tenant.id } });
    expect(res.body.modules).toEqual(['ACCOUNTING', 'LEAVE']);
    expect(res.body.permissions).toEqual(expect.arrayContaining(['accounting.manage', 'leave.manage', 'audit.read']));
    // HR_MANAGER holds employee.read, but HR is not licensed to this tenant.
    expect(res.body.permissions).not.toContain('employee.read');
    expect(res.body.permissions).not.toContain('booking.create');
  });

  it('answers the same 401 for a wrong password, an unknown email, an unknown tenant and an inactive user', async () => {
    const inactive = await buildUser(t, { tenant, active: false });
    const answers = await Promise.all([
      login({ email: user.email, password: 'wrong-password', tenant: tenant.slug }, '10.1.0.1'),
      login({ email: 'nobody@example.test', password: TEST_PASSWORD, tenant: tenant.slug }, '10.1.0.2'),
      login({ email: user.email, password: TEST_PASSWORD, tenant: 'no-such-tenant' }, '10.1.0.3'),
      login({ email: inactive.email, password: TEST_PASSWORD, tenant: tenant.slug }, '10.1.0.4'),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      const { requestId: _ignored, ...body } = res.body;
      expect(body).toEqual({ type: expect.any(String), title: 'Invalid credentials', status: 401, code: 'INVALID_CREDENTIALS', detail: 'Wrong email or password' });
    }
  });

  it('requires the tenant in the saas profile', async () => {
    const res = await login({ email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'tenant', message: 'Required' }]);
  });

  it('makes an account wait after 5 failures (429 even with the right password), then lets the right password in', async () => {
    const victim = await buildUser(t, { tenant });
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: victim.email, password: 'nope-nope', tenant: tenant.slug }, `10.2.0.${i}`)).status).toBe(401);
    }
    const locked = await login({ email: victim.email, password: TEST_PASSWORD, tenant: tenant.slug }, '10.2.1.1');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBe(LOGIN_THROTTLE.account.baseMs / 1000);
    expect(locked.body.retryAfter).toBe(wait);
    // Another account from the same address is not affected.
    expect((await login({ email: user.email, password: TEST_PASSWORD, tenant: tenant.slug }, '10.2.0.1')).status).toBe(200);
    t.clock.advance(wait * 1000);
    expect((await login({ email: victim.email, password: TEST_PASSWORD, tenant: tenant.slug }, '10.2.1.1')).status).toBe(200);
    // A success starts the account afresh: five more failures before any wait.
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: victim.email, password: 'nope-nope', tenant: tenant.slug }, '10.2.2.1')).status).toBe(401);
    }
  });

  it('doubles the wait after each further failure, up to 15 minutes, never a lockout of the right password', async () => {
    const victim = await buildUser(t, { tenant });
    const attempt = (password: string) => login({ email: victim.email, password, tenant: tenant.slug }, '10.2.3.1');
    for (let i = 0; i < 5; i++) expect((await attempt('nope-nope')).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await attempt('nope-nope');
      expect(refused.status).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      t.clock.advance(waits[i] * 1000);
      expect((await attempt('nope-nope')).status).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    const refused = await attempt(TEST_PASSWORD);
    expect(refused.status).toBe(429);
    t.clock.advance(Number(refused.headers['retry-after']) * 1000);
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
  });

  it('checks at most 5 passwords of 50 sent at once for one account, and the admin gets in after the wait', async () => {
    const admin = await buildUser(t, { tenant, roles: ['ORG_ADMIN'] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login({ email: admin.email, password: `wrong-${i}`, tenant: tenant.slug }, `10.8.${i}.1`)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBe(LOGIN_THROTTLE.account.free);
    // Every checked password was counted before it was checked: the row holds exactly those.
    const row = await LoginThrottle.findByPk(throttleKeys('tenant', tenant.slug, admin.email, 'x').account);
    expect(row?.failures).toBe(checked);
    const waiting = answers.find((r) => r.status === 429)!;
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_THROTTLE.account.baseMs / 1000);
    // Not a 15-minute lockout: once the wait is over, the right password works.
    t.clock.advance(LOGIN_THROTTLE.account.baseMs);
    expect((await login({ email: admin.email, password: TEST_PASSWORD, tenant: tenant.slug }, '10.8.99.1')).status).toBe(200);
  });

  it('checks at most 20 passwords of 50 sent at once from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login({ email: `spray${i}@example.test`, password: 'nope-nope', tenant: tenant.slug }, '10.9.0.1')),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(LOGIN_THROTTLE.address.free);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(50 - LOGIN_THROTTLE.address.free);
  });

  it('locks an address after 20 failures, whatever the emails', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login({ email: `ghost${i}@example.test`, password: 'nope-nope', tenant: tenant.slug }, '10.3.0.1')).status).toBe(401);
    }
    expect((await login({ email: user.email, password: TEST_PASSWORD, tenant: tenant.slug }, '10.3.0.1')).status).toBe(429);
    expect((await login({ email: user.email, password: TEST_PASSWORD, tenant: tenant.slug }, '10.3.0.2')).status).toBe(200);
  });

  it('throttles operator logins the same way: 5 of 20 sent at once checked, the right password passes after the wait', async () => {
    const operator = await buildOperator(t, { role: 'PLATFORM_ADMIN' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.http.post('/admin-platform/auth/login').set('X-Forwarded-For', `10.11.${i}.1`).send({ email: operator.email, password: `wrong-${i}` })),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(LOGIN_THROTTLE.account.free);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(20 - LOGIN_THROTTLE.account.free);
    const during = await t.http.post('/admin-platform/auth/login').set('X-Forwarded-For', '10.11.99.1').send({ email: operator.email, password: operator.password });
    expect(during.status).toBe(429);
    t.clock.advance(Number(during.headers['retry-after']) * 1000);
    expect((await t.http.post('/admin-platform/auth/login').set('X-Forwarded-For', '10.11.99.1').send({ email: operator.email, password: operator.password })).status).toBe(200);
  });

  it('refuses a suspended tenant with TENANT_SUSPENDED, at login and on every request', async () => {
    const other = await buildTenant(t);
    const member = await buildUser(t, { tenant: other, roles: ['ORG_ADMIN'] });
    const api = await loginAs(t, member);
    expect((await api.get('/auth/me')).status).toBe(200);
    await asSystem(() => Tenant.update({ subscriptionStatus: 'SUSPENDED' }, { where: { id: other.id } }));
    const res = await api.get('/admin/users');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TENANT_SUSPENDED');
    const again = await login({ email: member.email, password: TEST_PASSWORD, tenant: other.slug }, '10.4.0.1');
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('TENANT_SUSPENDED');
    expect((await api.post('/auth/refresh', { refreshToken: api.refreshToken })).body.code).toBe('TENANT_SUSPENDED');
  });
});

describe('tokens', () => {
  it('refuses requests without a token, with a garbage token, or with an expired one', async () => {
    expect((await t.http.get('/auth/me')).body.code).toBe('UNAUTHENTICATED');
    expect((await t.http.get('/auth/me').set('Authorization', 'Bearer abc.def.ghi')).status).toBe(401);
    const api = await loginAs(t, user);
    expect((await api.get('/auth/me')).status).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    const expired = await api.get('/auth/me');
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('UNAUTHENTICATED');
  });

  it('rotates refresh tokens and revokes the whole family when a rotated token is reused', async () => {
    const first = (await login({ email: user.email, password: TEST_PASSWORD, tenant: tenant.slug }, '10.5.0.1')).body;
    const second = await t.http.post('/auth/refresh').send({ refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect(second.body.user.id).toBe(user.id);
    expect((await t.http.get('/auth/me').set('Authorization', `Bearer ${second.body.accessToken}`)).status).toBe(200);
    // Reusing the first token: refused, and the token it was rotated into dies with it,
    // as do the session's access tokens.
    expect((await t.http.post('/auth/refresh').send({ refreshToken: first.refreshToken })).status).toBe(401);
    expect((await t.http.post('/auth/refresh').send({ refreshToken: second.body.refreshToken })).status).toBe(401);
    expect((await t.http.get('/auth/me').set('Authorization', `Bearer ${second.body.accessToken}`)).status).toBe(401);
  });

  it('logs out: the refresh token and the session’s access tokens stop working, other sessions go on', async () => {
    const session = (await login({ email: user.email, password: TEST_PASSWORD, tenant: tenant.slug }, '10.6.0.1')).body;
    const other = await loginAs(t, user);
    const me = () => t.http.get('/auth/me').set('Authorization', `Bearer ${session.accessToken}`);
    expect((await me()).status).toBe(200);
    expect((await t.http.post('/auth/logout').send({ refreshToken: session.refreshToken })).status).toBe(204);
    expect((await t.http.post('/auth/refresh').send({ refreshToken: session.refreshToken })).status).toBe(401);
    expect((await me()).status).toBe(401);
    expect((await other.get('/auth/me')).status).toBe(200);
    expect((await t.http.post('/auth/logout').send({ refreshToken: 'unknown-token' })).status).toBe(204);
  });

  it('keeps the realms apart: tenant token on the operator space, operator token on tenant paths', async () => {
    const tenantApi = await loginAs(t, user);
    const operatorApi = await loginAsOperator(t, await buildOperator(t));
    const a = await tenantApi.get('/admin-platform/tenants');
    expect(a.status).toBe(403);
    expect(a.body.code).toBe('PERMISSION_DENIED');
    const b = await operatorApi.get('/auth/me');
    expect(b.status).toBe(403);
    expect(b.body.code).toBe('PERMISSION_DENIED');
    expect((await operatorApi.get('/admin-platform/auth/me')).status).toBe(200);
    // A tenant refresh token is not an operator one.
    expect((await t.http.post('/admin-platform/auth/refresh').send({ refreshToken: tenantApi.refreshToken })).status).toBe(401);
  });
});

describe('GET /auth/me and PUT /auth/password', () => {
  it('shows the user, tenant, roles, permissions and modules', async () => {
    const api = await loginAs(t, user);
    const res = await api.get('/auth/me');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email, tenantId: tenant.id, employeeId: null, locale: 'fr' });
    expect(res.body.tenant).toMatchObject({ id: tenant.id, slug: tenant.slug, subscriptionStatus: 'ACTIVE' });
    expect(res.body.roles.map((r: { name: string }) => r.name)).toEqual(['HR_MANAGER']);
    expect(res.body.modules).toEqual(['ACCOUNTING', 'LEAVE']);
  });

  it('changes one’s own name and language, visible at once', async () => {
    const api = await loginAs(t, await buildUser(t, { tenant }));
    const res = await api.patch('/auth/me', { firstName: 'Mariam', locale: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ firstName: 'Mariam', lastName: 'User', locale: 'en' });
    expect((await api.get('/auth/me')).body.user).toMatchObject({ firstName: 'Mariam', locale: 'en' });
    expect((await api.patch('/auth/me', { locale: 'de' })).status).toBe(400);
  });

  it('throttles wrong current passwords like failed logins: 5 of 20 at once checked, the right one passes after the wait', async () => {
    const member = await buildUser(t, { tenant });
    const api = await loginAs(t, member);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.put('/auth/password', { currentPassword: `not-it-${i}`, newPassword: 'another-new-password' }).set('X-Forwarded-For', `10.10.${i}.1`)),
    );
    expect(answers.filter((r) => r.status === 400)).toHaveLength(LOGIN_THROTTLE.account.free);
    const waiting = answers.filter((r) => r.status === 429);
    expect(waiting).toHaveLength(20 - LOGIN_THROTTLE.account.free);
    expect(Number(waiting[0].headers['retry-after'])).toBeGreaterThan(0);
    const during = await api.put('/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'another-new-password' });
    expect(during.status).toBe(429);
    t.clock.advance(Number(during.headers['retry-after']) * 1000);
    expect((await api.put('/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'another-new-password' })).status).toBe(204);
  });

  it('changes the password: wrong current or short new refused, other sessions closed, this one kept', async () => {
    const member = await buildUser(t, { tenant });
    const other = await loginAs(t, member);
    const api = await loginAs(t, member);
    const wrong = await api.put('/auth/password', { currentPassword: 'not-it-at-all', newPassword: 'a-new-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'currentPassword', message: 'Wrong password' }]);
    const short = await api.put('/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].path).toBe('newPassword');
    expect((await api.put('/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'a-new-password' })).status).toBe(204);
    expect((await login({ email: member.email, password: TEST_PASSWORD, tenant: tenant.slug }, '10.7.0.1')).status).toBe(401);
    expect((await login({ email: member.email, password: 'a-new-password', tenant: tenant.slug }, '10.7.0.1')).status).toBe(200);
    expect((await other.get('/auth/me')).status).toBe(401);
    expect((await api.get('/auth/me')).status).toBe(200);
    expect((await t.http.post('/auth/refresh').send({ refreshToken: other.refreshToken })).status).toBe(401);
    expect((await t.http.post('/auth/refresh').send({ refreshToken: api.refreshToken })).status).toBe(200);
  });
});
