import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantQuery } from '../../../platform/db/tenant-scope';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { createEntry, deleteEntry, updateEntry } from '../journal/ledger';
import { postEntry, reverseEntry } from '../journal/posting';
import { ensureAccount } from '../chart/accounts';
import { letterLines, unletter } from '../lettering/lettering';
import { JournalLine } from '../models';
import { agingDuesSql, agingReplacements, agingSql, duesHold, overdueSql, type AgingKind } from './aging';
import { referenceAgingSql, referenceOverdueSql, referencePrefix } from './aging-reference';
import { AGING_BUCKETS } from './computations';
import { addDays } from './dates';
import { createFixtureTenant, inTenant } from './ledger-fixture';
import { BEGINNING_OF_BOOKS } from '../fiscal-years/book-start';
import { dateText, num, prefixFilter } from './sql';

/**
 * Property: whatever the ledger goes through — invoices and payments on 411/401 created as drafts
 * or posted, posted, re-dated, deleted, reversed, lettered and unlettered — the open items the
 * database keeps (migration 202612170900-open-items) equal the posted unlettered lines of those
 * accounts grouped by third party, due date and year, and those across the years (migration
 * 202612180900-open-dues) the same lines grouped by third party and due date; and the aged balances
 * read from them equal, at dates before, inside and after the lines, the aged balances read from the
 * lines — from the open items across the years too at the dates where the report reads them.
 */
const START = '2025-11-20';
const day = fc.integer({ min: 0, max: 80 }).map((n) => addDays(START, n));
const PARTIES = ['Alpha', 'Beta', 'Gamma'];

type Op =
  | { kind: 'create'; date: string; post: boolean; account: '4111' | '4011'; payment: boolean; party: string; due: number | null; cents: number }
  | { kind: 'settle'; date: string; account: '4111' | '4011'; party: string; due: number; cents: number }
  | { kind: 'post' | 'reverse' | 'delete' | 'redate'; pick: number; date: string }
  | { kind: 'unletter'; pick: number };

const account = fc.constantFrom('4111' as const, '4011' as const);
const party = fc.constantFrom(...PARTIES);
const cents = fc.integer({ min: 1, max: 5_000_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('create' as const), date: day, post: fc.boolean(), account, payment: fc.boolean(), party, due: fc.option(fc.integer({ min: -10, max: 60 })), cents }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('settle' as const), date: day, account, party, due: fc.integer({ min: 0, max: 60 }), cents }) },
  fc.record({ kind: fc.constantFrom('post' as const, 'reverse' as const, 'delete' as const, 'redate' as const), pick: fc.nat(), date: day }),
  fc.record({ kind: fc.constant('unletter' as const), pick: fc.nat() }),
);

/** An invoice (or, with payment, its settlement through the bank) on a customer or supplier account. */
function lines(o: { account: '4111' | '4011'; payment: boolean; party: string; due: string | null; cents: number }) {
  const owedToUs = o.account === '4111';
  const thirdParty = { accountCode: o.account, thirdParty: o.party, dueDate: o.payment ? null : o.due };
  const other = { accountCode: o.payment ? '5211' : owedToUs ? '7011' : '6011' };
  // The third party's side: a customer's invoice is a debit, its payment a credit; a supplier's the reverse.
  const debitThirdParty = owedToUs !== o.payment;
  return debitThirdParty
    ? [{ ...thirdParty, debitCents: o.cents, creditCents: 0 }, { ...other, debitCents: 0, creditCents: o.cents }]
    : [{ ...other, debitCents: o.cents, creditCents: 0 }, { ...thirdParty, debitCents: 0, creditCents: o.cents }];
}

interface Entry {
  id: string;
  posted: boolean;
}

async function apply(ops: readonly Op[]): Promise<void> {
  const entries: Entry[] = [];
  const letterings: string[] = [];
  const drafts = () => entries.filter((e) => !e.posted);
  const posted = () => entries.filter((e) => e.posted);
  for (const o of ops) {
    if (o.kind === 'create') {
      const entry = await createEntry({ date: o.date, label: 'Propriété', source: 'MANUAL', lines: lines({ ...o, due: o.due === null ? null : addDays(o.date, o.due) }) }, { post: o.post });
      entries.push({ id: entry.id, posted: o.post });
    } else if (o.kind === 'settle') {
      // An invoice and its payment, lettered together (the payment a few days later).
      const ids: string[] = [];
      for (const [payment, date] of [[false, o.date], [true, addDays(o.date, 5)]] as const) {
        const entry = await createEntry({ date, label: 'Réglée', source: 'MANUAL', lines: lines({ ...o, payment, due: addDays(o.date, o.due) }) }, { post: true });
        const line = await JournalLine.findOne({ where: { entryId: entry.id, accountCode: o.account } });
        ids.push((line as JournalLine).id);
      }
      letterings.push((await letterLines(ids)).id);
    } else if (o.kind === 'unletter') {
      if (!letterings.length) continue;
      const [id] = letterings.splice(o.pick % letterings.length, 1);
      await unletter(id);
    } else {
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
        await reverseEntry(target.id, { date: o.date });
        entries.splice(entries.indexOf(target), 1);
      }
    }
  }
}

type Row = Record<string, unknown>;
const keyed = (rows: Row[]) =>
  rows
    .map((r) => ({ key: `${r.prefix}|${r.party}|${r.byId}|${r.partyId ?? ''}|${r.due}|${r.yearStart}`, amount: num(r.amount), lines: num(r.lines) }))
    .filter((r) => r.amount !== 0 || r.lines !== 0)
    .sort((a, b) => a.key.localeCompare(b.key));

