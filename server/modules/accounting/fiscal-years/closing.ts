import { Op, Transaction } from 'sequelize';
import { businessRule } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { now } from '../../../platform/tenancy/context';
import { ensureAccount } from '../chart/accounts';
import { getConfig } from '../config/config-service';
import type { LedgerLineInput } from '../journal/entry-rules';
import { resolveJournal } from '../journal/journals';
import { checkLines, insertEntry } from '../journal/ledger';
import { FiscalYear, JournalEntry, JournalLine, Lettering } from '../models';
import { assertPeriodOpen, ensureYear } from '../periods/periods';
import { currentTenantId, currentUserId, inLedgerTransaction, ledgerDb } from '../runtime';
import { bookStart } from './book-start';
import { FISCAL_YEAR_STATES } from './states';
import { carriedBalances, resultAccounts, resultBalances, type CarriedItem } from './year-figures';

/** The year's row, created on first use and locked for the transaction (PostgreSQL). */
export async function lockFiscalYear(year: number): Promise<FiscalYear> {
  if (!(await FiscalYear.findOne({ where: { year }, attributes: ['id'] }))) await FiscalYear.bulkCreate([{ year, status: 'OPEN' }], { ignoreDuplicates: true });
  const row = await FiscalYear.findOne({ where: { year }, lock: Transaction.LOCK.UPDATE });
  if (!row) throw new Error(`Fiscal year ${year} could not be created`);
  return row;
}

async function assertClosable(year: number): Promise<void> {
  const periods = await ensureYear(year);
  const open = periods.filter((p) => p.status !== 'CLOSED');
  if (open.length) {
    throw businessRule(`Close every period of ${year} first: ${open.map((p) => `${year}-${String(p.month).padStart(2, '0')}`).join(', ')} still open`, {
      reason: 'OPEN_PERIODS',
      periods: open.map((p) => p.month),
    });
  }
  const drafts = await JournalEntry.count({ where: { status: 'DRAFT', entryDate: { [Op.between]: [`${year}-01-01`, `${year}-12-31`] } } });
  if (drafts) throw businessRule(`${drafts} draft entries are dated in ${year}: post or delete them first`, { reason: 'DRAFTS', draftEntries: drafts });
  const start = await bookStart(`${year}-01-01`);
  const earlier = await JournalLine.findOne({ where: { posted: true, entryDate: { [Op.gte]: start, [Op.lt]: `${year}-01-01` } }, attributes: ['entryDate'] });
  if (earlier) {
    throw businessRule(`Close ${earlier.entryDate.slice(0, 4)} first: years are closed in order`, { reason: 'PREVIOUS_YEAR_OPEN', year: Number(earlier.entryDate.slice(0, 4)) });
  }
}

/** The entry that moves the year's income-statement balances into 131 (profit) or 139 (loss); null when there are none. */
async function writeResultEntry(year: number): Promise<{ entry: JournalEntry | null; resultCents: number }> {
  const { chartStandard } = await getConfig();
  const balances = await resultBalances(year, chartStandard);
  const resultCents = -balances.reduce((s, b) => s + b.net, 0);
  if (!balances.length) return { entry: null, resultCents: 0 };
  const lines: LedgerLineInput[] = balances.map((b) => (b.net > 0 ? { accountCode: b.accountCode, creditCents: b.net } : { accountCode: b.accountCode, debitCents: -b.net }));
  const { profit, loss } = resultAccounts(chartStandard);
  if (resultCents > 0) lines.push({ accountCode: profit.code, creditCents: resultCents, label: profit.title });
  if (resultCents < 0) lines.push({ accountCode: loss.code, debitCents: -resultCents, label: loss.title });
  await ensureAccount(resultCents >= 0 ? profit.code : loss.code, resultCents >= 0 ? profit.title : loss.title);
  const checked = await checkLines(lines, { allowInactive: true, unlimited: true });
  const journal = await resolveJournal({ source: 'CLOSING', accountCodes: [] });
  const entry = await insertEntry(
    { date: `${year}-12-31`, label: `Détermination du résultat de l'exercice ${year}`, source: 'CLOSING', sourceRef: String(year), lines },
    journal,
    checked.lines,
    checked.totals,
    { post: true, yearEnd: 'CLOSING' },
  );
  return { entry, resultCents };
}

function itemLine(item: CarriedItem): LedgerLineInput {
  const side = item.debitCents > 0 ? { debitCents: item.debitCents } : { creditCents: item.creditCents };
  return { accountCode: item.accountCode, ...side, thirdPartyId: item.thirdPartyId, label: item.label, dueDate: item.dueDate, reference: item.reference };
}

/**
 * The à-nouveaux of the next year, dated its first day in the opening journal. A lettering that
 * joins a carried item with a line of the new year is moved onto the item's à-nouveau line, so
 * that letterings never straddle a closed year end.
 */
