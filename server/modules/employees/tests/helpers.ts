import type { PermissionCode } from '../../../../shared/permissions';
import { randomBytes } from 'node:crypto';
import type { Test } from 'supertest';
import { expect } from 'vitest';
import { buildTenant, buildUser, loginAs, type ApiClient, type TestTenant, type TestUser } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';

/** Real WAEMU IBANs (valid RIB key) and their banks' BICs. */
export const IBAN_CI = 'CI93CI0080111301134291200589';
export const IBAN_SN = 'SN08SN0100152000048500003035';
export const IBAN_BJ = 'BJ66BJ0610100100144390000769';

export interface HrWorld {
  tenant: TestTenant;
  /** ORG_ADMIN: users.manage and every employee permission. */
  admin: ApiClient;
  adminUser: TestUser;
  /** HR_MANAGER. */
  hr: ApiClient;
}

export async function buildHrWorld(t: TestServer): Promise<HrWorld> {
  const tenant = await buildTenant(t);
  const adminUser = await buildUser(t, { tenant, roles: ['ORG_ADMIN'] });
  const hrUser = await buildUser(t, { tenant, roles: ['HR_MANAGER'] });
  return { tenant, adminUser, admin: await loginAs(t, adminUser), hr: await loginAs(t, hrUser) };
}

const uniq = () => randomBytes(3).toString('hex');

export interface CreatedEmployee {
  id: string;
  employeeNumber: string;
  status: string;
  [key: string]: unknown;
}

/** Creates an employee through the API (as an admin) and answers the body. */
export async function createEmployee(api: ApiClient, body: Record<string, unknown> = {}): Promise<CreatedEmployee> {
  const res = await api.post('/admin/employees', { firstName: 'Koffi', lastName: `Test-${uniq()}`, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as CreatedEmployee;
}

/** An employee linked to a fresh user with the given roles; answers both and a logged-in client. */
export async function buildLinkedEmployee(
  t: TestServer,
  world: HrWorld,
  options: { roles?: string[]; permissions?: PermissionCode[]; employee?: Record<string, unknown> } = {},
): Promise<{ employee: CreatedEmployee; user: TestUser; api: ApiClient }> {
  const user = await buildUser(t, { tenant: world.tenant, roles: options.roles, permissions: options.permissions });
  const employee = await createEmployee(world.admin, { userId: user.id, ...options.employee });
  return { employee, user, api: await loginAs(t, user) };
}

export async function setStatus(api: ApiClient, id: string, status: string): Promise<void> {
  const res = await api.patch(`/admin/employees/${id}/lifecycle`, { status });
  expect(res.status, `${status}: ${JSON.stringify(res.body)}`).toBe(200);
}

/** supertest parser keeping a binary body as a Buffer. */
export const binaryBody: Parameters<Test['parse']>[0] = (res, callback) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};