const fromLines = `
  SELECT SUBSTR(l.account_code, 1, 3) AS prefix, COALESCE(CAST(l.third_party_id AS VARCHAR(36)), l.third_party, '') AS party,
    CASE WHEN l.third_party_id IS NULL THEN 0 ELSE 1 END AS "byId", l.third_party_id AS "partyId",
    ${dateText('COALESCE(l.due_date, l.entry_date)')} AS due, SUBSTR(${dateText('l.entry_date')}, 1, 4) || '-01-01' AS "yearStart",
    SUM(l.debit_cents - l.credit_cents) AS amount, COUNT(*) AS lines
  FROM journal_lines l
  WHERE l.tenant_id = :tenantId AND l.posted = TRUE AND l.letter_id IS NULL AND SUBSTR(l.account_code, 1, 3) IN ('401', '411')
  GROUP BY SUBSTR(l.account_code, 1, 3), COALESCE(CAST(l.third_party_id AS VARCHAR(36)), l.third_party, ''), l.third_party_id,
    COALESCE(l.due_date, l.entry_date), SUBSTR(${dateText('l.entry_date')}, 1, 4)`;
const fromTable = `
  SELECT prefix, party, by_id AS "byId", party_id AS "partyId", ${dateText('due')} AS due, ${dateText('year_start')} AS "yearStart",
    amount_cents AS amount, line_count AS lines
  FROM ledger_open_items WHERE tenant_id = :tenantId`;

/** The open items across the years: the per-year keys summed over their years. */
const acrossYears = (rows: Row[]) =>
  keyed(
    Object.values(
      rows.reduce<Record<string, Row>>((sums, r) => {
        const key = `${r.prefix}|${r.party}|${r.byId}|${r.due}`;
        const sum = sums[key] ?? { ...r, yearStart: '', amount: 0, lines: 0 };
        sums[key] = { ...sum, amount: num(sum.amount) + num(r.amount), lines: num(sum.lines) + num(r.lines) };
        return sums;
      }, {}),
    ),
  );
const fromDues = `
  SELECT prefix, party, by_id AS "byId", party_id AS "partyId", ${dateText('due')} AS due, '' AS "yearStart",
    amount_cents AS amount, line_count AS lines
  FROM ledger_open_dues WHERE tenant_id = :tenantId`;

/** The parties with a figure (the report leaves out the others), amounts as numbers. */
const figures = (rows: Row[]) =>
  rows
    .map((r) => ({ party: r.party, thirdPartyId: r.thirdPartyId ?? null, ...Object.fromEntries([...AGING_BUCKETS, 'unappliedCredit'].map((b) => [b, num(r[b])])) }))
    .filter((r) => Object.entries(r).some(([k, v]) => k !== 'party' && k !== 'thirdPartyId' && v !== 0))
    .sort((a, b) => `${String(a.party)}|${String(a.thirdPartyId)}`.localeCompare(`${String(b.party)}|${String(b.thirdPartyId)}`));

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ now: '2026-02-20T12:00:00Z' });
});
afterAll(() => t?.close());

describe('open items kept at posting', () => {
  it('equal the unlettered lines, and give the aged balances the lines give, after any sequence of writes', { timeout: 240_000 }, async () => {
    const db = t.server.sequelize;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const tenantId = await createFixtureTenant(t.server.container, 'CI', t.clock.now);
        await inTenant(
          t.server.container,
          tenantId,
          async () => {
            for (const code of ['4111', '4011', '5211', '6011', '7011']) await ensureAccount(code, `Compte ${code}`);
            await apply(ops);
            const lineKeys = await tenantQuery<Row>(db, fromLines);
            expect(keyed(await tenantQuery<Row>(db, fromTable))).toEqual(keyed(lineKeys));
            expect(keyed(await tenantQuery<Row>(db, fromDues))).toEqual(acrossYears(lineKeys));
            let duesRead = false;
            for (const asOf of ['2025-11-19', '2025-12-10', '2025-12-31', '2026-01-15', '2026-03-31']) {
              for (const kind of ['receivable', 'payable'] as AgingKind[]) {
                const replacements = { ...agingReplacements(kind, asOf, BEGINNING_OF_BOOKS), ...prefixFilter(referencePrefix(kind)).replacements };
                const report = figures(await tenantQuery<Row>(db, agingSql(kind), replacements));
                const reference = figures(await tenantQuery<Row>(db, referenceAgingSql(kind), replacements));
                expect(report, `${kind} at ${asOf}`).toEqual(reference);
                if (await duesHold(db, replacements)) {
                  duesRead = true;
                  expect(figures(await tenantQuery<Row>(db, agingDuesSql(kind), replacements)), `${kind} at ${asOf}, across the years`).toEqual(reference);
                }
                const [overdue] = await tenantQuery<Row>(db, overdueSql(kind), replacements);
                const [before] = await tenantQuery<Row>(db, referenceOverdueSql(kind), replacements);
                expect([num(overdue.count), num(overdue.total)], `${kind} overdue at ${asOf}`).toEqual([num(before.count), num(before.total)]);
              }
            }
            // After every line and lettering (2026-03-31), the report reads the open items across the years.
            expect(duesRead).toBe(true);
          },
          { now: t.clock.now },
        );
      }),
      { numRuns: 6 },
    );
  });
});
