import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { buildAdmin, buildOperator, loginAsOperator, type ApiClient } from '../../../test/factories';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';

// Logged-in garbage on every endpoint of identity, access, audit and the operator space: never a 500.
let t: TestServer;
let admin: ApiClient;
let operator: ApiClient;

beforeAll(async () => {
  t = await createTestServer();
  captureMail(t);
  ({ api: admin } = await buildAdmin(t));
  operator = await loginAsOperator(t, await buildOperator(t));
});
afterAll(() => t?.close());

const TAGS = ['Authentication', 'Users', 'Roles', 'Audit', 'Operator authentication', 'Operator: tenants'];
const PAYLOADS: unknown[] = [{}, [], 'x', null, 42, { email: ['a'], password: { x: 1 }, permissions: 'all', roles: [null], name: '' }, { roleId: 'ORG_ADMIN', permissions: ['x'.repeat(5000)] }];
const IDS = ['zzz', '00000000-0000-4000-8000-000000000000', "'; DROP TABLE users; --"];

describe('robustness', () => {
  it('answers every malformed request with a problem, never a 500', async () => {
    const doc = (await t.http.get('/openapi.json')).body as { paths: Record<string, Record<string, { tags?: string[] }>> };
    let calls = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (!op.tags?.some((tag) => TAGS.includes(tag))) continue;
        if (path.endsWith('/logout') || path.endsWith('/password')) continue;
        const client = path.startsWith('/admin-platform') ? operator : admin;
        for (const id of IDS) {
          const url = path.replace(/\{\w+\}/g, encodeURIComponent(id)) + '?page=-1&sort=password&from=never&active=maybe';
          for (const payload of method === 'get' ? [undefined] : PAYLOADS) {
            const request = (t.http as unknown as Record<string, (p: string) => Test>)[method](url).set('Authorization', `Bearer ${client.accessToken}`);
            const res = payload === undefined ? await request : await request.set('Content-Type', 'application/json').send(JSON.stringify(payload));
            calls++;
            expect(res.status, `${method.toUpperCase()} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
            expect(res.headers['content-type'] ?? '', `${method} ${url}`).toMatch(res.status >= 400 ? /problem\+json/ : /json|^$/);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
  });
});
