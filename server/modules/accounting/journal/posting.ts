import { Op, Transaction, type WhereOptions } from 'sequelize';
import type { EntrySource } from '../../../../shared/accounting';
import { Problem, businessRule } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { now } from '../../../platform/tenancy/context';
import { FiscalPeriod, JournalEntry, JournalLine } from '../models';
import { assertPeriodOpen } from '../periods/periods';
import { inLedgerTransaction, monthOf, today, yearOf } from '../runtime';
import { accountsOfLines } from './accounts-of-lines';
import { createEntry, loadEntry, lockEntry } from './ledger';
import { ENTRY_STATES } from './states';

async function linesOf(entryId: string): Promise<JournalLine[]> {
  return JournalLine.findAll({ where: { entryId }, order: [['lineNo', 'ASC']] });
}

async function markPosted(entry: JournalEntry): Promise<void> {
  await entry.update({ status: 'POSTED', postedAt: now() });
  await JournalLine.update({ posted: true }, { where: { entryId: entry.id } });
}

/**
 * DRAFT → POSTED, definitive. The period must not be closed and every account still active
 * (one may have been deactivated since the draft was written).
 */
export async function postEntry(id: string): Promise<JournalEntry> {
  return inLedgerTransaction(async () => {
    const entry = await lockEntry(id);
    transition(ENTRY_STATES, entry.status, 'post');
    await assertPeriodOpen(entry.entryDate);
    await accountsOfLines(await linesOf(entry.id), { allowInactive: entry.source === 'REVERSAL' });
    await markPosted(entry);
    return loadEntry(entry.id);
  });
}

/** Posts the drafts, all or nothing: none dated in a closed period, none on an account deactivated since. */
async function postDrafts(drafts: JournalEntry[]): Promise<{ posted: number; pieceNumbers: string[] }> {
  if (!drafts.length) return { posted: 0, pieceNumbers: [] };
  const closed = await FiscalPeriod.findAll({ where: { status: 'CLOSED' }, attributes: ['year', 'month'] });
  const closedKeys = new Set(closed.map((p) => `${p.year}-${p.month}`));
  const inClosed = drafts.filter((d) => closedKeys.has(`${yearOf(d.entryDate)}-${monthOf(d.entryDate)}`));
  if (inClosed.length) {
    throw new Problem('PERIOD_CLOSED', `Drafts dated in closed periods: ${inClosed.map((d) => d.pieceNumber).join(', ')}; nothing was posted`, {
      pieceNumbers: inClosed.map((d) => d.pieceNumber),
    });
  }
  const inactive = await JournalLine.findAll({
    where: { entryId: drafts.map((d) => d.id) },
    include: [{ association: 'account', attributes: ['status'], where: { status: 'INACTIVE' }, required: true }],
    attributes: ['entryId'],
  });
  if (inactive.length) {
    const ids = new Set(inactive.map((l) => l.entryId));
    const pieces = drafts.filter((d) => ids.has(d.id) && d.source !== 'REVERSAL').map((d) => d.pieceNumber);
    if (pieces.length) throw businessRule(`Drafts using inactive accounts: ${pieces.join(', ')}; nothing was posted`, { pieceNumbers: pieces });
  }
  for (const draft of drafts) await markPosted(draft);
  return { posted: drafts.length, pieceNumbers: drafts.map((d) => d.pieceNumber) };
}

/**
 * Posts every DRAFT entry (of one source when given) in one go. All or nothing: when a draft is
 * dated in a closed period or uses an inactive account, nothing is posted and the answer names
 * the offending pieces.
 */
export async function bulkPost(source?: EntrySource): Promise<{ posted: number; pieceNumbers: string[] }> {
  return inLedgerTransaction(async () => {
    const where: WhereOptions<JournalEntry> = source ? { status: 'DRAFT', source } : { status: 'DRAFT' };
    // Row locks (PostgreSQL): a draft posted or deleted meanwhile drops out of the selection.
    const drafts = await JournalEntry.findAll({ where, order: [['entryDate', 'ASC'], ['pieceNumber', 'ASC']], lock: Transaction.LOCK.UPDATE });
    return postDrafts(drafts);
  });
}

