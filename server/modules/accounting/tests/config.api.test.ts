import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { accountingWorld, type AccountingWorld } from './world';

let t: TestServer;
let w: AccountingWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-20T09:00:00Z' });
  w = await accountingWorld(t);
});
afterAll(() => t?.close());

const CI_IBAN = 'CI93CI0080111301134291200589';
const SN_IBAN = 'SN08SN0100152000048500003035';
const BJ_IBAN = 'BJ66BJ0610100100144390000769';

describe('accounting configuration', () => {
  it('answers the defaults of the tenant’s country', async () => {
    const res = await w.cfo.get('/accounting/config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      chartStandard: 'SYSCOHADA',
      country: 'CI',
      currency: 'XOF',
      taxRegime: 'NORMAL_REAL',
      standardVatRate: '18.00',
      vatPeriodicity: 'MONTHLY',
      socialBody: 'CNPS',
    });
    const fr = await accountingWorld(t, { country: 'FR', currency: 'EUR' });
    expect((await fr.cfo.get('/accounting/config')).body).toMatchObject({ chartStandard: 'PCG', currency: 'EUR', standardVatRate: '20.00', socialBody: 'URSSAF' });
    const ne = await accountingWorld(t, { country: 'NE' });
    expect((await ne.cfo.get('/accounting/config')).body).toMatchObject({ standardVatRate: '19.00', socialBody: 'CNSS' });
  });

  it('changes what is sent (accounting.manage), keeps the rest', async () => {
    const res = await w.admin.put('/accounting/config', { taxRegime: 'SIMPLIFIED_REAL', standardVatRate: 9, vatPeriodicity: 'QUARTERLY' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ taxRegime: 'SIMPLIFIED_REAL', standardVatRate: '9.00', vatPeriodicity: 'QUARTERLY', currency: 'XOF', socialBody: 'CNPS' });
    expect((await w.cfo.get('/accounting/config')).body.standardVatRate).toBe('9.00');
    const history = await w.cfo.get('/accounting/config');
    expect(history.body.taxRegime).toBe('SIMPLIFIED_REAL');
  });

  it('keeps each tenant’s configuration its own', async () => {
    const other = await accountingWorld(t);
    await other.admin.put('/accounting/config', { standardVatRate: 5, socialBody: 'CNSS' }).expect(200);
    expect((await other.cfo.get('/accounting/config')).body).toMatchObject({ standardVatRate: '5.00', socialBody: 'CNSS' });
    expect((await w.cfo.get('/accounting/config')).body).toMatchObject({ standardVatRate: '9.00', socialBody: 'CNPS' });
  });

  it('refuses bad values and callers without accounting.manage', async () => {
    for (const body of [{ currency: 'GBP' }, { standardVatRate: 101 }, { standardVatRate: '-1' }, { taxRegime: 'FLAT' }, { socialBody: 'XYZ' }, { vatPeriodicity: 'YEARLY' }, { country: 'US' }]) {
      const res = await w.admin.put('/accounting/config', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0].path).toBe(Object.keys(body)[0]);
    }
    expect((await w.accountant.put('/accounting/config', { currency: 'EUR' })).status).toBe(403);
    expect((await w.admin.get('/accounting/config')).body.currency).toBe('XOF');
  });
});

