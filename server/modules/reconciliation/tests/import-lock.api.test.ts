import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_MAX_LINES } from '../../../../shared/reconciliation';
import { modules } from '../../../modules';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { parseStatement } from '../parsers/detect';
import { reconciliationRoutes } from '../routes/reconciliation';
import { buildReconciliationWorld, fixture, upload, type ReconciliationWorld } from './world';

/** A parser that waits at the gate before reading: the import stays in its parse as long as the test wants. */
let parsing!: () => void;
let open!: () => void;
const started = () => new Promise<void>((resolve) => (parsing = resolve));
const gate = () => new Promise<void>((resolve) => (open = resolve));
let waiting: Promise<void> = Promise.resolve();

const slowParse = async (content: Buffer) => {
  parsing();
  await waiting;
  return parseStatement(content);
};

let t: TestServer;
let w: ReconciliationWorld;
let other: ReconciliationWorld;

beforeAll(async () => {
  const withSlowParser = modules.map((m) => (m.id === 'reconciliation' ? { ...m, contributes: { ...m.contributes, routes: () => [reconciliationRoutes({ parse: slowParse })] } } : m));
  t = await createTestServer({ now: '2026-04-02T09:00:00Z', modules: withSlowParser });
  w = await buildReconciliationWorld(t);
  other = await buildReconciliationWorld(t);
});
afterAll(() => t?.close());

describe('statement import outside the writer lock', () => {
  it("lets another tenant write while a statement is being read, then writes the import", async () => {
    const isParsing = started();
    waiting = gate();
    const importing = upload(w.accountant, { bankAccountId: w.bankAccountId }, fixture('releve-2026-03.csv'), 'releve.csv').then((res) => res);
    await isParsing;
    // The import is inside its parse: had it opened its transaction, this write would queue
    // behind SQLite's writer lock until the parse ends, which it only does once this write is done.
    const entry = await other.accountant.post('/accounting/journal', { date: '2026-03-05', label: 'Pendant la lecture', lines: [{ accountCode: '6011', debit: '10' }, { accountCode: '5211', credit: '10' }] });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    open();
    const res = await importing;
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.lineCount).toBe(4);
  });

  it(`refuses a statement of more than ${STATEMENT_MAX_LINES} movements with 413, writing nothing`, async () => {
    waiting = Promise.resolve();
    const rows = Array.from({ length: STATEMENT_MAX_LINES + 1 }, (_, i) => `2026-03-${String((i % 28) + 1).padStart(2, '0')};Virement ${i};REF${i};${(i % 97) + 1},00`);
    const csv = Buffer.from(['Date;Libellé;Référence;Montant', ...rows].join('\n'));
    const before = (await w.accountant.get('/accounting/reconciliation/imports')).body.total;
    const res = await upload(w.accountant, { bankAccountId: w.bankAccountId }, csv, 'trop-long.csv');
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', limit: STATEMENT_MAX_LINES });
    expect((await w.accountant.get('/accounting/reconciliation/imports')).body.total).toBe(before);
  });

  it('imports a long statement, its lines written in chunks', async () => {
    waiting = Promise.resolve();
    const count = 1_200;
    const rows = Array.from({ length: count }, (_, i) => `2026-03-${String((i % 28) + 1).padStart(2, '0')};Encaissement ${i};R${i};${i + 1},50`);
    const csv = Buffer.from(['Date;Libellé;Référence;Montant', ...rows].join('\n'));
    const res = await upload(other.accountant, { bankAccountId: other.bankAccountId }, csv, 'long.csv');
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    expect(res.body.lineCount).toBe(count);
    const lines = await other.accountant.get(`/accounting/reconciliation/imports/${res.body.id}/lines?pageSize=200&page=7`);
    expect(lines.body.total).toBe(count);
    // A second import of the same file is refused as a whole: duplicates found across chunks.
    const again = await upload(other.accountant, { bankAccountId: other.bankAccountId }, csv, 'long.csv');
    expect(again.status).toBe(409);
    expect(again.body.errors).toHaveLength(count);
  });
});
