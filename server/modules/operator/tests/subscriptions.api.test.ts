import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildTenant, type ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { createPlan, operators } from './world';

let t: TestServer;
let operator: ApiClient;
let plan: { id: string; code: string };

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-10T09:00:00Z' });
  ({ operator } = await operators(t));
  plan = await createPlan(operator, { monthlyPrice: '25000', annualPrice: '240000' });
});
afterAll(() => t?.close());

async function tenantOnPlan(status: 'ACTIVE' | 'TRIAL' = 'ACTIVE') {
  const tenant = await buildTenant(t, { status });
  await operator.post(`/admin-platform/tenants/${tenant.id}/apply-plan`, { planCode: plan.code }).expect(200);
  return tenant;
}

describe('promo codes', () => {
  it('creates each discount type and refuses what is incomplete', async () => {
    const pct = await operator.post('/admin-platform/promo-codes', { code: 'pct10', discountType: 'PCT', percent: 10, maxUses: 5 });
    expect(pct.status).toBe(201);
    expect(pct.body).toMatchObject({ code: 'PCT10', percent: 10, amount: null, usesCount: 0, active: true });
    expect((await operator.post('/admin-platform/promo-codes', { code: 'FIX', discountType: 'FIXED', amount: '2500.5' })).body.amount).toBe('2500.50');
    expect((await operator.post('/admin-platform/promo-codes', { code: 'FREE', discountType: 'MONTHS_FREE' })).status).toBe(400);
    expect((await operator.post('/admin-platform/promo-codes', { code: 'DATES', discountType: 'PCT', percent: 5, validFrom: '2026-05-01', validUntil: '2026-04-01' })).status).toBe(400);
    expect((await operator.post('/admin-platform/promo-codes', { code: 'PCT10', discountType: 'PCT', percent: 5 })).status).toBe(409);
    expect((await operator.get('/admin-platform/promo-codes?discountType=FIXED')).body.items.map((p: { code: string }) => p.code)).toEqual(['FIX']);
  });

  it('is never used beyond its maximum, also by concurrent subscriptions', async () => {
    const promo = await operator.post('/admin-platform/promo-codes', { code: 'LIMITED', discountType: 'PCT', percent: 20, maxUses: 3 });
    const tenants = await Promise.all(Array.from({ length: 8 }, () => tenantOnPlan()));
    const results = await Promise.all(tenants.map((x) => operator.put(`/admin-platform/tenants/${x.id}/subscription`, { promoCode: 'limited' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.body.code)).toEqual(Array(5).fill('BUSINESS_RULE'));
    expect((await operator.get(`/admin-platform/promo-codes/${promo.body.id}`)).body.usesCount).toBe(3);
    const winners = results.filter((r) => r.status === 200).map((r) => r.body);
    expect(winners[0]).toMatchObject({ promo: { code: 'LIMITED', discountType: 'PCT' }, pricing: { listMonthly: '25000.00', discountMonthly: '5000.00', netMonthly: '20000.00' } });
    const lower = await operator.put(`/admin-platform/promo-codes/${promo.body.id}`, { code: 'LIMITED', discountType: 'PCT', percent: 20, maxUses: 2 });
    expect(lower.status).toBe(422);
  });

  it('refuses a code outside its dates, for another plan, twice for one tenant, or deactivated', async () => {
    await operator.post('/admin-platform/promo-codes', { code: 'LATER', discountType: 'PCT', percent: 5, validFrom: '2026-04-01' }).expect(201);
    await operator.post('/admin-platform/promo-codes', { code: 'OTHERPLAN', discountType: 'PCT', percent: 5, planCodes: ['GOLD'] }).expect(201);
    const once = await operator.post('/admin-platform/promo-codes', { code: 'ONCE', discountType: 'MONTHS_FREE', freeMonths: 2 });
    const tenant = await tenantOnPlan();
    for (const code of ['LATER', 'OTHERPLAN', 'UNKNOWN']) {
      const res = await operator.put(`/admin-platform/tenants/${tenant.id}/subscription`, { promoCode: code });
      expect(res.status, code).toBe(422);
    }
    const used = await operator.put(`/admin-platform/tenants/${tenant.id}/subscription`, { promoCode: 'ONCE' });
    expect(used.body.pricing).toMatchObject({ discountMonthly: '25000.00', netMonthly: '0.00' });
    expect((await operator.put(`/admin-platform/tenants/${tenant.id}/subscription`, { promoCode: 'ONCE' })).status).toBe(422);
    await operator.delete(`/admin-platform/promo-codes/${once.body.id}`).expect(200);
    const other = await tenantOnPlan();
    expect((await operator.put(`/admin-platform/tenants/${other.id}/subscription`, { promoCode: 'ONCE' })).status).toBe(422);
  });
});

describe('subscription', () => {
  it('reads and changes the subscription: annual cycle, activation from trial with its period, extension', async () => {
    const tenant = await tenantOnPlan('TRIAL');
    const read = await operator.get(`/admin-platform/tenants/${tenant.id}/subscription`);
    expect(read.body).toMatchObject({ status: 'TRIAL', plan: { code: plan.code, status: 'ACTIVE' }, billingCycle: 'MONTHLY', pricing: { listMonthly: '25000.00' } });
    const active = await operator.put(`/admin-platform/tenants/${tenant.id}/subscription`, { status: 'ACTIVE', billingCycle: 'ANNUAL' });
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({ status: 'ACTIVE', currentPeriodStart: '2026-03-10', currentPeriodEnd: '2027-03-10', pricing: { listMonthly: '20000.00' } });
    const extended = await operator.put(`/admin-platform/tenants/${tenant.id}/subscription/extend`, { months: 2 });
    expect(extended.body.currentPeriodEnd).toBe('2027-05-10');
    expect((await operator.put(`/admin-platform/tenants/${tenant.id}/subscription/extend`, { until: '2027-01-01' })).status).toBe(422);
    expect((await operator.put(`/admin-platform/tenants/${tenant.id}/subscription/extend`, {})).status).toBe(400);
    const history = await operator.get(`/admin-platform/tenants/${tenant.id}/subscription/plan-history?all=true`);
    expect(history.body.items.map((h: { kind: string }) => h.kind)).toEqual(['PERIOD', 'STATUS', 'PLAN']);
    expect(history.body.items[0]).toMatchObject({ fromValue: '2027-03-10', toValue: '2027-05-10' });
    for (const action of ['extend', 'suspend', 'reactivate']) {
      expect((await operator.get(`/admin-platform/tenants/${tenant.id}/subscription/${action}`)).body.currentPeriodEnd, action).toBe('2027-05-10');
    }
  });

  it('suspends and reactivates through the subscription, and terminates for good', async () => {
    const tenant = await tenantOnPlan();
    expect((await operator.put(`/admin-platform/tenants/${tenant.id}/subscription/suspend`, { reason: 'Retard' })).body).toMatchObject({ status: 'SUSPENDED', suspensionReason: 'Retard' });
    expect((await operator.put(`/admin-platform/tenants/${tenant.id}/subscription/reactivate`, {})).body.status).toBe('ACTIVE');
    expect((await operator.put(`/admin-platform/tenants/${tenant.id}/subscription`, { status: 'TERMINATED' })).body.status).toBe('TERMINATED');
    expect((await operator.put(`/admin-platform/tenants/${tenant.id}/subscription/reactivate`, {})).body.code).toBe('INVALID_STATE');
    expect((await operator.put(`/admin-platform/tenants/${tenant.id}/subscription`, { billingCycle: 'ANNUAL' })).status).toBe(409);
  });

  it('sets and removes a custom deal', async () => {
    const tenant = await tenantOnPlan();
    const deal = await operator.post(`/admin-platform/tenants/${tenant.id}/subscription/custom-deal`, { monthlyPrice: 18000, description: 'Tarif négocié', validUntil: '2026-12-31' });
    expect(deal.body).toMatchObject({ customDeal: { monthlyPrice: '18000.00', validUntil: '2026-12-31' }, pricing: { customDealAdjustment: '7000.00', netMonthly: '18000.00' } });
    expect((await operator.delete(`/admin-platform/tenants/${tenant.id}/subscription/custom-deal`)).body.customDeal).toBeNull();
    expect((await operator.delete(`/admin-platform/tenants/${tenant.id}/subscription/custom-deal`)).status).toBe(422);
  });

  it('records manual payments in the payment audit log, not in the operator audit log', async () => {
    const tenant = await tenantOnPlan();
    const res = await operator.post(`/admin-platform/tenants/${tenant.id}/payments/manual`, { amount: '25000', paidOn: '2026-03-05', method: 'MOBILE_MONEY', reference: 'OM-123' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: '25000.00', currency: 'XOF', source: 'MANUAL', status: 'VALIDATED', reference: 'OM-123' });
    expect((await operator.post(`/admin-platform/tenants/${tenant.id}/payments/manual`, { amount: 0, paidOn: '2026-03-05', method: 'CASH' })).status).toBe(400);
    expect((await operator.get(`/admin-platform/tenants/${tenant.id}/payments`)).body.total).toBe(1);
    const log = await operator.get(`/admin-platform/audit/payments?tenantId=${tenant.id}`);
    expect(log.body.items).toHaveLength(1);
    expect(log.body.items[0]).toMatchObject({ decision: 'MANUAL_PAYMENT_VALIDATED', paymentId: res.body.id, payload: { amount: '25000.00' } });
    expect((await operator.get(`/admin-platform/audit?targetId=${tenant.id}`)).body.items.some((e: { action: string }) => /PAYMENT/.test(e.action))).toBe(false);
  });

  it('keeps internal notes and answers license information, flushing the cached access', async () => {
    const { tenant, api } = await buildAdmin(t);
    await operator.post(`/admin-platform/tenants/${tenant.id}/notes`, { body: 'Appelé le DAF.' }).expect(201);
    expect((await operator.post(`/admin-platform/tenants/${tenant.id}/notes`, { body: '' })).status).toBe(400);
    expect((await operator.get(`/admin-platform/tenants/${tenant.id}/notes`)).body.items[0]).toMatchObject({ body: 'Appelé le DAF.', operatorEmail: expect.stringContaining('@') });
    const info = await operator.get(`/admin-platform/tenants/${tenant.id}/license`);
    expect(info.body).toMatchObject({ deployment: 'SAAS', instances: [], cacheVersionBumpedAt: null });
    const flushed = await operator.post(`/admin-platform/tenants/${tenant.id}/license/flush-cache`);
    expect(flushed.body.cacheVersionBumpedAt).toBe('2026-03-10T09:00:00.000Z');
    expect((await api.get('/auth/me')).status).toBe(200);
  });
});

describe('dashboard metrics', () => {
  it('counts tenants by status, MRR with annual/12 less discounts and custom deals, new tenants and churn per month', async () => {
    // Record timestamps follow the real clock: the app's clock is left on it here.
    const fresh = await createTestServer();
    const month = new Date().toISOString().slice(0, 7);
    const firstMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 11, 1)).toISOString().slice(0, 7);
    try {
      const { operator: op } = await operators(fresh);
      const p = await createPlan(op, { monthlyPrice: '30000', annualPrice: '300000' });
      const on = async (status: 'ACTIVE' | 'TRIAL') => {
        const tenant = await buildTenant(fresh, { status });
        await op.post(`/admin-platform/tenants/${tenant.id}/apply-plan`, { planCode: p.code }).expect(200);
        return tenant;
      };
      await on('ACTIVE');
      const annual = await on('ACTIVE');
      await op.put(`/admin-platform/tenants/${annual.id}/subscription`, { billingCycle: 'ANNUAL' }).expect(200);
      const deal = await on('ACTIVE');
      await op.post(`/admin-platform/tenants/${deal.id}/subscription/custom-deal`, { monthlyPrice: 20000, description: 'Deal' }).expect(200);
      const promo = await on('ACTIVE');
      await op.post('/admin-platform/promo-codes', { code: 'TEN', discountType: 'PCT', percent: 10 }).expect(201);
      await op.put(`/admin-platform/tenants/${promo.id}/subscription`, { promoCode: 'TEN' }).expect(200);
      await on('TRIAL');
      const gone = await on('ACTIVE');
      await op.put(`/admin-platform/tenants/${gone.id}/subscription`, { status: 'TERMINATED' }).expect(200);
      const stopped = await on('ACTIVE');
      await op.post(`/admin-platform/tenants/${stopped.id}/suspend`).expect(200);
      const res = await op.get('/admin-platform/dashboard/metrics');
      expect(res.status).toBe(200);
      expect(res.body.tenants).toEqual({ total: 7, active: 4, trial: 1, suspended: 1, terminated: 1 });
      // 30,000 + 25,000 (300,000 / 12) + 30,000 + 30,000 = 115,000; promo 3,000; deal 10,000.
      expect(res.body.mrr).toEqual({ gross: '115000.00', discounts: '3000.00', customDeals: '10000.00', net: '102000.00' });
      expect(res.body.arr).toBe('1224000.00');
      expect(res.body.newTenantsByMonth).toHaveLength(12);
      expect(res.body.newTenantsByMonth.at(-1)).toEqual({ month, count: 7 });
      expect(res.body.newTenantsByMonth[0]).toEqual({ month: firstMonth, count: 0 });
      expect(res.body.churnByMonth.at(-1)).toMatchObject({ month, terminated: 1, base: 0, rate: '0.00' });
      expect(res.body.churn.last30Days).toBe(1);
      expect(res.body.plans).toEqual([{ code: p.code, name: expect.any(String), tenants: 6, mrr: '102000.00' }]);
    } finally {
      await fresh.close();
    }
  });
});
