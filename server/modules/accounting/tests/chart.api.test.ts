import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTenant } from '../../../platform/tenancy/context';
import { buildOperator, buildUser, loginAs, loginAsOperator } from '../../../test/factories';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { Account } from '../models';
import { accountingWorld, type AccountingWorld } from './world';

let t: TestServer;
let w: AccountingWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-20T09:00:00Z' });
  w = await accountingWorld(t);
});
afterAll(() => t?.close());

type AccountView = { id: string; code: string; title: string; accountClass: number; type: string; status: string; isSystem: boolean };
const codesOf = (body: { items: AccountView[] }) => body.items.map((a) => a.code);

describe('seeded charts', () => {
  it('gives a new CI tenant the SYSCOHADA chart, system flag set', async () => {
    const res = await w.cfo.get('/accounting/chart-of-accounts?pageSize=200');
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(140);
    const byCode = new Map((res.body.items as AccountView[]).map((a) => [a.code, a]));
    expect(byCode.get('4431')).toMatchObject({ title: 'État, TVA facturée sur ventes', accountClass: 4, type: 'LIABILITY', status: 'ACTIVE', isSystem: true });
    expect(byCode.get('4111')).toMatchObject({ type: 'ASSET' });
    expect(byCode.get('6611')).toMatchObject({ accountClass: 6, type: 'EXPENSE' });
    expect(byCode.get('10')).toMatchObject({ title: 'Capital', type: 'EQUITY' });
    expect(codesOf(res.body).slice(0, 3)).toEqual(['10', '1013', '11']);
  });

  it('gives a French tenant the PCG', async () => {
    const fr = await accountingWorld(t, { country: 'FR', currency: 'EUR' });
    const res = await fr.cfo.get('/accounting/chart-of-accounts?pageSize=200');
    const codes = codesOf(res.body);
    expect(codes).toContain('44571');
    expect(codes).toContain('512');
    expect(codes).not.toContain('4431');
  });

  it('seeds the chart of a tenant created in the operator space, in the same transaction', async () => {
    captureMail(t);
    const ops = await loginAsOperator(t, await buildOperator(t, { role: 'PLATFORM_ADMIN' }));
    const res = await ops.post('/admin-platform/tenants', { companyName: 'Dakar Services', slug: 'dakar-services', country: 'SN', adminEmail: 'admin@dakar.test', adminPassword: 'long-enough-1' });
    expect(res.status).toBe(201);
    const codes = await asTenant(res.body.id, async () => (await Account.findAll()).map((a) => a.code));
    expect(codes).toContain('4431');
    const refused = await ops.post('/admin-platform/tenants', { companyName: 'Dakar Services', slug: 'dakar-services', country: 'SN', adminEmail: 'admin@dakar.test' });
    expect(refused.status).toBe(409);
  });

  it('seeds lazily a tenant that has no chart', async () => {
    const other = await accountingWorld(t);
    await asTenant(other.tenant.id, () => Account.destroy({ where: {} }));
    const res = await other.cfo.get('/accounting/chart-of-accounts/autocomplete?q=4431');
    expect(codesOf(res.body)).toEqual(['4431']);
  });
});

