import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildReconciliationWorld, fixture, upload, type ReconciliationWorld } from './world';

let t: TestServer;
let w: ReconciliationWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-04-02T09:00:00Z' });
  w = await buildReconciliationWorld(t);
});
afterAll(() => t?.close());

const counts = async () => {
  const imports = (await w.accountant.get('/accounting/reconciliation/imports').expect(200)).body.total as number;
  const unmatched = (await w.accountant.get('/accounting/reconciliation/unmatched').expect(200)).body.total as number;
  return { imports, unmatched };
};

describe('statement import', () => {
  it('imports a CSV statement (semicolons, decimal comma, debit/credit columns) with its lines', async () => {
    const res = await upload(w.accountant, { bankAccountId: w.bankAccountId }, fixture('releve-2026-03.csv'), 'releve-2026-03.csv');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      bankAccountId: w.bankAccountId,
      bankAccountTitle: 'Compte courant',
      accountCode: '5211',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      fileName: 'releve-2026-03.csv',
      format: 'CSV',
      lineCount: 4,
      matchedCount: 0,
      totalCredit: '1180000.00',
      totalDebit: '297500.50',
      openingBalance: null,
    });
    const lines = await w.cfo.get(`/accounting/reconciliation/imports/${res.body.id}/lines`).expect(200);
    expect(lines.body).toMatchObject({ page: 1, pageSize: 50, total: 4 });
    expect(lines.body.items.map((l: { date: string; amount: string; status: string; actions: string[] }) => [l.date, l.amount, l.status, l.actions])).toEqual([
      ['2026-03-05', '1180000.00', 'UNMATCHED', []],
      ['2026-03-12', '-250000.50', 'UNMATCHED', []],
      ['2026-03-20', '-45000.00', 'UNMATCHED', []],
      ['2026-03-20', '-2500.00', 'UNMATCHED', []],
    ]);
    const asManager = await w.accountant.get(`/accounting/reconciliation/imports/${res.body.id}/lines?pageSize=1&page=2&sort=-amount`).expect(200);
    expect(asManager.body.items.map((l: { amount: string; actions: string[] }) => [l.amount, l.actions])).toEqual([['-2500.00', ['match']]]);
  });

  it('refuses to import the same movements again, naming them, and writes nothing', async () => {
    const before = await counts();
    const res = await upload(w.accountant, { bankAccountId: w.bankAccountId }, fixture('releve-2026-03.csv'), 'copie.csv');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('DUPLICATE');
    expect(res.body.errors).toHaveLength(4);
    expect(res.body.errors[0]).toEqual({ path: 'lines[1]', message: expect.stringMatching(/releve-2026-03\.csv.*2026-03-05 VIR ABIDJAN NEGOCE 1180000\.00/) });
    expect(await counts()).toEqual(before);
  });

  it('imports OFX 1.x (SGML) with FITIDs and the ledger balance, and refuses a re-import by FITID', async () => {
    const res = await upload(w.accountant, { bankAccountId: w.bankAccountId }, fixture('releve-sgbci-2026-03.ofx'), 'sgbci.ofx');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ format: 'OFX', currency: 'XOF', lineCount: 2, closingBalance: '2430000.00' });
    const lines = (await w.accountant.get(`/accounting/reconciliation/imports/${res.body.id}/lines`).expect(200)).body.items;
    expect(lines.map((l: { externalId: string }) => l.externalId)).toEqual(['SG2026030501', 'SG2026031201']);
    const again = await upload(w.accountant, { bankAccountId: w.bankAccountId }, fixture('releve-sgbci-2026-03.ofx'), 'sgbci-bis.ofx');
    expect(again.status).toBe(409);
    expect(again.body.errors.map((e: { message: string }) => e.message.slice(0, 38))).toEqual(['Already imported (SG2026030501, file s', 'Already imported (SG2026031201, file s']);
  });

  it('imports OFX 2.x (XML) and MT940 with opening and closing balances', async () => {
    const xml = await upload(w.accountant, { bankAccountId: w.bankAccountId }, fixture('releve-2026-03.ofx.xml'), 'bnp.ofx');
    expect(xml.status, JSON.stringify(xml.body)).toBe(201);
    expect(xml.body).toMatchObject({ format: 'OFX', currency: 'EUR', lineCount: 2, totalCredit: '1500.25', totalDebit: '89.90' });
    const sta = await upload(w.accountant, { bankAccountId: w.bankAccountId }, fixture('releve-2026-03.sta'), 'releve.sta');
    expect(sta.status, JSON.stringify(sta.body)).toBe(201);
    expect(sta.body).toMatchObject({ format: 'MT940', currency: 'XOF', lineCount: 3, openingBalance: '1500000.00', closingBalance: '2384999.50' });
  });

  it('refuses malformed and inconsistent files with a problem listing what is wrong, never a 500, and writes nothing', async () => {
    const before = await counts();
    const unbalanced = await upload(w.accountant, { bankAccountId: w.bankAccountId }, fixture('releve-desequilibre.sta'), 'faux.sta');
    expect(unbalanced.status).toBe(422);
    expect(unbalanced.body.code).toBe('BUSINESS_RULE');
    expect(unbalanced.body.errors[0].path).toMatch(/^file\./);
    const badCsv = await upload(w.accountant, { bankAccountId: w.bankAccountId }, Buffer.from('Date;Libellé;Montant\n31/02/2026;A;10\n01/03/2026;B;dix\n'), 'x.csv');
    expect(badCsv.status).toBe(400);
    expect(badCsv.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'file.row 2.date' }, { path: 'file.row 3.amount' }] });
    for (const garbage of [Buffer.from([0, 1, 2, 3, 255]), Buffer.from('<OFX><garbage'), Buffer.from(':20:X\n:25:Y\n:60F:nonsense\n:61:zz\n:62F:zz\n'), Buffer.from('hello')]) {
      const res = await upload(w.accountant, { bankAccountId: w.bankAccountId }, garbage, 'garbage.txt');
      expect([400, 422], JSON.stringify(res.body)).toContain(res.status);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    const outside = await upload(w.accountant, { bankAccountId: w.bankAccountId, periodStart: '2026-03-01', periodEnd: '2026-03-15' }, Buffer.from('Date;Libellé;Montant\n10/03/2026;A;10\n16/03/2026;B;20\n'), 'avril.csv');
    expect(outside.status).toBe(422);
    expect(outside.body.errors).toEqual([{ path: 'lines[2]', message: expect.stringContaining('Dated 2026-03-16, outside 2026-03-01 – 2026-03-15') }]);
    const badPeriod = await upload(w.accountant, { bankAccountId: w.bankAccountId, periodStart: '2026-03-31', periodEnd: '2026-03-01' }, fixture('releve-comma.csv'), 'x.csv');
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.errors[0].path).toBe('periodEnd');
    const unknownAccount = await upload(w.accountant, { bankAccountId: '00000000-0000-4000-8000-000000000000' }, fixture('releve-comma.csv'), 'x.csv');
    expect(unknownAccount.status).toBe(422);
    expect(unknownAccount.body.errors[0].path).toBe('bankAccountId');
    const noFile = await w.accountant.post('/accounting/reconciliation/imports/parse').field('bankAccountId', w.bankAccountId).field('periodStart', '2026-03-01').field('periodEnd', '2026-03-31');
    expect(noFile.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('lists imports by bank account and unmatched lines by account and date range', async () => {
    const all = await w.cfo.get(`/accounting/reconciliation/imports?bankAccountId=${w.bankAccountId}`).expect(200);
    expect(all.body.total).toBe(4);
    expect((await w.cfo.get('/accounting/reconciliation/imports?bankAccountId=00000000-0000-4000-8000-000000000000').expect(200)).body.total).toBe(0);
    const range = await w.cfo.get(`/accounting/reconciliation/unmatched?bankAccountId=${w.bankAccountId}&from=2026-03-12&to=2026-03-12`).expect(200);
    expect(range.body.items.map((l: { date: string; amount: string }) => [l.date, l.amount])).toEqual([
      ['2026-03-12', '-250000.50'],
      ['2026-03-12', '-250000.50'],
      ['2026-03-12', '-250000.50'],
    ]);
    expect((await w.cfo.get('/accounting/reconciliation/unmatched?from=nope').expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('permissions: the CFO reads but does not import, an employee sees nothing', async () => {
    expect((await upload(w.cfo, { bankAccountId: w.bankAccountId }, fixture('releve-comma.csv'), 'x.csv')).status).toBe(403);
    for (const path of ['/accounting/reconciliation/imports', '/accounting/reconciliation/unmatched']) {
      expect((await w.employee.get(path)).body.code).toBe('PERMISSION_DENIED');
    }
    expect((await upload(w.employee, { bankAccountId: w.bankAccountId }, fixture('releve-comma.csv'), 'x.csv')).status).toBe(403);
    await t.http.get('/accounting/reconciliation/imports').expect(401);
  });
});
