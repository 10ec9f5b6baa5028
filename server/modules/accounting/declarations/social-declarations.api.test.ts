import type { PermissionCode } from '../../../../shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildTenant, buildUser, loginAs, type ApiClient, type TestTenant } from '../../../test/factories';
import { asTenant } from '../../../platform/tenancy/context';
import { writeEntries } from '../reports/ledger-fixture';
import { SocialDeclaration } from './models';

const MANAGE: PermissionCode[] = ['accounting.declaration.read', 'accounting.declaration.manage'];
const K = 100_000;

let t: TestServer;
let tenant: TestTenant;
let accountant: ApiClient;
let cfo: ApiClient;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-04-10T09:00:00Z' });
  tenant = await buildTenant(t, { country: 'CI' });
  accountant = await loginAs(t, await buildUser(t, { tenant, permissions: MANAGE }));
  cfo = await loginAs(t, await buildUser(t, { tenant, permissions: ['accounting.declaration.read'] }));
  await writeEntries(t.server.container, 
    tenant.id,
    [
      {
        date: '2026-03-31',
        source: 'PAYROLL',
        label: 'Paie de mars 2026',
        lines: [
          { account: '6611', debit: 1500 * K },
          { account: '6641', debit: 231 * K },
          { account: '4313', credit: 325.5 * K },
          { account: '4472', credit: 90 * K },
          { account: '422', credit: 700 * K, thirdParty: 'Awa Koné' },
          { account: '422', credit: 400 * K, thirdParty: 'Yao Kouassi' },
          { account: '422', credit: 215.5 * K, thirdParty: 'Fatou Diallo' },
        ],
      },
    ],
    t.clock.now,
  );
});
afterAll(() => t?.close());

const countRows = () => asTenant(tenant.id, () => SocialDeclaration.count());

describe('social declaration generated from payroll', () => {
  it("reads the month's posted payroll entries", async () => {
    const res = await cfo.get('/accounting/social/declaration/auto?period=2026-03').expect(200);
    expect(res.body).toEqual({
      period: '2026-03',
      periodLabel: '2026-03',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      socialBody: 'CNPS',
      employeeCount: 3,
      grossPayroll: '1500000.00',
      employerContributions: '231000.00',
      employeeContributions: '94500.00',
      totalContributions: '325500.00',
      source: 'LEDGER',
      bodies: [],
    });
  });

  it('is zero for a month without payroll', async () => {
    const res = await cfo.get('/accounting/social/declaration/auto?period=2026-02').expect(200);
    expect(res.body).toMatchObject({ employeeCount: 0, grossPayroll: '0.00', employerContributions: '0.00', employeeContributions: '0.00', totalContributions: '0.00' });
  });

  it('refuses a malformed period', async () => {
    for (const q of ['', '?period=2026-13', '?period=2026-3', '?period=march']) {
      const res = await cfo.get(`/accounting/social/declaration/auto${q}`).expect(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['query.period']);
    }
  });

  it('exports the electronic declaration as CSV for declaration managers only', async () => {
    const res = await accountant.get('/accounting/social/declaration/export/electronic?period=2026-03').expect(200);
    expect(res.headers['content-disposition']).toContain('declaration-sociale_CNPS_2026-03.csv');
    expect(res.text.trim().split('\n')).toEqual([
      'socialBody,period,startDate,endDate,employeeCount,grossPayroll,employerContributions,employeeContributions,totalContributions',
      'CNPS,2026-03,2026-03-01,2026-03-31,3,1500000.00,231000.00,94500.00,325500.00',
    ]);
    expect((await cfo.get('/accounting/social/declaration/export/electronic?period=2026-03').expect(403)).body.code).toBe('PERMISSION_DENIED');
  });
});

