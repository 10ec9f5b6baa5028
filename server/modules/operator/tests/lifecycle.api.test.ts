import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Op } from 'sequelize';
import { Account, FiscalPeriod } from '../../accounting/models';
import { asTenant } from '../../../platform/tenancy/context';
import { buildAdmin, buildTenant, buildUser, loginAs, type ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { createPlan, operators } from './world';

let t: TestServer;
let operator: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-10T09:00:00Z' });
  ({ operator, admin } = await operators(t));
});
afterAll(() => t?.close());

describe('suspend and reactivate', () => {
  it('locks out a token issued before the suspension at its next request, and lets it back in on reactivation', async () => {
    const { tenant, api } = await buildAdmin(t);
    expect((await api.get('/auth/me')).status).toBe(200);
    const res = await admin.post(`/admin-platform/tenants/${tenant.id}/suspend`, { reason: 'Impayés' });
    expect(res.status).toBe(200);
    expect(res.body.subscriptionStatus).toBe('SUSPENDED');
    const refused = await api.get('/auth/me');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TENANT_SUSPENDED');
    const again = await admin.post(`/admin-platform/tenants/${tenant.id}/suspend`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'SUSPENDED' });
    const back = await admin.post(`/admin-platform/tenants/${tenant.id}/reactivate`);
    expect(back.body.subscriptionStatus).toBe('ACTIVE');
    expect((await api.get('/auth/me')).status).toBe(200);
    expect((await admin.post(`/admin-platform/tenants/${tenant.id}/reactivate`)).body.code).toBe('INVALID_STATE');
    const audit = await admin.get(`/admin-platform/audit?targetId=${tenant.id}`);
    expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual(['TENANT_REACTIVATED', 'TENANT_SUSPENDED']);
    expect(audit.body.items[1].payload).toMatchObject({ from: 'ACTIVE', reason: 'Impayés' });
  });

  it('returns a suspended trial to TRIAL', async () => {
    const tenant = await buildTenant(t, { status: 'TRIAL' });
    await admin.post(`/admin-platform/tenants/${tenant.id}/suspend`).expect(200);
    expect((await admin.post(`/admin-platform/tenants/${tenant.id}/reactivate`)).body.subscriptionStatus).toBe('TRIAL');
  });
});

describe('extend-trial', () => {
  it('adds seven days each time, only to a trial', async () => {
    const created = await operator.post('/admin-platform/tenants', { companyName: 'Essai SA', slug: 'essai-sa', country: 'CI', adminEmail: 'a@essai.test', adminPassword: 'long-enough-1' });
    expect(created.body.trialEndsAt).toBe('2026-04-09T09:00:00.000Z');
    const once = await admin.post(`/admin-platform/tenants/${created.body.id}/extend-trial`);
    expect(once.body.trialEndsAt).toBe('2026-04-16T09:00:00.000Z');
    const twice = await admin.post(`/admin-platform/tenants/${created.body.id}/extend-trial`);
    expect(twice.body.trialEndsAt).toBe('2026-04-23T09:00:00.000Z');
    const active = await buildTenant(t, { status: 'ACTIVE' });
    const refused = await admin.post(`/admin-platform/tenants/${active.id}/extend-trial`);
    expect(refused.status).toBe(409);
    expect(refused.body.currentStatus).toBe('ACTIVE');
  });

  it('counts every one of concurrent extensions', async () => {
    const tenant = await buildTenant(t, { status: 'TRIAL' });
    await Promise.all(Array.from({ length: 5 }, () => admin.post(`/admin-platform/tenants/${tenant.id}/extend-trial`).expect(200)));
    const res = await admin.get(`/admin-platform/tenants/${tenant.id}`);
    // No trial end at creation: the first extension starts from now.
    expect(res.body.trialEndsAt).toBe(new Date(Date.parse('2026-03-10T09:00:00Z') + 35 * 86_400_000).toISOString());
  });
});

