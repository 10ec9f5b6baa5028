import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { accountingWorld, purchase, type AccountingWorld } from './world';

let t: TestServer;
let w: AccountingWorld;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-20T09:00:00Z' });
  w = await accountingWorld(t);
  api = w.accountant;
});
afterAll(() => t?.close());

const create = (body: object) => api.post('/accounting/journal', body);
const pieceNo = (piece: string) => Number(piece.split('-')[2]);
/** What posting records in an entry's trail (the test clock's time). */
const POSTING_CHANGES = [
  { field: 'status', before: 'DRAFT', after: 'POSTED' },
  { field: 'postedAt', before: null, after: '2026-03-20T09:00:00.000Z' },
];

async function draft(date = '2026-03-10', net = 100000) {
  const res = await create(purchase(date, net));
  expect(res.status).toBe(201);
  return res.body as { id: string; pieceNumber: string; status: string };
}

describe('POST /accounting/journal', () => {
  it('records a DRAFT entry with the contract shape', async () => {
    const res = await create({
      date: '2026-03-05',
      label: 'Facture client Kouassi',
      lines: [
        { accountCode: '4111', debit: 1180, thirdParty: 'Kouassi SARL', dueDate: '2026-04-04' },
        { accountCode: '7061', credit: '1000.00', label: 'Prestations' },
        { accountCode: '4431', credit: '180' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      pieceNumber: expect.stringMatching(/^OD-2026-\d{5}$/),
      date: '2026-03-05',
      label: 'Facture client Kouassi',
      source: 'MANUAL',
      status: 'DRAFT',
      totalDebit: '1180.00',
      totalCredit: '1180.00',
      reversalOfId: null,
      reversedById: null,
      actions: ['edit', 'delete', 'post'],
    });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.lines).toEqual([
      expect.objectContaining({ lineNo: 1, accountCode: '4111', debit: '1180.00', credit: '0.00', thirdParty: 'Kouassi SARL', dueDate: '2026-04-04', accountTitle: 'Clients' }),
      expect.objectContaining({ lineNo: 2, accountCode: '7061', debit: '0.00', credit: '1000.00', label: 'Prestations' }),
      expect.objectContaining({ lineNo: 3, accountCode: '4431', debit: '0.00', credit: '180.00' }),
    ]);
    const detail = await api.get(`/accounting/journal/${res.body.id}`).expect(200);
    expect(detail.body).toEqual(res.body);
  });

  it('rounds amounts half-up to the cent and accepts a source and reference', async () => {
    const res = await create({
      date: '2026-03-06',
      label: 'Import',
      source: 'IMPORT',
      sourceRef: 'batch-7',
      lines: [
        { accountCode: '6047', debit: '10.005' },
        { accountCode: '5711', credit: 10.01 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ source: 'IMPORT', sourceRef: 'batch-7', totalDebit: '10.01', totalCredit: '10.01' });
  });

  it('refuses an unbalanced entry naming the side to increase and the missing amount', async () => {
    const short = await create({ date: '2026-03-10', label: 'x', lines: [{ accountCode: '6011', debit: '1000.00' }, { accountCode: '4011', credit: '1180.00' }] });
    expect(short.status).toBe(422);
    expect(short.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(short.body).toMatchObject({ code: 'UNBALANCED_ENTRY', missingSide: 'DEBIT', missingAmount: '180.00' });
    const over = await create({ date: '2026-03-10', label: 'x', lines: [{ accountCode: '6011', debit: 100.01 }, { accountCode: '4011', credit: 100 }] });
    expect(over.body).toMatchObject({ code: 'UNBALANCED_ENTRY', missingSide: 'CREDIT', missingAmount: '0.01' });
  });

  it('refuses malformed lines with field errors', async () => {
    const cases: Array<[object[], string]> = [
      [[{ accountCode: '6011', debit: 100, credit: 100 }, { accountCode: '4011', credit: 100 }], 'lines.0.credit'],
      [[{ accountCode: '6011' }, { accountCode: '4011', credit: 100 }], 'lines.0.debit'],
      [[{ accountCode: '6011', debit: 0, credit: 0 }, { accountCode: '4011', credit: 100 }], 'lines.0.debit'],
      [[{ accountCode: '6011', debit: -100 }, { accountCode: '4011', credit: -100 }], 'lines.0.debit'],
      [[{ accountCode: '6011', debit: '1e3' }, { accountCode: '4011', credit: 1000 }], 'lines.0.debit'],
      [[{ accountCode: '6011', debit: 100 }], 'lines'],
      [[], 'lines'],
    ];
    for (const [lines, path] of cases) {
      const res = await create({ date: '2026-03-10', label: 'x', lines });
      expect(res.status, JSON.stringify(lines)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors.map((e: { path: string }) => e.path), JSON.stringify(lines)).toContain(path);
    }
    const noDate = await create({ label: 'x', lines: purchase('2026-03-10').lines });
    expect(noDate.body.errors.map((e: { path: string }) => e.path)).toEqual(['date']);
    expect((await create({ ...purchase('2026-02-30') })).status).toBe(400);
    expect((await create({ ...purchase('2026-03-10'), source: 'REVERSAL' })).status).toBe(400);
  });

  it('refuses unknown and inactive accounts', async () => {
    const unknown = await create({ date: '2026-03-10', label: 'x', lines: [{ accountCode: '6099', debit: 10 }, { accountCode: '4011', credit: 10 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'lines.0.accountCode', message: 'Unknown account 6099' }] });

    const account = (await w.admin.post('/accounting/chart-of-accounts', { code: '6048', title: 'Fournitures diverses' }).expect(201)).body;
    await w.admin.delete(`/accounting/chart-of-accounts/${account.id}`).expect(200);
    const inactive = await create({ date: '2026-03-10', label: 'x', lines: [{ accountCode: '4011', credit: 10 }, { accountCode: '6048', debit: 10 }] });
    expect(inactive.status).toBe(422);
    expect(inactive.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'lines.1.accountCode', message: 'Account 6048 is inactive' }] });
  });

  it('consumes no piece number when refused: numbers stay gapless', async () => {
    const first = await draft();
    await create({ date: '2026-03-10', label: 'x', lines: [{ accountCode: '6011', debit: 1 }, { accountCode: '4011', credit: 2 }] }).expect(422);
    await create({ date: '2026-03-10', label: 'x', lines: [{ accountCode: '6099', debit: 1 }, { accountCode: '4011', credit: 1 }] }).expect(422);
    const second = await draft();
    expect(pieceNo(second.pieceNumber)).toBe(pieceNo(first.pieceNumber) + 1);
  });

  it('numbers per year of the entry date', async () => {
    const next = await draft('2027-01-15');
    expect(next.pieceNumber).toBe('OD-2027-00001');
  });

  it('needs accounting.write', async () => {
    const res = await w.cfo.post('/accounting/journal', purchase('2026-03-10'));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PERMISSION_DENIED');
    expect((await t.http.post('/accounting/journal').send(purchase('2026-03-10'))).status).toBe(401);
  });
});

describe('DRAFT edits and deletion', () => {
  it('replaces lines, date and label of a draft and keeps its piece number', async () => {
    const entry = await draft('2026-03-10');
    const res = await api.put(`/accounting/journal/${entry.id}`, { ...purchase('2026-03-12', 50000), label: 'Achat corrigé' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pieceNumber: entry.pieceNumber, date: '2026-03-12', label: 'Achat corrigé', totalDebit: '59000.00', status: 'DRAFT' });
    expect(res.body.lines).toHaveLength(3);

    const dateOnly = await api.put(`/accounting/journal/${entry.id}`, { date: '2026-03-14' });
    expect(dateOnly.body).toMatchObject({ date: '2026-03-14', totalDebit: '59000.00' });
  });

  it('refuses an unbalanced edit and leaves the draft as it was', async () => {
    const entry = await draft('2026-03-10');
    const before = (await api.get(`/accounting/journal/${entry.id}`)).body;
    const res = await api.put(`/accounting/journal/${entry.id}`, { label: 'changed', lines: [{ accountCode: '6011', debit: 5 }, { accountCode: '4011', credit: 4 }] });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'UNBALANCED_ENTRY', missingSide: 'CREDIT', missingAmount: '1.00' });
    expect((await api.get(`/accounting/journal/${entry.id}`)).body).toEqual(before);
  });

  it('deletes a draft', async () => {
    const entry = await draft();
    await api.delete(`/accounting/journal/${entry.id}`).expect(204);
    expect((await api.get(`/accounting/journal/${entry.id}`)).status).toBe(404);
    expect((await api.delete(`/accounting/journal/${entry.id}`)).status).toBe(404);
  });
});

