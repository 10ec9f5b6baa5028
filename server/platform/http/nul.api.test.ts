import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildOperator, type ApiClient } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let t: TestServer;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestServer();
  ({ api } = await buildAdmin(t));
});
afterAll(() => t?.close());

function expectRefused(res: { status: number; body: { code?: string; errors?: Array<{ path: string }> }; text: string }, path?: string) {
  expect(res.status, res.text).toBe(400);
  expect(res.body.code).toBe('VALIDATION_FAILED');
  if (path) expect(res.body.errors?.map((e) => e.path)).toContain(path);
  expect(res.text).not.toMatch(/SELECT|INSERT|SQLITE/i);
}

describe('a NUL character anywhere in a request', () => {
  it('is refused at login, tenant and operator, before any query', async () => {
    expectRefused(await t.http.post('/auth/login').send({ email: 'a\u0000@x', password: 'whatever-1', tenant: 'demo' }), 'email');
    expectRefused(await t.http.post('/auth/login').send({ email: 'a@x.test', password: 'pass\u0000word', tenant: 'de\u0000mo' }), 'tenant');
    const operator = await buildOperator(t);
    expectRefused(await t.http.post('/admin-platform/auth/login').send({ email: `${operator.email}\u0000`, password: operator.password }), 'email');
  });

  it('is refused in the search and filter parameters of list routes', async () => {
    expectRefused(await api.get('/admin/users?q=%00'), 'query.q');
    expectRefused(await api.get('/admin/users?q=ab%00cd&sort=email'), 'query.q');
    expectRefused(await api.get('/accounting/expense-claims?status=SUBMITTED%00'), 'query.status');
    expectRefused(await api.get('/hr/employees?q=%00'), 'query.q');
    expectRefused(await api.get('/admin/users?sort=%00email'), 'query.sort');
  });

  it('is refused in path parameters, keys of objects and nested values', async () => {
    expectRefused(await t.http.get('/booking/ical/feed/abc%00def'), 'params.token');
    expectRefused(await api.post('/admin/roles', { name: 'Role', description: 'x', permissions: ['users.manage\u0000'] }), 'permissions.0');
    expectRefused(await api.patch('/auth/me', { ['first\u0000Name']: 'x' }));
  });

  it('is refused in the text fields of a multipart form', async () => {
    const res = await api.post('/accounting/expense-claims').field('expenseDate', '2026-01-02').field('description', 'Taxi\u0000').field('amount', '10');
    expectRefused(res, 'description');
  });
});
