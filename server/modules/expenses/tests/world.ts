import type { PermissionCode } from '../../../../shared/permissions';
import { randomBytes } from 'node:crypto';
import type { Test } from 'supertest';
import { expect } from 'vitest';
import { DEMO_CUSTOM_ROLES } from '../../../../shared/permissions';
import {
  buildTenant,
  buildUser,
  loginAs,
  type ApiClient,
  type TestTenant,
  type TestUser,
} from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';

export const ACCOUNTANT_PERMISSIONS = [
  ...(DEMO_CUSTOM_ROLES.find((r) => r.name === 'ACCOUNTANT')?.permissions ?? []),
];

export interface Person {
  user: TestUser;
  employeeId: string;
  name: string;
  api(): Promise<ApiClient>;
}

/**
 * A company for expense-claim tests, built through the API: each person is a user linked to an
 * employee profile. Reporting line: manager → alice → carol; bob reports to nobody in the team.
 * The accountant holds the demo ACCOUNTANT role's permissions.
 */
export interface ExpenseWorld {
  tenant: TestTenant;
  admin: Person;
  manager: Person;
  alice: Person;
  carol: Person;
  bob: Person;
  accountant: Person;
  hire(options: {
    firstName: string;
    roles?: string[];
    permissions?: PermissionCode[];
    manager?: Person | null;
    email?: string;
  }): Promise<Person>;
}

export async function buildExpenseWorld(
  t: TestServer,
  tenantOptions: Parameters<typeof buildTenant>[1] = {},
): Promise<ExpenseWorld> {
  const tenant = await buildTenant(t, { companyName: 'Lagune Services SARL', ...tenantOptions });
  const adminUser = await buildUser(t, { tenant, roles: ['ORG_ADMIN'], firstName: 'Awa', lastName: 'Koné' });
  const hire: ExpenseWorld['hire'] = async ({ firstName, roles, permissions, manager, email }) => {
    const lastName = `N${randomBytes(3).toString('hex')}`;
    const user = await buildUser(t, {
      tenant,
      roles: roles ?? (permissions ? undefined : ['EMPLOYEE']),
      permissions,
      firstName,
      lastName,
      email: email ?? `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.test`,
    });
    const res = await (
      await loginAs(t, adminUser)
    ).post('/admin/employees', {
      firstName,
      lastName,
      email: user.email,
      userId: user.id,
      managerId: manager?.employeeId ?? null,
      hireDate: '2024-01-15',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return {
      user,
      employeeId: res.body.id as string,
      name: `${firstName} ${lastName}`,
      api: () => loginAs(t, user),
    };
  };
  const adminEmployee = await (
    await loginAs(t, adminUser)
  ).post('/admin/employees', { firstName: 'Awa', lastName: 'Koné', userId: adminUser.id });
  expect(adminEmployee.status, JSON.stringify(adminEmployee.body)).toBe(201);
  const admin: Person = {
    user: adminUser,
    employeeId: adminEmployee.body.id,
    name: 'Awa Koné',
    api: () => loginAs(t, adminUser),
  };
  const manager = await hire({ firstName: 'Moussa', roles: ['MANAGER'] });
  const alice = await hire({ firstName: 'Alice', manager });
  const carol = await hire({ firstName: 'Carol', manager: alice });
  const bob = await hire({ firstName: 'Bob' });
  const accountant = await hire({ firstName: 'Koffi', permissions: ACCOUNTANT_PERMISSIONS });
  return { tenant, admin, manager, alice, carol, bob, accountant, hire };
}

export interface ClaimFields {
  expenseDate?: string;
  description?: string;
  amount?: string;
  category?: string;
}

/** POST /accounting/expense-claims as multipart, with an optional receipt. */
export function submit(
  api: ApiClient,
  fields: ClaimFields = {},
  receipt?: { content: Buffer; filename: string },
): Test {
  const all = { expenseDate: '2026-03-10', description: 'Taxi Plateau – Cocody', amount: '12500', ...fields };
  let req = api.post('/accounting/expense-claims');
  for (const [name, value] of Object.entries(all)) if (value !== undefined) req = req.field(name, value);
  if (receipt) req = req.attach('receipt', receipt.content, receipt.filename);
  return req;
}

/** Submits a claim and answers its body (201 expected). */
export async function submitted(
  api: ApiClient,
  fields: ClaimFields = {},
): Promise<{ id: string; reference: string; status: string; [key: string]: unknown }> {
  const res = await submit(api, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
