import type { ApiClient, TestTenant } from '../factories';
import type { TestServer } from '../test-server';

/**
 * The cross-tenant isolation registry. Every module registers each tenant-owned resource it
 * exposes, in a file `server/modules/<module>/isolation.ts` (found automatically):
 *
 *   registerIsolatedResource({
 *     name: 'vendors',
 *     create: async (api) => (await api.post('/supplies/vendors', { name: 'Acme' }).expect(201)).body.id,
 *     detailPath: (id) => `/supplies/vendors/${id}`,
 *     listPath: '/supplies/vendors',
 *     updatePath: (id) => `/supplies/vendors/${id}`, updateBody: { name: 'Hijacked' },
 *     writes: [{ method: 'post', path: (id) => `/supplies/vendors/${id}/deactivate` }],
 *   });
 *
 * `isolation.api.test.ts` then creates each record as an ORG_ADMIN of tenant A (all modules)
 * and proves that an ORG_ADMIN of tenant B gets 404 on its detail and on every write, never sees
 * it in the list, and that tenant A's record is unchanged afterwards.
 */
export interface IsolatedWrite {
  method: 'put' | 'patch' | 'post' | 'delete';
  path(id: string): string;
  body?: unknown;
}

export interface IsolatedResource {
  name: string;
  /** Creates the record as tenant A (api: an ORG_ADMIN of A) and answers the id used in paths. */
  create(api: ApiClient, context: { t: TestServer; tenant: TestTenant }): Promise<string>;
  detailPath(id: string): string;
  /** A list whose items carry `id`; B's list must not contain the record (A's must). */
  listPath?: string;
  updatePath?(id: string): string;
  updateMethod?: 'put' | 'patch';
  updateBody?: unknown;
  /** Other writes (actions, deletes) that must answer 404 to tenant B. */
  writes?: IsolatedWrite[];
}

const resources: IsolatedResource[] = [];

export function registerIsolatedResource(resource: IsolatedResource): void {
  if (resources.some((r) => r.name === resource.name)) throw new Error(`Isolated resource ${resource.name} registered twice`);
  resources.push(resource);
}

export function isolatedResources(): readonly IsolatedResource[] {
  return resources;
}
