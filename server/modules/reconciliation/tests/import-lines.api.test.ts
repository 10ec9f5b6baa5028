import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent } from '../../../platform/audit/model';
import { recordAuditEvents, type AuditEntry } from '../../../platform/audit/record';
import { inTransaction } from '../../../platform/db/transaction';
import { runInApp } from '../../../platform/modules';
import { asTenant } from '../../../platform/tenancy/context';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { STATEMENT_LINE_ENTITY, StatementImport, StatementLine } from '../models';
import { parseStatement, type ParsedStatement } from '../parsers/detect';
import { buildReconciliationWorld, upload, type ReconciliationWorld } from './world';

/**
 * The import writes its lines with multi-row INSERTs and their audit events in bulk, without
 * model instances: the rows and the trail must be what `StatementLine.bulkCreate` and the
 * model's audit hook wrote for the same file (the previous path, run here in a transaction that
 * is rolled back).
 */
let t: TestServer;
let w: ReconciliationWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-04-02T09:00:00Z' });
  w = await buildReconciliationWorld(t);
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;

/** Runs fn as the world's tenant (inside the caller's transaction, if any). */
const inTenant = <T>(fn: () => T): T => runInApp(t.server.container, () => asTenant(w.tenant.id, fn));

// More lines than one INSERT takes (500); references present and absent, quotes, accents, signs.
const COUNT = 520;
const csv = Buffer.from(
  [
    'Date;Libellé;Référence;Montant',
    ...Array.from({ length: COUNT }, (_, i) => {
      const day = String((i % 28) + 1).padStart(2, '0');
      const label = i % 3 === 0 ? `Virement l'Éléphant ${i}` : `Prélèvement «${i}»`;
      const amount = `${i % 2 ? '-' : ''}${(i * 37) % 9000 + 1},${String(i % 100).padStart(2, '0')}`;
      return `${day}/03/2026;${label};${i % 4 === 0 ? '' : `REF-${i}`};${amount}`;
    }),
  ].join('\n'),
);

const TIMESTAMPS = ['created_at', 'updated_at'];
const OWN = ['id', 'import_id', ...TIMESTAMPS];

const linesOf = (importId: string) =>
  t.server.sequelize.query<Row>('SELECT * FROM bank_statement_lines WHERE import_id = :importId ORDER BY line_no', { type: QueryTypes.SELECT, replacements: { importId } });

/** The events of the lines, in line order, with the import's id made comparable. */
async function eventsOf(importId: string, lines: Row[]) {
  const events = (await inTenant(() => AuditEvent.findAll({ where: { entityType: STATEMENT_LINE_ENTITY, entityId: lines.map((l) => String(l.id)) }, raw: true }))) as unknown as Row[];
  const byLine = new Map(events.map((e) => [String(e.entityId), e]));
  expect(events).toHaveLength(lines.length);
  return lines.map((l) => {
    const e = byLine.get(String(l.id))!;
    const changes = (typeof e.changes === 'string' ? JSON.parse(e.changes) : e.changes) as Array<{ field: string; after: unknown }>;
    return { action: e.action, tenantId: e.tenantId, changes: changes.map((c) => (c.field === 'importId' ? { ...c, after: c.after === importId ? 'IMPORT' : c.after } : c)) };
  });
}

const comparable = (rows: Row[]) => rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !OWN.includes(k))));

class RolledBack extends Error {
  constructor(readonly written: { lines: Row[]; events: Awaited<ReturnType<typeof eventsOf>> }) {
    super('rolled back');
  }
}

/** The previous path: the import's lines built as instances and written by the model's bulkCreate, its hooks writing the trail. */
async function previousPath(parsed: ParsedStatement): Promise<RolledBack['written']> {
  try {
    await inTenant(() =>
        inTransaction(t.server.sequelize, async () => {
          const statement = await StatementImport.create({
            bankAccountId: w.bankAccountId,
            accountCode: '5211',
            periodStart: '2026-03-01',
            periodEnd: '2026-03-31',
            fileName: 'reference.csv',
            format: parsed.format,
            currency: null,
            openingBalanceCents: null,
            closingBalanceCents: null,
            lineCount: parsed.lines.length,
            importedBy: null,
            importedAt: new Date(),
          });
          const rows = parsed.lines.map((line, i) => ({
            importId: statement.id,
            bankAccountId: w.bankAccountId,
            lineNo: i + 1,
            lineDate: line.date,
            label: line.label,
            reference: line.reference,
            amountCents: line.amountCents,
            externalId: line.externalId.slice(0, 100),
          }));
          for (let i = 0; i < rows.length; i += 500) await StatementLine.bulkCreate(rows.slice(i, i + 500));
          const lines = await linesOf(statement.id);
          throw new RolledBack({ lines, events: await eventsOf(statement.id, lines) });
        }),
    );
  } catch (err) {
    if (err instanceof RolledBack) return err.written;
    throw err;
  }
  throw new Error('The reference write was not rolled back');
}

