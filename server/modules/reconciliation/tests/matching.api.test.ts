import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildReconciliationWorld, upload, type ReconciliationWorld } from './world';

let t: TestServer;
let w: ReconciliationWorld;
let importId: string;
const entries: Record<string, { id: string; pieceNumber: string }> = {};

interface Line { id: string; lineNo: number; status: string; amount: string; journalEntryId: string | null; journalEntry: { pieceNumber: string } | null }

const STATEMENT = [
  'Date;Libellé;Référence;Montant',
  '05/03/2026;VIR ABIDJAN NEGOCE;FAC-2026-00012;1 180 000,00', // one entry two days later: auto
  '12/03/2026;PRLV CIE ELECTRICITE;PRLV0312;-250 000,50', // two candidates, one closer: auto
  '20/03/2026;CHEQUE 0001234;0001234;-45 000,00', // two equal candidates: proposed
  '25/03/2026;CB STATION TOTAL;;-15 000,00', // two identical lines, one entry: proposed both
  '25/03/2026;CB STATION TOTAL;;-15 000,00',
  '28/03/2026;FRAIS TENUE DE COMPTE;;-2 500,00', // no entry: unmatched
].join('\n');

async function lines(): Promise<Line[]> {
  return (await w.accountant.get(`/accounting/reconciliation/imports/${importId}/lines`).expect(200)).body.items;
}

beforeAll(async () => {
  t = await createTestServer({ now: '2026-04-02T09:00:00Z' });
  w = await buildReconciliationWorld(t);
  entries.receipt = await w.bankEntry('2026-03-07', 1_180_000, 'Règlement Abidjan Négoce FAC-2026-00012');
  entries.power = await w.bankEntry('2026-03-12', -250_000.5, 'Électricité mars');
  entries.powerFar = await w.bankEntry('2026-03-16', -250_000.5, 'Autre prélèvement');
  entries.chequeA = await w.bankEntry('2026-03-19', -45_000, 'Fournitures');
  entries.chequeB = await w.bankEntry('2026-03-21', -45_000, 'Fournitures bis');
  entries.fuel = await w.bankEntry('2026-03-25', -15_000, 'Carburant');
  entries.draft = await w.bankEntry('2026-03-28', -2_500, 'Frais bancaires (brouillon)', { post: false });
  entries.otherAccount = await w.bankEntry('2026-03-28', -2_500, 'Frais caisse', { account: '5711' });
  entries.tooFar = await w.bankEntry('2026-03-10', -2_500, 'Frais février');
  const res = await upload(w.accountant, { bankAccountId: w.bankAccountId }, Buffer.from(STATEMENT), 'mars.csv');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  importId = res.body.id;
});
afterAll(() => t?.close());

describe('proposals and auto-match', () => {
  it('ranks the candidates of each unmatched line: same amount on 5211, posted, within 5 days', async () => {
    const res = await w.cfo.get(`/accounting/reconciliation/imports/${importId}/proposals`).expect(200);
    expect(res.body.total).toBe(6);
    const byLine = res.body.items.map((p: { line: Line; candidates: Array<{ pieceNumber: string; dayGap: number; score: number }> }) => [p.line.lineNo, p.candidates.map((c) => [c.pieceNumber, c.dayGap])]);
    expect(byLine).toEqual([
      [1, [[entries.receipt.pieceNumber, 2]]],
      [2, [[entries.power.pieceNumber, 0], [entries.powerFar.pieceNumber, 4]]],
      [3, [[entries.chequeA.pieceNumber, 1], [entries.chequeB.pieceNumber, 1]]],
      [4, [[entries.fuel.pieceNumber, 0]]],
      [5, [[entries.fuel.pieceNumber, 0]]],
      // The draft, the cash entry and the entry 18 days earlier are no candidates.
      [6, []],
    ]);
    const first = res.body.items[0].candidates[0];
    // 2 days apart (−20), reference in the label (+30), 2 of the 3 label words shared, accents aside (+13).
    expect(first.score).toBe(100 - 20 + 30 + 13);
  });

  it('matches only unambiguous lines and answers the counts', async () => {
    const res = await w.accountant.post(`/accounting/reconciliation/imports/${importId}/auto-match`).expect(200);
    expect(res.body).toEqual({ matched: 2, proposed: 3, unmatched: 1 });
    const after = await lines();
    expect(after.map((l) => [l.lineNo, l.status, l.journalEntry?.pieceNumber ?? null])).toEqual([
      [1, 'MATCHED', entries.receipt.pieceNumber],
      [2, 'MATCHED', entries.power.pieceNumber],
      [3, 'UNMATCHED', null],
      [4, 'UNMATCHED', null],
      [5, 'UNMATCHED', null],
      [6, 'UNMATCHED', null],
    ]);
    // Running it again changes nothing; matched entries are no longer proposed.
    expect((await w.accountant.post(`/accounting/reconciliation/imports/${importId}/auto-match`).expect(200)).body).toEqual({ matched: 0, proposed: 3, unmatched: 1 });
    const proposals = (await w.accountant.get(`/accounting/reconciliation/imports/${importId}/proposals`).expect(200)).body.items;
    expect(proposals.map((p: { line: Line }) => p.line.lineNo)).toEqual([3, 4, 5, 6]);
    expect((await w.accountant.get(`/accounting/reconciliation/imports/${importId}`).expect(200)).body.matchedCount).toBe(2);
  });

  it('counts unmatched lines on the accounting dashboard', async () => {
    const dashboard = await w.admin.get('/accounting/dashboard').expect(200);
    expect(dashboard.body.unreconciledBankLines).toBe(4);
  });
});