describe('apply-plan', () => {
  it('licenses the modules of the plan at once: a module taken away answers MODULE_NOT_LICENSED at the next request', async () => {
    const { tenant, api } = await buildAdmin(t);
    expect((await api.get('/booking/resource-types')).status).toBe(200);
    const plan = await createPlan(operator, { modules: ['ACCOUNTING', 'HR'] });
    const res = await admin.post(`/admin-platform/tenants/${tenant.id}/apply-plan`, { planCode: plan.code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ planCode: plan.code, licensedModules: ['ACCOUNTING', 'HR'] });
    const refused = await api.get('/booking/resource-types');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('MODULE_NOT_LICENSED');
    expect((await api.get('/accounting/chart-of-accounts?pageSize=1')).status).toBe(200);
    const history = await operator.get(`/admin-platform/tenants/${tenant.id}/subscription/plan-history`);
    expect(history.body.items[0]).toMatchObject({ kind: 'PLAN', fromValue: null, toValue: plan.code });
  });

  it('refuses an unknown plan, and an archived plan for a tenant not already on it', async () => {
    const plan = await createPlan(operator);
    const onIt = await buildTenant(t);
    await admin.post(`/admin-platform/tenants/${onIt.id}/apply-plan`, { planCode: plan.code }).expect(200);
    await operator.post(`/admin-platform/catalog/plans/${plan.id}/archive`).expect(200);
    const other = await buildTenant(t);
    const refused = await admin.post(`/admin-platform/tenants/${other.id}/apply-plan`, { planCode: plan.code });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('BUSINESS_RULE');
    expect((await admin.get(`/admin-platform/tenants/${other.id}`)).body.planCode).toBeNull();
    // The archived plan stays on the tenant that has it, and can be applied again to it.
    expect((await admin.get(`/admin-platform/tenants/${onIt.id}`)).body.planCode).toBe(plan.code);
    expect((await admin.post(`/admin-platform/tenants/${onIt.id}/apply-plan`, { planCode: plan.code })).status).toBe(200);
    expect((await admin.post(`/admin-platform/tenants/${other.id}/apply-plan`, { planCode: 'NOPE' })).status).toBe(422);
    const created = await operator.post('/admin-platform/tenants', { companyName: 'Arch', slug: 'arch-co', country: 'CI', planCode: plan.code, adminEmail: 'a@arch.test', adminPassword: 'long-enough-1' });
    expect(created.status).toBe(422);
  });
});

describe('force-provision', () => {
  it('runs the tenant setup again: what is missing comes back, running it twice changes nothing', async () => {
    const tenant = await buildTenant(t);
    const count = () => asTenant(tenant.id, async () => ({ accounts: await Account.count(), periods: await FiscalPeriod.count({ where: { year: 2026 } }) }));
    const before = await count();
    expect(before.accounts).toBeGreaterThan(50);
    await asTenant(tenant.id, () => Account.destroy({ where: { code: { [Op.like]: '521%' } } }));
    expect((await count()).accounts).toBeLessThan(before.accounts);
    const res = await admin.post(`/admin-platform/tenants/${tenant.id}/force-provision`);
    expect(res.status).toBe(200);
    expect(res.body.provisionedAt).toBe('2026-03-10T09:00:00.000Z');
    const after = await count();
    expect(after).toEqual({ accounts: before.accounts, periods: 12 });
    await admin.post(`/admin-platform/tenants/${tenant.id}/force-provision`).expect(200);
    expect(await count()).toEqual(after);
  });
});

describe('settings', () => {
  it('changes the general settings and the company name', async () => {
    const tenant = await buildTenant(t);
    const res = await admin.patch(`/admin-platform/tenants/${tenant.id}/settings`, { companyName: 'Nouveau Nom', collectiveAgreementCode: 'CCI-COMMERCE', defaultLocale: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ companyName: 'Nouveau Nom', settings: { collectiveAgreementCode: 'CCI-COMMERCE', defaultLocale: 'en' } });
    expect((await admin.patch(`/admin-platform/tenants/${tenant.id}/settings`, {})).status).toBe(400);
    expect((await admin.patch(`/admin-platform/tenants/${tenant.id}/settings`, { defaultLocale: 'de' })).status).toBe(400);
  });
});

