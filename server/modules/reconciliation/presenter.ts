import { Op } from 'sequelize';
import type { z } from 'zod';
import type { EntrySummaryView, ImportView, LineView, ProposalView } from '../../../shared/views/reconciliation';
import { formatCents } from '../../../shared/money';
import { allowedActions } from '../../platform/state-machine';
import { port } from '../../platform/modules';
import type { EntrySummary } from '../accounting';
import { StatementImport, StatementLine } from './models';
import type { Candidate } from './services/candidates';
import { STATEMENT_LINE_STATES } from './states';

const cents = (v: number | null) => (v === null || v === undefined ? null : formatCents(v));

export function presentEntry(entry: EntrySummary): z.infer<typeof EntrySummaryView> {
  return { id: entry.id, pieceNumber: entry.pieceNumber, date: entry.entryDate, label: entry.label, source: entry.source };
}

/** Imports with their bank account's title and the matched count and totals of their lines. */
export async function presentImports(imports: StatementImport[]): Promise<z.infer<typeof ImportView>[]> {
  if (imports.length === 0) return [];
  const ids = imports.map((i) => i.id);
  const lines = await StatementLine.findAll({ where: { importId: { [Op.in]: ids } }, attributes: ['importId', 'status', 'amountCents'] });
  const stats = new Map<string, { matched: number; credit: number; debit: number }>();
  for (const l of lines) {
    const s = stats.get(l.importId) ?? { matched: 0, credit: 0, debit: 0 };
    if (l.status === 'MATCHED') s.matched += 1;
    if (l.amountCents >= 0) s.credit += l.amountCents;
    else s.debit -= l.amountCents;
    stats.set(l.importId, s);
  }
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