/**
 * Posts the drafts selected on the journal screen, all or nothing: an unknown id answers
 * NOT_FOUND, an entry that is no longer a draft INVALID_STATE (naming its piece), and the rules
 * of bulk posting apply to the rest.
 */
export async function postSelected(ids: readonly string[]): Promise<{ posted: number; pieceNumbers: string[] }> {
  return inLedgerTransaction(async () => {
    const unique = [...new Set(ids)];
    const rows = await JournalEntry.findAll({ where: { id: unique }, order: [['entryDate', 'ASC'], ['pieceNumber', 'ASC']], lock: Transaction.LOCK.UPDATE });
    const missing = unique.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) throw new Problem('NOT_FOUND', `No journal entry ${missing.join(', ')}`, { ids: missing });
    const posted = rows.filter((r) => r.status !== 'DRAFT');
    if (posted.length) {
      throw new Problem('INVALID_STATE', `Already posted: ${posted.map((r) => r.pieceNumber).join(', ')}; nothing was posted`, {
        currentStatus: 'POSTED',
        pieceNumbers: posted.map((r) => r.pieceNumber),
      });
    }
    return postDrafts(rows);
  });
}

/** What automatic lettering matches a line on: its reference, else its entry's sourceRef, else its entry's piece number. */
export function letteringKey(line: Pick<JournalLine, 'reference'>, entry: Pick<JournalEntry, 'sourceRef' | 'pieceNumber'>): string {
  return line.reference ?? entry.sourceRef ?? entry.pieceNumber;
}

/** The entry that reverses this one, if any. */
export async function reversalOf(entryId: string): Promise<JournalEntry | null> {
  return JournalEntry.findOne({ where: { reversalOfId: entryId } });
}

/**
 * Corrects a POSTED entry by a mirror entry (debits and credits swapped, source REVERSAL),
 * posted at once and linked to the original (`reversalOfId`; the original answers
 * `reversedById`). Dated today unless told otherwise; an entry is reversed at most once.
 */
export async function reverseEntry(id: string, options: { date?: string; label?: string } = {}): Promise<JournalEntry> {
  return inLedgerTransaction(async () => {
    const original = await lockEntry(id);
    transition(ENTRY_STATES, original.status, 'reverse');
    const existing = await reversalOf(original.id);
    if (existing) {
      throw new Problem('INVALID_STATE', `Entry ${original.pieceNumber} is already reversed by ${existing.pieceNumber}`, {
        currentStatus: original.status,
        reversedById: existing.id,
      });
    }
    if (original.source === 'CLOSING' || original.source === 'OPENING') {
      throw businessRule(`Entry ${original.pieceNumber} is a year-end entry: reopen the fiscal year to remove it`);
    }
    const lines = await linesOf(original.id);
    return createEntry(
      {
        date: options.date ?? today(),
        label: options.label ?? `Extourne de ${original.pieceNumber} : ${original.label}`.slice(0, 255),
        source: 'REVERSAL',
        sourceRef: original.id,
        lines: lines.map((l) => ({
          accountCode: l.accountCode,
          debitCents: l.creditCents,
          creditCents: l.debitCents,
          label: l.label,
          thirdParty: l.thirdParty,
          thirdPartyId: l.thirdPartyId,
          dueDate: l.dueDate,
          // Lettering pairs the reversal's lines with the original's.
          reference: letteringKey(l, original),
        })),
      },
      { post: true, reversalOfId: original.id, allowInactiveAccounts: true },
    );
  });
}

/** Ids of the entries among these that have been reversed, with the reversing entry's id. */
export async function reversalsOf(entryIds: string[]): Promise<Map<string, string>> {
  if (!entryIds.length) return new Map();
  const rows = await JournalEntry.findAll({ where: { reversalOfId: { [Op.in]: entryIds } }, attributes: ['id', 'reversalOfId'] });
  return new Map(rows.map((r) => [r.reversalOfId as string, r.id]));
}
