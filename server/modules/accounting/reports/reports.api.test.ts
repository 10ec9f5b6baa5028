import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildTenant, buildUser, loginAs, type ApiClient, type TestTenant } from '../../../test/factories';
import { writeEntries } from './ledger-fixture';

const K = 100_000;
let t: TestServer;
let tenant: TestTenant;
let reader: ApiClient;
let stranger: ApiClient;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-05-20T09:00:00Z' });
  tenant = await buildTenant(t, { country: 'CI' });
  reader = await loginAs(t, await buildUser(t, { tenant, permissions: ['accounting.report.read'] }));
  stranger = await loginAs(t, await buildUser(t, { tenant, permissions: ['accounting.read', 'accounting.dashboard.read'] }));
  await writeEntries(t.server.container, 
    tenant.id,
    [
      { date: '2025-12-01', label: 'Apport', lines: [{ account: '5211', debit: 500 * K }, { account: '1013', credit: 500 * K }] },
      {
        date: '2026-02-10',
        label: '=Facture piégée',
        lines: [
          { account: '4111', debit: 118 * K, thirdParty: 'Société Ivoirienne', dueDate: '2026-03-12' },
          { account: '7011', credit: 100 * K },
          { account: '4431', credit: 18 * K },
        ],
      },
      { date: '2026-03-05', label: 'Achat', lines: [{ account: '6011', debit: 40 * K }, { account: '4011', credit: 40 * K, thirdParty: 'Fournisseur Y', dueDate: '2026-04-04' }] },
      { date: '2026-04-15', label: 'Règlement', lines: [{ account: '5211', debit: 18 * K }, { account: '4111', credit: 18 * K, thirdParty: 'Société Ivoirienne' }] },
    ],
    t.clock.now,
  );
});
afterAll(() => t?.close());

const REPORTS = [
  '/accounting/reports/grand-livre',
  '/accounting/reports/balance',
  '/accounting/reports/resultat',
  '/accounting/reports/bilan',
  '/accounting/reports/aging/receivable',
  '/accounting/reports/aging/payable',
  '/accounting/reports/grand-livre/export',
  '/accounting/reports/balance/export',
  '/accounting/reports/journal/export',
  '/accounting/reports/resultat/export',
  '/accounting/reports/bilan/export',
  '/accounting/reports/aging/receivable/export',
  '/accounting/reports/aging/payable/export',
];