describe('social declaration records', () => {
  it('creates a DRAFT for a month from the payroll when no figures are given', async () => {
    const res = await accountant.post('/accounting/social-declarations', { period: '2026-03' }).expect(201);
    expect(res.body).toMatchObject({
      socialBody: 'CNPS',
      periodLabel: '2026-03',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      employeeCount: 3,
      grossPayroll: '1500000.00',
      employerContributions: '231000.00',
      employeeContributions: '94500.00',
      totalContributions: '325500.00',
      status: 'DRAFT',
    });
  });

  it('takes given figures for a date range and body', async () => {
    const res = await accountant
      .post('/accounting/social-declarations', {
        socialBody: 'CNSS',
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        employeeCount: 4,
        grossPayroll: '2400000',
        employerContributions: '384000.00',
        employeeContributions: 151200,
      })
      .expect(201);
    expect(res.body).toMatchObject({ socialBody: 'CNSS', periodLabel: '2026-T1', employeeCount: 4, totalContributions: '535200.00' });
  });

  it('refuses malformed bodies, listing each field, and writes nothing', async () => {
    const before = await countRows();
    const cases: Array<[unknown, string[]]> = [
      [{}, ['endDate', 'startDate']],
      [{ period: '2026-05', startDate: '2026-05-01', endDate: '2026-05-31' }, ['period']],
      [{ startDate: '2026-05-31', endDate: '2026-05-01' }, ['endDate']],
      [{ period: '2026-05', employeeCount: 2 }, ['employeeContributions', 'employerContributions', 'grossPayroll']],
      [{ period: '2026-05', employeeCount: -1, grossPayroll: 1, employerContributions: 1, employeeContributions: 1 }, ['employeeCount']],
      [{ period: '2026-05', socialBody: 'cnps!' }, ['socialBody']],
    ];
    for (const [body, paths] of cases) {
      const res = await accountant.post('/accounting/social-declarations', body).expect(400);
      expect(res.body.errors.map((e: { path: string }) => e.path).sort(), JSON.stringify(body)).toEqual(paths);
    }
    expect(await countRows()).toBe(before);
  });

  it('refuses a second declaration to the same body for the same period', async () => {
    expect((await accountant.post('/accounting/social-declarations', { period: '2026-03' }).expect(409)).body.code).toBe('DUPLICATE');
  });

  it('edits a draft, submits it, then refuses edit, delete and a second submit', async () => {
    const created = await accountant.post('/accounting/social-declarations', { period: '2026-04', socialBody: 'CNPS' }).expect(201);
    const id = created.body.id;
    const edited = await accountant
      .put(`/accounting/social-declarations/${id}`, { period: '2026-04', employeeCount: 3, grossPayroll: 100, employerContributions: 10, employeeContributions: 5 })
      .expect(200);
    expect(edited.body).toMatchObject({ employeeCount: 3, grossPayroll: '100.00', totalContributions: '15.00', status: 'DRAFT' });
    const submitted = await accountant.post(`/accounting/social-declarations/${id}/submit`).expect(200);
    expect(submitted.body).toMatchObject({ status: 'SUBMITTED', submittedAt: '2026-04-10T09:00:00.000Z', allowedActions: [] });
    for (const res of [
      await accountant.put(`/accounting/social-declarations/${id}`, { period: '2026-04' }),
      await accountant.delete(`/accounting/social-declarations/${id}`),
      await accountant.post(`/accounting/social-declarations/${id}/submit`),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'SUBMITTED' });
    }
    expect((await cfo.get(`/accounting/social-declarations/${id}`).expect(200)).body).toMatchObject({ status: 'SUBMITTED', grossPayroll: '100.00' });
  });

  it('deletes a draft; read-only callers change nothing', async () => {
    const created = await accountant.post('/accounting/social-declarations', { period: '2026-05' }).expect(201);
    const id = created.body.id;
    for (const res of [await cfo.post(`/accounting/social-declarations/${id}/submit`), await cfo.delete(`/accounting/social-declarations/${id}`), await cfo.post('/accounting/social-declarations', { period: '2026-06' })]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('PERMISSION_DENIED');
    }
    await accountant.delete(`/accounting/social-declarations/${id}`).expect(204);
    await cfo.get(`/accounting/social-declarations/${id}`).expect(404);
  });

  it("answers 404 for another tenant's declaration", async () => {
    const created = await accountant.post('/accounting/social-declarations', { period: '2026-07' }).expect(201);
    const outsider = await loginAs(t, await buildUser(t, { tenant: await buildTenant(t), permissions: MANAGE }));
    await outsider.get(`/accounting/social-declarations/${created.body.id}`).expect(404);
    await outsider.put(`/accounting/social-declarations/${created.body.id}`, { period: '2026-07' }).expect(404);
    await outsider.post(`/accounting/social-declarations/${created.body.id}/submit`).expect(404);
    await outsider.delete(`/accounting/social-declarations/${created.body.id}`).expect(404);
    expect((await outsider.get('/accounting/social-declarations').expect(200)).body.total).toBe(0);
  });

  it('lists with filters, and keeps the history in the audit trail', async () => {
    const list = await cfo.get('/accounting/social-declarations?socialBody=CNSS').expect(200);
    expect(list.body.items.map((d: { periodLabel: string }) => d.periodLabel)).toEqual(['2026-T1']);
    const drafts = await cfo.get('/accounting/social-declarations?status=DRAFT&sort=-startDate').expect(200);
    expect(drafts.body.items.every((d: { status: string }) => d.status === 'DRAFT')).toBe(true);
    const history = await cfo.get(`/audit/SOCIAL_DECLARATION/${list.body.items[0].id}`).expect(200);
    expect(history.body.items.map((e: { action: string }) => e.action)).toEqual(['CREATE']);
  });
});
