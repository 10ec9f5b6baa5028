import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import { buildAdmin, buildOperator, loginAsOperator, type ApiClient } from '../../../test/factories';
import { captureMail, tokenInMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { operators } from './world';

let t: TestServer;
let operator: ApiClient;
let admin: ApiClient;
let adminId: string;
let mails: MailMessage[];

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-10T09:00:00Z' });
  mails = captureMail(t);
  ({ operator, admin, adminId } = await operators(t));
});
afterAll(() => t?.close());

describe('operators', () => {
  it('creates an operator who is invited by mail, chooses a password with the link and logs in', async () => {
    mails.length = 0;
    const res = await admin.post('/admin-platform/operators', { email: 'New.Ops@Platform.test', firstName: 'Awa', lastName: 'Diop', role: 'PLATFORM_OPERATOR' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'new.ops@platform.test', role: 'PLATFORM_OPERATOR', active: true, passwordSet: false });
    expect(mails.map((m) => m.to)).toEqual(['new.ops@platform.test']);
    expect(mails[0].text).toContain('/app/operator/set-password?token=');
    const token = tokenInMail(mails[0]);
    expect((await t.http.post('/admin-platform/auth/set-password').send({ token, password: 'short' })).status).toBe(400);
    expect((await t.http.post('/admin-platform/auth/set-password').send({ token, password: 'a-long-password-1' })).status).toBe(200);
    expect((await t.http.post('/admin-platform/auth/set-password').send({ token, password: 'a-long-password-2' })).status).toBe(404);
    const login = await t.http.post('/admin-platform/auth/login').send({ email: 'new.ops@platform.test', password: 'a-long-password-1' });
    expect(login.status).toBe(200);
    const dup = await admin.post('/admin-platform/operators', { email: 'new.ops@platform.test', firstName: 'A', lastName: 'B', role: 'PLATFORM_ADMIN' });
    expect(dup.status).toBe(409);
    expect((await admin.post('/admin-platform/operators', { email: 'x@y.test', firstName: 'A', lastName: 'B', role: 'ORG_ADMIN' })).status).toBe(400);
  });

  it('lists operators paginated and filtered', async () => {
    const res = await admin.get('/admin-platform/operators?role=PLATFORM_ADMIN&pageSize=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 1 });
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    expect(res.body.items.every((o: { role: string }) => o.role === 'PLATFORM_ADMIN')).toBe(true);
    expect((await admin.get('/admin-platform/operators?q=diop')).body.items.map((o: { lastName: string }) => o.lastName)).toEqual(['Diop']);
  });

  it('deactivates an operator: their token and refresh token stop working at once; nobody deactivates themself', async () => {
    const target = await buildOperator(t);
    const api = await loginAsOperator(t, target);
    expect((await api.get('/admin-platform/tenants')).status).toBe(200);
    const res = await operator.delete(`/admin-platform/operators/${target.id}`);
    expect(res.status).toBe(200);
    expect(res.body.active).toBe(false);
    expect((await api.get('/admin-platform/tenants')).status).toBe(401);
    expect((await t.http.post('/admin-platform/auth/refresh').send({ refreshToken: api.refreshToken })).status).toBe(401);
    const self = await admin.delete(`/admin-platform/operators/${adminId}`);
    expect(self.status).toBe(422);
    expect((await admin.get('/admin-platform/tenants')).status).toBe(200);
  });

  it('mails a reset link that sets a new password', async () => {
    const target = await buildOperator(t, { email: 'reset.me@platform.test' });
    mails.length = 0;
    const res = await admin.post(`/admin-platform/operators/${target.id}/reset-password`);
    expect(res.status).toBe(200);
    expect(mails.map((m) => m.to)).toEqual(['reset.me@platform.test']);
    await t.http.post('/admin-platform/auth/set-password').send({ token: tokenInMail(mails[0]), password: 'brand-new-pass-1' }).expect(200);
    expect((await t.http.post('/admin-platform/auth/login').send({ email: 'reset.me@platform.test', password: 'brand-new-pass-1' })).status).toBe(200);
    expect((await admin.post('/admin-platform/operators/00000000-0000-4000-8000-000000000000/reset-password')).status).toBe(404);
  });
});

describe('operator audit log', () => {
  it('records who did what on which target, from where, filterable and per operator', async () => {
    const res = await admin.get('/admin-platform/audit?action=OPERATOR_CREATED');
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({ operatorId: adminId, action: 'OPERATOR_CREATED', targetType: 'OPERATOR', payload: { email: 'new.ops@platform.test' } });
    expect(res.body.items[0].ipAddress).toBeTruthy();
    const mine = await admin.get(`/admin-platform/audit/operator/${adminId}`);
    expect(mine.body.items.every((e: { operatorId: string }) => e.operatorId === adminId)).toBe(true);
    expect(mine.body.items.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['OPERATOR_CREATED', 'OPERATOR_PASSWORD_RESET']));
    expect((await admin.get('/admin-platform/audit?targetType=NOPE')).status).toBe(400);
    expect((await admin.get('/admin-platform/audit?from=2026-03-11')).body.total).toBe(0);
  });

  it('is refused to tenant accounts', async () => {
    const { api } = await buildAdmin(t);
    expect((await api.get('/admin-platform/audit')).body.code).toBe('PERMISSION_DENIED');
  });
});