describe('searching the chart', () => {
  it('filters the list by class, type, status and words; sorts and pages', async () => {
    const cls = await w.cfo.get('/accounting/chart-of-accounts?accountClass=5&pageSize=200');
    expect((cls.body.items as AccountView[]).every((a) => a.accountClass === 5)).toBe(true);
    const words = await w.cfo.get('/accounting/chart-of-accounts?q=tva%20recuperable');
    expect(codesOf(words.body)).toEqual(['4451', '4452', '4454']);
    const sorted = await w.cfo.get('/accounting/chart-of-accounts?accountClass=7&sort=-code&pageSize=2&page=1');
    expect(sorted.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(codesOf(sorted.body)).toEqual(['79', '78']);
    expect((await w.cfo.get('/accounting/chart-of-accounts?sort=password')).status).toBe(400);
    expect((await w.cfo.get('/accounting/chart-of-accounts?accountClass=0')).status).toBe(400);
  });

  it('autocompletes by code prefix, then by title words, accents ignored', async () => {
    const code = await w.cfo.get('/accounting/chart-of-accounts/autocomplete?q=445');
    expect(codesOf(code.body)).toEqual(['4451', '4452', '4454']);
    const title = await w.cfo.get(`/accounting/chart-of-accounts/autocomplete?q=${encodeURIComponent('ÉLECTRICITÉ')}`);
    expect(codesOf(title.body)).toEqual(['6052']);
    const limited = await w.cfo.get('/accounting/chart-of-accounts/autocomplete?q=6&limit=5');
    expect(limited.body.items).toHaveLength(5);
    expect(limited.body.total).toBeGreaterThan(5);
    expect((await w.cfo.get('/accounting/chart-of-accounts/autocomplete?limit=500')).status).toBe(400);
  });
});

describe('managing accounts', () => {
  it('creates an account (accounting.manage) with class and type from its code', async () => {
    const res = await w.admin.post('/accounting/chart-of-accounts', { code: '411010', title: 'Client Bamba Transports' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: '411010', accountClass: 4, type: 'ASSET', status: 'ACTIVE', isSystem: false });
    const typed = await w.admin.post('/accounting/chart-of-accounts', { code: '4712', title: 'x' });
    expect(typed.status).toBe(409);
    const explicit = await w.admin.post('/accounting/chart-of-accounts', { code: '4718', title: 'Compte d’attente', type: 'ASSET' });
    expect(explicit.body.type).toBe('ASSET');
  });

  it('answers DUPLICATE for a code taken, VALIDATION_FAILED for a malformed one', async () => {
    const dup = await w.admin.post('/accounting/chart-of-accounts', { code: '4431', title: 'Doublon' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'DUPLICATE', errors: [{ path: 'code' }] });
    for (const code of ['0123', '', 'ABC', '1'.repeat(21)]) {
      const res = await w.admin.post('/accounting/chart-of-accounts', { code, title: 'x' });
      expect(res.status, code).toBe(400);
    }
  });

  it('is refused without accounting.manage (the accountant and the CFO lack it)', async () => {
    expect((await w.accountant.post('/accounting/chart-of-accounts', { code: '6058', title: 'x' })).status).toBe(403);
    expect((await w.cfo.post('/accounting/chart-of-accounts', { code: '6058', title: 'x' })).status).toBe(403);
    const manager = await loginAs(t, await buildUser(t, { tenant: w.tenant, permissions: ['accounting.manage'] }));
    expect((await manager.post('/accounting/chart-of-accounts', { code: '6058', title: 'Fournitures' })).status).toBe(201);
  });

  it('changes an unused account freely; a used one keeps its class', async () => {
    const account = (await w.admin.post('/accounting/chart-of-accounts', { code: '6059', title: 'Divers' }).expect(201)).body;
    const moved = await w.admin.put(`/accounting/chart-of-accounts/${account.id}`, { code: '7059', title: 'Produits divers' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ code: '7059', accountClass: 7, type: 'REVENUE' });

    await w.accountant.post('/accounting/journal', { date: '2026-03-10', label: 'x', lines: [{ accountCode: '5711', debit: 5 }, { accountCode: '7059', credit: 5 }] }).expect(201);
    const refused = await w.admin.put(`/accounting/chart-of-accounts/${account.id}`, { code: '6059' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'code' }] });
    const byClass = await w.admin.put(`/accounting/chart-of-accounts/${account.id}`, { accountClass: 6 });
    expect(byClass.status).toBe(422);
    expect(byClass.body.code).toBe('BUSINESS_RULE');

    const renumbered = await w.admin.put(`/accounting/chart-of-accounts/${account.id}`, { code: '70591', title: 'Produits divers (renuméroté)' });
    expect(renumbered.status).toBe(200);
    const lines = (await w.accountant.get('/accounting/journal?q=x&pageSize=200')).body.items.flatMap((e: { lines: Array<{ accountCode: string }> }) => e.lines);
    expect(lines.map((l: { accountCode: string }) => l.accountCode)).toContain('70591');
    expect((await w.admin.get(`/accounting/chart-of-accounts/${account.id}`)).body.code).toBe('70591');
  });

  it('keeps the code of a system account, refuses a class that is not the first digit', async () => {
    const system = (await w.cfo.get('/accounting/chart-of-accounts/autocomplete?q=4452')).body.items[0] as AccountView;
    const res = await w.admin.put(`/accounting/chart-of-accounts/${system.id}`, { code: '4459' });
    expect(res.status).toBe(422);
    const retitled = await w.admin.put(`/accounting/chart-of-accounts/${system.id}`, { title: 'TVA déductible sur achats' });
    expect(retitled.body).toMatchObject({ code: '4452', title: 'TVA déductible sur achats', isSystem: true });
    const unused = (await w.admin.post('/accounting/chart-of-accounts', { code: '6057', title: 'x' }).expect(201)).body;
    expect((await w.admin.put(`/accounting/chart-of-accounts/${unused.id}`, { accountClass: 7 })).status).toBe(400);
  });

  it('deactivates on DELETE: kept, listed as INACTIVE, gone from autocomplete, reactivated by PUT', async () => {
    const account = (await w.admin.post('/accounting/chart-of-accounts', { code: '6056', title: 'Achats de petit outillage' }).expect(201)).body;
    const res = await w.admin.delete(`/accounting/chart-of-accounts/${account.id}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('INACTIVE');
    expect(codesOf((await w.cfo.get('/accounting/chart-of-accounts?status=INACTIVE')).body)).toContain('6056');
    expect(codesOf((await w.cfo.get('/accounting/chart-of-accounts/autocomplete?q=6056')).body)).toEqual([]);
    expect(codesOf((await w.cfo.get('/accounting/chart-of-accounts/autocomplete?q=6056&includeInactive=true')).body)).toEqual(['6056']);
    const back = await w.admin.put(`/accounting/chart-of-accounts/${account.id}`, { status: 'ACTIVE' });
    expect(back.body.status).toBe('ACTIVE');
    expect((await w.admin.delete('/accounting/chart-of-accounts/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('records account changes in the audit trail', async () => {
    const account = (await w.admin.post('/accounting/chart-of-accounts', { code: '6055', title: 'Audit' }).expect(201)).body;
    await w.admin.delete(`/accounting/chart-of-accounts/${account.id}`).expect(200);
    const history = await w.cfo.get(`/audit/ACCOUNT/${account.id}`).expect(200);
    expect(history.body.items.map((e: { action: string }) => e.action).sort()).toEqual(['CREATE', 'STATE_CHANGE']);
  });
});
