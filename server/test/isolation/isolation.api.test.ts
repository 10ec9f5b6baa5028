/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, type ApiClient, type TestTenant } from '../factories';
import { captureMail } from '../mail';
import { createTestServer, type TestServer } from '../test-server';
import { isolatedResources, type IsolatedResource } from './registry';

// Every module's registrations: server/modules/<module>/isolation.ts
import.meta.glob('../../modules/*/isolation.ts', { eager: true });

let t: TestServer;
let tenantA: TestTenant;
let apiA: ApiClient;
let apiB: ApiClient;

beforeAll(async () => {
  t = await createTestServer();
  captureMail(t);
  ({ tenant: tenantA, api: apiA } = await buildAdmin(t));
  ({ api: apiB } = await buildAdmin(t));
});
afterAll(() => t?.close());

function withPageSize(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}pageSize=200`;
}

async function listIds(api: ApiClient, path: string): Promise<string[]> {
  const res = await api.get(withPageSize(path));
  expect(res.status, `GET ${path}`).toBe(200);
  return (res.body.items as Array<{ id: string }>).map((item) => item.id);
}

function writesOf(resource: IsolatedResource) {
  const writes = [...(resource.writes ?? [])];
  if (resource.updatePath) writes.unshift({ method: resource.updateMethod ?? 'put', path: resource.updatePath, body: resource.updateBody ?? {} });
  return writes;
}

describe('cross-tenant isolation', () => {
  it('has resources registered', () => {
    expect(isolatedResources().length).toBeGreaterThan(0);
  });

  for (const resource of isolatedResources()) {
    it(`${resource.name}: tenant B cannot read, list or change tenant A's record`, async () => {
      const id = await resource.create(apiA, { t, tenant: tenantA });
      const detail = resource.detailPath(id);
      const before = await apiA.get(detail);
      expect(before.status, `A reads ${detail}`).toBe(200);

      const read = await apiB.get(detail);
      expect(read.status, `B reads ${detail}`).toBe(404);
      expect(read.body.code).toBe('NOT_FOUND');

      if (resource.listPath) {
        expect(await listIds(apiA, resource.listPath), `A lists ${resource.listPath}`).toContain(id);
        expect(await listIds(apiB, resource.listPath), `B lists ${resource.listPath}`).not.toContain(id);
      }

      for (const write of writesOf(resource)) {
        const path = write.path(id);
        const res = write.body === undefined ? await apiB[write.method](path) : await apiB[write.method](path, write.body);
        expect(res.status, `B ${write.method.toUpperCase()} ${path}`).toBe(404);
      }
      const after = await apiA.get(detail);
      expect(after.status).toBe(200);
      expect(after.body, `A's record unchanged after B's attempts`).toEqual(before.body);
    });
  }
});