describe('posting', () => {
  it('posts a draft (accounting.validate) and makes it immutable', async () => {
    const entry = await draft();
    expect((await api.put(`/accounting/journal/${entry.id}`, { label: 'still a draft' })).status).toBe(200);
    const denied = await w.cfo.post(`/accounting/journal/${entry.id}/post`);
    expect(denied.status).toBe(403);

    const posted = await api.post(`/accounting/journal/${entry.id}/post`);
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ id: entry.id, status: 'POSTED', actions: ['reverse'] });
    expect(posted.body.postedAt).toBe('2026-03-20T09:00:00.000Z');

    for (const res of [
      await api.put(`/accounting/journal/${entry.id}`, { label: 'changed' }),
      await api.delete(`/accounting/journal/${entry.id}`),
      await api.post(`/accounting/journal/${entry.id}/post`),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'POSTED' });
    }
    const after = (await api.get(`/accounting/journal/${entry.id}`)).body;
    expect(after).toMatchObject({ label: 'still a draft', status: 'POSTED' });
  });

  it('refuses to post a draft whose account was deactivated since', async () => {
    const account = (await w.admin.post('/accounting/chart-of-accounts', { code: '6049', title: 'Petit matériel' }).expect(201)).body;
    const entry = (await create({ date: '2026-03-10', label: 'x', lines: [{ accountCode: '6049', debit: 10 }, { accountCode: '5711', credit: 10 }] }).expect(201)).body;
    await w.admin.delete(`/accounting/chart-of-accounts/${account.id}`).expect(200);
    const res = await api.post(`/accounting/journal/${entry.id}/post`);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('BUSINESS_RULE');
    expect((await api.get(`/accounting/journal/${entry.id}`)).body.status).toBe('DRAFT');
  });

  it('bulk-posts the drafts of one source only', async () => {
    const payroll = [];
    for (let i = 0; i < 3; i++) payroll.push((await create({ ...purchase('2026-03-11'), source: 'PAYROLL' }).expect(201)).body.id);
    const manual = await draft('2026-03-11');
    const res = await api.post('/accounting/journal/bulk-post?source=PAYROLL');
    expect(res.status).toBe(200);
    expect(res.body.posted).toBe(3);
    for (const id of payroll) expect((await api.get(`/accounting/journal/${id}`)).body).toMatchObject({ status: 'POSTED', postedAt: '2026-03-20T09:00:00.000Z' });
    expect((await api.get(`/accounting/journal/${manual.id}`)).body.status).toBe('DRAFT');
    // One state change per entry in its trail, as a single posting records it.
    for (const id of payroll) {
      const trail = (await w.cfo.get(`/audit/JOURNAL_ENTRY/${id}`).expect(200)).body.items as Array<{ action: string; changes: unknown }>;
      expect(trail.filter((e) => e.action === 'STATE_CHANGE').map((e) => e.changes)).toEqual([POSTING_CHANGES]);
    }
    expect((await api.post('/accounting/journal/bulk-post?source=PAYROLL')).body).toEqual({ posted: 0, pieceNumbers: [] });
    expect((await api.post('/accounting/journal/bulk-post?source=NOPE')).status).toBe(400);
    expect((await w.cfo.post('/accounting/journal/bulk-post?source=PAYROLL')).status).toBe(403);
  });

  it('bulk-posts nothing when one draft of the source uses an account deactivated since', async () => {
    const account = (await w.admin.post('/accounting/chart-of-accounts', { code: '6054', title: 'Fournitures d’entretien' }).expect(201)).body;
    const healthy = (await create({ ...purchase('2026-03-12'), source: 'BANK' }).expect(201)).body;
    const stale = (await create({ date: '2026-03-13', label: 'Entretien', source: 'BANK', lines: [{ accountCode: '6054', debit: 50 }, { accountCode: '5711', credit: 50 }] }).expect(201)).body;
    await w.admin.delete(`/accounting/chart-of-accounts/${account.id}`).expect(200);

    const res = await api.post('/accounting/journal/bulk-post?source=BANK');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'BUSINESS_RULE', pieceNumbers: [stale.pieceNumber] });
    for (const id of [healthy.id, stale.id]) expect((await api.get(`/accounting/journal/${id}`)).body.status).toBe('DRAFT');

    await w.admin.put(`/accounting/chart-of-accounts/${account.id}`, { status: 'ACTIVE' }).expect(200);
    const posted = await api.post('/accounting/journal/bulk-post?source=BANK');
    expect(posted.body).toEqual({ posted: 2, pieceNumbers: [healthy.pieceNumber, stale.pieceNumber] });
  });
});