describe('role grants', () => {
  it('refuses platform.subscription.admin endpoints to PLATFORM_ADMIN and allows them to PLATFORM_OPERATOR', async () => {
    const { tenant } = await buildAdmin(t);
    const adminOnly = [
      ['get', '/admin-platform/promo-codes'],
      ['get', `/admin-platform/tenants/${tenant.id}/subscription`],
      ['get', `/admin-platform/tenants/${tenant.id}/payments`],
      ['get', `/admin-platform/tenants/${tenant.id}/notes`],
      ['get', `/admin-platform/tenants/${tenant.id}/license`],
      ['get', `/admin-platform/tenants/${tenant.id}/subscription/plan-history`],
      ['get', '/admin-platform/audit/payments'],
    ] as const;
    for (const [method, path] of adminOnly) {
      const refused = await admin[method](path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.code, path).toBe('PERMISSION_DENIED');
      expect((await operator[method](path)).status, path).toBe(200);
    }
    const writes = await admin.post(`/admin-platform/tenants/${tenant.id}/payments/manual`, { amount: 1000, paidOn: '2026-03-01', method: 'CASH' });
    expect(writes.status).toBe(403);
    expect((await operator.get(`/admin-platform/tenants/${tenant.id}/payments`)).body.total).toBe(0);
    // Every route documented as needing platform.subscription.admin refuses PLATFORM_ADMIN, before reading its body.
    const doc = (await t.http.get('/openapi.json')).body as { paths: Record<string, Record<string, { description?: string }>> };
    const guarded = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.description?.includes('Permission: platform.subscription.admin'))
        .map(([method, op]) => [method as 'get' | 'post' | 'put' | 'delete', path.replace('{tenantId}', tenant.id).replace('{id}', tenant.id), op] as const),
    );
    // Promo codes 5, subscription 8, custom deal 2, payments 2, plan history 1, license 2, notes 2, payment audit 1.
    expect(guarded).toHaveLength(23);
    for (const [method, path] of guarded) {
      const refused = method === 'get' ? await admin.get(path) : await admin[method](path, {});
      expect([refused.status, refused.body.code], `${method} ${path}`).toEqual([403, 'PERMISSION_DENIED']);
    }
    // Both hold the other operator permissions.
    for (const api of [admin, operator]) {
      expect((await api.get('/admin-platform/catalog/plans')).status).toBe(200);
      expect((await api.get('/admin-platform/dashboard/metrics')).status).toBe(200);
    }
  });
});
