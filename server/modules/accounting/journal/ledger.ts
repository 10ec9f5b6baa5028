import { Transaction } from 'sequelize';
import type { EntrySource } from '../../../../shared/accounting';
import { notFound, validationFailed } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { ensureChart } from '../chart/seed-chart';
import { getConfig } from '../config/config-service';
import { Account, EntryAttachment, Journal, JournalEntry, JournalLine, ThirdParty } from '../models';
import type { YearEndKind } from '../models/journal-line';
import { partiesOfLines } from '../third-parties/third-parties';
import { assertPeriodOpen } from '../periods/periods';
import { now } from '../../../platform/tenancy/context';
import { currentUserId, inLedgerTransaction, yearOf } from '../runtime';
import { accountsOfLines, type AccountRow } from './accounts-of-lines';
import { lineErrors, totalsOf, unbalancedProblem, type LedgerLineInput } from './entry-rules';
import { nextJournalPiece, resolveJournal } from './journals';
import { ENTRY_STATES } from './states';

export interface NewEntry {
  date: string;
  label: string;
  source?: EntrySource;
  /** Id of the business record that produced the entry (invoice, payroll run…). */
  sourceRef?: string | null;
  /** The journal to file it in (by id or code); when omitted, the journal its source calls for. */
  journalId?: string | null;
  journalCode?: string | null;
  lines: LedgerLineInput[];
}

export interface EntryChanges {
  date?: string;
  label?: string;
  sourceRef?: string | null;
  journalId?: string | null;
  lines?: LedgerLineInput[];
}

export interface CreateOptions {
  /** Post at once (DRAFT skipped): for entries generated from already-validated business records. */
  post?: boolean;
  reversalOfId?: string;
  allowInactiveAccounts?: boolean;
}

/** What a line becomes once checked: its account and third party resolved. */
export interface CheckedLine extends LedgerLineInput {
  accountId: string;
  thirdPartyId: string | null;
  thirdParty: string | null;
}

/**
 * Checks the lines (structure, accounts, third parties, balance) and answers them resolved, with
 * their totals. `maxLines` is lifted only for the ledger's own year-end entries.
 */
export async function checkLines(lines: readonly LedgerLineInput[], options: { allowInactive?: boolean; unlimited?: boolean } = {}) {
  const errors = lineErrors(lines, options.unlimited ? { maxLines: Number.MAX_SAFE_INTEGER } : {});
  if (errors.length) throw validationFailed(errors, 'The entry lines are not valid');
  // The chart is seeded on first use: a tenant with any account has it, so it is looked for only when a code is missing.
  const accountOptions = { allowInactive: options.allowInactive };
  const accounts = await accountsOfLines(lines, accountOptions).catch(async (err: unknown) => {
    if (await ensureChart()) return accountsOfLines(lines, accountOptions);
    throw err;
  });
  const totals = totalsOf(lines);
  const unbalanced = unbalancedProblem(totals.totalDebitCents, totals.totalCreditCents);
  if (unbalanced) throw unbalanced;
  const { chartStandard } = await getConfig();
  const parties = await partiesOfLines(lines, chartStandard, { allowInactive: options.allowInactive });
  const checked: CheckedLine[] = lines.map((line, i) => ({ ...line, accountId: (accounts.get(line.accountCode) as AccountRow).id, ...parties[i] }));
  return { lines: checked, totals };
}

export async function writeLines(entry: JournalEntry, lines: readonly CheckedLine[], yearEnd: YearEndKind | null = null): Promise<void> {
  await JournalLine.bulkCreate(
    lines.map((line, i) => ({
      entryId: entry.id,
      lineNo: i + 1,
      accountId: line.accountId,
      accountCode: line.accountCode,
      label: line.label ?? null,
      debitCents: line.debitCents ?? 0,
      creditCents: line.creditCents ?? 0,
      entryDate: entry.entryDate,
      posted: entry.status === 'POSTED',
      thirdPartyId: line.thirdPartyId,
      thirdParty: line.thirdParty,
      dueDate: line.dueDate ?? null,
      reference: line.reference ?? null,
      yearEnd,
    })),
  );
}

/** An entry with its journal, its lines (ordered) with their accounts' titles and third parties, and its attachments. */
export async function loadEntry(id: string): Promise<JournalEntry> {
  const entry = await JournalEntry.findByPk(id, {
    include: [
      {
        model: JournalLine,
        as: 'lines',
        include: [
          { model: Account, as: 'account', attributes: ['id', 'title'] },
          { model: ThirdParty, as: 'party', attributes: ['id', 'code', 'name'] },
        ],
      },
      { model: Journal, as: 'journal', attributes: ['id', 'code', 'name', 'kind'] },
      { model: EntryAttachment, as: 'attachments' },
    ],
    order: [
      [{ model: JournalLine, as: 'lines' }, 'lineNo', 'ASC'],
      [{ model: EntryAttachment, as: 'attachments' }, 'createdAt', 'ASC'],
    ],
  });
  if (!entry) throw notFound('Journal entry', id);
  return entry;
}

