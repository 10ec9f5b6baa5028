import { Transaction, UniqueConstraintError } from 'sequelize';
import { formatCents } from '../../../../shared/money';
import { Problem, businessRule, notFound } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { now, requireContext } from '../../../platform/tenancy/context';
import { port } from '../../../platform/modules';
import { StatementImport, StatementLine } from '../models';
import { STATEMENT_LINE_STATES } from '../states';
import { candidatesForLines, type Candidate } from './candidates';
import { unmatchedLines, writeMatches, type PlannedMatch } from './bulk-match';

export async function findImport(id: string): Promise<StatementImport> {
  const statement = await StatementImport.findByPk(id);
  if (!statement) throw notFound('Statement import', id);
  return statement;
}

export async function findLine(id: string): Promise<StatementLine> {
  const line = await StatementLine.findByPk(id);
  if (!line) throw notFound('Statement line', id);
  return line;
}

async function lockLine(id: string): Promise<StatementLine> {
  const line = await StatementLine.findByPk(id, { lock: Transaction.LOCK.UPDATE });
  if (!line) throw notFound('Statement line', id);
  return line;
}

async function accountCodeOf(line: StatementLine): Promise<string> {
  return (await findImport(line.importId)).accountCode;
}

const entryRefusal = (detail: string, reason: string, extra: Record<string, unknown> = {}) =>
  businessRule(detail, { reason, ...extra, errors: [{ path: 'journalEntryId', message: detail }] });

async function setMatch(line: StatementLine, entryId: string): Promise<StatementLine> {
  try {
    await line.update({ status: transition(STATEMENT_LINE_STATES, line.status, 'match'), journalEntryId: entryId, matchedBy: requireContext().userId, matchedAt: now() });
  } catch (err) {
    // Another request matched the same entry to another line meanwhile.
    if (err instanceof UniqueConstraintError) throw new Problem('DUPLICATE', `Journal entry ${entryId} is already matched to another statement line`, { errors: [{ path: 'journalEntryId', message: 'Already matched' }] });
    throw err;
  }
  return line;
}

/**
 * Matches a line with a posted entry by hand. The entry must move the bank account's ledger
 * account by exactly the line's amount and not settle another line; its date is free (a cheque
 * cashed weeks after it was written is matched by hand).
 */
export async function matchLine(lineId: string, journalEntryId: string): Promise<StatementLine> {
  const line = await lockLine(lineId);
  transition(STATEMENT_LINE_STATES, line.status, 'match');
  const entry = await port('ledger').entry(journalEntryId);
  if (!entry) throw entryRefusal(`Journal entry ${journalEntryId} does not exist`, 'ENTRY_NOT_FOUND');
  if (entry.status !== 'POSTED') throw entryRefusal(`Journal entry ${entry.pieceNumber} is ${entry.status}: only posted entries are matched`, 'ENTRY_NOT_POSTED', { entryStatus: entry.status });
  const other = await StatementLine.findOne({ where: { journalEntryId: entry.id } });
  if (other) {
    throw new Problem('DUPLICATE', `Journal entry ${entry.pieceNumber} is already matched to statement line ${other.id}`, { matchedLineId: other.id, errors: [{ path: 'journalEntryId', message: 'Already matched' }] });
  }
  const accountCode = await accountCodeOf(line);
  const { net, lines } = await port('ledger').netOnAccount(entry.id, accountCode);
  if (lines === 0) throw entryRefusal(`Journal entry ${entry.pieceNumber} has no line on the bank account ${accountCode}`, 'NOT_ON_BANK_ACCOUNT');
  if (net !== line.amountCents) {
    throw entryRefusal(`Journal entry ${entry.pieceNumber} moves ${accountCode} by ${formatCents(net)}, the statement line by ${formatCents(line.amountCents)}`, 'AMOUNT_MISMATCH', {
      entryAmount: formatCents(net),
      lineAmount: formatCents(line.amountCents),
    });
  }
  return setMatch(line, entry.id);
}

export async function unmatchLine(lineId: string): Promise<StatementLine> {
  const line = await lockLine(lineId);
  await line.update({ status: transition(STATEMENT_LINE_STATES, line.status, 'unmatch'), journalEntryId: null, matchedBy: null, matchedAt: null });
  return line;
}

export interface LineProposals {
  line: StatementLine;
  candidates: Candidate[];
}

/** The ranked candidates of each unmatched line of an import (lines in statement order). */
export async function proposalsOf(statement: StatementImport): Promise<LineProposals[]> {
  const lines = await StatementLine.findAll({ where: { importId: statement.id, status: 'UNMATCHED' }, order: [['lineNo', 'ASC']] });
  const candidates = await candidatesForLines(lines, statement.accountCode);
  return lines.map((line) => ({ line, candidates: candidates.get(line.id) ?? [] }));
}

export interface AutoMatchResult {
  matched: number;
  proposed: number;
  unmatched: number;
}

const unambiguous = (c: Candidate[]) => c.length === 1 || (c.length > 1 && c[0].score > c[1].score);

/**
 * Matches each unmatched line whose best candidate is unambiguous: a single candidate or one
 * scoring strictly higher than the next, and not also the best candidate of another line (two
 * equal movements of a day and one entry stay proposals). Counts what is left: lines with
 * candidates (proposed) and without (unmatched). The statement is locked first, so two
 * auto-matches of it run one after the other (SQLite's writer lock does the same): the second
 * plans from what the first wrote. The matches are then written in bulk (`writeMatches`).
 */
export async function autoMatch(statement: StatementImport): Promise<AutoMatchResult> {
  await StatementImport.findByPk(statement.id, { attributes: ['id'], lock: Transaction.LOCK.UPDATE });
  const lines = await unmatchedLines(statement.id);
  const candidates = await candidatesForLines(lines, statement.accountCode);
  const bestCount = new Map<string, number>();
  for (const line of lines) {
    const best = candidates.get(line.id)?.[0];
    if (best) bestCount.set(best.entry.id, (bestCount.get(best.entry.id) ?? 0) + 1);
  }
  const result: AutoMatchResult = { matched: 0, proposed: 0, unmatched: 0 };
  const matches: PlannedMatch[] = [];
  for (const line of lines) {
    const c = candidates.get(line.id) ?? [];
    if (c.length === 0) result.unmatched += 1;
    else if (unambiguous(c) && bestCount.get(c[0].entry.id) === 1) matches.push({ line, entryId: c[0].entry.id });
    else result.proposed += 1;
  }
  await writeMatches(matches);
  result.matched = matches.length;
  return result;
}

/** Unmatched lines of the tenant (all bank accounts): the dashboard's counter. */
export function countUnmatchedLines(): Promise<number> {
  return StatementLine.count({ where: { status: 'UNMATCHED' } });
}