describe('tenant bank accounts', () => {
  it('registers a bank account on a 521x account, creating it, first one default', async () => {
    const res = await w.admin.post('/accounting/config/bank-accounts', { accountCode: '5211', title: 'Compte courant', bank: 'SGCI', iban: 'ci93 ci008 0111 3011 3429 1200 589', bic: 'SGCICIAB' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ accountCode: '5211', title: 'Compte courant', bank: 'SGCI', iban: CI_IBAN, bic: 'SGCICIAB', isDefault: true });
    const account = (await w.cfo.get('/accounting/chart-of-accounts/autocomplete?q=5211')).body.items[0];
    expect(account).toMatchObject({ code: '5211', accountClass: 5, type: 'ASSET', isSystem: true });
    const list = await w.cfo.get('/accounting/config/bank-accounts');
    expect(list.body).toMatchObject({ total: 1, items: [{ id: res.body.id }] });
  });

  it('validates IBANs (real WAEMU ones pass), BICs and the account prefix', async () => {
    const bad = await w.admin.post('/accounting/config/bank-accounts', { accountCode: '5212', title: 'x', bank: 'y', iban: 'CI94CI0080111301134291200589' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['iban']);
    const badBic = await w.admin.post('/accounting/config/bank-accounts', { accountCode: '5212', title: 'x', bank: 'y', iban: SN_IBAN, bic: 'S1' });
    expect(badBic.body.errors.map((e: { path: string }) => e.path)).toEqual(['bic']);
    const prefix = await w.admin.post('/accounting/config/bank-accounts', { accountCode: '5711', title: 'Caisse', bank: 'y', iban: SN_IBAN });
    expect(prefix.status).toBe(422);
    expect(prefix.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'accountCode' }] });
    expect((await w.cfo.get('/accounting/config/bank-accounts')).body.total).toBe(1);
  });

  it('refuses a second bank account on the same account code or IBAN', async () => {
    const sameCode = await w.admin.post('/accounting/config/bank-accounts', { accountCode: '5211', title: 'x', bank: 'y', iban: SN_IBAN });
    expect(sameCode.status).toBe(409);
    expect(sameCode.body).toMatchObject({ code: 'DUPLICATE', errors: [{ path: 'accountCode' }] });
    const sameIban = await w.admin.post('/accounting/config/bank-accounts', { accountCode: '5213', title: 'x', bank: 'y', iban: CI_IBAN });
    expect(sameIban.body).toMatchObject({ code: 'DUPLICATE', errors: [{ path: 'iban' }] });
  });

  it('keeps one default: a new default unsets the old one; deleting the default promotes another', async () => {
    const second = (await w.admin.post('/accounting/config/bank-accounts', { accountCode: '5212', title: 'Compte Sénégal', bank: 'CBAO', iban: SN_IBAN }).expect(201)).body;
    expect(second.isDefault).toBe(false);
    const third = (await w.admin.post('/accounting/config/bank-accounts', { accountCode: '5214', title: 'Compte Bénin', bank: 'BOA', iban: BJ_IBAN, isDefault: true }).expect(201)).body;
    expect(third.isDefault).toBe(true);
    const defaults = () => w.cfo.get('/accounting/config/bank-accounts').then((r) => r.body.items.filter((b: { isDefault: boolean }) => b.isDefault).map((b: { accountCode: string }) => b.accountCode));
    expect(await defaults()).toEqual(['5214']);

    const made = await w.admin.put(`/accounting/config/bank-accounts/${second.id}`, { isDefault: true, title: 'Compte CBAO' });
    expect(made.body).toMatchObject({ isDefault: true, title: 'Compte CBAO' });
    expect(await defaults()).toEqual(['5212']);
    const unset = await w.admin.put(`/accounting/config/bank-accounts/${second.id}`, { isDefault: false });
    expect(unset.status).toBe(422);

    await w.admin.delete(`/accounting/config/bank-accounts/${second.id}`).expect(204);
    const remaining = await defaults();
    expect(remaining).toHaveLength(1);
    expect((await w.admin.delete(`/accounting/config/bank-accounts/${second.id}`)).status).toBe(404);
    await w.admin.delete(`/accounting/config/bank-accounts?id=${third.id}`).expect(204);
    expect((await w.cfo.get('/accounting/config/bank-accounts')).body.items.map((b: { accountCode: string }) => b.accountCode)).toEqual(['5211']);
  });

  it('needs accounting.manage to change bank accounts and records them in the audit trail', async () => {
    expect((await w.accountant.post('/accounting/config/bank-accounts', { accountCode: '5215', title: 'x', bank: 'y', iban: SN_IBAN })).status).toBe(403);
    const [bank] = (await w.cfo.get('/accounting/config/bank-accounts')).body.items;
    expect((await w.cfo.delete(`/accounting/config/bank-accounts/${bank.id}`)).status).toBe(403);
    const history = await w.cfo.get(`/audit/BANK_ACCOUNT/${bank.id}`).expect(200);
    expect(history.body.items.map((e: { action: string }) => e.action)).toContain('CREATE');
  });

  it('binds French tenants’ bank accounts to 512x', async () => {
    const fr = await accountingWorld(t, { country: 'FR', currency: 'EUR' });
    const wrong = await fr.admin.post('/accounting/config/bank-accounts', { accountCode: '5211', title: 'x', bank: 'y', iban: 'FR1420041010050500013M02606' });
    expect(wrong.status).toBe(422);
    const ok = await fr.admin.post('/accounting/config/bank-accounts', { accountCode: '5121', title: 'Compte courant', bank: 'La Banque Postale', iban: 'FR1420041010050500013M02606' });
    expect(ok.status).toBe(201);
  });
});
