import { expect } from 'vitest';
import {
  buildTenant,
  buildUser,
  loginAs,
  type ApiClient,
  type TestTenant,
  type TestUser,
} from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';

/**
 * A booking world for API tests: a tenant, an ORG_ADMIN (booking.manage), a MANAGER who owns
 * resources (resource.owner), two employees (booking.create), and helpers that go through HTTP.
 */
export interface World {
  tenant: TestTenant;
  admin: TestUser;
  owner: TestUser;
  alice: TestUser;
  bob: TestUser;
  as: { admin: ApiClient; owner: ApiClient; alice: ApiClient; bob: ApiClient };
  /** Moves the test clock and logs everyone in again (access tokens live 15 minutes). */
  setClock(iso: string): Promise<void>;
}

export async function buildWorld(t: TestServer): Promise<World> {
  const tenant = await buildTenant(t);
  const [admin, owner, alice, bob] = await Promise.all([
    buildUser(t, { tenant, roles: ['ORG_ADMIN'], firstName: 'Aminata', lastName: 'Diallo' }),
    buildUser(t, { tenant, roles: ['MANAGER'], firstName: 'Moussa', lastName: 'Traoré' }),
    buildUser(t, { tenant, roles: ['EMPLOYEE'], firstName: 'Alice', lastName: 'Kouassi' }),
    buildUser(t, { tenant, roles: ['EMPLOYEE'], firstName: 'Bob', lastName: 'Mensah' }),
  ]);
  const login = async () => {
    const [a, o, al, b] = await Promise.all([
      loginAs(t, admin),
      loginAs(t, owner),
      loginAs(t, alice),
      loginAs(t, bob),
    ]);
    return { admin: a, owner: o, alice: al, bob: b };
  };
  const world: World = {
    tenant,
    admin,
    owner,
    alice,
    bob,
    as: await login(),
    async setClock(iso) {
      t.clock.set(iso);
      world.as = await login();
    },
  };
  return world;
}

export async function createType(
  api: ApiClient,
  body: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const res = await api.post('/booking/resource-types', {
    name: `Type ${Math.random().toString(36).slice(2, 8)}`,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

let codes = 0;
export async function createResource(
  api: ApiClient,
  typeId: string,
  body: Record<string, unknown> = {},
): Promise<{ id: string; code: string; autoValidate: boolean }> {
  const res = await api.post('/booking/resources', {
    name: 'Salle Fromager',
    code: `R-${++codes}-${Math.random().toString(36).slice(2, 6)}`,
    typeId,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** An ISO timestamp on a day of the test calendar. */
export const at = (day: string, hhmm: string) => `${day}T${hhmm}:00.000Z`;

export function book(
  api: ApiClient,
  resourceId: string,
  day: string,
  from: string,
  to: string,
  extra: Record<string, unknown> = {},
) {
  return api.post('/booking/bookings', {
    resourceId,
    subject: 'Réunion',
    start: at(day, from),
    end: at(day, to),
    ...extra,
  });
}
