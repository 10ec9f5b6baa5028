import type { PermissionCode } from '../../../../shared/permissions';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { buildTenant, buildUser, loginAs, type ApiClient, type TestTenant, type TestUser } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';
import { SYSTEM_ROLE_IDS } from '../../roles';

/**
 * A small organisation for approval tests, built through the API: users with roles, each linked
 * to an employee profile, with a reporting line. `api()` logs in at the test clock's current
 * time (access tokens last 15 minutes, and tests move the clock by days).
 */
export interface Person {
  user: TestUser;
  employeeId: string;
  name: string;
  api(): Promise<ApiClient>;
}

export interface Org {
  t: TestServer;
  tenant: TestTenant;
  admin: Person;
  hire(options: { firstName: string; roles?: string[]; permissions?: PermissionCode[]; manager?: Person | null; hireDate?: string }): Promise<Person>;
}

export const HR_ROLE = SYSTEM_ROLE_IDS.HR_MANAGER;

export async function buildOrg(t: TestServer): Promise<Org> {
  const tenant = await buildTenant(t, { companyName: 'Ivoire Négoce SARL' });
  const adminUser = await buildUser(t, { tenant, roles: ['ORG_ADMIN'], firstName: 'Awa', lastName: 'Admin' });
  const adminApi = await loginAs(t, adminUser);
  const hire: Org['hire'] = async ({ firstName, roles, permissions, manager, hireDate }) => {
    const lastName = `N${randomBytes(3).toString('hex')}`;
    const user = await buildUser(t, { tenant, roles: roles ?? (permissions ? undefined : ['EMPLOYEE']), permissions, firstName, lastName, email: `${firstName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${lastName.toLowerCase()}@example.test` });
    const res = await (await loginAs(t, adminUser)).post('/admin/employees', {
      firstName,
      lastName,
      email: user.email,
      userId: user.id,
      managerId: manager?.employeeId ?? null,
      hireDate: hireDate ?? '2024-01-15',
      jobTitle: `Poste de ${firstName}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await (await loginAs(t, adminUser)).patch(`/admin/employees/${res.body.id}/lifecycle`, { status: 'ACTIVE' }).expect(200);
    return { user, employeeId: res.body.id as string, name: `${firstName} ${lastName}`, api: () => loginAs(t, user) };
  };
  const adminEmployee = await adminApi.post('/admin/employees', { firstName: 'Awa', lastName: 'Admin', userId: adminUser.id, hireDate: '2015-01-05' });
  expect(adminEmployee.status, JSON.stringify(adminEmployee.body)).toBe(201);
  const admin: Person = { user: adminUser, employeeId: adminEmployee.body.id, name: 'Awa Admin', api: () => loginAs(t, adminUser) };
  return { t, tenant, admin, hire };
}

/** A step of a definition body. */
export function step(name: string, approver: { type: 'MANAGER' | 'MANAGERS_MANAGER' } | { type: 'ROLE'; roleId: string } | { type: 'USER'; userId: string }, extra: Record<string, unknown> = {}) {
  return {
    name,
    approverType: approver.type,
    ...(approver.type === 'ROLE' ? { approverRoleId: approver.roleId } : {}),
    ...(approver.type === 'USER' ? { approverUserId: approver.userId } : {}),
    ...extra,
  };
}

export async function defineWorkflow(org: Org, entityType: string, steps: unknown[], extra: Record<string, unknown> = {}): Promise<string> {
  const res = await (await org.admin.api()).post('/admin/workflows', { entityType, name: `${entityType} circuit`, steps, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