describe('user quota', () => {
  it("refuses a user past the plan's quota with 422 BUSINESS_RULE naming it, also under concurrent creations", async () => {
    const { tenant, api } = await buildAdmin(t);
    const plan = await createPlan(operator, { quotas: { users: 3, companies: 1 } });
    await admin.post(`/admin-platform/tenants/${tenant.id}/apply-plan`, { planCode: plan.code }).expect(200);
    await buildUser(t, { tenant });
    const attempts = await Promise.all(
      Array.from({ length: 4 }, (_, i) => api.post('/admin/users', { email: `q${i}@quota.test`, firstName: 'Q', lastName: `${i}`, password: 'long-enough-1' })),
    );
    expect(attempts.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = attempts.filter((r) => r.status === 422);
    expect(refused).toHaveLength(3);
    expect(refused[0].body).toMatchObject({ code: 'BUSINESS_RULE', quota: 'users', limit: 3, used: 3 });
    expect(refused[0].body.detail).toMatch(/user quota/);
    const sub = await operator.get(`/admin-platform/tenants/${tenant.id}/subscription`);
    expect(sub.body.quotas).toEqual({ users: 3, activeUsers: 3 });
  });

  it('refuses to reactivate a user past the quota, and lets a deactivation make room', async () => {
    const { tenant, api } = await buildAdmin(t);
    const plan = await createPlan(operator, { quotas: { users: 2, companies: 1 } });
    await admin.post(`/admin-platform/tenants/${tenant.id}/apply-plan`, { planCode: plan.code }).expect(200);
    const sleeping = await buildUser(t, { tenant, active: false });
    const awake = await buildUser(t, { tenant });
    const refused = await api.post(`/admin/users/${sleeping.id}/reactivate`);
    expect(refused.status).toBe(422);
    expect(refused.body.quota).toBe('users');
    await api.post(`/admin/users/${awake.id}/deactivate`).expect(200);
    expect((await api.post(`/admin/users/${sleeping.id}/reactivate`)).status).toBe(200);
  });

  it('counts the users of USER_PACK add-ons', async () => {
    const { tenant, api } = await buildAdmin(t);
    const plan = await createPlan(operator, { quotas: { users: 1, companies: 1 } });
    await admin.post(`/admin-platform/tenants/${tenant.id}/apply-plan`, { planCode: plan.code }).expect(200);
    const body = { email: 'pack@quota.test', firstName: 'P', lastName: 'K', password: 'long-enough-1' };
    expect((await api.post('/admin/users', body)).status).toBe(422);
    const pack = await operator.post('/admin-platform/catalog/add-ons', { code: `PACK-${tenant.slug}`.toUpperCase().slice(0, 50), name: 'Pack', type: 'USER_PACK', monthlyPrice: 1000, users: 2 });
    await operator.put(`/admin-platform/tenants/${tenant.id}/subscription`, { addOnCodes: [pack.body.code] }).expect(200);
    expect((await api.post('/admin/users', body)).status).toBe(201);
  });
});

describe('permissions of the lifecycle', () => {
  it('is refused to tenant users, and the tenant endpoints answer 404 for an unknown tenant', async () => {
    const { tenant, api } = await buildAdmin(t);
    expect((await api.post(`/admin-platform/tenants/${tenant.id}/suspend`)).body.code).toBe('PERMISSION_DENIED');
    expect((await admin.post('/admin-platform/tenants/00000000-0000-4000-8000-000000000000/suspend')).status).toBe(404);
    expect((await admin.post('/admin-platform/tenants/not-a-uuid/suspend')).status).toBe(404);
    const user = await buildUser(t, { tenant });
    expect((await (await loginAs(t, user)).get('/admin-platform/tenants')).status).toBe(403);
  });
});