describe('reversal of posted entries', () => {
  it('creates the posted mirror entry, linked both ways', async () => {
    const entry = await draft('2026-03-09', 200000);
    await api.post(`/accounting/journal/${entry.id}/post`).expect(200);
    const res = await api.post(`/accounting/journal/${entry.id}/reverse`, {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      source: 'REVERSAL',
      status: 'POSTED',
      date: '2026-03-20',
      reversalOfId: entry.id,
      sourceRef: entry.id,
      totalDebit: '236000.00',
      totalCredit: '236000.00',
    });
    expect(res.body.label).toContain(entry.pieceNumber);
    expect(res.body.lines.map((l: { accountCode: string; debit: string; credit: string }) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['6011', '0.00', '200000.00'],
      ['4452', '0.00', '36000.00'],
      ['4011', '236000.00', '0.00'],
    ]);
    const original = (await api.get(`/accounting/journal/${entry.id}`)).body;
    expect(original).toMatchObject({ status: 'POSTED', reversedById: res.body.id, actions: [] });

    const again = await api.post(`/accounting/journal/${entry.id}/reverse`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', reversedById: res.body.id });
  });

  it('refuses to reverse a draft, and dates a reversal as asked', async () => {
    const entry = await draft();
    const res = await api.post(`/accounting/journal/${entry.id}/reverse`, {});
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'DRAFT' });
    await api.post(`/accounting/journal/${entry.id}/post`).expect(200);
    const dated = await api.post(`/accounting/journal/${entry.id}/reverse`, { date: '2026-03-31', label: 'Annulation' });
    expect(dated.body).toMatchObject({ date: '2026-03-31', label: 'Annulation' });
    expect((await w.cfo.post(`/accounting/journal/${entry.id}/reverse`, {})).status).toBe(403);
  });
});

