import type { PermissionCode } from '../../../../shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildTenant, buildUser, loginAs, type ApiClient, type TestTenant } from '../../../test/factories';
import { asTenant } from '../../../platform/tenancy/context';
import { writeEntries } from '../reports/ledger-fixture';
import { TaxDeclaration } from './models';

const MANAGE: PermissionCode[] = ['accounting.declaration.read', 'accounting.declaration.manage'];
const K = 100_000;

let t: TestServer;
let tenant: TestTenant;
let accountant: ApiClient;
let cfo: ApiClient;
let stranger: ApiClient;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-04-15T10:00:00Z' });
  tenant = await buildTenant(t, { country: 'CI' });
  accountant = await loginAs(t, await buildUser(t, { tenant, permissions: MANAGE }));
  cfo = await loginAs(t, await buildUser(t, { tenant, permissions: ['accounting.declaration.read'] }));
  stranger = await loginAs(t, await buildUser(t, { tenant, roles: ['EMPLOYEE'] }));
  await writeEntries(t.server.container, 
    tenant.id,
    [
      { date: '2026-03-03', lines: [{ account: '6011', debit: 200 * K }, { account: '4452', debit: 36 * K }, { account: '4011', credit: 236 * K }] },
      { date: '2026-03-20', lines: [{ account: '4111', debit: 590 * K }, { account: '7011', credit: 500 * K }, { account: '4431', credit: 90 * K }] },
      // February's return, settled in March: it clears 443x/445x into VAT due and is not March's VAT.
      { date: '2026-03-15', lines: [{ account: '4431', debit: 50 * K }, { account: '4452', credit: 20 * K }, { account: '4441', credit: 30 * K }] },
      { date: '2026-04-02', lines: [{ account: '2442', debit: 1000 * K }, { account: '4451', debit: 180 * K }, { account: '4011', credit: 1180 * K }] },
      { date: '2026-04-05', status: 'DRAFT', lines: [{ account: '4111', debit: 118 * K }, { account: '7011', credit: 100 * K }, { account: '4431', credit: 18 * K }] },
    ],
    t.clock.now,
  );
});
afterAll(() => t?.close());

const countRows = () => asTenant(tenant.id, () => TaxDeclaration.count());

