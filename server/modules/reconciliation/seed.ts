import type { SeedContext } from '../../platform/modules';
import { asTenant, now as clockNow } from '../../platform/tenancy/context';
import { port } from '../../platform/modules';
import { StatementImport, StatementLine } from './models';

/** Movements the bank records that the books do not have yet: they stay to reconcile. */
const BANK_ONLY = [
  { day: 27, label: 'FRAIS TENUE DE COMPTE', amountCents: -500_000 },
  { day: 28, label: 'AGIOS TRIMESTRIELS', amountCents: -1_275_000 },
];
/** How many book movements the demo leaves unmatched (the latest ones, as if not yet processed). */
const LEFT_UNMATCHED = 2;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * One statement of the demo bank account (5211) for last month: a line for each posted movement
 * of the books on 5211 that month, most matched to their entry, the last two left to match, and
 * two bank charges the books lack (unmatched, no candidate).
 */
export async function seedDemoReconciliation(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  await asTenant(ctx.demoTenantId, async () => {
    const bank = (await port('ledger').bankAccounts()).find((a) => a.accountCode === '5211');
    if (!bank) return;
    const today = clockNow();
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
    const periodStart = first.toISOString().slice(0, 10);
    const periodEnd = last.toISOString().slice(0, 10);
    const movements = await port('ledger').postedMovements(bank.accountCode, periodStart, periodEnd);
    const entries = new Map((await port('ledger').entries(movements.map((m) => m.entryId))).map((e) => [e.id, e]));
    const net = new Map<string, number>();
    for (const m of movements) net.set(m.entryId, (net.get(m.entryId) ?? 0) + m.debitCents - m.creditCents);
    const book = [...net].filter(([, amount]) => amount !== 0).map(([entryId, amountCents]) => ({ entry: entries.get(entryId)!, amountCents }));
    const month = `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`;
    const lastDay = last.getUTCDate();
    const rows = [
      ...book.map(({ entry, amountCents }, i) => ({
        lineDate: entry.entryDate,
        label: entry.label.toUpperCase().slice(0, 500),
        reference: entry.pieceNumber,
        amountCents,
        externalId: `SGCI-${month}-${pad(i + 1)}`,
        entryId: i < book.length - LEFT_UNMATCHED ? entry.id : null,
      })),
      ...BANK_ONLY.map((b, i) => ({
        lineDate: `${month}-${pad(Math.min(b.day, lastDay))}`,
        label: b.label,
        reference: null,
        amountCents: b.amountCents,
        externalId: `SGCI-${month}-F${i + 1}`,
        entryId: null,
      })),
    ].sort((a, b) => a.lineDate.localeCompare(b.lineDate));
    const statement = await StatementImport.create({
      bankAccountId: bank.id,
      accountCode: bank.accountCode,
      periodStart,
      periodEnd,
      fileName: `releve-sgci-${month}.csv`,
      format: 'CSV',
      currency: null,
      openingBalanceCents: null,
      closingBalanceCents: null,
      lineCount: rows.length,
      importedBy: null,
      importedAt: today,
    });
    await StatementLine.bulkCreate(
      rows.map((r, i) => ({
        importId: statement.id,
        bankAccountId: bank.id,
        lineNo: i + 1,
        lineDate: r.lineDate,
        label: r.label,
        reference: r.reference,
        amountCents: r.amountCents,
        externalId: r.externalId,
        status: r.entryId ? 'MATCHED' : 'UNMATCHED',
        journalEntryId: r.entryId,
        matchedAt: r.entryId ? today : null,
      })),
    );
  }, { now: ctx.now });
}
