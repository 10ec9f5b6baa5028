import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildTenant, type ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { createPlan, operators } from './world';

let t: TestServer;
let operator: ApiClient;
let operatorId: string;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-10T09:00:00Z' });
  ({ operator, operatorId } = await operators(t));
  for (const [code, module, visible] of [
    ['acc.journal', 'ACCOUNTING', true],
    ['hr.files', 'HR', true],
    ['booking.rooms', 'BOOKING', false],
  ] as const) {
    await operator.post('/admin-platform/catalog/features', { code, nameFr: `FR ${code}`, nameEn: `EN ${code}`, module, visibleInComparison: visible }).expect(201);
  }
});
afterAll(() => t?.close());

describe('plans', () => {
  it('creates a plan with prices as two-decimal strings, quotas, modules and features', async () => {
    const res = await operator.post('/admin-platform/catalog/plans', {
      code: 'starter',
      name: 'Starter',
      description: 'Pour démarrer',
      monthlyPrice: 19999.995,
      annualPrice: '200000',
      quotas: { users: 5, companies: 1, others: { storageGb: 10 } },
      visibility: 'PUBLIC',
      modules: ['ACCOUNTING', 'HR'],
      featureCodes: ['acc.journal', 'hr.files'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code: 'STARTER',
      monthlyPrice: '20000.00',
      annualPrice: '200000.00',
      currency: 'XOF',
      quotas: { users: 5, companies: 1, others: { storageGb: 10 } },
      status: 'ACTIVE',
      tenantCount: 0,
    });
    expect((await operator.post('/admin-platform/catalog/plans', { ...res.body, code: 'STARTER', monthlyPrice: 1, annualPrice: 1 })).body.code).toBe('DUPLICATE');
  });

  it('refuses a feature unknown or outside the plan modules, and malformed bodies', async () => {
    const base = { code: 'BAD-PLAN', name: 'Bad', monthlyPrice: 1, annualPrice: 1, quotas: { users: null, companies: null }, visibility: 'INTERNAL', modules: ['ACCOUNTING'] };
    const outside = await operator.post('/admin-platform/catalog/plans', { ...base, featureCodes: ['hr.files'] });
    expect(outside.status).toBe(422);
    expect(outside.body.errors[0].path).toBe('featureCodes.0');
    expect((await operator.post('/admin-platform/catalog/plans', { ...base, featureCodes: ['nope'] })).status).toBe(422);
    expect((await operator.post('/admin-platform/catalog/plans', { ...base, monthlyPrice: -5 })).status).toBe(400);
    expect((await operator.post('/admin-platform/catalog/plans', { ...base, modules: ['PLATFORM'] })).status).toBe(400);
    expect((await operator.get('/admin-platform/catalog/plans?q=BAD-PLAN')).body.total).toBe(0);
  });

  it('archives, activates and duplicates, refusing moves from the wrong state, and keeps a change history', async () => {
    const plan = await createPlan(operator);
    const updated = await operator.put(`/admin-platform/catalog/plans/${plan.id}`, {
      code: plan.code,
      name: 'Renamed',
      monthlyPrice: '30000',
      annualPrice: 250000,
      quotas: { users: null, companies: 1 },
      visibility: 'PUBLIC',
      modules: ['ACCOUNTING', 'HR', 'LEAVE'],
    });
    expect(updated.status).toBe(200);
    expect((await operator.post(`/admin-platform/catalog/plans/${plan.id}/activate`)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'ACTIVE' });
    expect((await operator.post(`/admin-platform/catalog/plans/${plan.id}/archive`)).body.status).toBe('ARCHIVED');
    expect((await operator.post(`/admin-platform/catalog/plans/${plan.id}/archive`)).status).toBe(409);
    expect((await operator.post(`/admin-platform/catalog/plans/${plan.id}/activate`)).body.status).toBe('ACTIVE');
    const copy = await operator.post(`/admin-platform/catalog/plans/${plan.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ code: `${plan.code}-COPY`, status: 'ARCHIVED', monthlyPrice: '30000.00', modules: ['ACCOUNTING', 'HR', 'LEAVE'] });
    expect((await operator.post(`/admin-platform/catalog/plans/${plan.id}/duplicate`)).body.code).toBe(`${plan.code}-COPY-2`);
    const history = await operator.get(`/admin-platform/catalog/plans/${plan.id}/audit`);
    expect(history.body.items.map((c: { action: string }) => c.action)).toEqual(['ACTIVATED', 'ARCHIVED', 'UPDATED', 'CREATED']);
    const change = history.body.items[2];
    expect(change.operatorId).toBe(operatorId);
    expect(change.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: expect.any(String), after: 'Renamed' },
        { field: 'monthlyPrice', before: '25000.00', after: '30000.00' },
      ]),
    );
    expect(change.changes.map((c: { field: string }) => c.field).sort()).toEqual(['monthlyPrice', 'name']);
  });

  it('deletes a plan no tenant had; one applied to a tenant is refused deletion and keeps its code', async () => {
    const unused = await createPlan(operator);
    expect((await operator.delete(`/admin-platform/catalog/plans/${unused.id}`)).status).toBe(204);
    expect((await operator.get(`/admin-platform/catalog/plans/${unused.id}`)).status).toBe(404);
    const used = await createPlan(operator);
    const tenant = await buildTenant(t);
    await operator.post(`/admin-platform/tenants/${tenant.id}/apply-plan`, { planCode: used.code }).expect(200);
    expect((await operator.delete(`/admin-platform/catalog/plans/${used.id}`)).status).toBe(422);
    const plan = (await operator.get(`/admin-platform/catalog/plans/${used.id}`)).body;
    expect(plan.tenantCount).toBe(1);
    expect((await operator.put(`/admin-platform/catalog/plans/${used.id}`, { ...plan, code: 'OTHER-CODE', monthlyPrice: 1, annualPrice: 1 })).status).toBe(422);
  });
});

describe('features', () => {
  it('lists paged and all, reads and changes one, refuses a duplicate code', async () => {
    const page = await operator.get('/admin-platform/catalog/features?module=HR');
    expect(page.body.items.map((f: { code: string }) => f.code)).toEqual(['hr.files']);
    const all = await operator.get('/admin-platform/catalog/features/all');
    expect(all.body.map((f: { code: string }) => f.code).sort()).toEqual(['acc.journal', 'booking.rooms', 'hr.files']);
    const changed = await operator.put('/admin-platform/catalog/features/hr.files', { nameFr: 'Dossiers', nameEn: 'Files', module: 'HR', status: 'BETA', icon: 'Badge', visibleInComparison: false });
    expect(changed.body).toMatchObject({ code: 'hr.files', nameFr: 'Dossiers', status: 'BETA', visibleInComparison: false, icon: 'Badge' });
    expect((await operator.post('/admin-platform/catalog/features', { code: 'HR.FILES', nameFr: 'x', nameEn: 'x', module: 'HR' })).status).toBe(409);
    expect((await operator.get('/admin-platform/catalog/features/unknown')).status).toBe(404);
  });
});

describe('add-ons', () => {
  it('creates each type with what it needs, activates and deactivates', async () => {
    expect((await operator.post('/admin-platform/catalog/add-ons', { code: 'MOD', name: 'Module', type: 'MODULE', monthlyPrice: 1000 })).status).toBe(400);
    expect((await operator.post('/admin-platform/catalog/add-ons', { code: 'FEAT', name: 'F', type: 'FEATURE', monthlyPrice: 1000, featureCode: 'nope' })).status).toBe(422);
    const addOn = await operator.post('/admin-platform/catalog/add-ons', { code: 'booking-mod', name: 'Réservations', type: 'MODULE', monthlyPrice: '15000', module: 'BOOKING' });
    expect(addOn.status).toBe(201);
    expect(addOn.body).toMatchObject({ code: 'BOOKING-MOD', active: true, monthlyPrice: '15000.00', module: 'BOOKING' });
    expect((await operator.post(`/admin-platform/catalog/add-ons/${addOn.body.id}/activate`)).status).toBe(409);
    expect((await operator.delete(`/admin-platform/catalog/add-ons/${addOn.body.id}`)).body.active).toBe(false);
    expect((await operator.delete(`/admin-platform/catalog/add-ons/${addOn.body.id}`)).body.code).toBe('INVALID_STATE');
    const tenant = await buildTenant(t);
    const plan = await createPlan(operator, { modules: ['ACCOUNTING'] });
    const inactive = await operator.post(`/admin-platform/tenants/${tenant.id}/apply-plan`, { planCode: plan.code, addOnCodes: ['BOOKING-MOD'] });
    expect(inactive.status).toBe(422);
    expect((await operator.post(`/admin-platform/catalog/add-ons/${addOn.body.id}/activate`)).body.active).toBe(true);
    const applied = await operator.post(`/admin-platform/tenants/${tenant.id}/apply-plan`, { planCode: plan.code, addOnCodes: ['BOOKING-MOD'] });
    expect(applied.body.licensedModules).toEqual(['ACCOUNTING', 'BOOKING']);
  });
});

describe('public plan comparison', () => {
  it('answers without authentication: active public plans and the features visible in comparison', async () => {
    await createPlan(operator, { visibility: 'INTERNAL', name: 'Interne' });
    const res = await t.http.get('/public/plans');
    expect(res.status).toBe(200);
    expect(res.body.plans.every((p: { name: string }) => p.name !== 'Interne')).toBe(true);
    const starter = res.body.plans.find((p: { code: string }) => p.code === 'STARTER');
    expect(starter).toMatchObject({ monthlyPrice: '20000.00', featureCodes: ['acc.journal'] });
    expect(res.body.features).toEqual([{ code: 'acc.journal', nameFr: 'FR acc.journal', nameEn: 'EN acc.journal', module: 'ACCOUNTING', icon: null }]);
    // An archived plan leaves the comparison.
    const archived = await createPlan(operator, { name: 'Ancienne offre' });
    expect((await t.http.get('/public/plans')).body.plans.map((p: { code: string }) => p.code)).toContain(archived.code);
    await operator.post(`/admin-platform/catalog/plans/${archived.id}/archive`).expect(200);
    expect((await t.http.get('/public/plans')).body.plans.map((p: { code: string }) => p.code)).not.toContain(archived.code);
  });

  it('is refused to tenant accounts on the operator catalog', async () => {
    const { api } = await buildAdmin(t);
    expect((await api.get('/admin-platform/catalog/plans')).status).toBe(403);
  });
});
