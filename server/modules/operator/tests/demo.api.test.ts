import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../platform/db/transaction';
import { asSystem } from '../../../platform/tenancy/context';
import type { ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { seedOperatorSpace } from '../seed';
import { operators } from './world';

// The operator space's demo: a catalog of three plans, a dozen tenants in every status with
// payments and history, so that the dashboard draws real curves.
let t: TestServer;
let operator: ApiClient;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-20T09:00:00Z' });
  const server = t.server;
  await asSystem(() => inTransaction(server.sequelize, () => seedOperatorSpace(Object.create(server.container))), { app: server.container });
  ({ operator } = await operators(t));
  // Thirteen tenants each get their technical setup (tenant.created): slow on a loaded machine.
}, 180_000);
afterAll(() => t?.close());

describe('operator space demo data', () => {
  it('has three public plans with features and add-ons, in the public comparison', async () => {
    const plans = await operator.get('/admin-platform/catalog/plans');
    expect(plans.body.items.map((p: { code: string }) => p.code)).toEqual(['ESSENTIEL', 'PRO', 'ENTREPRISE']);
    const addOns = await operator.get('/admin-platform/catalog/add-ons');
    expect(addOns.body.items.map((a: { type: string }) => a.type).sort()).toEqual(['FEATURE', 'MODULE', 'USER_PACK']);
    const comparison = await t.http.get('/public/plans');
    expect(comparison.body.plans.map((p: { code: string; monthlyPrice: string }) => [p.code, p.monthlyPrice])).toEqual([
      ['ESSENTIEL', '25000.00'],
      ['PRO', '65000.00'],
      ['ENTREPRISE', '150000.00'],
    ]);
    // A BETA feature kept out of the comparison is not shown there.
    expect(comparison.body.features.map((f: { code: string }) => f.code)).not.toContain('accounting.api');
    expect(comparison.body.features.length).toBeGreaterThanOrEqual(10);
  });

  it('draws the dashboard from tenants in every status: MRR, new tenants and churn over twelve months', async () => {
    const metrics = (await operator.get('/admin-platform/dashboard/metrics')).body;
    expect(metrics.tenants).toEqual({ total: 13, active: 7, trial: 2, suspended: 2, terminated: 2 });
    // PRO 65 000 + ENTREPRISE annual 1 500 000/12 + ESSENTIEL 25 000 − 20 % + PRO on a 50 000 deal
    // + PRO annual 650 000/12 with a 5 000 user pack + ESSENTIEL 25 000 + ENTREPRISE with a 10 000 add-on.
    expect(metrics.mrr).toEqual({ gross: '524166.67', discounts: '5000.00', customDeals: '15000.00', net: '504166.67' });
    const months = metrics.newTenantsByMonth as { month: string; count: number }[];
    expect(months).toHaveLength(12);
    expect(months.reduce((s, m) => s + m.count, 0)).toBe(13);
    expect(months.filter((m) => m.count > 0).length).toBeGreaterThanOrEqual(8);
    expect((metrics.churnByMonth as { terminated: number }[]).reduce((s, m) => s + m.terminated, 0)).toBe(2);
  });

  it('gives each tenant payments, plan and status history and notes', async () => {
    const tenants = await operator.get('/admin-platform/tenants?q=sahel');
    const sahel = tenants.body.items[0];
    expect(sahel).toMatchObject({ slug: 'sahel-conseil', subscriptionStatus: 'ACTIVE', planCode: 'PRO' });
    const payments = await operator.get(`/admin-platform/tenants/${sahel.id}/payments`);
    expect(payments.body.total).toBeGreaterThanOrEqual(10);
    expect(payments.body.items[0]).toMatchObject({ amount: '65000.00', status: 'VALIDATED' });
    const paymentAudit = await operator.get(`/admin-platform/audit/payments?tenantId=${sahel.id}`);
    expect(paymentAudit.body.total).toBe(payments.body.total);
    const suspended = (await operator.get('/admin-platform/tenants?status=SUSPENDED')).body.items;
    expect(suspended).toHaveLength(2);
    const history = await operator.get(`/admin-platform/tenants/${suspended[0].id}/subscription/plan-history?all=true`);
    expect(history.body.items.some((h: { kind: string; toValue: string }) => h.kind === 'STATUS' && h.toValue === 'SUSPENDED')).toBe(true);
    expect((await operator.get(`/admin-platform/tenants/${suspended[0].id}/notes`)).body.total).toBe(1);
  });
});