describe('statement lines written set-based', () => {
  it('writes the same lines and the same audit events as the model did, and refuses the file again', async () => {
    const before = await previousPath(parseStatement(csv));
    expect(before.lines).toHaveLength(COUNT);

    const res = await upload(w.accountant, { bankAccountId: w.bankAccountId }, csv, 'releve.csv');
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    expect(res.body).toMatchObject({ lineCount: COUNT, matchedCount: 0 });
    const lines = await linesOf(res.body.id);
    expect(comparable(lines)).toEqual(comparable(before.lines));
    expect(new Set(lines.map((l) => l.id)).size).toBe(COUNT);
    for (const column of TIMESTAMPS) {
      // SQLite compares the text: the same format as the model's ('YYYY-MM-DD HH:MM:SS.SSS +00:00').
      expect(lines.map((l) => typeof l[column])).toEqual(before.lines.map((l) => typeof l[column]));
      if (t.dialect === 'sqlite') for (const l of [...lines, ...before.lines]) expect(l[column]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} \+00:00$/);
    }
    const events = await eventsOf(res.body.id, lines);
    expect(events).toEqual(before.events);
    expect(events[0].changes.map((c) => c.field)).toEqual(['importId', 'bankAccountId', 'lineNo', 'lineDate', 'label', 'amountCents', 'externalId', 'status']);

    // The trail through the API: the line's creation, by the importing user.
    const trail = await w.accountant.get(`/audit/BANK_STATEMENT_LINE/${String(lines[1].id)}`).expect(200);
    expect(trail.body.items).toHaveLength(1);
    expect(trail.body.items[0]).toMatchObject({ action: 'CREATE', actor: { id: res.body.importedBy } });

    const again = await upload(w.accountant, { bankAccountId: w.bankAccountId }, csv, 'copie.csv');
    expect(again.status).toBe(409);
    expect(again.body.errors).toHaveLength(COUNT);
  });
});

describe('audit events written in bulk', () => {
  it('recordAuditEvents writes, without instances, the rows AuditEvent.bulkCreate wrote', async () => {
    const at = new Date('2026-04-02T09:00:00.123Z');
    const userId = '6f1d2c3b-4a59-4e8f-9b0a-1c2d3e4f5a6b';
    const entries = (entityType: string): AuditEntry[] => [
      { tenantId: w.tenant.id, entityType, entityId: 'a', action: 'CREATE', changes: [{ field: 'label', before: null, after: "l'Éléphant «1» \\ %s :x ?" }, { field: 'amountCents', before: null, after: -12345 }] },
      { tenantId: w.tenant.id, entityType, entityId: 'b', action: 'STATE_CHANGE', changes: [{ field: 'status', before: 'UNMATCHED', after: 'MATCHED' }, { field: 'matchedBy', before: null, after: userId }] },
      { tenantId: w.tenant.id, entityType, entityId: 'c', action: 'UPDATE', changes: [] },
    ];
    const read = (entityType: string) =>
      t.server.sequelize.query<Row>('SELECT * FROM audit_events WHERE entity_type = :entityType ORDER BY seq', { type: QueryTypes.SELECT, replacements: { entityType } });
    let written: { previous: Row[]; bulk: Row[] } | undefined;
    try {
      await inTenant(() =>
        asTenant(
          w.tenant.id,
          () =>
            inTransaction(t.server.sequelize, async () => {
              // What recordAuditEvents did before: the model's bulkCreate, hooks off.
              await AuditEvent.bulkCreate(
                entries('TEST_PREVIOUS').map((e, i) => ({ ...e, actorType: 'USER' as const, actorId: userId, actorLabel: 'compta@lagune.ci', occurredAt: at, seq: i + 1, requestId: 'req-1' })),
                { hooks: false, returning: false },
              );
              await recordAuditEvents(entries('TEST_BULK'));
              written = { previous: await read('TEST_PREVIOUS'), bulk: await read('TEST_BULK') };
              throw new Error('rolled back');
            }),
          { realm: 'tenant', userId, actorLabel: 'compta@lagune.ci', requestId: 'req-1', now: () => at },
        ),
      );
    } catch (err) {
      if (!written) throw err;
    }
    const { previous, bulk } = written!;
    const shown = (rows: Row[]) => rows.map(({ id, seq, entity_type: _entityType, ...rest }) => ({ ...rest, id: typeof id, seq: typeof seq }));
    expect(bulk).toHaveLength(3);
    expect(shown(bulk)).toEqual(shown(previous));
    expect(bulk.map((r) => Number(r.seq))).toEqual([...bulk.map((r) => Number(r.seq))].sort((a, b) => a - b));
    expect(new Set(bulk.map((r) => r.id)).size).toBe(3);
  });
});