describe('GET /accounting/journal', () => {
  it('filters by status, source, dates and text, pages with the envelope', async () => {
    await create({ ...purchase('2026-02-02', 1000, 'Filtre fournisseur Alpha'), source: 'EXPENSE' }).expect(201);
    await create({ ...purchase('2026-02-03', 1000, 'Filtre fournisseur Beta'), source: 'EXPENSE' }).expect(201);
    const res = await api.get('/accounting/journal?source=EXPENSE&from=2026-02-01&to=2026-02-28&status=DRAFT&sort=date');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 50, total: 2 });
    expect(res.body.items.map((e: { label: string }) => e.label)).toEqual(['Filtre fournisseur Alpha', 'Filtre fournisseur Beta']);
    expect(res.body.items[0].lines).toHaveLength(3);
    const text = await api.get('/accounting/journal?q=beta');
    expect(text.body.items.map((e: { label: string }) => e.label)).toEqual(['Filtre fournisseur Beta']);
    const paged = await api.get('/accounting/journal?pageSize=1&page=2');
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.total).toBeGreaterThan(2);
    expect((await api.get('/accounting/journal?status=VOID')).status).toBe(400);
    expect((await api.get('/accounting/journal?from=2026-13-01')).status).toBe(400);
    expect((await w.cfo.get('/accounting/journal')).status).toBe(200);
  });
});

describe('audit trail', () => {
  it('records the creation, line changes and posting of an entry (read with accounting.read)', async () => {
    const entry = await draft();
    await api.put(`/accounting/journal/${entry.id}`, purchase('2026-03-10', 5000)).expect(200);
    await api.post(`/accounting/journal/${entry.id}/post`).expect(200);
    const history = await w.cfo.get(`/audit/JOURNAL_ENTRY/${entry.id}`);
    expect(history.status).toBe(200);
    const actions = history.body.items.map((e: { action: string }) => e.action);
    expect(actions).toContain('CREATE');
    expect(actions).toContain('LINE_CREATE');
    expect(actions).toContain('LINE_DELETE');
    expect(actions).toContain('STATE_CHANGE');
    expect(history.body.items.filter((e: { action: string }) => e.action === 'STATE_CHANGE').map((e: { changes: unknown }) => e.changes)).toEqual([POSTING_CHANGES]);
  });
});