describe('manual match and unmatch', () => {
  const problem = async (lineNo: number, journalEntryId: string, status: number, code: string) => {
    const line = (await lines()).find((l) => l.lineNo === lineNo)!;
    const before = await lines();
    const res = await w.accountant.post(`/accounting/reconciliation/lines/${line.id}/match`, { journalEntryId });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.code).toBe(code);
    expect(await lines()).toEqual(before);
    return res.body;
  };

  it('refuses an entry that is not posted, not on the bank account, of another amount, unknown, or already matched; changes nothing', async () => {
    expect((await problem(6, entries.draft.id, 422, 'BUSINESS_RULE')).reason).toBe('ENTRY_NOT_POSTED');
    expect((await problem(6, entries.otherAccount.id, 422, 'BUSINESS_RULE')).reason).toBe('NOT_ON_BANK_ACCOUNT');
    const mismatch = await problem(6, entries.chequeA.id, 422, 'BUSINESS_RULE');
    expect(mismatch).toMatchObject({ reason: 'AMOUNT_MISMATCH', entryAmount: '-45000.00', lineAmount: '-2500.00' });
    expect((await problem(6, '00000000-0000-4000-8000-000000000000', 422, 'BUSINESS_RULE')).reason).toBe('ENTRY_NOT_FOUND');
    const matchedLine = (await lines())[0];
    expect((await problem(3, entries.receipt.id, 409, 'DUPLICATE')).matchedLineId).toBe(matchedLine.id);
    const again = await problem(1, entries.receipt.id, 409, 'INVALID_STATE');
    expect(again.currentStatus).toBe('MATCHED');
    expect((await w.accountant.post(`/accounting/reconciliation/lines/${matchedLine.id}/match`, { journalEntryId: 'x' })).status).toBe(400);
    expect((await w.accountant.post('/accounting/reconciliation/lines/00000000-0000-4000-8000-000000000000/match', { journalEntryId: entries.fuel.id })).status).toBe(404);
  });

  it('matches by hand an entry outside the window, then unmatches it; unmatching twice is refused', async () => {
    const line6 = (await lines()).find((l) => l.lineNo === 6)!;
    const matched = await w.accountant.post(`/accounting/reconciliation/lines/${line6.id}/match`, { journalEntryId: entries.tooFar.id }).expect(200);
    expect(matched.body).toMatchObject({ status: 'MATCHED', journalEntryId: entries.tooFar.id, actions: ['unmatch'], journalEntry: { pieceNumber: entries.tooFar.pieceNumber } });
    expect(matched.body.matchedAt).toBe('2026-04-02T09:00:00.000Z');
    const undone = await w.accountant.post(`/accounting/reconciliation/lines/${line6.id}/unmatch`).expect(200);
    expect(undone.body).toMatchObject({ status: 'UNMATCHED', journalEntryId: null, journalEntry: null, matchedBy: null, actions: ['match'] });
    const twice = await w.accountant.post(`/accounting/reconciliation/lines/${line6.id}/unmatch`);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'UNMATCHED' });
    // The entry is free again: it can settle the line once more.
    await w.accountant.post(`/accounting/reconciliation/lines/${line6.id}/match`, { journalEntryId: entries.tooFar.id }).expect(200);
    expect((await w.accountant.get('/accounting/reconciliation/unmatched').expect(200)).body.total).toBe(3);
  });

  it('the CFO and an employee cannot match, unmatch or auto-match', async () => {
    const line = (await lines()).find((l) => l.lineNo === 3)!;
    for (const api of [w.cfo, w.employee]) {
      expect((await api.post(`/accounting/reconciliation/lines/${line.id}/match`, { journalEntryId: entries.chequeA.id })).body.code).toBe('PERMISSION_DENIED');
      expect((await api.post(`/accounting/reconciliation/lines/${line.id}/unmatch`)).status).toBe(403);
      expect((await api.post(`/accounting/reconciliation/imports/${importId}/auto-match`)).status).toBe(403);
    }
    expect((await w.employee.get(`/accounting/reconciliation/imports/${importId}/proposals`)).status).toBe(403);
    expect((await w.accountant.post(`/accounting/reconciliation/lines/${line.id}/match`, { journalEntryId: entries.chequeB.id })).status).toBe(200);
  });
});

