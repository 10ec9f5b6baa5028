import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { accountingWorld, type AccountingWorld, type LineBody } from './world';

let t: TestServer;
let w: AccountingWorld;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-20T09:00:00Z' });
  w = await accountingWorld(t);
  api = w.accountant;
});
afterAll(() => t?.close());

interface Line {
  id: string;
  accountCode: string;
  debit: string;
  credit: string;
  thirdPartyId: string | null;
  letterCode: string | null;
}
interface Entry {
  id: string;
  pieceNumber: string;
  journalCode: string;
  lines: Line[];
}

type EntryBody = { date: string; label?: string; source?: string; journalId?: string; lines: Array<LineBody & { reference?: string }> };

/** Records and posts an entry (in the journals' tenant unless another client is given). */
async function posted(body: EntryBody, client: ApiClient = api): Promise<Entry> {
  const created = await client.post('/accounting/journal', { label: 'Écriture', ...body }).expect(201);
  return (await client.post(`/accounting/journal/${created.body.id}/post`).expect(200)).body as Entry;
}

const journalId = async (client: ApiClient, code: string) =>
  ((await client.get('/accounting/journals').expect(200)).body.items as Array<{ id: string; code: string }>).find((j) => j.code === code)?.id as string;

describe('journals', () => {
  it('seeds the standard journals, gives each bank account its journal, and numbers pieces per journal and year', async () => {
    const seeded = (await api.get('/accounting/journals').expect(200)).body.items as Array<{ code: string; kind: string; active: boolean }>;
    expect(seeded.map((j) => [j.code, j.kind])).toEqual([
      ['AC', 'PURCHASES'],
      ['AN', 'OPENING'],
      ['CA', 'CASH'],
      ['OD', 'MISC'],
      ['VT', 'SALES'],
    ]);
    const bank = await w.admin.post('/accounting/config/bank-accounts', { accountCode: '5211', title: 'Compte courant', bank: 'SGCI', iban: 'CI93CI0080111301134291200589' }).expect(201);
    const bq = ((await api.get('/accounting/journals?kind=BANK').expect(200)).body.items as Array<{ code: string; bankAccountId: string; accountCode: string }>)[0];
    expect(bq).toMatchObject({ code: 'BQ1', bankAccountId: bank.body.id, accountCode: '5211' });

    const vt = await journalId(api, 'VT');
    const sale = (n: number, date = '2026-03-02') => ({ date, journalId: vt, lines: [{ accountCode: '4111', debit: n, thirdParty: 'Client Kouamé' }, { accountCode: '7011', credit: n }] });
    expect((await posted(sale(1000))).pieceNumber).toBe('VT-2026-00001');
    expect((await posted(sale(2000))).pieceNumber).toBe('VT-2026-00002');
    expect((await posted(sale(3000, '2025-12-30'))).pieceNumber).toBe('VT-2025-00001');
    // A manual entry without journal goes to OD; a payment moving 5211 to the bank journal; a sale by source to VT.
    expect((await posted({ date: '2026-03-03', lines: [{ accountCode: '6051', debit: 500 }, { accountCode: '4011', credit: 500 }] })).pieceNumber).toBe('OD-2026-00001');
    const payment = await posted({ date: '2026-03-04', source: 'PAYMENT', lines: [{ accountCode: '5211', debit: 1000 }, { accountCode: '4111', credit: 1000, thirdParty: 'Client Kouamé' }] });
    expect(payment).toMatchObject({ pieceNumber: 'BQ1-2026-00001', journalCode: 'BQ1' });
    const cash = await posted({ date: '2026-03-04', source: 'PAYMENT', lines: [{ accountCode: '5711', debit: 200 }, { accountCode: '4111', credit: 200, thirdParty: 'Client Kouamé' }] });
    expect(cash.pieceNumber).toBe('CA-2026-00001');
    expect((await posted({ date: '2026-03-05', source: 'INVOICE', lines: [{ accountCode: '4111', debit: 10 }, { accountCode: '7011', credit: 10 }] })).pieceNumber).toBe('VT-2026-00003');

    const list = await api.get('/accounting/journal?journalCode=VT&pageSize=50').expect(200);
    expect((list.body.items as Entry[]).map((e) => e.pieceNumber).sort()).toEqual(['VT-2025-00001', 'VT-2026-00001', 'VT-2026-00002', 'VT-2026-00003']);
    expect((await api.get(`/accounting/journal?journalId=${vt}&from=2026-01-01`).expect(200)).body.total).toBe(3);
  });

  it('refuses the opening journal to ordinary entries, duplicate codes, unknown journals, and creation without accounting.manage', async () => {
    const an = await journalId(api, 'AN');
    const opening = await api.post('/accounting/journal', { date: '2026-03-06', label: 'x', journalId: an, lines: [{ accountCode: '6051', debit: 1 }, { accountCode: '4011', credit: 1 }] });
    expect(opening.status).toBe(422);
    expect(opening.body.errors).toEqual([expect.objectContaining({ path: 'journalId' })]);
    const unknown = await api.post('/accounting/journal', { date: '2026-03-06', label: 'x', journalId: '00000000-0000-4000-8000-000000000000', lines: [{ accountCode: '6051', debit: 1 }, { accountCode: '4011', credit: 1 }] });
    expect(unknown.status).toBe(422);
    expect((await api.post('/accounting/journals', { code: 'HA', name: 'Achats HA', kind: 'PURCHASES' })).status).toBe(403);
    const created = await w.admin.post('/accounting/journals', { code: 'ha', name: 'Achats import', kind: 'PURCHASES' }).expect(201);
    expect(created.body).toMatchObject({ code: 'HA', kind: 'PURCHASES', active: true });
    const dup = await w.admin.post('/accounting/journals', { code: 'HA', name: 'Encore', kind: 'PURCHASES' });
    expect(dup.status).toBe(409);
    expect((await w.admin.post('/accounting/journals', { code: 'BQ9', name: 'Banque', kind: 'BANK' })).status).toBe(422);
    const entry = await posted({ date: '2026-03-06', journalId: created.body.id, lines: [{ accountCode: '6051', debit: 1 }, { accountCode: '4011', credit: 1 }] });
    expect(entry.pieceNumber).toBe('HA-2026-00001');
    await w.admin.put(`/accounting/journals/${created.body.id}`, { active: false }).expect(200);
    expect((await api.post('/accounting/journal', { date: '2026-03-06', label: 'x', journalId: created.body.id, lines: [{ accountCode: '6051', debit: 1 }, { accountCode: '4011', credit: 1 }] })).status).toBe(422);
  });
});

