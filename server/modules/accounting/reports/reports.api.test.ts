import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildTenant, buildUser, loginAs, type ApiClient, type TestTenant } from '../../../test/factories';
import { writeEntries } from './ledger-fixture';
import { binary, pdfText } from '../tests/downloads';

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
      standard: 'SYSCOHADA',
      previousPeriod: { from: '2025-01-01', to: '2025-12-31' },
      charges: { total: '40000.00', previousTotal: '0.00', variationPercent: null },
      products: { total: '100000.00' },
      netResult: { amount: '60000.00', previousAmount: '0.00', variationPercent: null },
    });
    const line = (ref: string) => resultat.body.statement.find((l: { ref: string }) => l.ref === ref);
    expect(line('TA')).toMatchObject({ label: 'Ventes de marchandises', kind: 'LINE', amount: '100000.00', previousAmount: '0.00' });
    expect(line('RA')).toMatchObject({ amount: '-40000.00' });
    expect(line('XA')).toMatchObject({ kind: 'TOTAL', amount: '60000.00' });
    expect(line('XI')).toMatchObject({ grand: true, amount: '60000.00' });
    const bilan = await reader.get('/accounting/reports/bilan?asOf=2026-04-30').expect(200);
    expect(bilan.body).toMatchObject({
      asOf: '2026-04-30',
      previousAsOf: '2025-04-30',
      assets: { total: '618000.00' },
      liabilities: { resultOfYear: '60000.00', total: '618000.00' },
      balanced: true,
    });
    const ref = (side: 'assets' | 'liabilities', r: string) => bilan.body[side].lines.find((l: { ref: string }) => l.ref === r);
    expect(ref('assets', 'BI')).toMatchObject({ gross: '100000.00', depreciation: '0.00', net: '100000.00', previousNet: '0.00' });
    expect(ref('assets', 'BZ')).toMatchObject({ net: '618000.00' });
    expect(ref('liabilities', 'CJ')).toMatchObject({ net: '60000.00' });
    expect(ref('liabilities', 'DZ')).toMatchObject({ net: '618000.00' });
    const receivable = await reader.get('/accounting/reports/aging/receivable?asOf=2026-04-30').expect(200);
    expect(receivable.body.parties).toEqual([
      {
        thirdPartyId: expect.any(String),
        thirdParty: 'Société Ivoirienne',
        current: '0.00',
        days1To30: '0.00',
        days31To60: '100000.00',
        days61To90: '0.00',
        over90: '0.00',
        unappliedCredit: '0.00',
        total: '100000.00',
      },
    ]);
    const payable = await reader.get('/accounting/reports/aging/payable').expect(200);
    expect(payable.body).toMatchObject({ asOf: '2026-05-20', kind: 'payable', totals: { days31To60: '40000.00', total: '40000.00' } });
  });

  it('streams the CSV exports in English conventions by default: BOM, commas, decimal point, formula-safe cells', async () => {
    const ledger = await reader.get('/accounting/reports/grand-livre/export?from=2026-01-01&to=2026-12-31&accountPrefix=4111').expect(200);
    expect(ledger.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(ledger.headers['content-disposition']).toContain('grand-livre_2026-01-01_2026-12-31_4111.csv');
    expect(ledger.text.startsWith('\ufeff')).toBe(true);
    const rows = ledger.text.slice(1).trim().split('\n');
    expect(rows[0]).toBe('Account,Account title,Date,Journal,Piece,Label,Third party,Letter,Debit,Credit,Debit balance,Credit balance');
    expect(rows.slice(1).map((r) => r.replace(/[A-Z][A-Z0-9]*-2026-\d{5}/, 'PIECE'))).toEqual([
      '4111,Clients,2026-01-01,,,Opening balance,,,,,0.00,0.00',
      "4111,Clients,2026-02-10,OD,PIECE,'=Facture piégée,Société Ivoirienne,,118000.00,0.00,118000.00,0.00",
      '4111,Clients,2026-04-15,OD,PIECE,Règlement,Société Ivoirienne,,0.00,18000.00,100000.00,0.00',
      '4111,Clients,2026-12-31,,,Total 4111,,,118000.00,18000.00,100000.00,0.00',
      'TOTAL,,,,,,,,118000.00,18000.00,,',
    ]);
    const balance = await reader.get('/accounting/reports/balance/export?from=2026-01-01&to=2026-12-31').expect(200);
    expect(balance.text.trim().split('\n').at(-1)).toBe('TOTAL,,500000.00,500000.00,176000.00,176000.00,658000.00,658000.00');
    const journal = await reader.get('/accounting/reports/journal/export?from=2026-01-01&to=2026-12-31').expect(200);
    const journalRows = journal.text.slice(1).trim().split('\n');
    expect(journalRows[0]).toBe('Date,Journal,Piece,Source,Entry label,Line,Account,Account title,Third party,Label,Debit,Credit');
    expect(journalRows).toHaveLength(1 + 3 + 2 + 2 + 1);
    expect(journalRows.at(-1)).toBe(',,TOTAL,,,,,,,,176000.00,176000.00');
    const od = await reader.get('/accounting/reports/journal/export?from=2026-01-01&to=2026-12-31&journalCode=VT').expect(200);
    expect(od.text.slice(1).trim().split('\n')).toHaveLength(2);
  });

  it('exports in French conventions for a French reader: BOM, semicolons, 1 234,56, dd/mm/yyyy, French headers', async () => {
    const ledger = await reader.get('/accounting/reports/grand-livre/export?from=2026-01-01&to=2026-12-31&accountPrefix=4111').set('Accept-Language', 'fr-FR,fr;q=0.9').expect(200);
    expect(ledger.headers['content-language']).toBe('fr');
    expect(ledger.text.startsWith('\ufeffCompte;Intitulé;Date;Journal;Pièce;Libellé;Tiers;Lettrage;Débit;Crédit;Solde débiteur;Solde créditeur\r\n')).toBe(true);
    const rows = ledger.text.slice(1).trim().split('\r\n');
    expect(rows[1]).toBe('4111;Clients;01/01/2026;;;Solde à nouveau;;;;;0,00;0,00');
    expect(rows[3].replace(/[A-Z][A-Z0-9]*-2026-\d{5}/, 'PIECE')).toBe('4111;Clients;15/04/2026;OD;PIECE;Règlement;Société Ivoirienne;;0,00;18 000,00;100 000,00;0,00');
    expect(rows[4]).toBe('4111;Clients;31/12/2026;;;Total 4111;;;118 000,00;18 000,00;100 000,00;0,00');
    expect(rows.at(-1)).toBe('TOTAL;;;;;;;;118 000,00;18 000,00;;');
    const balance = await reader.get('/accounting/reports/balance/export?from=2026-01-01&to=2026-12-31').set('Accept-Language', 'fr').expect(200);
    expect(balance.text.trim().split('\r\n').at(-1)).toBe('TOTAL;;500 000,00;500 000,00;176 000,00;176 000,00;658 000,00;658 000,00');
    const receivable = await reader.get('/accounting/reports/aging/receivable/export?asOf=2026-04-30').set('Accept-Language', 'fr').expect(200);
    expect(receivable.headers['content-disposition']).toContain('balance-agee-clients_2026-04-30.csv');
    expect(receivable.text.slice(1).trim().split('\r\n')).toEqual([
      'Tiers;Non échu;1 à 30 jours;31 à 60 jours;61 à 90 jours;Plus de 90 jours;Avances non imputées;Total',
      'Société Ivoirienne;0,00;0,00;100 000,00;0,00;0,00;0,00;100 000,00',
      'TOTAL;0,00;0,00;100 000,00;0,00;0,00;0,00;100 000,00',
    ]);
    const resultat = await reader.get('/accounting/reports/resultat/export?from=2026-01-01&to=2026-12-31').set('Accept-Language', 'fr').expect(200);
    const resultatRows = parseCsv(resultat.text.slice(1), { delimiter: ';' }) as string[][];
    expect(resultatRows[0]).toEqual(['Réf.', 'Libellé', 'Exercice N', 'Exercice N-1', 'Variation %']);
    expect(resultatRows.find((r) => r[0] === 'RA')).toEqual(['RA', 'Achats de marchandises', '-40 000,00', '0,00', '']);
    expect(resultatRows.find((r) => r[0] === 'XI')).toEqual(['XI', 'RÉSULTAT NET', '60 000,00', '0,00', '']);
    const bilan = await reader.get('/accounting/reports/bilan/export?asOf=2026-04-30').set('Accept-Language', 'fr').expect(200);
    const bilanRows = parseCsv(bilan.text.slice(1), { delimiter: ';' }) as string[][];
    expect(bilanRows[0]).toEqual(['Côté', 'Réf.', 'Libellé', 'Brut', 'Amort. et dépréc.', 'Net N', 'Net N-1']);
    expect(bilanRows.find((r) => r[1] === 'BZ')).toEqual(['Actif', 'BZ', 'TOTAL GÉNÉRAL', '618 000,00', '0,00', '618 000,00', '0,00']);
    expect(bilanRows.find((r) => r[1] === 'DZ')).toEqual(['Passif', 'DZ', 'TOTAL GÉNÉRAL', '', '', '618 000,00', '0,00']);
  });

  it('exports every report as a workbook: numbers as numbers, totals as formulas', async () => {
    const { default: Excel } = await import('exceljs');
    const workbook = async (path: string) => {
      const res = await reader.get(path).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const book = new Excel.Workbook();
      await book.xlsx.load(res.body as ArrayBuffer);
      return book;
    };
    const balance = (await workbook('/accounting/reports/balance/export?from=2026-01-01&to=2026-12-31&format=xlsx')).worksheets[0];
    expect(balance.getRow(1).values).toEqual([undefined, 'Account', 'Account title', 'Opening debit', 'Opening credit', 'Period debit', 'Period credit', 'Closing debit', 'Closing credit']);
    const last = balance.getRow(balance.rowCount);
    expect(last.getCell(1).value).toBe('TOTAL');
    expect(last.getCell(5).value).toEqual({ formula: `SUM(E2:E${balance.rowCount - 1})`, result: 176000 });
    expect(balance.getRow(2).getCell(3).value).toEqual(expect.any(Number));
    const resultat = (await workbook('/accounting/reports/resultat/export?from=2026-01-01&to=2026-12-31&format=xlsx')).worksheets[0];
    const xa = resultat.getRows(1, resultat.rowCount)?.find((r) => r.getCell(1).value === 'XA');
    expect(xa?.getCell(3).value).toMatchObject({ formula: expect.stringMatching(/^C\d+\+C\d+\+C\d+$/), result: 60000 });
    const bilan = await workbook('/accounting/reports/bilan/export?asOf=2026-04-30&format=xlsx');
    expect(bilan.worksheets.map((w) => w.name)).toEqual(['Assets', 'Liabilities']);
    for (const path of ['grand-livre', 'journal', 'aging/receivable', 'aging/payable']) {
      const book = await workbook(`/accounting/reports/${path}/export?format=xlsx`);
      expect(book.worksheets[0].rowCount, path).toBeGreaterThan(1);
    }
  });

  it('prints the balance sheet and the income statement as PDF with the previous year', async () => {
    for (const [path, title] of [
      ['/accounting/reports/bilan/export?asOf=2026-04-30&format=pdf', 'Bilan'],
      ['/accounting/reports/resultat/export?from=2026-01-01&to=2026-12-31&format=pdf', 'Compte de résultat'],
    ]) {
      const res = await reader.get(path).set('Accept-Language', 'fr').buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = pdfText(res.body as Buffer);
      expect(text, path).toContain(title);
      expect(text, path).toContain('Exercice N-1');
    }
    const bilan = pdfText((await reader.get('/accounting/reports/bilan/export?asOf=2026-04-30&format=pdf').set('Accept-Language', 'fr').buffer(true).parse(binary)).body as Buffer);
    expect(bilan).toMatch(/BZ\s+TOTAL GÉNÉRAL\s+618 000\s+0\s+618 000\s+0/);
    expect(bilan).toMatch(/DZ\s+TOTAL GÉNÉRAL\s+618 000\s+0/);
  });

  it('refuses malformed export parameters', async () => {
    for (const path of [
      '/accounting/reports/bilan/export?asOf=2026-02-30',
      '/accounting/reports/resultat/export?from=2026-05-01&to=2026-04-01',
      '/accounting/reports/aging/payable/export?asOf=x',
      '/accounting/reports/balance/export?format=pdf',
      '/accounting/reports/grand-livre/export?thirdPartyId=nope',
    ]) {
      expect((await reader.get(path).expect(400)).body.code, path).toBe('VALIDATION_FAILED');
    }
  });
});
