import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD, type TestUser } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';

// The on-premise profile serves one company: the tenant may be left out at login.
let t: TestServer;
let user: TestUser;

beforeAll(async () => {
  t = await createTestServer({ env: { APP_PROFILE: 'onprem' } });
  const tenant = await buildTenant(t, { slug: 'acme' });
  user = await buildUser(t, { tenant, roles: ['ORG_ADMIN'] });
});
afterAll(() => t?.close());

describe('login in the onprem profile', () => {
  it('accepts a login without tenant, and still checks the slug when one is given', async () => {
    const res = await t.http.post('/auth/login').send({ email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user.tenantId).toBe(user.tenantId);
    expect((await t.http.post('/auth/login').send({ email: user.email, password: TEST_PASSWORD, tenant: 'acme' })).status).toBe(200);
    expect((await t.http.post('/auth/login').send({ email: user.email, password: TEST_PASSWORD, tenant: 'other' })).status).toBe(401);
  });
});