/** Reads an entry with a row lock (PostgreSQL), so that two requests never change it at once. */
export async function lockEntry(id: string): Promise<JournalEntry> {
  const entry = await JournalEntry.findByPk(id, { lock: Transaction.LOCK.UPDATE });
  if (!entry) throw notFound('Journal entry', id);
  return entry;
}

/**
 * Records a DRAFT entry (POSTED with `post`): balanced lines on active accounts of the chart,
 * dated outside closed periods, filed in its journal and numbered `CODE-YYYY-nnnnn` from that
 * journal's counter for the entry's year.
 */
export async function createEntry(input: NewEntry, options: CreateOptions = {}): Promise<JournalEntry> {
  return inLedgerTransaction(async () => loadEntry((await recordEntry(input, options)).id));
}

/** `createEntry` without reading the entry back: the caller reads what it needs (the journal routes read plain rows). */
export async function recordEntry(input: NewEntry, options: CreateOptions = {}): Promise<JournalEntry> {
  return inLedgerTransaction(async () => {
    const { lines, totals } = await checkLines(input.lines, { allowInactive: options.allowInactiveAccounts });
    await assertPeriodOpen(input.date);
    const source = input.source ?? 'MANUAL';
    const journal = await resolveJournal({
      journalId: input.journalId,
      journalCode: input.journalCode,
      source,
      accountCodes: lines.map((l) => l.accountCode),
      reversalOfId: options.reversalOfId,
    });
    return insertEntry({ ...input, source }, journal, lines, totals, { post: options.post, reversalOfId: options.reversalOfId });
  });
}

/** Writes a checked entry and its lines in its journal (no rule checked here). */
export async function insertEntry(
  input: NewEntry & { source: EntrySource },
  journal: Journal,
  lines: readonly CheckedLine[],
  totals: { totalDebitCents: number; totalCreditCents: number },
  options: { post?: boolean; reversalOfId?: string; yearEnd?: YearEndKind },
): Promise<JournalEntry> {
  const entry = await JournalEntry.create({
    pieceNumber: await nextJournalPiece(journal, yearOf(input.date)),
    journalId: journal.id,
    journalCode: journal.code,
    entryDate: input.date,
    label: input.label,
    source: input.source,
    sourceRef: input.sourceRef ?? null,
    status: options.post ? 'POSTED' : 'DRAFT',
    postedAt: options.post ? now() : null,
    reversalOfId: options.reversalOfId ?? null,
    createdBy: currentUserId(),
    ...totals,
  });
  await writeLines(entry, lines, options.yearEnd ?? null);
  return entry;
}

/**
 * A draft moved to another journal takes that journal's next number (its old number is not
 * reused, as for a deleted draft).
 */
async function movedJournal(entry: JournalEntry, journalId: string, date: string) {
  const journal = await resolveJournal({ journalId, source: entry.source, accountCodes: [] });
  return { journalId: journal.id, journalCode: journal.code, pieceNumber: await nextJournalPiece(journal, yearOf(date)) };
}

/** Changes a DRAFT entry; its old and new dates must both lie outside closed periods. */
export async function updateEntry(id: string, changes: EntryChanges): Promise<JournalEntry> {
  return inLedgerTransaction(async () => {
    const entry = await lockEntry(id);
    transition(ENTRY_STATES, entry.status, 'edit');
    await assertPeriodOpen(entry.entryDate);
    const previousDate = entry.entryDate;
    const date = changes.date ?? previousDate;
    if (date !== previousDate) await assertPeriodOpen(date);

    const checked = changes.lines ? await checkLines(changes.lines) : undefined;
    const journal = changes.journalId && changes.journalId !== entry.journalId ? await movedJournal(entry, changes.journalId, date) : null;
    await entry.update({
      entryDate: date,
      label: changes.label ?? entry.label,
      sourceRef: changes.sourceRef === undefined ? entry.sourceRef : changes.sourceRef,
      ...(journal ? journal : {}),
      ...(checked ? checked.totals : {}),
    });
    if (changes.lines && checked) {
      await JournalLine.destroy({ where: { entryId: entry.id } });
      await writeLines(entry, checked.lines);
    } else if (date !== previousDate) {
      await JournalLine.update({ entryDate: date }, { where: { entryId: entry.id } });
    }
    return loadEntry(entry.id);
  });
}

/**
 * Deletes a DRAFT entry. Its piece number is not handed out again: numbers are never
 * duplicated, and the deletion stays visible in the audit trail.
 */
export async function deleteEntry(id: string): Promise<void> {
  await inLedgerTransaction(async () => {
    const entry = await lockEntry(id);
    transition(ENTRY_STATES, entry.status, 'delete');
    await assertPeriodOpen(entry.entryDate);
    await JournalLine.destroy({ where: { entryId: entry.id } });
    await entry.destroy();
  });
}
