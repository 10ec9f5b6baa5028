import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantQuery } from '../../../platform/db/tenant-scope';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { createEntry, deleteEntry, updateEntry } from '../journal/ledger';
import { bulkPost, postEntry, postSelected, reverseEntry } from '../journal/posting';
import { ensureAccount } from '../chart/accounts';
import { addDays } from './dates';
import { createFixtureTenant, inTenant } from './ledger-fixture';
import { dateText, num } from './sql';

/**
 * Property: whatever sequence of writes the ledger goes through — entries created as drafts or
 * posted at once, drafts posted one by one or in bulk (all, or a selection), re-dated or deleted,
 * posted entries reversed — the day and month
 * totals the database keeps (migration 202612160900-ledger-totals) equal the sums of the posted
 * lines, key by key.
 */
const ACCOUNTS = ['4111', '4011', '5211', '6011', '7011'];
const START = '2025-11-20';
const day = fc.integer({ min: 0, max: 90 }).map((n) => addDays(START, n));

type Op =
  | { kind: 'create'; date: string; post: boolean; debit: string; credit: string; cents: number }
  | { kind: 'post' | 'reverse' | 'delete'; pick: number; date: string }
  | { kind: 'redate'; pick: number; date: string }
  | { kind: 'bulk'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), date: day, post: fc.boolean(), debit: fc.constantFrom(...ACCOUNTS), credit: fc.constantFrom(...ACCOUNTS), cents: fc.integer({ min: 1, max: 90_000_000 }) }) },
  fc.record({ kind: fc.constantFrom('post' as const, 'reverse' as const, 'delete' as const), pick: fc.nat(), date: day }),
  fc.record({ kind: fc.constant('redate' as const), pick: fc.nat(), date: day }),
  fc.record({ kind: fc.constant('bulk' as const), pick: fc.nat() }),
);

interface Entry {
  id: string;
  posted: boolean;
}

async function apply(ops: readonly Op[]): Promise<void> {
  const entries: Entry[] = [];
  const drafts = () => entries.filter((e) => !e.posted);
  const posted = () => entries.filter((e) => e.posted);
  for (const o of ops) {
    if (o.kind === 'create') {
      const entry = await createEntry(
        {
          date: o.date,
          label: 'Propriété',
          source: 'MANUAL',
          lines: [
            { accountCode: o.debit, debitCents: o.cents, creditCents: 0 },
            { accountCode: o.credit, debitCents: 0, creditCents: o.cents },
          ],
        },
        { post: o.post },
      );
      entries.push({ id: entry.id, posted: o.post });
      continue;
    }
    if (o.kind === 'bulk') {
      // Every draft at once (the tenant's own), or every other one as a selection.
      const pool = drafts();
      const chosen = o.pick % 2 ? pool.filter((_, i) => i % 2 === 0) : pool;
      if (chosen === pool) await bulkPost();
      else if (chosen.length) await postSelected(chosen.map((e) => e.id));
      for (const e of chosen) e.posted = true;
      continue;
    }
    const pool = o.kind === 'reverse' ? posted() : drafts();
    if (!pool.length) continue;
    const target = pool[o.pick % pool.length];
    if (o.kind === 'post') {
      await postEntry(target.id);
      target.posted = true;
    } else if (o.kind === 'delete') {
      await deleteEntry(target.id);
      entries.splice(entries.indexOf(target), 1);
    } else if (o.kind === 'redate') {
      await updateEntry(target.id, { date: o.date });
    } else {
      // An entry is reversed once: the original leaves the pools (its reversal, posted at once, is not drawn).
      await reverseEntry(target.id, { date: o.date });
      entries.splice(entries.indexOf(target), 1);
    }
  }
}

type Row = { k: string; account: string; yearEnd: string; debit: unknown; credit: unknown; lines: unknown };
const normal = (rows: Row[]) =>
  rows
    .map((r) => ({ k: String(r.k), account: r.account, yearEnd: r.yearEnd, debit: num(r.debit), credit: num(r.credit), lines: num(r.lines) }))
    .filter((r) => r.debit !== 0 || r.credit !== 0 || r.lines !== 0)
    .sort((a, b) => `${a.k}|${a.account}|${a.yearEnd}`.localeCompare(`${b.k}|${b.account}|${b.yearEnd}`));

const fromLines = (key: string) => `
  SELECT ${key} AS k, l.account_code AS account, COALESCE(l.year_end, '') AS "yearEnd",
    SUM(l.debit_cents) AS debit, SUM(l.credit_cents) AS credit, COUNT(*) AS lines
  FROM journal_lines l WHERE l.tenant_id = :tenantId AND l.posted = TRUE
  GROUP BY ${key}, l.account_code, COALESCE(l.year_end, '')`;
const fromTotals = (table: string, column: string) => `
  SELECT ${dateText(column)} AS k, account_code AS account, year_end AS "yearEnd", debit_cents AS debit, credit_cents AS credit, line_count AS lines
  FROM ${table} WHERE tenant_id = :tenantId`;

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ now: '2026-02-20T12:00:00Z' });
});
afterAll(() => t?.close());

describe('totals kept at posting', () => {
  it('equal the sums of the posted lines after any sequence of writes', { timeout: 240_000 }, async () => {
    const db = t.server.sequelize;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const tenantId = await createFixtureTenant(t.server.container, 'CI', t.clock.now);
        await inTenant(
          t.server.container,
          tenantId,
          async () => {
            for (const code of ACCOUNTS) await ensureAccount(code, `Compte ${code}`);
            await apply(ops);
            // Every line is posted exactly when its entry is (bulk posting updates both sides by chunks).
            const [mismatch] = await tenantQuery<{ n: unknown }>(
              db,
              `SELECT COUNT(*) AS n FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id WHERE l.tenant_id = :tenantId AND (l.posted = TRUE) <> (e.status = 'POSTED')`,
            );
            expect(num(mismatch.n)).toBe(0);
            const days = normal(await tenantQuery<Row>(db, fromLines(dateText('l.entry_date'))));
            expect(normal(await tenantQuery<Row>(db, fromTotals('ledger_day_totals', 'entry_date')))).toEqual(days);
            const months = normal(await tenantQuery<Row>(db, fromLines(`SUBSTR(${dateText('l.entry_date')}, 1, 7)`))).map((r) => ({ ...r, k: `${r.k}-01` }));
            expect(normal(await tenantQuery<Row>(db, fromTotals('ledger_month_totals', 'month_start')))).toEqual(months);
          },
          { now: t.clock.now },
        );
      }),
      { numRuns: 15 },
    );
  });
});
