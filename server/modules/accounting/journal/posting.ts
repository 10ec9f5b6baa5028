import { Op } from 'sequelize';
import type { EntrySource } from '../../../../shared/accounting';
import { Problem, businessRule, notFound } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { JournalEntry, JournalLine } from '../models';
import { assertPeriodOpen } from '../periods/periods';
import { inLedgerTransaction, today } from '../runtime';
import { assertAccountsUsable } from './accounts-of-lines';
import { createEntry, loadEntry, lockEntry } from './ledger';
import { lineAccountsOf, lockEntryRows, markPostedRows, postDrafts } from './post-drafts';
import { ENTRY_STATES } from './states';

async function linesOf(entryId: string): Promise<JournalLine[]> {
  return JournalLine.findAll({ where: { entryId }, order: [['lineNo', 'ASC']] });
}

/**
 * DRAFT → POSTED, definitive. The period must not be closed and every account still active
 * (one may have been deactivated since the draft was written).
 */
export async function postEntry(id: string): Promise<JournalEntry> {
  return inLedgerTransaction(async () => {
    await markEntryPosted(id);
    return loadEntry(id);
  });
}

/**
 * `postEntry` without reading the entry back (the journal routes read plain rows): the entry read
 * (locked) as a plain row, and its lines' accounts in one read.
 */
export async function markEntryPosted(id: string): Promise<void> {
  await inLedgerTransaction(async () => {
    const [entry] = await lockEntryRows('id = :id', { id }, { byIds: true });
    if (!entry) throw notFound('Journal entry', id);
    transition(ENTRY_STATES, entry.status, 'post');
    await assertPeriodOpen(entry.entryDate);
    assertAccountsUsable(await lineAccountsOf(entry.id), { allowInactive: entry.source === 'REVERSAL' });
    await markPostedRows([entry]);
  });
}

/**
 * Posts every DRAFT entry (of one source when given) in one go. All or nothing: when a draft is
 * dated in a closed period or uses an inactive account, nothing is posted and the answer names
 * the offending pieces.
 */
export async function bulkPost(source?: EntrySource): Promise<{ posted: number; pieceNumbers: string[] }> {
  return inLedgerTransaction(async () => {
    // Row locks (PostgreSQL): a draft posted or deleted meanwhile drops out of the selection.
    const drafts = await (source ? lockEntryRows("status = 'DRAFT' AND source = :source", { source }) : lockEntryRows("status = 'DRAFT'"));
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
    const rows = await lockEntryRows('id IN (:ids)', { ids: unique }, { byIds: true });
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
