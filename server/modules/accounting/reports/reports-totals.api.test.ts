import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocate, sumCents } from '../../../../shared/money';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { computeDashboard } from '../dashboard/dashboard';
import { computeVat } from '../declarations/vat';
import { agingReport } from './aging';
import { balanceReport } from './balance';
import { bilanReport } from './bilan';
import { addDays, lastMonths } from './dates';
import { grandLivreRows, journalRows } from './exports';
import type { TableRow } from './export/tabular';
import { grandLivreReport } from './grand-livre';
import { createFixtureTenant, inTenant, writeEntries, type FixtureEntry, type FixtureLine } from './ledger-fixture';
import { resultatReport } from './resultat';

/**
 * Property: for random balanced entries (some left in draft), every report's totals equal the
 * sums of the posted lines that produced them, computed here independently of the SQL.
 */
const ACCOUNTS = ['1013', '162', '2442', '4011', '4111', '4431', '4452', '5211', '5711', '6011', '6222', '7011', '7061', '841', '8911'];
const PARTIES = ['Client Alpha', 'Client Bêta', 'Fournisseur Gamma', null];
const START = '2025-10-01';
const DAYS = 273; // to 2026-06-30

const day = fc.integer({ min: 0, max: DAYS - 1 }).map((n) => addDays(START, n));
const side = fc.record({
  account: fc.constantFrom(...ACCOUNTS),
  thirdParty: fc.constantFrom(...PARTIES),
  dueDate: fc.option(day, { nil: null }),
});

const entry: fc.Arbitrary<FixtureEntry> = fc
  .record({
    date: day,
    posted: fc.integer({ min: 0, max: 9 }).map((n) => n < 8),
    debits: fc.array(fc.record({ line: side, cents: fc.integer({ min: 1, max: 50_000_000 }) }), { minLength: 1, maxLength: 3 }),
    credits: fc.array(fc.record({ line: side, weight: fc.integer({ min: 1, max: 100 }) }), { minLength: 1, maxLength: 3 }),
  })
  .map(({ date, posted, debits, credits }) => {
    const total = sumCents(debits.map((d) => d.cents));
    const parts = allocate(total, credits.map((c) => c.weight));
    const lines: FixtureLine[] = [
      ...debits.map((d) => ({ ...d.line, debit: d.cents })),
      ...credits.map((c, i) => ({ ...c.line, credit: parts[i] })).filter((l) => l.credit > 0),
    ];
    return { date, status: posted ? ('POSTED' as const) : ('DRAFT' as const), lines };
  });

type Line = FixtureLine & { date: string; debit: number; credit: number };
const sum = (lines: Line[], f: (l: Line) => number) => sumCents(lines.map(f));
const net = (l: Line) => l.debit - l.credit;
/** Credit − debit, without a negative zero. */
const neg = (cents: number) => 0 - cents;

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ now: '2026-06-30T12:00:00Z' });
});
afterAll(() => t?.close());