describe('auto-match in bulk, and concurrently', () => {
  let v: ReconciliationWorld;
  let statementId: string;
  const mine: Record<string, { id: string; pieceNumber: string }> = {};
  const linesOf = async (): Promise<Array<Line & { matchedBy: string | null }>> =>
    (await v.accountant.get(`/accounting/reconciliation/imports/${statementId}/lines`).expect(200)).body.items;
  const stateChanges = async (lineId: string) =>
    ((await v.accountant.get(`/audit/BANK_STATEMENT_LINE/${lineId}`).expect(200)).body.items as Array<{ action: string; changes: unknown[]; actor: { id: string | null } }>).filter(
      (e) => e.action === 'STATE_CHANGE',
    );

  beforeAll(async () => {
    v = await buildReconciliationWorld(t);
    mine.a = await v.bankEntry('2026-03-03', 100_000, 'Virement Alpha');
    mine.b = await v.bankEntry('2026-03-07', -20_000, 'Prélèvement Bêta');
    mine.c = await v.bankEntry('2026-03-12', 33_000.5, 'Virement Gamma');
    mine.d1 = await v.bankEntry('2026-03-14', -7_500, 'Carte');
    mine.d2 = await v.bankEntry('2026-03-16', -7_500, 'Carte');
    const csv = [
      'Date;Libellé;Référence;Montant',
      '03/03/2026;VIR ALPHA;;100 000,00',
      '06/03/2026;PRLV BETA;;-20 000,00',
      '10/03/2026;VIR GAMMA;;33 000,50',
      '15/03/2026;CARTE;;-7 500,00', // two candidates a day apart each: proposed
      '20/03/2026;FRAIS;;-1 000,00', // none
    ].join('\n');
    const res = await upload(v.accountant, { bankAccountId: v.bankAccountId }, Buffer.from(csv), 'concurrent.csv');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    statementId = res.body.id;
  });

  it('twenty auto-matches at once: one matches, the others find nothing left; one audit event per match, as a match by hand writes it', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => v.accountant.post(`/accounting/reconciliation/imports/${statementId}/auto-match`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const bodies = answers.map((a) => a.body as { matched: number; proposed: number; unmatched: number });
    expect(bodies.filter((b) => b.matched === 3)).toHaveLength(1);
    expect(bodies.filter((b) => b.matched === 0)).toHaveLength(19);
    for (const b of bodies) expect([b.proposed, b.unmatched]).toEqual([1, 1]);
    const after = await linesOf();
    expect(after.map((l) => [l.lineNo, l.status, l.journalEntryId])).toEqual([
      [1, 'MATCHED', mine.a.id],
      [2, 'MATCHED', mine.b.id],
      [3, 'MATCHED', mine.c.id],
      [4, 'UNMATCHED', null],
      [5, 'UNMATCHED', null],
    ]);
    for (const line of after.slice(0, 3)) {
      const events = await stateChanges(line.id);
      expect(events).toHaveLength(1);
      expect(events[0].actor.id).toBe(line.matchedBy);
      expect(events[0].changes).toEqual([
        { field: 'status', before: 'UNMATCHED', after: 'MATCHED' },
        { field: 'journalEntryId', before: null, after: line.journalEntryId },
        { field: 'matchedBy', before: null, after: line.matchedBy },
      ]);
    }
    // The same event as the model writes for a match by hand.
    await v.accountant.post(`/accounting/reconciliation/lines/${after[3].id}/match`, { journalEntryId: mine.d1.id }).expect(200);
    const byHand = await stateChanges(after[3].id);
    expect(byHand.map((e) => e.changes)).toEqual([
      [
        { field: 'status', before: 'UNMATCHED', after: 'MATCHED' },
        { field: 'journalEntryId', before: null, after: mine.d1.id },
        { field: 'matchedBy', before: null, after: after[0].matchedBy },
      ],
    ]);
  });

  it('a match by hand racing auto-matches of the same line: exactly one of them matches it', async () => {
    const [first] = await linesOf();
    await v.accountant.post(`/accounting/reconciliation/lines/${first.id}/unmatch`).expect(200);
    const answers = await Promise.all([
      v.accountant.post(`/accounting/reconciliation/lines/${first.id}/match`, { journalEntryId: mine.a.id }),
      ...Array.from({ length: 19 }, () => v.accountant.post(`/accounting/reconciliation/imports/${statementId}/auto-match`)),
    ]);
    for (const a of answers) expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
    const [byHand, ...autos] = answers;
    const winners = (byHand.status === 200 ? 1 : 0) + autos.filter((a) => a.status === 200 && a.body.matched === 1).length;
    expect(winners).toBe(1);
    expect(autos.filter((a) => a.status === 200 && a.body.matched > 1)).toHaveLength(0);
    const after = await linesOf();
    expect(after.map((l) => [l.lineNo, l.status, l.journalEntryId])).toEqual([
      [1, 'MATCHED', mine.a.id],
      [2, 'MATCHED', mine.b.id],
      [3, 'MATCHED', mine.c.id],
      [4, 'MATCHED', mine.d1.id],
      [5, 'UNMATCHED', null],
    ]);
    expect((await v.accountant.get(`/accounting/reconciliation/imports/${statementId}`).expect(200)).body.matchedCount).toBe(4);
  });
});