async function writeOpeningEntry(year: number): Promise<JournalEntry | null> {
  const { chartStandard } = await getConfig();
  const { balances, items } = await carriedBalances(await bookStart(`${year}-12-31`), `${year}-12-31`, chartStandard);
  const lines: LedgerLineInput[] = [
    ...balances.map((b) => (b.net > 0 ? { accountCode: b.accountCode, debitCents: b.net } : { accountCode: b.accountCode, creditCents: -b.net })),
    ...items.map(itemLine),
  ];
  if (!lines.length) return null;
  const checked = await checkLines(lines, { allowInactive: true, unlimited: true });
  const journal = await resolveJournal({ source: 'OPENING', accountCodes: [] });
  const entry = await insertEntry(
    { date: `${year + 1}-01-01`, label: `À-nouveaux de l'exercice ${year + 1}`, source: 'OPENING', sourceRef: String(year), lines },
    journal,
    checked.lines,
    checked.totals,
    { post: true, yearEnd: 'OPENING' },
  );
  const moved = items.map((item, i) => ({ item, lineNo: balances.length + i + 1 })).filter(({ item }) => item.letterId);
  if (moved.length) {
    const copies = new Map((await JournalLine.findAll({ where: { entryId: entry.id }, attributes: ['id', 'lineNo'] })).map((l) => [l.lineNo, l.id]));
    const letterings = new Map((await Lettering.findAll({ where: { id: [...new Set(moved.map((m) => m.item.letterId as string))] } })).map((l) => [l.id, l]));
    for (const { item, lineNo } of moved) {
      const lettering = letterings.get(item.letterId as string) as Lettering;
      const replacements = { tenantId: currentTenantId(), letterId: lettering.id, code: lettering.code, on: lettering.letteredOn };
      await ledgerDb().query('UPDATE journal_lines SET letter_id = NULL, letter_code = NULL, lettered_on = NULL WHERE tenant_id = :tenantId AND id = :id', {
        replacements: { ...replacements, id: item.lineId },
      });
      await ledgerDb().query('UPDATE journal_lines SET letter_id = :letterId, letter_code = :code, lettered_on = :on WHERE tenant_id = :tenantId AND id = :id', {
        replacements: { ...replacements, id: copies.get(lineNo) },
      });
    }
  }
  return entry;
}

/**
 * Closes a fiscal year: every period closed, no draft left in it, earlier years closed. Writes
 * the result entry (Dec 31, journal OD) and the next year's à-nouveaux (Jan 1, journal AN), both
 * posted. Two closings at once: the year's row lock lets one through, the other sees CLOSED (409).
 */
export async function closeFiscalYear(year: number): Promise<FiscalYear> {
  return inLedgerTransaction(async () => {
    const row = await lockFiscalYear(year);
    const next = transition(FISCAL_YEAR_STATES, row.status, 'close');
    await assertClosable(year);
    await assertPeriodOpen(`${year + 1}-01-01`);
    const { entry: resultEntry, resultCents } = await writeResultEntry(year);
    const openingEntry = await writeOpeningEntry(year);
    await row.update({
      status: next,
      closedAt: now(),
      closedBy: currentUserId(),
      resultCents,
      resultEntryId: resultEntry?.id ?? null,
      openingEntryId: openingEntry?.id ?? null,
    });
    return row;
  });
}

async function removeEntry(id: string | null): Promise<void> {
  if (!id) return;
  await JournalLine.destroy({ where: { entryId: id } });
  await JournalEntry.destroy({ where: { id } });
}

/**
 * Reopens a closed year while the next year holds no posted entry but its à-nouveaux: the
 * à-nouveaux (and any lettering of their lines) and the result entry are removed. The periods
 * stay closed until reopened one by one.
 */
export async function reopenFiscalYear(year: number): Promise<FiscalYear> {
  return inLedgerTransaction(async () => {
    const row = await lockFiscalYear(year);
    const next = transition(FISCAL_YEAR_STATES, row.status, 'reopen');
    const later = await FiscalYear.findOne({ where: { year: { [Op.gt]: year }, status: 'CLOSED' }, attributes: ['year'] });
    if (later) throw businessRule(`Reopen ${later.year} first`, { reason: 'LATER_YEAR_CLOSED', year: later.year });
    const posted = await JournalEntry.count({
      where: { status: 'POSTED', entryDate: { [Op.between]: [`${year + 1}-01-01`, `${year + 1}-12-31`] }, source: { [Op.ne]: 'OPENING' } },
    });
    if (posted) {
      throw businessRule(`${year + 1} already holds ${posted} posted entries besides its à-nouveaux: the year ${year} can no longer be reopened`, {
        reason: 'NEXT_YEAR_POSTED',
        postedEntries: posted,
      });
    }
    if (row.openingEntryId) {
      const letters = await JournalLine.findAll({ where: { entryId: row.openingEntryId, letterId: { [Op.ne]: null } }, attributes: ['letterId'] });
      const ids = [...new Set(letters.map((l) => l.letterId as string))];
      if (ids.length) {
        await ledgerDb().query('UPDATE journal_lines SET letter_id = NULL, letter_code = NULL, lettered_on = NULL WHERE tenant_id = :tenantId AND letter_id IN (:ids)', {
          replacements: { tenantId: currentTenantId(), ids },
        });
        await Lettering.destroy({ where: { id: ids } });
      }
    }
    await removeEntry(row.openingEntryId ?? null);
    await removeEntry(row.resultEntryId ?? null);
    await row.update({ status: next, closedAt: null, closedBy: null, resultCents: null, resultEntryId: null, openingEntryId: null });
    return row;
  });
}
