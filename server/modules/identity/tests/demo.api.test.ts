import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_PERMISSIONS } from '../../../../shared/permissions';
import { TENANT_MODULE_IDS } from '../../../../shared/modules';
import { createDemoServer } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';

// The demo logins of the contract and what /me shows for each, against the specification's tables.
let t: TestServer;
beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
});
afterAll(() => t?.close());

async function me(email: string, operator = false): Promise<{ permissions: string[]; roles: { name: string }[]; modules: string[] }> {
  const login = await t.http
    .post(operator ? '/admin-platform/auth/login' : '/auth/login')
    .send(operator ? { email, password: 'demo1234' } : { email, password: 'demo1234', tenant: 'demo' });
  expect(login.status, email).toBe(200);
  const res = await t.http.get(operator ? '/admin-platform/auth/me' : '/auth/me').set('Authorization', `Bearer ${login.body.accessToken}`);
  expect(res.status).toBe(200);
  expect(res.body.permissions).toEqual(login.body.permissions);
  return res.body;
}

const DECLARATIONS = ['accounting.declaration.read', 'accounting.declaration.manage', 'accounting.report.read', 'accounting.dashboard.read'];
const GENERAL = ['accounting.read', 'accounting.write', 'accounting.validate', 'accounting.reconciliation.read', 'accounting.reconciliation.manage', 'accounting.config'];
const EXPENSE_BUDGET = ['accounting.expense.own', 'accounting.expense.manage', 'accounting.budget.read', 'accounting.budget.manage'];
const IMPORT = ['import.template', 'import.upload', 'import.view', 'import.execute', 'import.rollback'];
const RECRUITER = [
  'recruitment.requisition.create',
  'recruitment.requisition.update',
  'recruitment.requisition.delete',
  'recruitment.requisition.submit',
  'recruitment.requisition.read',
  'recruitment.offer.read',
  'recruitment.offer.create',
  'recruitment.offer.update',
  'recruitment.candidate.create',
  'recruitment.application.read',
  'recruitment.application.update',
  'recruitment.interview.create',
  'recruitment.interview.read',
  'recruitment.interview.update',
  'recruitment.interview.complete',
];

describe('demo logins', () => {
  it('admin@demo.local (ORG_ADMIN) holds every tenant permission on a tenant with every module', async () => {
    const body = await me('admin@demo.local');
    expect(body.roles.map((r) => r.name)).toEqual(['ORG_ADMIN']);
    expect(body.permissions).toEqual([...TENANT_PERMISSIONS].sort());
    expect(body.modules).toEqual([...TENANT_MODULE_IDS].sort());
  });

  it('hr@demo.local (HR_MANAGER): audit, imports, leave, payroll management, employees; not roles or users', async () => {
    const { permissions } = await me('hr@demo.local');
    expect(permissions).toEqual(expect.arrayContaining(['audit.read', ...IMPORT, 'leave.manage', 'leave.approve', 'leave.create', 'accounting.read', 'accounting.manage', 'employee.read']));
    for (const code of ['roles.manage', 'users.manage', ...DECLARATIONS, 'accounting.write', 'accounting.validate', 'accounting.budget.read']) expect(permissions).not.toContain(code);
  });

  it('manager@demo.local (MANAGER): own and team expenses, team leave; no accounting, declarations or budgets', async () => {
    const { permissions } = await me('manager@demo.local');
    expect(permissions).toEqual(expect.arrayContaining(['accounting.expense.own', 'accounting.expense.manage', 'leave.approve', 'leave.create']));
    for (const code of [...DECLARATIONS, ...GENERAL, 'accounting.manage', 'accounting.budget.read', 'accounting.budget.manage', 'leave.manage', 'roles.manage', 'users.manage']) {
      expect(permissions).not.toContain(code);
    }
  });

  it('employee@demo.local (EMPLOYEE): own expenses only among accounting codes', async () => {
    const { permissions } = await me('employee@demo.local');
    expect(permissions).toContain('accounting.expense.own');
    expect(permissions.filter((c) => c.startsWith('accounting.'))).toEqual(['accounting.expense.own']);
    for (const code of ['leave.approve', 'leave.manage', 'audit.read', 'roles.manage', 'users.manage', 'employee.manage']) expect(permissions).not.toContain(code);
  });

  it('recruiter@demo.local (RECRUITER): the recruitment codes of the table and no approval, publication or offer letters', async () => {
    const { permissions } = await me('recruiter@demo.local');
    expect(permissions).toEqual(expect.arrayContaining(RECRUITER));
    const recruitment = permissions.filter((c) => c.startsWith('recruitment.'));
    expect(recruitment.sort()).toEqual([...RECRUITER].sort());
  });

  it('accountant@demo.local (ACCOUNTANT): declarations, general accounting without accounting.manage, expenses and budgets', async () => {
    const body = await me('accountant@demo.local');
    expect(body.roles.map((r) => r.name)).toEqual(['ACCOUNTANT']);
    expect(body.permissions).toEqual(expect.arrayContaining([...DECLARATIONS, ...GENERAL, ...EXPENSE_BUDGET, 'accounting.invoicing.read']));
    expect(body.permissions).not.toContain('accounting.manage');
    expect(body.permissions.filter((c) => !c.startsWith('accounting.'))).toEqual([]);
  });

  it('cfo@demo.local (CFO): the three read permissions of declarations, accounting.read, budget.read — nothing that writes', async () => {
    const body = await me('cfo@demo.local');
    expect(body.roles.map((r) => r.name)).toEqual(['CFO']);
    expect(body.permissions).toEqual(expect.arrayContaining(['accounting.declaration.read', 'accounting.report.read', 'accounting.dashboard.read', 'accounting.read', 'accounting.budget.read']));
    for (const code of ['accounting.declaration.manage', 'accounting.write', 'accounting.validate', 'accounting.reconciliation.read', 'accounting.reconciliation.manage', 'accounting.manage', 'accounting.config', 'accounting.expense.own', 'accounting.expense.manage', 'accounting.budget.manage']) {
      expect(body.permissions).not.toContain(code);
    }
  });

  it('operator@platform.local and admin@platform.local: the operator table, platform.subscription.admin only for PLATFORM_OPERATOR', async () => {
    const common = ['platform.tenants.read', 'platform.tenants.manage', 'platform.catalog.manage', 'platform.subscription.manage', 'platform.analytics.read', 'platform.license.manage', 'audit.read'];
    const operator = await me('operator@platform.local', true);
    expect(operator.permissions).toEqual([...common, 'platform.subscription.admin'].sort());
    expect(operator.modules).toEqual(['PLATFORM']);
    const admin = await me('admin@platform.local', true);
    expect(admin.permissions).toEqual([...common].sort());
    expect(admin.roles.map((r) => r.name)).toEqual(['PLATFORM_ADMIN']);
  });

  it('tenant logins do not work in the operator space and the other way round', async () => {
    expect((await t.http.post('/admin-platform/auth/login').send({ email: 'admin@demo.local', password: 'demo1234' })).status).toBe(401);
    expect((await t.http.post('/auth/login').send({ email: 'admin@platform.local', password: 'demo1234', tenant: 'demo' })).status).toBe(401);
  });
});
