import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_MODULE_IDS } from '../../../../shared/modules';
import type { MailMessage } from '../../../platform/services';
import { buildAdmin, buildOperator, loginAsOperator, TEST_PASSWORD, type ApiClient } from '../../../test/factories';
import { captureMail, tokenInMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { createPlan } from './world';

let t: TestServer;
let operator: ApiClient;
let mails: MailMessage[];

beforeAll(async () => {
  t = await createTestServer({ now: '2026-02-01T08:00:00Z' });
  mails = captureMail(t);
  operator = await loginAsOperator(t, await buildOperator(t, { role: 'PLATFORM_ADMIN' }));
});
afterAll(() => t?.close());

describe('operator login', () => {
  it('logs in with the contract shape, throttles, and refreshes within the operator realm', async () => {
    const account = await buildOperator(t, { email: 'ops@platform.test' });
    const res = await t.http.post('/admin-platform/auth/login').send({ email: 'OPS@platform.test', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, user: { id: account.id, tenantId: null }, modules: ['PLATFORM'] });
    expect(res.body.permissions).toContain('platform.subscription.admin');
    const wrong = await t.http.post('/admin-platform/auth/login').send({ email: 'ops@platform.test', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    const refreshed = await t.http.post('/admin-platform/auth/refresh').send({ refreshToken: res.body.refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await t.http.post('/auth/refresh').send({ refreshToken: refreshed.body.refreshToken })).status).toBe(401);
  });
});

describe('POST /admin-platform/tenants', () => {
  it('creates a TRIAL tenant licensing every module, with an ORG_ADMIN who can log in', async () => {
    const res = await operator.post('/admin-platform/tenants', {
      companyName: 'Sahel Conseil',
      slug: 'Sahel-Conseil',
      country: 'SN',
      adminEmail: 'boss@sahel.test',
      adminPassword: 'long-enough-1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'sahel-conseil',
      companyName: 'Sahel Conseil',
      country: 'SN',
      currency: 'XOF',
      subscriptionStatus: 'TRIAL',
      planCode: null,
      trialEndsAt: '2026-03-03T08:00:00.000Z',
      admin: { email: 'boss@sahel.test', invitationSent: false },
    });
    expect(res.body.licensedModules.sort()).toEqual([...TENANT_MODULE_IDS].sort());
    const login = await t.http.post('/auth/login').send({ email: 'boss@sahel.test', password: 'long-enough-1', tenant: 'sahel-conseil' });
    expect(login.status).toBe(200);
    expect(login.body.permissions).toContain('roles.manage');
    expect((await operator.get(`/admin-platform/tenants/${res.body.id}`)).body.slug).toBe('sahel-conseil');
  });

  it('invites the admin by mail when no password is given, in the currency of the country', async () => {
    mails.length = 0;
    const res = await operator.post('/admin-platform/tenants', { companyName: 'Paris SAS', slug: 'paris-sas', country: 'FR', adminEmail: 'chef@paris.test' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ currency: 'EUR', admin: { invitationSent: true } });
    expect(mails.map((m) => m.to)).toEqual(['chef@paris.test']);
    const set = await t.http.post('/auth/set-password').send({ token: tokenInMail(mails[0]), password: 'chosen-password' });
    expect(set.status).toBe(200);
    expect(set.body.user.tenantId).toBe(res.body.id);
  });

  it('refuses a taken or malformed slug, an unknown plan, and creates nothing', async () => {
    const body = { companyName: 'Dup', slug: 'dup-co', country: 'CI', adminEmail: 'a@dup.test', adminPassword: 'long-enough-1' };
    await operator.post('/admin-platform/tenants', body).expect(201);
    const dup = await operator.post('/admin-platform/tenants', { ...body, adminEmail: 'b@dup.test' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('DUPLICATE');
    for (const slug of ['-bad', 'a', 'admin', 'with space']) {
      expect((await operator.post('/admin-platform/tenants', { ...body, slug }).then((r) => r.status)), slug).toBe(400);
    }
    const plan = await operator.post('/admin-platform/tenants', { ...body, slug: 'plan-co', planCode: 'GOLD' });
    expect(plan.status).toBe(422);
    expect((await operator.get('/admin-platform/tenants?q=plan-co')).body.total).toBe(0);
    // An archived plan cannot be chosen for a new tenant.
    const archived = await createPlan(operator);
    await operator.post(`/admin-platform/catalog/plans/${archived.id}/archive`).expect(200);
    const onArchived = await operator.post('/admin-platform/tenants', { ...body, slug: 'archived-co', planCode: archived.code });
    expect([onArchived.status, onArchived.body.code, onArchived.body.errors?.[0]?.path]).toEqual([422, 'BUSINESS_RULE', 'planCode']);
    expect((await operator.get('/admin-platform/tenants?q=archived-co')).body.total).toBe(0);
  });

  it('lists tenants with filters and the envelope', async () => {
    const res = await operator.get('/admin-platform/tenants?status=TRIAL&sort=slug');
    expect(res.status).toBe(200);
    const slugs = res.body.items.map((x: { slug: string }) => x.slug);
    expect(slugs).toEqual([...slugs].sort());
    expect(slugs).toContain('sahel-conseil');
    expect(res.body.items.every((x: { subscriptionStatus: string }) => x.subscriptionStatus === 'TRIAL')).toBe(true);
    expect((await operator.get('/admin-platform/tenants?status=NOPE')).status).toBe(400);
    expect((await operator.get('/admin-platform/tenants/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('is refused to tenant users', async () => {
    const { api } = await buildAdmin(t);
    const res = await api.post('/admin-platform/tenants', { companyName: 'X', slug: 'x-co', country: 'CI', adminEmail: 'x@x.test' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PERMISSION_DENIED');
  });
});
