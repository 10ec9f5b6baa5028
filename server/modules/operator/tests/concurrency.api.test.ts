import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOperator, buildTenant, type ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { asSystem } from '../../../platform/tenancy/context';
import { Tenant } from '../../tenants/models/tenant';
import { createPlan, operators } from './world';

/** Concurrent requests that together would break a rule: exactly one wins, the others are refused. */
const N = 20;

let t: TestServer;
let operator: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-10T09:00:00Z' });
  ({ operator, admin } = await operators(t));
});
afterAll(() => t?.close());

function statuses(results: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

const times = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: N }, (_, i) => make(i)));

describe('concurrent operator requests', () => {
  it('suspends a tenant once and reactivates it once', async () => {
    const tenant = await buildTenant(t, { status: 'ACTIVE' });
    const suspensions = await times(() => admin.post(`/admin-platform/tenants/${tenant.id}/suspend`, { reason: 'Impayés' }));
    expect(statuses(suspensions)).toEqual({ 200: 1, 409: N - 1 });
    expect(new Set(suspensions.filter((r) => r.status === 409).map((r) => r.body.code))).toEqual(new Set(['INVALID_STATE']));
    const reactivations = await times(() => admin.post(`/admin-platform/tenants/${tenant.id}/reactivate`));
    expect(statuses(reactivations)).toEqual({ 200: 1, 409: N - 1 });
    const audit = await admin.get(`/admin-platform/audit?targetId=${tenant.id}&pageSize=100`);
    expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual(['TENANT_REACTIVATED', 'TENANT_SUSPENDED']);
    expect((await admin.get(`/admin-platform/tenants/${tenant.id}`)).body.subscriptionStatus).toBe('ACTIVE');
  });

  it('archives a plan once, and keeps one change for it', async () => {
    const plan = await createPlan(operator);
    const archives = await times(() => operator.post(`/admin-platform/catalog/plans/${plan.id}/archive`));
    expect(statuses(archives)).toEqual({ 200: 1, 409: N - 1 });
    const history = await operator.get(`/admin-platform/catalog/plans/${plan.id}/audit`);
    expect(history.body.items.map((c: { action: string }) => c.action)).toEqual(['ARCHIVED', 'CREATED']);
  });

  it('creates one plan, one feature, one add-on and one promo code per code', async () => {
    const body = { name: 'Concurrent', monthlyPrice: '1000', annualPrice: '10000', quotas: { users: 5, companies: 1 }, visibility: 'INTERNAL', modules: ['HR'] };
    const plans = await times(() => operator.post('/admin-platform/catalog/plans', { ...body, code: 'RACE-PLAN' }));
    expect(statuses(plans)).toEqual({ 201: 1, 409: N - 1 });
    expect(new Set(plans.filter((r) => r.status === 409).map((r) => r.body.code))).toEqual(new Set(['DUPLICATE']));
    const features = await times(() => operator.post('/admin-platform/catalog/features', { code: 'race.feature', nameFr: 'Course', nameEn: 'Race', module: 'HR' }));
    expect(statuses(features)).toEqual({ 201: 1, 409: N - 1 });
    const addOns = await times(() => operator.post('/admin-platform/catalog/add-ons', { code: 'RACE-PACK', name: 'Pack', type: 'USER_PACK', monthlyPrice: '500', users: 5 }));
    expect(statuses(addOns)).toEqual({ 201: 1, 409: N - 1 });
    const promos = await times(() => operator.post('/admin-platform/promo-codes', { code: 'RACE', discountType: 'PCT', percent: 10 }));
    expect(statuses(promos)).toEqual({ 201: 1, 409: N - 1 });
    expect((await operator.get('/admin-platform/catalog/plans?q=RACE-PLAN')).body.total).toBe(1);
  });

  it('gives a promo code at its last use to one of 20 tenants subscribing at once', async () => {
    const plan = await createPlan(operator);
    const promo = await operator.post('/admin-platform/promo-codes', { code: 'LASTUSE', discountType: 'PCT', percent: 15, maxUses: 2 });
    expect(promo.status).toBe(201);
    // Bare tenant rows: a subscription needs nothing of what tenant.created sets up (chart of accounts…).
    const tenants = await asSystem(() =>
      Tenant.bulkCreate(Array.from({ length: N }, (_, i) => ({ slug: `last-use-${i}`, companyName: `Dernier usage ${i}`, country: 'CI', currency: 'XOF', subscriptionStatus: 'ACTIVE' as const, licensedModules: [] }))),
    );
    const applied = await times((i) => operator.post(`/admin-platform/tenants/${tenants[i].id}/apply-plan`, { planCode: plan.code }));
    expect(statuses(applied)).toEqual({ 200: N });
    const first = await buildTenant(t, { status: 'ACTIVE' });
    await operator.post(`/admin-platform/tenants/${first.id}/apply-plan`, { planCode: plan.code }).expect(200);
    await operator.put(`/admin-platform/tenants/${first.id}/subscription`, { promoCode: 'LASTUSE' }).expect(200);
    const uses = await times((i) => operator.put(`/admin-platform/tenants/${tenants[i].id}/subscription`, { promoCode: 'lastuse' }));
    expect(statuses(uses)).toEqual({ 200: 1, 422: N - 1 });
    expect(new Set(uses.filter((r) => r.status === 422).map((r) => r.body.code))).toEqual(new Set(['BUSINESS_RULE']));
    expect((await operator.get(`/admin-platform/promo-codes/${promo.body.id}`)).body.usesCount).toBe(2);
    const promoted = await Promise.all(tenants.map((x) => operator.get(`/admin-platform/tenants/${x.id}/subscription`)));
    expect(promoted.filter((r) => r.body.promo?.code === 'LASTUSE')).toHaveLength(1);
  });

  it('deactivates an add-on once', async () => {
    const addOn = await operator.post('/admin-platform/catalog/add-ons', { code: 'RACE-MODULE', name: 'Réservations', type: 'MODULE', monthlyPrice: '1500', module: 'BOOKING' });
    expect(addOn.status).toBe(201);
    const moves = await times(() => operator.delete(`/admin-platform/catalog/add-ons/${addOn.body.id}`));
    expect(statuses(moves)).toEqual({ 200: 1, 409: N - 1 });
    const audit = await admin.get(`/admin-platform/audit?targetId=${addOn.body.id}&action=ADD_ON_DEACTIVATED`);
    expect(audit.body.total).toBe(1);
  });

  it('creates one operator per email, and records one deactivation', async () => {
    const created = await times(() => admin.post('/admin-platform/operators', { email: 'race@platform.test', firstName: 'Race', lastName: 'Condition', role: 'PLATFORM_ADMIN' }));
    expect(statuses(created)).toEqual({ 201: 1, 409: N - 1 });
    const target = await buildOperator(t, { role: 'PLATFORM_OPERATOR' });
    const deactivations = await times(() => admin.delete(`/admin-platform/operators/${target.id}`));
    expect(deactivations.every((r) => r.status === 200 && r.body.active === false)).toBe(true);
    const audit = await admin.get(`/admin-platform/audit?targetId=${target.id}&action=OPERATOR_DEACTIVATED`);
    expect(audit.body.total).toBe(1);
  });
});
