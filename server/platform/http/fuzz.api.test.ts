import { z, type ZodType } from 'zod';
import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_PERMISSIONS, TENANT_PERMISSIONS } from '../../../shared/permissions';
import type { MountedRoute } from '../../app';
import { buildOperator, buildTenant, buildUser, loginAs, loginAsOperator, type ApiClient } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

// Every mounted route, from the app's own registry, receives NUL characters in its path
// parameters, its query values and its body strings, and malformed multipart bodies: whatever
// it answers, never a 500, and every refusal is a problem body.

let t: TestServer;
let tenantApi: ApiClient;
let operatorApi: ApiClient;

beforeAll(async () => {
  t = await createTestServer();
  const tenant = await buildTenant(t);
  tenantApi = await loginAs(t, await buildUser(t, { tenant, roles: ['ORG_ADMIN'], permissions: [...TENANT_PERMISSIONS] }));
  expect(OPERATOR_PERMISSIONS.length).toBeGreaterThan(0);
  operatorApi = await loginAsOperator(t, await buildOperator(t, { role: 'PLATFORM_OPERATOR' }));
});
afterAll(() => t?.close());

const NUL = '\u0000';
const ANY_ID = '00000000-0000-4000-8000-000000000000';

const keysOf = (schema: ZodType | undefined): string[] => {
  let current: unknown = schema;
  // Unwrap refinements and pipes down to the object, when there is one.
  for (let i = 0; i < 5 && current && !(current instanceof z.ZodObject); i++) {
    const def = (current as { def?: { in?: unknown; schema?: unknown; innerType?: unknown } }).def;
    current = def?.in ?? def?.schema ?? def?.innerType;
  }
  return current instanceof z.ZodObject ? Object.keys(current.shape) : [];
};

const fill = (path: string, value: string) => path.replace(/\{\w+\}/g, value);
const clientFor = (route: MountedRoute) => (route.path.startsWith('/admin-platform') ? operatorApi : tenantApi);

interface Probe {
  name: string;
  /** Carries a NUL: refused with 400 on every route, before any schema or handler. */
  nul?: boolean;
  send: (route: MountedRoute) => Test | null;
}

const PROBES: Probe[] = [
  {
    name: 'NUL in every path parameter',
    nul: true,
    send: (route) => (/\{\w+\}/.test(route.path) ? clientFor(route)[route.method](fill(route.path, `ab${encodeURIComponent(NUL)}cd`)) : null),
  },
  {
    name: 'NUL in every query value',
    nul: true,
    send: (route) => {
      const keys = [...new Set([...keysOf(route.spec.query), 'q'])];
      const query = keys.map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(`x${NUL}y`)}`).join('&');
      return clientFor(route)[route.method](`${fill(route.path, ANY_ID)}?${query}`);
    },
  },
  {
    name: 'NUL in every body string',
    nul: true,
    send: (route) => {
      if (route.method === 'get') return null;
      const keys = keysOf(route.spec.body);
      const body = Object.fromEntries((keys.length ? keys : ['value']).map((k) => [k, `x${NUL}y`]));
      const request = clientFor(route)[route.method](fill(route.path, ANY_ID));
      if (route.spec.upload && !route.spec.upload.json) {
        // A multipart-only route: the NUL comes in its form fields.
        for (const [key, value] of Object.entries(body)) request.field(key, value);
        return request;
      }
      return request.send({ ...body, nested: [{ text: NUL }] });
    },
  },
  {
    name: 'a multipart header over a garbage body',
    send: (route) => (route.method === 'get' ? null : clientFor(route)[route.method](fill(route.path, ANY_ID)).set('Content-Type', 'multipart/form-data; boundary=zz').send('--zz\r\ngarbage\r\n')),
  },
  {
    name: 'a multipart header without boundary',
    send: (route) => (route.method === 'get' ? null : clientFor(route)[route.method](fill(route.path, ANY_ID)).set('Content-Type', 'multipart/form-data').send('x')),
  },
];

describe('fuzzing every mounted route', () => {
  it('covers the whole route registry', () => {
    expect(t.server.routes.length).toBeGreaterThan(150);
  });

  for (const probe of PROBES) {
    it(`never answers 500, and refuses with a problem body: ${probe.name}`, async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const route of t.server.routes) {
        const request = probe.send(route);
        if (!request) continue;
        sent++;
        const res = await request;
        const label = `${route.method.toUpperCase()} ${route.path} → ${res.status}`;
        if (probe.nul && res.status !== 400) failures.push(`${label}: a NUL must be refused with 400 before anything else`);
        if (res.status >= 500) failures.push(`${label} ${res.text.slice(0, 200)}`);
        else if (res.status >= 400) {
          if (!/application\/problem\+json/.test(String(res.headers['content-type']))) failures.push(`${label}: not a problem (${res.headers['content-type']})`);
          else if (typeof res.body.code !== 'string' || res.body.status !== res.status) failures.push(`${label}: malformed problem ${res.text.slice(0, 200)}`);
        }
      }
      expect(sent).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    });
  }
});
