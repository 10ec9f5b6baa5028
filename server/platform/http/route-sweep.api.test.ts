import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ROLE_GRANTS } from '../../../shared/permissions';
import type { MountedRoute } from '../../app';
import { createDemoServer, demoClient } from '../../test/demo-server';
import { buildOperator, buildTenant, buildUser, loginAs, loginAsOperator, type ApiClient } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import { changedTables, tableChecksums } from '../../test/table-checksums';
import { realmOfPath } from './requirements';
import { routeAccessProblems } from './route-access';
import { UNSWEPT_ROUTES } from './route-sweep.unswept';
import { foreignIdCalls } from '../../test/foreign-ids';

// Every mounted route, from the app's own registry (a route added tomorrow is swept without
// touching this file): who may NOT call it is refused before anything runs.

let t: TestServer;
let demoAdmin: ApiClient;
let otherAdmin: ApiClient;
let nobody: ApiClient;
let operator: ApiClient;
let platformAdmin: ApiClient;

beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
  demoAdmin = await demoClient(t, 'admin@demo.local');
  const other = await buildTenant(t);
  otherAdmin = await loginAs(t, await buildUser(t, { tenant: other, roles: ['ORG_ADMIN'] }));
  // A real account of a licensed tenant, whose one role grants nothing.
  nobody = await loginAs(t, await buildUser(t, { tenant: other, permissions: [] }));
  operator = await loginAsOperator(t, await buildOperator(t, { role: 'PLATFORM_OPERATOR' }));
  platformAdmin = await loginAsOperator(t, await buildOperator(t, { role: 'PLATFORM_ADMIN' }));
  // The first file of a run to ask for the demo seeds it (a minute or more on a loaded machine).
}, 180_000);
afterAll(() => t?.close());

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const fill = (path: string) => path.replace(/\{\w+\}/g, ANY_ID);
const routes = () => t.server.routes;
const label = (route: MountedRoute) => `${route.method.toUpperCase()} ${route.path}`;

async function expectRefusals(calls: Array<{ route: MountedRoute; send: () => Test }>, status: number, codes: readonly string[]): Promise<number> {
  const failures: string[] = [];
  for (const { route, send } of calls) {
    const res = await send();
    if (res.status !== status || !codes.includes(res.body?.code)) failures.push(`${label(route)} → ${res.status} ${res.body?.code ?? res.text.slice(0, 80)}`);
  }
  expect(failures).toEqual([]);
  return calls.length;
}

describe('route sweeps over the whole registry', () => {
  it('covers every route, each declaring its access', () => {
    expect(routes().length).toBeGreaterThan(400);
    expect(routeAccessProblems(routes())).toEqual([]);
  });

  it('answers 401 without a token on every route but the declared public ones', async () => {
    const closed = routes().filter((r) => r.spec.access.kind !== 'public');
    const swept = await expectRefusals(
      closed.map((route) => ({ route, send: () => t.http[route.method](fill(route.path)) })),
      401,
      ['UNAUTHENTICATED'],
    );
    expect(swept).toBeGreaterThan(400);
  });

  it("answers 403 to a token of the other realm (tenant ↔ operator space)", async () => {
    const closed = routes().filter((r) => r.spec.access.kind !== 'public');
    const swept = await expectRefusals(
      closed.map((route) => ({ route, send: () => (realmOfPath(route.path) === 'operator' ? nobody : operator)[route.method](fill(route.path)) })),
      403,
      ['PERMISSION_DENIED'],
    );
    expect(swept).toBe(closed.length);
  });

  it('answers 403 to an account holding none of the permissions a route names', async () => {
    const guarded = routes().filter((r) => r.spec.access.kind === 'permission');
    const tenantRoutes = guarded.filter((r) => realmOfPath(r.path) === 'tenant');
    // Operators hold their role's grants; a PLATFORM_ADMIN is the account without the others.
    const adminGrants = new Set<string>(SYSTEM_ROLE_GRANTS.PLATFORM_ADMIN);
    const operatorRoutes = guarded.filter((r) => realmOfPath(r.path) === 'operator' && r.spec.access.kind === 'permission' && r.spec.access.anyOf.every((code) => !adminGrants.has(code)));
    await expectRefusals(
      [...tenantRoutes, ...operatorRoutes].map((route) => ({ route, send: () => (realmOfPath(route.path) === 'operator' ? platformAdmin : nobody)[route.method](fill(route.path)) })),
      403,
      ['PERMISSION_DENIED'],
    );
    expect(tenantRoutes.length).toBeGreaterThan(300);
    expect(operatorRoutes.length).toBeGreaterThan(0);
  });

  it("answers 404 to another tenant's ORG_ADMIN on every route naming the demo tenant's records, and changes nothing", async () => {
    const { calls, sharedOnly, unresolved } = await foreignIdCalls(routes(), demoAdmin, otherAdmin);
    const before = await tableChecksums(t.server.sequelize);
    const failures: string[] = [];
    for (const call of calls) {
      let res = await call.variants[0](otherAdmin);
      for (const variant of call.variants.slice(1)) {
        if (res.status !== 400) break;
        res = await variant(otherAdmin);
      }
      // A route that refuses every caller (405: a vendor is deactivated, never deleted) proves nothing more.
      if (res.status === 405) continue;
      if (res.status !== 404 || res.body?.code !== 'NOT_FOUND') failures.push(`${call.label} → ${res.status} ${res.body?.code ?? ''} ${res.body?.detail ?? ''} ${JSON.stringify(res.body?.errors ?? '')}`);
    }
    const after = await tableChecksums(t.server.sequelize);
    expect(failures).toEqual([]);
    expect(changedTables(before, after)).toEqual([]);
    // Routes whose parent list the demo data does not fill, or fills with shared records only
    // (system contract templates), are not swept here: their count may shrink, never grow.
    expect(calls.length).toBeGreaterThanOrEqual(170);
    expect([...sharedOnly, ...unresolved].filter((label) => !UNSWEPT_ROUTES.has(label)), 'routes the sweep cannot fill with foreign ids (give them demo data or a parent list)').toEqual([]);
  });
});