describe('third parties and lettering', () => {
  let lw: AccountingWorld;
  let acc: ApiClient;
  let invoiceA: Entry;
  let paymentA: Entry;
  let invoiceB: Entry;
  let partialB: Entry;
  const receivable = (e: Entry) => e.lines.find((l) => l.accountCode === '4111') as Line;

  beforeAll(async () => {
    lw = await accountingWorld(t);
    acc = lw.accountant;
    const sale = (party: string, amount: number, date: string, reference: string) => ({
      date,
      label: `Facture ${reference}`,
      lines: [{ accountCode: '4111', debit: amount, thirdParty: party, dueDate: date, reference }, { accountCode: '7011', credit: amount }],
    });
    const settle = (party: string, amount: number, date: string, reference: string) => ({
      date,
      label: `Règlement ${reference}`,
      lines: [{ accountCode: '521', debit: amount }, { accountCode: '4111', credit: amount, thirdParty: party, reference }],
    });
    invoiceA = await posted(sale('Société Alpha', 118000, '2026-01-05', 'FA-001'), acc);
    paymentA = await posted(settle('Société Alpha', 118000, '2026-02-01', 'FA-001'), acc);
    invoiceB = await posted(sale('Société Bêta', 50000, '2026-01-10', 'FB-001'), acc);
    partialB = await posted(settle('Société Bêta', 20000, '2026-02-10', 'FB-001'), acc);
  });

  it('names the third party on third-party account lines, and filters the general ledger by it', async () => {
    const alpha = receivable(invoiceA).thirdPartyId as string;
    expect(alpha).toMatch(/^[0-9a-f-]{36}$/);
    expect(receivable(paymentA).thirdPartyId).toBe(alpha);
    expect(invoiceA.lines.find((l) => l.accountCode === '7011')?.thirdPartyId).toBeNull();
    const party = await acc.get(`/accounting/third-parties/${alpha}`).expect(200);
    expect(party.body).toMatchObject({ name: 'Société Alpha', kind: 'CUSTOMER', code: expect.stringMatching(/^C\d{5}$/) });
    const ledger = await lw.admin.get(`/accounting/reports/grand-livre?from=2026-01-01&to=2026-12-31&accountPrefix=4111&thirdPartyId=${alpha}`).expect(200);
    expect(ledger.body.lines.items.map((l: { debit: string; credit: string }) => [l.debit, l.credit])).toEqual([
      ['118000.00', '0.00'],
      ['0.00', '118000.00'],
    ]);
  });

  it('refuses lines that do not cancel out, lines of different accounts or third parties, and lines not on a third-party account', async () => {
    const notBalanced = await acc.post('/accounting/lettering', { lineIds: [receivable(invoiceB).id, receivable(partialB).id] });
    expect(notBalanced.status).toBe(422);
    expect(notBalanced.body).toMatchObject({ code: 'BUSINESS_RULE', reason: 'NOT_BALANCED', difference: '30000.00' });
    const bank = paymentA.lines.find((l) => l.accountCode === '521') as Line;
    const accounts = await acc.post('/accounting/lettering', { lineIds: [receivable(invoiceA).id, bank.id] });
    expect(accounts.body).toMatchObject({ code: 'BUSINESS_RULE', reason: 'DIFFERENT_ACCOUNTS' });
    const parties = await acc.post('/accounting/lettering', { lineIds: [receivable(invoiceA).id, receivable(partialB).id] });
    expect(parties.body).toMatchObject({ code: 'BUSINESS_RULE', reason: 'DIFFERENT_THIRD_PARTIES' });
    const sales = await acc.post('/accounting/lettering', { lineIds: [invoiceA.lines[1].id, invoiceB.lines[1].id] });
    expect(sales.body).toMatchObject({ code: 'BUSINESS_RULE', reason: 'NOT_LETTERABLE' });
    expect((await lw.cfo.post('/accounting/lettering', { lineIds: [receivable(invoiceA).id, receivable(paymentA).id] })).status).toBe(403);
    const lines = await acc.get('/accounting/lettering/lines?accountCode=4111&from=2026-01-01').expect(200);
    expect(lines.body.items.every((l: Line) => l.letterCode === null)).toBe(true);
  });

  it('letters two lines, refuses lettering them again, and aged balances read only unlettered items; unlettering restores them', async () => {
    const before = await lw.admin.get('/accounting/reports/aging/receivable?asOf=2026-03-20').expect(200);
    expect(before.body.parties.map((p: { thirdParty: string }) => p.thirdParty)).toContain('Société Bêta');

    const lettering = await acc.post('/accounting/lettering', { lineIds: [receivable(invoiceA).id, receivable(paymentA).id] }).expect(201);
    expect(lettering.body).toMatchObject({ accountCode: '4111', code: 'A', lineCount: 2, total: '118000.00', automatic: false, letteredOn: '2026-02-01' });
    const again = await acc.post('/accounting/lettering', { lineIds: [receivable(invoiceA).id, receivable(paymentA).id] });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', letterCodes: ['A'] });

    const entry = (await acc.get(`/accounting/journal/${invoiceA.id}`).expect(200)).body as Entry;
    expect(receivable(entry)).toMatchObject({ debit: '118000.00', credit: '0.00', letterCode: 'A' });
    const open = await acc.get('/accounting/lettering/lines?accountCode=4111&from=2026-01-01').expect(200);
    expect(open.body.items.map((l: Line) => l.id).sort()).toEqual([receivable(invoiceB).id, receivable(partialB).id].sort());
    expect(open.body.totals.balance).toBe('30000.00');
    const aged = await lw.admin.get('/accounting/reports/aging/receivable?asOf=2026-03-20').expect(200);
    expect(aged.body.parties.map((p: { thirdParty: string }) => p.thirdParty)).not.toContain('Société Alpha');
    expect(aged.body.parties.find((p: { thirdParty: string }) => p.thirdParty === 'Société Bêta')).toMatchObject({ total: '30000.00' });

    await acc.delete(`/accounting/lettering/${lettering.body.id}`).expect(204);
    const reopened = await acc.get('/accounting/lettering/lines?accountCode=4111&from=2026-01-01').expect(200);
    expect(reopened.body.items).toHaveLength(4);
    expect((await acc.get(`/accounting/lettering/${lettering.body.id}`)).status).toBe(404);
  });

  it('letters automatically by reference and amount, then concurrent manual letterings of one line: exactly one wins', async () => {
    const auto = await acc.post('/accounting/lettering/auto', { accountCode: '4111' }).expect(200);
    expect(auto.body).toEqual({ letterings: 1, lines: 2 });
    const lettered = (await acc.get('/accounting/lettering/lines?accountCode=4111&status=LETTERED&from=2026-01-01').expect(200)).body.items as Line[];
    expect(lettered.map((l) => l.id).sort()).toEqual([receivable(invoiceA).id, receivable(paymentA).id].sort());
    // The account's codes run on: an undone lettering's code is not handed out again.
    expect(lettered[0].letterCode).toBe('B');

    const rest = await posted({ date: '2026-03-01', lines: [{ accountCode: '521', debit: 30000 }, { accountCode: '4111', credit: 30000, thirdParty: 'Société Bêta' }] }, acc);
    const ids = [receivable(invoiceB).id, receivable(partialB).id, receivable(rest).id];
    const results = await Promise.all(Array.from({ length: 8 }, () => acc.post('/accounting/lettering', { lineIds: ids })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.status).toBe(409);
    expect((await acc.get('/accounting/lettering/lines?accountCode=4111&from=2026-01-01').expect(200)).body.items).toEqual([]);
  });
});

describe('year-end closing', () => {
  let cw: AccountingWorld;
  let acc: ApiClient;
  const K = 1000;
  type EntryLine = { accountCode: string; debit: string; credit: string; thirdParty: string | null };

  beforeAll(async () => {
    cw = await accountingWorld(t);
    acc = cw.accountant;
    const entries: EntryBody[] = [
      { date: '2025-01-02', label: 'Apport en capital', lines: [{ accountCode: '521', debit: 1000 * K }, { accountCode: '1013', credit: 1000 * K }] },
      {
        date: '2025-03-10',
        label: 'Vente Client Zêta',
        lines: [{ accountCode: '4111', debit: 1180 * K, thirdParty: 'Client Zêta', reference: 'FZ-1' }, { accountCode: '7011', credit: 1000 * K }, { accountCode: '4431', credit: 180 * K }],
      },
      { date: '2025-04-15', label: 'Achat marchandises', lines: [{ accountCode: '6011', debit: 400 * K }, { accountCode: '4011', credit: 400 * K, thirdParty: 'Fournisseur Ypsilon' }] },
      { date: '2025-06-30', label: 'Acompte Zêta', lines: [{ accountCode: '521', debit: 500 * K }, { accountCode: '4111', credit: 500 * K, thirdParty: 'Client Zêta', reference: 'FZ-1' }] },
      { date: '2025-09-01', label: 'Frais bancaires', lines: [{ accountCode: '6318', debit: 25 * K }, { accountCode: '521', credit: 25 * K }] },
    ];
    for (const e of entries) await posted(e, acc);
  });

  const year = async (y: number) => ((await acc.get('/accounting/fiscal-years').expect(200)).body.items as Array<Record<string, unknown>>).find((r) => r.year === y);
  const linesOf = async (id: string) => ((await acc.get(`/accounting/journal/${id}`).expect(200)).body.lines as EntryLine[]).map((l) => [l.accountCode, l.debit, l.credit, l.thirdParty]);

  it('refuses to close a year with open periods, then closes it: the result into 131 and the à-nouveaux in AN, to the franc', async () => {
    const refused = await acc.post('/accounting/fiscal-years/2025/close');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'BUSINESS_RULE', reason: 'OPEN_PERIODS' });
    expect((await cw.cfo.post('/accounting/fiscal-years/2025/close')).status).toBe(403);
    const periods = (await acc.get('/accounting/fiscal-periods?year=2025').expect(200)).body.items as Array<{ id: string }>;
    for (const p of periods) await acc.post(`/accounting/fiscal-periods/${p.id}/close`).expect(200);

    const results = await Promise.all(Array.from({ length: 5 }, () => acc.post('/accounting/fiscal-years/2025/close')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.code).toBe('INVALID_STATE');
    const closed = results.find((r) => r.status === 200)?.body;
    expect(closed).toMatchObject({ year: 2025, status: 'CLOSED', result: '575000.00', actions: ['reopen'] });
    expect(closed.resultEntry.pieceNumber).toBe('OD-2025-00006');
    expect(closed.openingEntry.pieceNumber).toBe('AN-2026-00001');

    expect(await linesOf(closed.resultEntry.id)).toEqual([
      ['6011', '0.00', '400000.00', null],
      ['6318', '0.00', '25000.00', null],
      ['7011', '1000000.00', '0.00', null],
      ['131', '0.00', '575000.00', null],
    ]);
    expect(await linesOf(closed.openingEntry.id)).toEqual([
      ['1013', '0.00', '1000000.00', null],
      ['131', '0.00', '575000.00', null],
      ['4431', '0.00', '180000.00', null],
      ['521', '1475000.00', '0.00', null],
      ['4011', '0.00', '400000.00', 'Fournisseur Ypsilon'],
      ['4111', '1180000.00', '0.00', 'Client Zêta'],
      ['4111', '0.00', '500000.00', 'Client Zêta'],
    ]);
    const opening = (await acc.get(`/accounting/journal/${closed.openingEntry.id}`).expect(200)).body;
    expect(opening).toMatchObject({ date: '2026-01-01', journalCode: 'AN', source: 'OPENING', status: 'POSTED' });

    // Classes 6–7 start 2026 at zero; the balance sheet accounts open with their 2025 balances.
    const balance = await cw.admin.get('/accounting/reports/balance?from=2026-01-01&to=2026-12-31').expect(200);
    const row = (code: string) => balance.body.accounts.find((a: { accountCode: string }) => a.accountCode === code);
    expect(row('7011')).toBeUndefined();
    expect(row('521')).toMatchObject({ openingDebit: '1475000.00', periodDebit: '0.00' });
    const income = await cw.admin.get('/accounting/reports/resultat?from=2026-01-01&to=2026-12-31').expect(200);
    expect(income.body.netResult.amount).toBe('0.00');
    // The à-nouveaux items of 4111 are lettered in the new year like any other line.
    const items = (await acc.get('/accounting/lettering/lines?accountCode=4111').expect(200)).body.items as Line[];
    expect(items).toHaveLength(2);
    expect((await acc.post('/accounting/journal', { date: '2025-12-15', label: 'Trop tard', lines: [{ accountCode: '6318', debit: 1 }, { accountCode: '521', credit: 1 }] })).status).toBe(422);
  });

  it('reopens the year, removing the result entry and the à-nouveaux, until the next year holds another posted entry', async () => {
    const before = (await year(2025)) as { resultEntry: { id: string }; openingEntry: { id: string } };
    const reopened = await acc.post('/accounting/fiscal-years/2025/reopen').expect(200);
    expect(reopened.body).toMatchObject({ status: 'REOPENED', result: null, resultEntry: null, openingEntry: null, actions: ['close'] });
    expect((await acc.get(`/accounting/journal/${before.resultEntry.id}`)).status).toBe(404);
    expect((await acc.get(`/accounting/journal/${before.openingEntry.id}`)).status).toBe(404);
    expect((await acc.post('/accounting/fiscal-years/2025/reopen')).status).toBe(409);

    const again = await acc.post('/accounting/fiscal-years/2025/close').expect(200);
    expect(again.body.result).toBe('575000.00');
    await posted({ date: '2026-02-01', label: 'Frais', lines: [{ accountCode: '6318', debit: 5 * K }, { accountCode: '521', credit: 5 * K }] }, acc);
    const refused = await acc.post('/accounting/fiscal-years/2025/reopen');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'BUSINESS_RULE', reason: 'NEXT_YEAR_POSTED', postedEntries: 1 });
    expect((await year(2025))?.status).toBe('CLOSED');
  });
});