describe('reports over HTTP', () => {
  it('needs accounting.report.read', async () => {
    for (const path of REPORTS) {
      expect((await stranger.get(path)).body.code, path).toBe('PERMISSION_DENIED');
      expect((await t.http.get(path)).status, path).toBe(401);
      expect((await reader.get(path)).status, path).toBe(200);
    }
  });

  it('documents every report, declaration and dashboard endpoint in the OpenAPI document', async () => {
    const doc = (await t.http.get('/openapi.json').expect(200)).body;
    for (const path of [
      ...REPORTS,
      '/accounting/vat/declaration',
      '/accounting/vat/declaration/export/electronic',
      '/accounting/social/declaration/auto',
      '/accounting/social/declaration/export/electronic',
      '/accounting/tax-declarations/{id}/submit',
      '/accounting/social-declarations/{id}',
      '/accounting/dashboard',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/accounting/reports/balance'].get.responses['200'].content['application/json'].schema).toBeDefined();
    expect(doc.paths['/accounting/reports/grand-livre/export'].get.responses['200'].content['text/csv']).toBeDefined();
  });

  it('needs the accounting module licensed', async () => {
    const unlicensed = await buildTenant(t, { modules: ['HR'] });
    const user = await loginAs(t, await buildUser(t, { tenant: unlicensed, permissions: ['accounting.report.read'] }));
    const res = await user.get('/accounting/reports/balance');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('MODULE_NOT_LICENSED');
  });

  it('refuses malformed parameters with the field named', async () => {
    const cases: Array<[string, string]> = [
      ['/accounting/reports/balance?from=2026-02-30', 'query.from'],
      ['/accounting/reports/balance?from=2026-05-01&to=2026-04-01', 'query.to'],
      ['/accounting/reports/grand-livre?accountPrefix=41%25', 'query.accountPrefix'],
      ['/accounting/reports/grand-livre?pageSize=5001', 'query.pageSize'],
      ['/accounting/reports/grand-livre?page=0', 'query.page'],
      ['/accounting/reports/resultat?comparative=maybe', 'query.comparative'],
      ['/accounting/reports/bilan?asOf=yesterday', 'query.asOf'],
      ['/accounting/reports/aging/payable?asOf=2026-13-01', 'query.asOf'],
      ['/accounting/reports/journal/export?to=2026-01-01&from=2026-02-01', 'query.to'],
    ];
    for (const [path, field] of cases) {
      const res = await reader.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect([...new Set(res.body.errors.map((e: { path: string }) => e.path))], path).toEqual([field]);
    }
  });

  it('defaults to the current calendar year and answers amounts as decimal strings', async () => {
    const res = await reader.get('/accounting/reports/balance').expect(200);
    expect(res.body).toMatchObject({ from: '2026-01-01', to: '2026-12-31', accountPrefix: null });
    expect(res.body.accounts.find((a: { accountCode: string }) => a.accountCode === '5211')).toEqual({
      accountCode: '5211',
      accountTitle: expect.any(String),
      openingDebit: '500000.00',
      openingCredit: '0.00',
      periodDebit: '18000.00',
      periodCredit: '0.00',
      closingDebit: '518000.00',
      closingCredit: '0.00',
    });
    expect(res.body.totals).toEqual({
      openingDebit: '500000.00',
      openingCredit: '500000.00',
      periodDebit: '176000.00',
      periodCredit: '176000.00',
      closingDebit: '658000.00',
      closingCredit: '658000.00',
      balanced: true,
    });
  });

  it('pages the grand-livre lines with running balances', async () => {
    const res = await reader.get('/accounting/reports/grand-livre?from=2026-01-01&to=2026-06-30&accountPrefix=4111&pageSize=1&page=2').expect(200);
    expect(res.body.accounts).toEqual([
      { accountCode: '4111', accountTitle: 'Clients', openingBalance: '0.00', totalDebit: '118000.00', totalCredit: '18000.00', closingBalance: '100000.00', lineCount: 2 },
    ]);
    expect(res.body.lines).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(res.body.lines.items).toEqual([
      expect.objectContaining({ accountCode: '4111', date: '2026-04-15', label: 'Règlement', debit: '0.00', credit: '18000.00', balance: '100000.00' }),
    ]);
  });

  it('answers the income statement with the comparative option, the balance sheet and the aged balances', async () => {
    const resultat = await reader.get('/accounting/reports/resultat?from=2026-01-01&to=2026-12-31&comparative=true').expect(200);
    expect(resultat.body).toMatchObject({
      comparative: true,
      previousPeriod: { from: '2025-01-01', to: '2025-12-31' },
      charges: { total: '40000.00', previousTotal: '0.00', variationPercent: null },
      products: { total: '100000.00' },
      netResult: { amount: '60000.00', previousAmount: '0.00', variationPercent: null },
    });
    const bilan = await reader.get('/accounting/reports/bilan?asOf=2026-04-30').expect(200);
    expect(bilan.body).toMatchObject({ asOf: '2026-04-30', assets: { total: '618000.00' }, liabilities: { resultOfYear: '60000.00', total: '618000.00' }, balanced: true });
    const receivable = await reader.get('/accounting/reports/aging/receivable?asOf=2026-04-30').expect(200);
    expect(receivable.body.parties).toEqual([
      { thirdParty: 'Société Ivoirienne', current: '0.00', days1To30: '0.00', days31To60: '100000.00', days61To90: '0.00', over90: '0.00', unappliedCredit: '0.00', total: '100000.00' },
    ]);
    const payable = await reader.get('/accounting/reports/aging/payable').expect(200);
    expect(payable.body).toMatchObject({ asOf: '2026-05-20', kind: 'payable', totals: { days31To60: '40000.00', total: '40000.00' } });
  });

  it('streams the CSV exports with a header row and formula-safe cells', async () => {
    const ledger = await reader.get('/accounting/reports/grand-livre/export?from=2026-01-01&to=2026-12-31&accountPrefix=4111').expect(200);
    expect(ledger.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(ledger.headers['content-disposition']).toContain('grand-livre_2026-01-01_2026-12-31_4111.csv');
    const rows = ledger.text.trim().split('\n');
    expect(rows[0]).toBe('accountCode,accountTitle,date,pieceNumber,label,debit,credit,balance');
    expect(rows.slice(1).map((r) => r.replace(/JRN-2026-\d{5}/, 'PIECE'))).toEqual([
      "4111,Clients,2026-02-10,PIECE,'=Facture piégée,118000.00,0.00,118000.00",
      '4111,Clients,2026-04-15,PIECE,Règlement,0.00,18000.00,100000.00',
    ]);
    const balance = await reader.get('/accounting/reports/balance/export?from=2026-01-01&to=2026-12-31').expect(200);
    expect(balance.text.trim().split('\n').at(-1)).toBe('TOTAL,,500000.00,500000.00,176000.00,176000.00,658000.00,658000.00');
    const journal = await reader.get('/accounting/reports/journal/export?from=2026-01-01&to=2026-12-31').expect(200);
    const journalRows = journal.text.trim().split('\n');
    expect(journalRows[0]).toBe('date,pieceNumber,source,entryLabel,lineNo,accountCode,accountTitle,label,debit,credit');
    expect(journalRows).toHaveLength(1 + 3 + 2 + 2);
  });

  it('exports the income statement, balance sheet and aged balances as CSV, figures and totals as on screen', async () => {
    const resultat = await reader.get('/accounting/reports/resultat/export?from=2026-01-01&to=2026-12-31&comparative=true').expect(200);
    expect(resultat.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(resultat.headers['content-disposition']).toContain('compte-de-resultat_2026-01-01_2026-12-31.csv');
    const resultatRows = parseCsv(resultat.text) as string[][];
    expect(resultatRows[0]).toEqual(['section', 'accountCode', 'accountTitle', 'amount', 'previousAmount', 'variationPercent']);
    expect(resultatRows.slice(1)).toEqual([
      ['CHARGE', '6011', 'Achats de marchandises', '40000.00', '0.00', ''],
      ['PRODUCT', '7011', 'Ventes de marchandises', '100000.00', '0.00', ''],
      ['TOTAL_CHARGES', '', '', '40000.00', '0.00', ''],
      ['TOTAL_PRODUCTS', '', '', '100000.00', '0.00', ''],
      ['ORDINARY_RESULT', '', '', '60000.00', '0.00', ''],
      ['HAO_RESULT', '', '', '0.00', '0.00', ''],
      ['NET_RESULT', '', '', '60000.00', '0.00', ''],
    ]);
    const plain = await reader.get('/accounting/reports/resultat/export?from=2026-01-01&to=2026-12-31').expect(200);
    expect(plain.text.trim().split('\n').at(-1)).toBe('NET_RESULT,,,60000.00,,');

    const bilan = await reader.get('/accounting/reports/bilan/export?asOf=2026-04-30').expect(200);
    expect(bilan.headers['content-disposition']).toContain('bilan_2026-04-30.csv');
    const bilanRows = parseCsv(bilan.text) as string[][];
    expect(bilanRows[0]).toEqual(['side', 'accountCode', 'accountTitle', 'amount']);
    expect(bilanRows.slice(1).map(([side, code, , amount]) => [side, code, amount])).toEqual([
      ['ASSET', '4111', '100000.00'],
      ['ASSET', '5211', '518000.00'],
      ['LIABILITY', '1013', '500000.00'],
      ['LIABILITY', '4011', '40000.00'],
      ['LIABILITY', '4431', '18000.00'],
      ['RESULT_OF_YEAR', '', '60000.00'],
      ['PRIOR_YEARS_RESULT', '', '0.00'],
      ['TOTAL_ASSETS', '', '618000.00'],
      ['TOTAL_LIABILITIES', '', '618000.00'],
    ]);
    expect(bilanRows[3][2]).toBe('Capital souscrit, appelé, versé, non amorti');

    const receivable = await reader.get('/accounting/reports/aging/receivable/export?asOf=2026-04-30').expect(200);
    expect(receivable.headers['content-disposition']).toContain('balance-agee-clients_2026-04-30.csv');
    expect(receivable.text.trim().split('\n')).toEqual([
      'thirdParty,current,days1To30,days31To60,days61To90,over90,unappliedCredit,total',
      'Société Ivoirienne,0.00,0.00,100000.00,0.00,0.00,0.00,100000.00',
      'TOTAL,0.00,0.00,100000.00,0.00,0.00,0.00,100000.00',
    ]);
    const payable = await reader.get('/accounting/reports/aging/payable/export').expect(200);
    expect(payable.headers['content-disposition']).toContain('balance-agee-fournisseurs_2026-05-20.csv');
    expect(payable.text.trim().split('\n').at(-1)).toBe('TOTAL,0.00,0.00,40000.00,0.00,0.00,0.00,40000.00');

    for (const path of ['/accounting/reports/bilan/export?asOf=2026-02-30', '/accounting/reports/resultat/export?from=2026-05-01&to=2026-04-01', '/accounting/reports/aging/payable/export?asOf=x']) {
      expect((await reader.get(path).expect(400)).body.code, path).toBe('VALIDATION_FAILED');
    }
  });
});