describe('VAT of a period', () => {
  it('computes collected, deductible and payable VAT from posted entries, leaving out the settlement of earlier returns', async () => {
    const res = await cfo.get('/accounting/vat/declaration?from=2026-03-01&to=2026-03-31').expect(200);
    expect(res.body).toMatchObject({ from: '2026-03-01', to: '2026-03-31', collectedVat: '90000.00', deductibleVat: '36000.00', vatPayable: '54000.00', creditToCarryForward: '0.00' });
    expect(res.body.accounts).toEqual([
      { accountCode: '4431', accountTitle: 'État, TVA facturée sur ventes', kind: 'COLLECTED', amount: '90000.00' },
      { accountCode: '4452', accountTitle: 'État, TVA récupérable sur achats', kind: 'DEDUCTIBLE', amount: '36000.00' },
    ]);
  });

  it('answers a credit to carry forward when deductible VAT exceeds collected VAT (drafts left out)', async () => {
    const res = await cfo.get('/accounting/vat/declaration?from=2026-04-01&to=2026-04-30').expect(200);
    expect(res.body).toMatchObject({ collectedVat: '0.00', deductibleVat: '180000.00', vatPayable: '0.00', creditToCarryForward: '180000.00' });
  });

  it('refuses a missing or reversed period', async () => {
    const missing = await cfo.get('/accounting/vat/declaration?from=2026-04-01').expect(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect(missing.body.errors.map((e: { path: string }) => e.path)).toEqual(['query.to']);
    const reversed = await cfo.get('/accounting/vat/declaration?from=2026-04-30&to=2026-04-01').expect(400);
    expect(reversed.body.errors.map((e: { path: string }) => e.path)).toEqual(['query.to']);
    await cfo.get('/accounting/vat/declaration?from=2026-02-30&to=2026-03-31').expect(400);
  });

  it('exports the electronic return as CSV for declaration managers only', async () => {
    const res = await accountant.get('/accounting/vat/declaration/export/electronic?from=2026-03-01&to=2026-03-31').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('tva_2026-03-01_2026-03-31.csv');
    expect(res.text.trim().split('\n')).toEqual([
      'periodStart,periodEnd,box,accountCode,label,amount',
      '2026-03-01,2026-03-31,COLLECTED,4431,"État, TVA facturée sur ventes",90000.00',
      '2026-03-01,2026-03-31,DEDUCTIBLE,4452,"État, TVA récupérable sur achats",36000.00',
      '2026-03-01,2026-03-31,COLLECTED_VAT,,TVA collectée,90000.00',
      '2026-03-01,2026-03-31,DEDUCTIBLE_VAT,,TVA déductible,36000.00',
      '2026-03-01,2026-03-31,VAT_PAYABLE,,TVA nette à payer,54000.00',
      '2026-03-01,2026-03-31,CREDIT_TO_CARRY_FORWARD,,Crédit de TVA à reporter,0.00',
    ]);
    const denied = await cfo.get('/accounting/vat/declaration/export/electronic?from=2026-03-01&to=2026-03-31').expect(403);
    expect(denied.body.code).toBe('PERMISSION_DENIED');
  });

  it('refuses callers without the permission, and anonymous callers', async () => {
    expect((await stranger.get('/accounting/vat/declaration?from=2026-03-01&to=2026-03-31').expect(403)).body.code).toBe('PERMISSION_DENIED');
    expect((await t.http.get('/accounting/vat/declaration?from=2026-03-01&to=2026-03-31').expect(401)).body.code).toBe('UNAUTHENTICATED');
  });
});

describe('tax declaration records', () => {
  it('creates a DRAFT from the ledger when no amounts are given', async () => {
    const res = await accountant.post('/accounting/tax-declarations', { startDate: '2026-03-01', endDate: '2026-03-31' }).expect(201);
    expect(res.body).toMatchObject({
      declarationType: 'VAT_MONTHLY',
      periodLabel: '2026-03',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      collectedVat: '90000.00',
      deductibleVat: '36000.00',
      vatPayable: '54000.00',
      creditToCarryForward: '0.00',
      status: 'DRAFT',
      submittedAt: null,
      allowedActions: ['edit', 'submit', 'delete'],
    });
    const list = await cfo.get('/accounting/tax-declarations').expect(200);
    expect(list.body).toMatchObject({ page: 1, pageSize: 50, total: 1 });
    expect(list.body.items[0].id).toBe(res.body.id);
  });

  it('takes given amounts, and a credit when deductible exceeds collected', async () => {
    const res = await accountant
      .post('/accounting/tax-declarations', { declarationType: 'VAT_QUARTERLY', startDate: '2025-10-01', endDate: '2025-12-31', collectedVat: '1000.50', deductibleVat: 1500 })
      .expect(201);
    expect(res.body).toMatchObject({ periodLabel: '2025-T4', collectedVat: '1000.50', deductibleVat: '1500.00', vatPayable: '0.00', creditToCarryForward: '499.50' });
  });

  it('refuses malformed bodies, listing each field, and writes nothing', async () => {
    const before = await countRows();
    const cases: Array<[unknown, string[]]> = [
      [{ startDate: '2026-05-31', endDate: '2026-05-01' }, ['endDate']],
      [{ startDate: '2026-05-01', endDate: '2026-05-31', collectedVat: '10.00' }, ['deductibleVat']],
      [{ startDate: '2026-05-01', endDate: '2026-05-31', collectedVat: '-1', deductibleVat: '0' }, ['collectedVat']],
      [{ startDate: '2026-05-01', endDate: '2026-05-31', collectedVat: '1,5', deductibleVat: '0' }, ['collectedVat']],
      [{ declarationType: 'INCOME', startDate: '2026-05-01', endDate: '2026-05-31' }, ['declarationType']],
      [{}, ['endDate', 'startDate']],
    ];
    for (const [body, paths] of cases) {
      const res = await accountant.post('/accounting/tax-declarations', body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors.map((e: { path: string }) => e.path).sort(), JSON.stringify(body)).toEqual(paths);
    }
    expect(await countRows()).toBe(before);
  });

  it('refuses a second declaration of the same type and period', async () => {
    await accountant.post('/accounting/tax-declarations', { startDate: '2026-02-01', endDate: '2026-02-28' }).expect(201);
    const again = await accountant.post('/accounting/tax-declarations', { startDate: '2026-02-01', endDate: '2026-02-28' }).expect(409);
    expect(again.body.code).toBe('DUPLICATE');
    // The same names and rule on both databases (SQLite's driver once gave "0, 1, 2, 3").
    expect(again.body.errors).toEqual([
      { path: 'declarationType', message: 'Already taken' },
      { path: 'startDate', message: 'Already taken' },
      { path: 'endDate', message: 'Already taken' },
    ]);
    expect(again.body.detail).toBe('Another tax declaration already has the same declarationType, startDate and endDate: they must be unique together');
  });

  it('edits a draft, submits it, then refuses edit, delete and a second submit', async () => {
    const created = await accountant.post('/accounting/tax-declarations', { startDate: '2026-01-01', endDate: '2026-01-31', collectedVat: 10, deductibleVat: 2 }).expect(201);
    const id = created.body.id;
    const edited = await accountant.put(`/accounting/tax-declarations/${id}`, { startDate: '2026-01-01', endDate: '2026-01-31', collectedVat: 20, deductibleVat: 2, periodLabel: 'Janvier 2026' }).expect(200);
    expect(edited.body).toMatchObject({ collectedVat: '20.00', vatPayable: '18.00', periodLabel: 'Janvier 2026', status: 'DRAFT' });

    t.clock.set('2026-04-15T10:05:00Z');
    const submitted = await accountant.post(`/accounting/tax-declarations/${id}/submit`).expect(200);
    expect(submitted.body).toMatchObject({ status: 'SUBMITTED', submittedAt: '2026-04-15T10:05:00.000Z', allowedActions: [] });
    expect(submitted.body.submittedBy).toBeTruthy();

    for (const [call, action] of [
      [() => accountant.put(`/accounting/tax-declarations/${id}`, { startDate: '2026-01-01', endDate: '2026-01-31', collectedVat: 99, deductibleVat: 0 }), 'edit'],
      [() => accountant.delete(`/accounting/tax-declarations/${id}`), 'delete'],
      [() => accountant.post(`/accounting/tax-declarations/${id}/submit`), 'submit'],
    ] as const) {
      const res = await call().expect(409);
      expect(res.body, action).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'SUBMITTED' });
    }
    const after = await cfo.get(`/accounting/tax-declarations/${id}`).expect(200);
    expect(after.body).toMatchObject({ status: 'SUBMITTED', collectedVat: '20.00', periodLabel: 'Janvier 2026' });
  });

  it('deletes a draft', async () => {
    const created = await accountant.post('/accounting/tax-declarations', { startDate: '2026-06-01', endDate: '2026-06-30' }).expect(201);
    await accountant.delete(`/accounting/tax-declarations/${created.body.id}`).expect(204);
    expect((await cfo.get(`/accounting/tax-declarations/${created.body.id}`).expect(404)).body.code).toBe('NOT_FOUND');
  });

  it('keeps read-only callers out of every change', async () => {
    const created = await accountant.post('/accounting/tax-declarations', { startDate: '2026-07-01', endDate: '2026-07-31' }).expect(201);
    const id = created.body.id;
    for (const res of [
      await cfo.post('/accounting/tax-declarations', { startDate: '2026-08-01', endDate: '2026-08-31' }),
      await cfo.put(`/accounting/tax-declarations/${id}`, { startDate: '2026-07-01', endDate: '2026-07-31' }),
      await cfo.post(`/accounting/tax-declarations/${id}/submit`),
      await cfo.delete(`/accounting/tax-declarations/${id}`),
      await stranger.get('/accounting/tax-declarations'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('PERMISSION_DENIED');
    }
    expect((await cfo.get(`/accounting/tax-declarations/${id}`).expect(200)).body.status).toBe('DRAFT');
  });

  it('answers 404 for unknown, malformed and other tenants’ ids', async () => {
    const created = await accountant.post('/accounting/tax-declarations', { startDate: '2026-09-01', endDate: '2026-09-30' }).expect(201);
    const other = await buildTenant(t);
    const outsider = await loginAs(t, await buildUser(t, { tenant: other, permissions: MANAGE }));
    for (const path of [`/accounting/tax-declarations/${created.body.id}`, '/accounting/tax-declarations/00000000-0000-4000-8000-000000000000', '/accounting/tax-declarations/nope']) {
      expect((await outsider.get(path).expect(404)).body.code).toBe('NOT_FOUND');
    }
    await outsider.post(`/accounting/tax-declarations/${created.body.id}/submit`).expect(404);
    await outsider.delete(`/accounting/tax-declarations/${created.body.id}`).expect(404);
    expect((await outsider.get('/accounting/tax-declarations').expect(200)).body.total).toBe(0);
    expect((await cfo.get(`/accounting/tax-declarations/${created.body.id}`).expect(200)).body.status).toBe('DRAFT');
  });

  it('filters and pages the list', async () => {
    const submitted = await cfo.get('/accounting/tax-declarations?status=SUBMITTED').expect(200);
    expect(submitted.body.items.every((d: { status: string }) => d.status === 'SUBMITTED')).toBe(true);
    expect(submitted.body.total).toBeGreaterThan(0);
    const y2025 = await cfo.get('/accounting/tax-declarations?year=2025').expect(200);
    expect(y2025.body.items.map((d: { periodLabel: string }) => d.periodLabel)).toEqual(['2025-T4']);
    const page = await cfo.get('/accounting/tax-declarations?pageSize=2&page=2&sort=startDate').expect(200);
    expect(page.body.pageSize).toBe(2);
    expect(page.body.items).toHaveLength(2);
    await cfo.get('/accounting/tax-declarations?sort=secret').expect(400);
    await cfo.get('/accounting/tax-declarations?status=LOST').expect(400);
  });

  it('keeps the history of a declaration in the audit trail', async () => {
    const created = await accountant.post('/accounting/tax-declarations', { startDate: '2026-10-01', endDate: '2026-10-31' }).expect(201);
    t.clock.advance(1000);
    await accountant.post(`/accounting/tax-declarations/${created.body.id}/submit`).expect(200);
    const history = await cfo.get(`/audit/TAX_DECLARATION/${created.body.id}`).expect(200);
    expect(history.body.items.map((e: { action: string }) => e.action)).toEqual(['STATE_CHANGE', 'CREATE']);
  });
});
