import { Transaction } from 'sequelize';
import { PIECE_PREFIXES, type EntrySource } from '../../../../shared/accounting';
import { notFound, validationFailed } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { ensureChart } from '../chart/seed-chart';
import { Account, JournalEntry, JournalLine } from '../models';
import { assertPeriodOpen } from '../periods/periods';
import { now } from '../../../platform/tenancy/context';
import { currentUserId, inLedgerTransaction, yearOf } from '../runtime';
import { accountsOfLines } from './accounts-of-lines';
import { lineErrors, totalsOf, unbalancedProblem, type LedgerLineInput } from './entry-rules';
import { nextPieceNumber } from './piece-numbers';
import { ENTRY_STATES } from './states';

export interface NewEntry {
  date: string;
  label: string;
  source?: EntrySource;
  /** Id of the business record that produced the entry (invoice, payroll run…). */
  sourceRef?: string | null;
  lines: LedgerLineInput[];
}

export interface EntryChanges {
  date?: string;
  label?: string;
  sourceRef?: string | null;
  lines?: LedgerLineInput[];
}

export interface CreateOptions {
  /** Post at once (DRAFT skipped): for entries generated from already-validated business records. */
  post?: boolean;
  reversalOfId?: string;
  allowInactiveAccounts?: boolean;
}

/** Checks the lines (structure, accounts, balance) and answers their totals and accounts. */
async function checkLines(lines: readonly LedgerLineInput[], allowInactive = false) {
  const errors = lineErrors(lines);
  if (errors.length) throw validationFailed(errors, 'The entry lines are not valid');
  await ensureChart();
  const accounts = await accountsOfLines(lines, { allowInactive });
  const totals = totalsOf(lines);
  const unbalanced = unbalancedProblem(totals.totalDebitCents, totals.totalCreditCents);
  if (unbalanced) throw unbalanced;
  return { accounts, totals };
}

async function writeLines(entry: JournalEntry, lines: readonly LedgerLineInput[], accounts: Map<string, Account>): Promise<void> {
  await JournalLine.bulkCreate(
    lines.map((line, i) => ({
      entryId: entry.id,
      lineNo: i + 1,
      accountId: (accounts.get(line.accountCode) as Account).id,
      accountCode: line.accountCode,
      label: line.label ?? null,
      debitCents: line.debitCents ?? 0,
      creditCents: line.creditCents ?? 0,
      entryDate: entry.entryDate,
      posted: entry.status === 'POSTED',
      thirdParty: line.thirdParty ?? null,
      dueDate: line.dueDate ?? null,
    })),
  );
}

/** An entry with its lines (ordered) and their accounts' titles. */
export async function loadEntry(id: string): Promise<JournalEntry> {
  const entry = await JournalEntry.findByPk(id, {
    include: [{ model: JournalLine, as: 'lines', include: [{ model: Account, as: 'account', attributes: ['id', 'title'] }] }],
    order: [[{ model: JournalLine, as: 'lines' }, 'lineNo', 'ASC']],
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
 * dated outside closed periods, numbered `JRN-YYYY-nnnnn` from the tenant's counter for the
 * entry's year.
 */
export async function createEntry(input: NewEntry, options: CreateOptions = {}): Promise<JournalEntry> {
  return inLedgerTransaction(async () => {
    const { accounts, totals } = await checkLines(input.lines, options.allowInactiveAccounts);
    await assertPeriodOpen(input.date);
    const pieceNumber = await nextPieceNumber(PIECE_PREFIXES.JOURNAL, yearOf(input.date));
    const entry = await JournalEntry.create({
      pieceNumber,
      entryDate: input.date,
      label: input.label,
      source: input.source ?? 'MANUAL',
      sourceRef: input.sourceRef ?? null,
      status: options.post ? 'POSTED' : 'DRAFT',
      postedAt: options.post ? now() : null,
      reversalOfId: options.reversalOfId ?? null,
      createdBy: currentUserId(),
      ...totals,
    });
    await writeLines(entry, input.lines, accounts);
    return loadEntry(entry.id);
  });
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
    await entry.update({
      entryDate: date,
      label: changes.label ?? entry.label,
      sourceRef: changes.sourceRef === undefined ? entry.sourceRef : changes.sourceRef,
      ...(checked ? checked.totals : {}),
    });
    if (changes.lines && checked) {
      await JournalLine.destroy({ where: { entryId: entry.id } });
      await writeLines(entry, changes.lines, checked.accounts);
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