describe('report totals equal the sums of the posted lines', () => {
  it('holds for random balanced entries', { timeout: 240_000 }, async () => {
    const db = t.server.sequelize;
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 10 }), day, day, async (entries, d1, d2) => {
        const [from, to] = d1 <= d2 ? [d1, d2] : [d2, d1];
        const tenantId = await createFixtureTenant(t.server.container, 'CI', t.clock.now);
        await writeEntries(t.server.container, tenantId, entries, t.clock.now);
        const posted: Line[] = entries
          .filter((e) => e.status === 'POSTED')
          .flatMap((e) => e.lines.map((l) => ({ ...l, date: e.date, debit: l.debit ?? 0, credit: l.credit ?? 0 })));
        const inPeriod = posted.filter((l) => l.date >= from && l.date <= to);
        const upTo = (date: string) => posted.filter((l) => l.date <= date);
        const cls = (l: Line, ...classes: string[]) => classes.includes(l.account[0]);

        await inTenant(t.server.container, tenantId, async () => {
          const balance = await balanceReport(db, { from, to });
          expect(balance.totals.periodDebit).toBe(sum(inPeriod, (l) => l.debit));
          expect(balance.totals.periodCredit).toBe(sum(inPeriod, (l) => l.credit));
          expect(balance.totals.balanced).toBe(true);
          for (const a of balance.accounts) {
            const own = upTo(to).filter((l) => l.account === a.accountCode);
            expect(a.closingDebit - a.closingCredit).toBe(sum(own, net));
            expect(a.openingDebit - a.openingCredit).toBe(sum(own.filter((l) => l.date < from), net));
          }

          const ledger = await grandLivreReport(db, { from, to, page: 1, pageSize: 5000 });
          expect(ledger.totals).toMatchObject({ debit: sum(inPeriod, (l) => l.debit), credit: sum(inPeriod, (l) => l.credit), lineCount: inPeriod.length });
          expect(ledger.lines).toHaveLength(inPeriod.length);
          const exported: TableRow[] = [];
          for await (const row of grandLivreRows(db, { from, to }, 'en', 3)) if (row.kind === 'detail') exported.push(row);
          expect(exported.map((r) => [r.cells[0], Number(r.cells[10]) - Number(r.cells[11])])).toEqual(ledger.lines.map((l) => [l.accountCode, l.balance]));
          let journalDebit = 0;
          let journalLines = 0;
          for await (const row of journalRows(db, { from, to }, 4)) {
            if (row.kind !== 'detail') continue;
            journalLines += 1;
            journalDebit += Number(row.cells[10]);
          }
          expect([journalLines, journalDebit]).toEqual([inPeriod.length, sum(inPeriod, (l) => l.debit)]);

          // The statements tie out to the trial balance: the income statement's net result (XI)
          // is the trial balance's classes 6–8, the balance sheet's assets (BZ) its liabilities (DZ).
          const resultat = await resultatReport(db, { from, to, comparative: true }, 'SYSCOHADA');
          expect(resultat.netResult.amount).toBe(neg(sum(inPeriod.filter((l) => cls(l, '6', '7', '8')), net)));
          expect(resultat.products.total - resultat.charges.total).toBe(resultat.netResult.amount);
          const trialResult = neg(
            sumCents(balance.accounts.filter((a) => '678'.includes(a.accountCode[0])).map((a) => a.periodDebit - a.periodCredit)),
          );
          expect(resultat.statement.find((l) => l.ref === 'XI')?.amount).toBe(trialResult);

          const bilan = await bilanReport(db, to, 'SYSCOHADA');
          expect(bilan.balanced).toBe(true);
          expect(bilan.assets.lines.find((l) => l.ref === 'BZ')?.net).toBe(bilan.liabilities.lines.find((l) => l.ref === 'DZ')?.net);
          expect(bilan.unplaced).toEqual([]);
          const liabilityAccounts = sumCents(bilan.liabilities.accounts.map((a) => a.amount));
          expect(bilan.assets.total - liabilityAccounts).toBe(sum(upTo(to).filter((l) => cls(l, '1', '2', '3', '4', '5')), net));
          expect(bilan.liabilities.resultOfYear + bilan.liabilities.priorYearsResult).toBe(neg(sum(upTo(to).filter((l) => cls(l, '6', '7', '8')), net)));

          const receivable = await agingReport(db, 'receivable', to);
          expect(receivable.totals.total).toBe(sum(upTo(to).filter((l) => l.account.startsWith('411')), net));
          const payable = await agingReport(db, 'payable', to);
          expect(payable.totals.total).toBe(neg(sum(upTo(to).filter((l) => l.account.startsWith('401')), net)));

          const vat = await computeVat(db, 'SYSCOHADA', from, to);
          expect(vat.collectedVat).toBe(neg(sum(inPeriod.filter((l) => l.account.startsWith('443')), net)));
          expect(vat.deductibleVat).toBe(sum(inPeriod.filter((l) => l.account.startsWith('445')), net));
          expect(vat.vatPayable - vat.creditToCarryForward).toBe(vat.collectedVat - vat.deductibleVat);

          const dashboard = await computeDashboard(db, '2026-06-30', [6, 7, 8]);
          const months = lastMonths('2026-06-30', 6);
          expect(dashboard.history.map((h) => h.revenue)).toEqual(
            months.map((m) => neg(sum(posted.filter((l) => cls(l, '7') && l.date >= m.start && l.date <= m.end), net))),
          );
          expect(dashboard.history.map((h) => h.expenses)).toEqual(months.map((m) => sum(posted.filter((l) => cls(l, '6') && l.date >= m.start && l.date <= m.end), net)));
          expect(dashboard.draftEntries).toBe(entries.filter((e) => e.status === 'DRAFT').length);
        });
      }),
      { numRuns: 12 },
    );
  });
});
