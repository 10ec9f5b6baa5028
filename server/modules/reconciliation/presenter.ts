import type { z } from 'zod';
import type { EntrySummaryView, ImportView, LineView, ProposalView } from '../../../shared/views/reconciliation';
import { formatCents } from '../../../shared/money';
import { allowedActions } from '../../platform/state-machine';
import { port } from '../../platform/modules';
import { tenantQuery } from '../../platform/db/tenant-scope';
import type { EntrySummary } from '../accounting';
import { StatementImport, StatementLine } from './models';
import type { Candidate } from './services/candidates';
import { STATEMENT_LINE_STATES } from './states';

const cents = (v: number | null) => (v === null || v === undefined ? null : formatCents(v));

export function presentEntry(entry: EntrySummary): z.infer<typeof EntrySummaryView> {
  return { id: entry.id, pieceNumber: entry.pieceNumber, date: entry.entryDate, label: entry.label, source: entry.source };
}

/** PostgreSQL answers COUNT and SUM as text; sums of cents stay far below 2^53. */
function asCents(value: unknown): number {
  const n = Number(value ?? 0);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${String(value)} is not a safe integer of cents`);
  return n;
}

/** Matched count, money in and money out of each import's lines, in one aggregate. */
function importStats(ids: readonly string[]) {
  return tenantQuery<{ importId: string; matched: unknown; credit: unknown; debit: unknown }>(
    StatementLine.sequelize!,
    `SELECT import_id AS "importId", COUNT(CASE WHEN status = 'MATCHED' THEN 1 END) AS "matched",
       SUM(CASE WHEN amount_cents >= 0 THEN amount_cents ELSE 0 END) AS "credit",
       SUM(CASE WHEN amount_cents < 0 THEN -amount_cents ELSE 0 END) AS "debit"
     FROM bank_statement_lines WHERE tenant_id = :tenantId AND import_id IN (:ids) GROUP BY import_id`,
    { ids },
  );
}

/** Imports with their bank account's title and the matched count and totals of their lines. */
export async function presentImports(imports: StatementImport[]): Promise<z.infer<typeof ImportView>[]> {
  if (imports.length === 0) return [];
  const ids = imports.map((i) => i.id);
  const stats = new Map<string, { matched: number; credit: number; debit: number }>();
  for (const r of await importStats(ids)) stats.set(r.importId, { matched: Number(r.matched), credit: asCents(r.credit), debit: asCents(r.debit) });
  const accounts = new Map((await port('ledger').bankAccounts(imports.map((i) => i.bankAccountId))).map((a) => [a.id, a]));
  return imports.map((i) => {
    const s = stats.get(i.id) ?? { matched: 0, credit: 0, debit: 0 };
    return {
      id: i.id,
      bankAccountId: i.bankAccountId,
      bankAccountTitle: accounts.get(i.bankAccountId)?.title ?? null,
      accountCode: i.accountCode,
      periodStart: i.periodStart,
      periodEnd: i.periodEnd,
      fileName: i.fileName,
      format: i.format,
      currency: i.currency,
      openingBalance: cents(i.openingBalanceCents),
      closingBalance: cents(i.closingBalanceCents),
      lineCount: i.lineCount,
      matchedCount: s.matched,
      totalCredit: formatCents(s.credit),
      totalDebit: formatCents(s.debit),
      importedBy: i.importedBy,
      importedAt: i.importedAt.toISOString(),
    };
  });
}

export async function presentImport(statement: StatementImport) {
  return (await presentImports([statement]))[0];
}

/** Lines with a summary of their matched entry; `canManage` decides the actions shown. */
export async function presentLines(lines: StatementLine[], canManage: boolean): Promise<z.infer<typeof LineView>[]> {
  const entryIds = lines.map((l) => l.journalEntryId).filter((id): id is string => Boolean(id));
  const entries = new Map((await port('ledger').entries(entryIds)).map((e) => [e.id, e]));
  return lines.map((l) => {
    const entry = l.journalEntryId ? entries.get(l.journalEntryId) : undefined;
    return {
      id: l.id,
      importId: l.importId,
      bankAccountId: l.bankAccountId,
      lineNo: l.lineNo,
      date: l.lineDate,
      label: l.label,
      reference: l.reference,
      amount: formatCents(l.amountCents),
      externalId: l.externalId,
      status: l.status,
      journalEntryId: l.journalEntryId,
      journalEntry: entry ? presentEntry(entry) : null,
      matchedBy: l.matchedBy,
      matchedAt: l.matchedAt ? l.matchedAt.toISOString() : null,
      actions: canManage ? allowedActions(STATEMENT_LINE_STATES, l.status) : [],
    };
  });
}

export async function presentLine(line: StatementLine, canManage: boolean) {
  return (await presentLines([line], canManage))[0];
}

export function presentCandidate(line: StatementLine, c: Candidate): z.infer<typeof ProposalView>['candidates'][number] {
  return { ...presentEntry(c.entry), amount: formatCents(line.amountCents), dayGap: c.dayGap, score: c.score };
}
