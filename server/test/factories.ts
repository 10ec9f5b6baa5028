/**
 * Test factories: build a world in a few lines, with real rows and real tokens.
 *
 *   const t = await createTestServer();
 *   const tenant = await buildTenant(t, { modules: ['ACCOUNTING'], status: 'ACTIVE' });  // all modules by default
 *   const hr = await buildUser(t, { tenant, roles: ['HR_MANAGER'] });                   // system or custom role names
 *   const clerk = await buildUser(t, { tenant, permissions: ['accounting.read'] });     // a custom role with exactly these
 *   const api = await loginAs(t, hr);                       // bearer token of a real session
 *   await api.get('/admin/users').expect(200);
 *   await api.post('/admin/roles', { name: 'Audit' }).expect(201);
 *   const ops = await loginAsOperator(t, await buildOperator(t, { role: 'PLATFORM_ADMIN' }));
 *
 * Rows are created directly (no HTTP), in the tenant's context so tenant scoping, audit and
 * access-version hooks run as in production. Every user's password is TEST_PASSWORD unless given;
 * the hash is computed once per process. Clocks follow the test server's clock.
 */
import { randomBytes } from 'node:crypto';
import type { Test } from 'supertest';
import { TENANT_MODULE_IDS, type ModuleId, type SubscriptionStatus } from '../../shared/modules';
import type { OperatorRole, PermissionCode } from '../../shared/permissions';
import { runInApp } from '../platform/modules';
import { hashPassword } from '../platform/auth/passwords';
import { asSystem, asTenant } from '../platform/tenancy/context';
import { assignRole, resolveRoles } from '../modules/roles';
import { createRole, setRolePermissions } from '../modules/roles/services/roles';
import { openSession } from '../modules/identity';
import { User } from '../modules/identity/models/user';
import { Operator } from '../modules/operator/models/operator';
import type { TestServer } from './test-server';

export const TEST_PASSWORD = 'test-password-1';

let defaultHash: Promise<string> | undefined;
const passwordHashOf = (password: string) => (password === TEST_PASSWORD ? (defaultHash ??= hashPassword(TEST_PASSWORD)) : hashPassword(password));
const suffix = () => randomBytes(4).toString('hex');

export interface TestTenant {
  id: string;
  slug: string;
  companyName: string;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  tenantId: string;
  tenantSlug: string;
  employeeId: string | null;
}

export interface TestOperator {
  id: string;
  email: string;
  password: string;
  role: OperatorRole;
}

export async function buildTenant(
  t: TestServer,
  options: { slug?: string; companyName?: string; modules?: ModuleId[]; status?: SubscriptionStatus; country?: string; currency?: string } = {},
): Promise<TestTenant> {
  const slug = options.slug ?? `t-${suffix()}`;
  const app = t.server.container;
  const tenant = await runInApp(
    app,
    () =>
      app.ports.tenants.createTenant({
        slug,
        companyName: options.companyName ?? `Company ${slug}`,
        country: options.country ?? 'CI',
        currency: options.currency ?? 'XOF',
        subscriptionStatus: options.status ?? 'ACTIVE',
        licensedModules: options.modules ?? [...TENANT_MODULE_IDS],
      }),
    { now: t.clock.now },
  );
  return { id: tenant.id, slug: tenant.slug, companyName: tenant.companyName };
}

/**
 * A user of `tenant` holding `roles` (names of system or custom roles) and, when `permissions`
 * is given, a fresh custom role with exactly those codes. With neither, the user is an EMPLOYEE.
 */
export async function buildUser(
  t: TestServer,
  options: {
    tenant: TestTenant;
    roles?: string[];
    permissions?: PermissionCode[];
    email?: string;
    firstName?: string;
    lastName?: string;
    password?: string;
    active?: boolean;
    employeeId?: string | null;
  },
): Promise<TestUser> {
  const password = options.password ?? TEST_PASSWORD;
  const passwordHash = await passwordHashOf(password);
  const roleNames = options.roles ?? (options.permissions ? [] : ['EMPLOYEE']);
  return asTenant(
    options.tenant.id,
    async () => {
      const user = await User.create({
        email: (options.email ?? `user-${suffix()}@example.test`).toLowerCase(),
        firstName: options.firstName ?? 'Test',
        lastName: options.lastName ?? 'User',
        passwordHash,
        active: options.active ?? true,
        employeeId: options.employeeId ?? null,
      });
      for (const role of await resolveRoles(roleNames)) await assignRole(user.id, role);
      if (options.permissions) {
        const role = await createRole({ name: `Custom ${suffix()}`, description: null });
        await setRolePermissions(role.id, options.permissions);
        await assignRole(user.id, role);
      }
      return { id: user.id, email: user.email, password, tenantId: options.tenant.id, tenantSlug: options.tenant.slug, employeeId: user.employeeId };
    },
    { now: t.clock.now },
  );
}

export async function buildOperator(t: TestServer, options: { role?: OperatorRole; email?: string; password?: string; active?: boolean } = {}): Promise<TestOperator> {
  const password = options.password ?? TEST_PASSWORD;
  const role = options.role ?? 'PLATFORM_OPERATOR';
  const operator = await asSystem(
    async () =>
      Operator.create({
        email: (options.email ?? `operator-${suffix()}@platform.test`).toLowerCase(),
        firstName: 'Test',
        lastName: 'Operator',
        role,
        passwordHash: await passwordHashOf(password),
        active: options.active ?? true,
      }),
    { now: t.clock.now },
  );
  return { id: operator.id, email: operator.email, password, role };
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A supertest client that sends a bearer token; writing methods take an optional JSON body. */
export interface ApiClient {
  accessToken: string;
  refreshToken: string;
  get(path: string): Test;
  delete(path: string, body?: unknown): Test;
  post(path: string, body?: unknown): Test;
  put(path: string, body?: unknown): Test;
  patch(path: string, body?: unknown): Test;
}

export function bearerClient(t: Pick<TestServer, 'http'>, accessToken: string, refreshToken = ''): ApiClient {
  const call = (method: Method) => (path: string, body?: unknown) => {
    const test = t.http[method](path).set('Authorization', `Bearer ${accessToken}`);
    return body === undefined ? test : test.send(body as object);
  };
  return { accessToken, refreshToken, get: call('get'), delete: call('delete'), post: call('post'), put: call('put'), patch: call('patch') };
}

/** A logged-in client for a tenant user (a real session: refresh token stored, JWT signed). */
export async function loginAs(t: TestServer, user: TestUser): Promise<ApiClient> {
  const tokens = await openSession(t.config, { realm: 'tenant', subjectId: user.id, tenantId: user.tenantId }, { now: t.clock.now() });
  return bearerClient(t, tokens.accessToken, tokens.refreshToken);
}

export async function loginAsOperator(t: TestServer, operator: TestOperator): Promise<ApiClient> {
  const tokens = await openSession(t.config, { realm: 'operator', subjectId: operator.id, tenantId: null }, { now: t.clock.now() });
  return bearerClient(t, tokens.accessToken, tokens.refreshToken);
}

/** Shortcut: a tenant (all modules) and a logged-in ORG_ADMIN of it. */
export async function buildAdmin(t: TestServer, tenantOptions: Parameters<typeof buildTenant>[1] = {}) {
  const tenant = await buildTenant(t, tenantOptions);
  const user = await buildUser(t, { tenant, roles: ['ORG_ADMIN'] });
  return { tenant, user, api: await loginAs(t, user) };
}
