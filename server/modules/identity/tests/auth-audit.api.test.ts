import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, loginAs, TEST_PASSWORD, type ApiClient, type TestTenant, type TestUser } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';

// Authentication events in the tenant's audit trail: logins, failures, the lockout (429), a
// password change and a role change, each on the account's history.

let t: TestServer;
let tenant: TestTenant;
let admin: ApiClient;
let adminUser: TestUser;
let user: TestUser;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-18T08:00:00Z' });
  ({ tenant, api: admin, user: adminUser } = await buildAdmin(t));
  user = await buildUser(t, { tenant });
});
afterAll(() => t?.close());

const login = (email: string, password: string) => t.http.post('/auth/login').send({ tenant: tenant.slug, email, password });

async function actionsOf(entityType: string, entityId: string): Promise<string[]> {
  const res = await admin.get(`/audit/events?entityType=${entityType}&entityId=${encodeURIComponent(entityId)}&pageSize=100&sort=occurredAt`).expect(200);
  return (res.body.items as Array<{ action: string }>).map((e) => e.action);
}

describe('authentication events in the audit trail', () => {
  it('records failed logins, the lockout, a login, a password change and a role change on the account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(user.email, 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login('nobody@example.test', 'wrong-password')).status).toBe(401);

    t.clock.advance(60 * 60_000);
    admin = await loginAs(t, adminUser);
    const ok = await login(user.email, TEST_PASSWORD).expect(200);
    await t.http.put('/auth/password').set('Authorization', `Bearer ${ok.body.accessToken}`).send({ currentPassword: TEST_PASSWORD, newPassword: 'a-new-password-2026' }).expect(204);
    await admin.post(`/admin/users/${user.id}/roles`, { roleName: 'MANAGER' }).expect(201);

    const actions = await actionsOf('USER', user.id);
    expect(actions.filter((a) => a === 'LOGIN_FAILED')).toHaveLength(5);
    expect(actions).toEqual(expect.arrayContaining(['LOGIN_THROTTLED', 'LOGIN', 'UPDATE', 'ROLE_ASSIGNED']));
    const events = (await admin.get(`/audit/events?entityType=USER&entityId=${user.id}&action=UPDATE&pageSize=10`).expect(200)).body.items as Array<{ changes: Array<{ field: string; after: unknown }> }>;
    expect(events.flatMap((e) => e.changes).find((c) => c.field === 'passwordHash')?.after).toBe('[redacted]');

    const unknown = (await admin.get('/audit/events?entityType=LOGIN&pageSize=10').expect(200)).body.items as Array<{ action: string; changes: Array<{ field: string; after: unknown }> }>;
    expect(unknown.map((e) => e.action)).toEqual(['LOGIN_FAILED']);
    expect(unknown[0].changes.find((c) => c.field === 'email')?.after).toBe('nobody@example.test');
  });
});