describe('entry attachments and posting selected drafts', () => {
  it('attaches a receipt checked by content, links it, keeps it with a posted entry, and posts only the selected drafts', async () => {
    const draft = (label: string) => api.post('/accounting/journal', { date: '2026-03-12', label, lines: [{ accountCode: '6051', debit: 100 }, { accountCode: '4011', credit: 100 }] }).expect(201);
    const a = (await draft('Reçu A')).body.id as string;
    const b = (await draft('Reçu B')).body.id as string;
    const c = (await draft('Reçu C')).body.id as string;
    const refused = await api.post(`/accounting/journal/${a}/attachments`).attach('file', Buffer.from('MZ not a receipt'), 'virus.pdf');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'file' })]);
    const receipt = await api.post(`/accounting/journal/${a}/attachments`).attach('file', Buffer.from('%PDF-1.4\n%reçu\n'), 'reçu.pdf').expect(201);
    expect(receipt.body).toMatchObject({ filename: 'reçu.pdf', contentType: 'application/pdf' });
    const link = await api.get(`/accounting/journal/${a}/attachments/${receipt.body.id}`).expect(200);
    expect(link.body).toMatchObject({ filename: 'reçu.pdf', url: expect.stringContaining('/') });
    const foreign = await api.post(`/accounting/journal/${a}/attachments/link`, { documentId: '00000000-0000-4000-8000-000000000000' });
    expect(foreign.status).toBe(404);

    const selected = await api.post('/accounting/journal/post-selected', { ids: [a, b] }).expect(200);
    expect(selected.body).toMatchObject({ posted: 2 });
    expect((await api.get(`/accounting/journal/${c}`).expect(200)).body.status).toBe('DRAFT');
    const entry = (await api.get(`/accounting/journal/${a}`).expect(200)).body;
    expect(entry).toMatchObject({ status: 'POSTED', attachments: [expect.objectContaining({ id: receipt.body.id })] });
    const kept = await api.delete(`/accounting/journal/${a}/attachments/${receipt.body.id}`);
    expect(kept.status).toBe(409);
    const again = await api.post('/accounting/journal/post-selected', { ids: [b, c] });
    expect(again.status).toBe(409);
    expect((await api.get(`/accounting/journal/${c}`).expect(200)).body.status).toBe('DRAFT');
  });
});
