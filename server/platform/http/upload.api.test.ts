import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_PERMISSIONS } from '../../../shared/permissions';
import { buildTenant, buildUser, loginAs, type ApiClient } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let t: TestServer;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestServer();
  const tenant = await buildTenant(t);
  api = await loginAs(t, await buildUser(t, { tenant, permissions: [...TENANT_PERMISSIONS] }));
});
afterAll(() => t?.close());

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const fill = (path: string) => path.replace(/\{\w+\}/g, ANY_ID);

/** Bodies busboy cannot read, each with the content type that announces it. */
const MALFORMED: Array<{ name: string; type: string; body: string }> = [
  { name: 'no boundary', type: 'multipart/form-data', body: 'x' },
  { name: 'garbage after a boundary', type: 'multipart/form-data; boundary=----b', body: 'garbage' },
  { name: 'cut inside a part header', type: 'multipart/form-data; boundary=b', body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n' },
  { name: 'cut inside a file', type: 'multipart/form-data; boundary=b', body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc' },
  { name: 'header without a colon', type: 'multipart/form-data; boundary=b', body: '--b\r\nnot a header\r\n\r\nvalue\r\n--b--\r\n' },
];

describe('malformed multipart bodies on every upload route', () => {
  it('finds the upload routes in the route registry', () => {
    expect(t.server.routes.filter((r) => r.spec.upload).length).toBeGreaterThanOrEqual(7);
  });

  it('answers 400 VALIDATION_FAILED, never 500', async () => {
    const uploads = t.server.routes.filter((r) => r.spec.upload);
    for (const route of uploads) {
      for (const malformed of MALFORMED) {
        const res = await api[route.method](fill(route.path)).set('Content-Type', malformed.type).send(malformed.body);
        const label = `${route.method.toUpperCase()} ${route.path} (${malformed.name})`;
        expect(res.status, label).toBe(400);
        expect(res.headers['content-type'], label).toMatch(/application\/problem\+json/);
        expect(res.body.code, label).toBe('VALIDATION_FAILED');
      }
    }
  });

  it('still answers 413 for a file over the limit and 400 for a file in the wrong field', async () => {
    const route = t.server.routes.find((r) => r.path === '/accounting/reconciliation/imports/parse')!;
    const tooBig = await api.post(route.path).attach('file', Buffer.alloc(route.spec.upload!.maxBytes + 1, 'a'), 'big.csv');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('PAYLOAD_TOO_LARGE');
    const misplaced = await api.post(route.path).attach('other', Buffer.from('a;b'), 'a.csv');
    expect(misplaced.status).toBe(400);
    expect(misplaced.body.errors).toEqual([{ path: 'other', message: 'Unexpected' }]);
  });
});
