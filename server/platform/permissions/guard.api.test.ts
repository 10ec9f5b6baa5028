import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPermissionCode } from '../../../shared/permissions';
import { modules } from '../../modules';
import { Tenant } from '../../modules/tenants/models/tenant';
import { buildOperator, buildTenant, buildUser, loginAs, loginAsOperator } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';
import { AUTHENTICATED, permission } from '../http/requirements';
import { ApiRouter } from '../http/api-router';
import { asSystem } from '../tenancy/context';
import { z } from 'zod';
import { ownEmployeeId, requireOwnOrPermission } from './self-service';

const Ok = z.object({ ok: z.boolean() });
const Who = z.object({ userId: z.uuid() });
const OwnRecord = z.object({ employeeId: z.uuid() });

const probe = new ApiRouter('probe')
  .get('/probe/accounting', { summary: 'Needs accounting.read', access: permission('accounting.read'), response: Ok }, () => ({ ok: true }))
  .get('/probe/either', { summary: 'accounting.read or leave.manage', access: permission('accounting.read', 'leave.manage'), response: Ok }, () => ({ ok: true }))
  .get('/probe/users', { summary: 'CORE permission', access: permission('users.manage'), response: Ok }, () => ({ ok: true }))
  .get('/probe/any-user', { summary: 'Any tenant user', access: AUTHENTICATED, response: Who }, ({ ctx }) => ({ userId: ctx.userId }))
  .get(
    '/probe/employees/{employeeId}/bank-details',
    { summary: 'Own bank details, or employee.manage', access: AUTHENTICATED, params: z.object({ employeeId: z.uuid() }), response: OwnRecord },
    ({ params }) => {
      requireOwnOrPermission(params.employeeId, 'employee.manage');
      return { employeeId: params.employeeId };
    },
  )
  .get('/probe/my-payslips', { summary: 'Own payslips', access: AUTHENTICATED, response: OwnRecord }, () => ({ employeeId: ownEmployeeId() }))
  .get('/admin-platform/probe', { summary: 'Any operator', access: AUTHENTICATED, response: z.object({ operatorId: z.uuid() }) }, ({ ctx }) => ({ operatorId: ctx.userId }));

const E1 = '11111111-1111-4111-8111-111111111111';
const E2 = '22222222-2222-4222-8222-222222222222';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ modules: [...modules, { id: 'probe', contributes: { routes: () => probe } }] });
});
afterAll(() => t?.close());

describe('the route guard', () => {
  it('answers MODULE_NOT_LICENSED when the permission’s module is not licensed, whatever the roles', async () => {
    const tenant = await buildTenant(t, { modules: ['LEAVE'] });
    for (const roles of [['ORG_ADMIN'], ['EMPLOYEE']]) {
      const api = await loginAs(t, await buildUser(t, { tenant, roles }));
      const res = await api.get('/probe/accounting');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'MODULE_NOT_LICENSED', modules: ['ACCOUNTING'] });
    }
    // One of the codes is of a licensed module: a plain permission refusal.
    const employee = await loginAs(t, await buildUser(t, { tenant }));
    expect((await employee.get('/probe/either')).body.code).toBe('PERMISSION_DENIED');
    // CORE codes need no license.
    expect((await employee.get('/probe/users')).body.code).toBe('PERMISSION_DENIED');
  });

  it('answers PERMISSION_DENIED on a licensed module without the permission, 200 with it', async () => {
    const tenant = await buildTenant(t, { modules: ['ACCOUNTING'] });
    const employee = await loginAs(t, await buildUser(t, { tenant }));
    const res = await employee.get('/probe/accounting');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'PERMISSION_DENIED', requiredPermissions: ['accounting.read'] });
    const reader = await loginAs(t, await buildUser(t, { tenant, permissions: ['accounting.read'] }));
    expect((await reader.get('/probe/accounting')).status).toBe(200);
  });

  it('applies a change of the tenant’s modules on the next request', async () => {
    const tenant = await buildTenant(t, { modules: ['ACCOUNTING'] });
    const api = await loginAs(t, await buildUser(t, { tenant, roles: ['ORG_ADMIN'] }));
    expect((await api.get('/probe/accounting')).status).toBe(200);
    await asSystem(() => Tenant.update({ licensedModules: ['HR'] }, { where: { id: tenant.id } }));
    expect((await api.get('/probe/accounting')).body.code).toBe('MODULE_NOT_LICENSED');
    expect((await api.get('/auth/me')).body.permissions).not.toContain('accounting.read');
    await asSystem(() => Tenant.update({ licensedModules: ['HR', 'ACCOUNTING'] }, { where: { id: tenant.id } }));
    expect((await api.get('/probe/accounting')).status).toBe(200);
  });

  it('lets AUTHENTICATED routes serve any logged-in user of their realm only', async () => {
    const tenant = await buildTenant(t);
    const user = await buildUser(t, { tenant, permissions: [] });
    const api = await loginAs(t, user);
    const operator = await buildOperator(t);
    const ops = await loginAsOperator(t, operator);
    expect((await api.get('/probe/any-user')).body).toEqual({ userId: user.id });
    expect((await ops.get('/admin-platform/probe')).body).toEqual({ operatorId: operator.id });
    expect((await ops.get('/probe/any-user')).body.code).toBe('PERMISSION_DENIED');
    expect((await api.get('/admin-platform/probe')).body.code).toBe('PERMISSION_DENIED');
    expect((await t.http.get('/probe/any-user')).body.code).toBe('UNAUTHENTICATED');
  });
});

describe('self-service record rules', () => {
  it('lets an employee read their own bank details without any permission, not a colleague’s', async () => {
    const tenant = await buildTenant(t);
    const api = await loginAs(t, await buildUser(t, { tenant, employeeId: E1 }));
    expect((await api.get(`/probe/employees/${E1}/bank-details`)).status).toBe(200);
    const other = await api.get(`/probe/employees/${E2}/bank-details`);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('PERMISSION_DENIED');
    const hr = await loginAs(t, await buildUser(t, { tenant, roles: ['HR_MANAGER'] }));
    expect((await hr.get(`/probe/employees/${E2}/bank-details`)).status).toBe(200);
    expect((await api.get('/probe/my-payslips')).body).toEqual({ employeeId: E1 });
    expect((await hr.get('/probe/my-payslips')).status).toBe(404);
  });
});

describe('routes and the catalog', () => {
  it('every permission a route requires is in the catalog', () => {
    for (const m of modules) {
      for (const router of [m.contributes?.routes?.(t.server.container) ?? []].flat()) {
        for (const route of router.routes) {
          if (route.spec.access.kind !== 'permission') continue;
          for (const code of route.spec.access.anyOf) expect(isPermissionCode(code), `${route.method} ${route.path}: ${code}`).toBe(true);
        }
      }
    }
  });
});
