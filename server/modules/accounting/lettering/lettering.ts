import { QueryTypes, Transaction } from 'sequelize';
import { formatCents } from '../../../../shared/money';
import { isThirdPartyAccount } from '../../../../shared/accounting';
import { businessRule, notFound, Problem } from '../../../platform/http/problem';
import { getConfig } from '../config/config-service';
import { closedYears } from '../fiscal-years/book-start';
import { JournalLine, Lettering } from '../models';
import { currentTenantId, currentUserId, inLedgerTransaction, ledgerDb, yearOf } from '../runtime';
import { reserveLetterCodes } from './letter-codes';

type LineRow = Pick<JournalLine, 'id' | 'accountCode' | 'thirdPartyId' | 'debitCents' | 'creditCents' | 'entryDate'>;

/** The group's total of debits, and its latest date (the day its items count as settled). */
function groupFigures(lines: readonly LineRow[]) {
  let debit = 0;
  let credit = 0;
  let last = lines[0].entryDate;
  for (const l of lines) {
    debit += l.debitCents;
    credit += l.creditCents;
    if (l.entryDate > last) last = l.entryDate;
  }
  return { debit, credit, last };
}

/**
 * Writes letterings of already-checked groups (one account): reserves their codes, creates them
 * and marks their lines — only lines still unlettered, so that a concurrent lettering of one of
 * them makes this one fail whole (409) instead of lettering a line twice.
 */
export async function writeLetterings(accountCode: string, groups: ReadonlyArray<readonly LineRow[]>, automatic: boolean): Promise<Lettering[]> {
  if (!groups.length) return [];
  const codes = await reserveLetterCodes(accountCode, groups.length);
  const created: Lettering[] = [];
  for (const [i, lines] of groups.entries()) {
    const { debit, last } = groupFigures(lines);
    const lettering = await Lettering.create({
      accountCode,
      code: codes[i],
      thirdPartyId: lines[0].thirdPartyId ?? null,
      letteredOn: last,
      lineCount: lines.length,
      totalCents: debit,
      automatic,
      createdBy: currentUserId(),
    });
    const [, affected] = await ledgerDb().query(
      `UPDATE journal_lines SET letter_id = :letterId, letter_code = :code, lettered_on = :last
        WHERE tenant_id = :tenantId AND id IN (:ids) AND letter_id IS NULL AND posted = TRUE`,
      { type: QueryTypes.UPDATE, replacements: { letterId: lettering.id, code: codes[i], last, tenantId: currentTenantId(), ids: lines.map((l) => l.id) } },
    );
    if (Number(affected) !== lines.length) {
      throw new Problem('INVALID_STATE', 'A line of this lettering was lettered meanwhile; nothing was lettered', { currentStatus: 'LETTERED' });
    }
    created.push(lettering);
  }
  return created;
}

/** Lines dated in a closed fiscal year stay as they were: their open items live on in the à-nouveaux. */
async function assertOpenYears(lines: readonly LineRow[], what: string): Promise<void> {
  const closed = await closedYears();
  const inClosed = lines.filter((l) => closed.has(yearOf(l.entryDate)));
  if (inClosed.length) {
    throw businessRule(`${what}: lines dated in a closed fiscal year cannot change; letter their à-nouveaux instead`, { reason: 'YEAR_CLOSED', lineIds: inClosed.map((l) => l.id) });
  }
}

/**
 * Letters posted lines together: one account (a third-party account), one third party, none
 * already lettered, debits equal to credits. Amounts are never touched.
 */
export async function letterLines(lineIds: readonly string[]): Promise<Lettering> {
  return inLedgerTransaction(async () => {
    const ids = [...new Set(lineIds)];
    const lines = await JournalLine.findAll({ where: { id: ids }, lock: Transaction.LOCK.UPDATE, order: [['entryDate', 'ASC'], ['lineNo', 'ASC']] });
    const missing = ids.filter((id) => !lines.some((l) => l.id === id));
    if (missing.length) throw new Problem('NOT_FOUND', `No journal line ${missing.join(', ')}`, { lineIds: missing });
    if (lines.length < 2) throw businessRule('A lettering groups at least two lines', { reason: 'TOO_FEW_LINES' });
    const unposted = lines.filter((l) => !l.posted);
    if (unposted.length) throw businessRule('Only posted lines are lettered', { reason: 'NOT_POSTED', lineIds: unposted.map((l) => l.id) });
    const accounts = [...new Set(lines.map((l) => l.accountCode))];
    if (accounts.length > 1) throw businessRule(`Lines of different accounts (${accounts.join(', ')}) are not lettered together`, { reason: 'DIFFERENT_ACCOUNTS', accountCodes: accounts });
    const { chartStandard } = await getConfig();
    if (!isThirdPartyAccount(accounts[0], chartStandard)) {
      throw businessRule(`Account ${accounts[0]} is not a third-party account: its lines are not lettered`, { reason: 'NOT_LETTERABLE', accountCode: accounts[0] });
    }
    const parties = [...new Set(lines.map((l) => l.thirdPartyId ?? ''))];
    if (parties.length > 1) throw businessRule('Lines of different third parties are not lettered together', { reason: 'DIFFERENT_THIRD_PARTIES' });
    const lettered = lines.filter((l) => l.letterId);
    if (lettered.length) {
      throw new Problem('INVALID_STATE', `Already lettered: ${[...new Set(lettered.map((l) => l.letterCode))].join(', ')}`, {
        currentStatus: 'LETTERED',
        lineIds: lettered.map((l) => l.id),
        letterCodes: [...new Set(lettered.map((l) => l.letterCode))],
      });
    }
    const { debit, credit } = groupFigures(lines);
    if (debit !== credit) {
      throw businessRule(`The lines do not cancel out: debits ${formatCents(debit)}, credits ${formatCents(credit)}`, {
        reason: 'NOT_BALANCED',
        difference: formatCents(debit - credit),
      });
    }
    await assertOpenYears(lines, 'Lettering');
    const [lettering] = await writeLetterings(accounts[0], [lines], false);
    return lettering;
  });
}

/** Undoes a lettering: its lines are open items again (amounts untouched). */
export async function unletter(id: string): Promise<Lettering> {
  return inLedgerTransaction(async () => {
    const lettering = await Lettering.findByPk(id, { lock: Transaction.LOCK.UPDATE });
    if (!lettering) throw notFound('Lettering', id);
    const lines = await JournalLine.findAll({ where: { letterId: lettering.id }, attributes: ['id', 'accountCode', 'thirdPartyId', 'debitCents', 'creditCents', 'entryDate'] });
    await assertOpenYears(lines, 'Unlettering');
    await clearLetters([lettering.id]);
    await lettering.destroy();
    return lettering;
  });
}

/** Takes the letters off every line of these letterings (the letterings themselves are the caller's to remove). */
export async function clearLetters(letterIds: readonly string[]): Promise<void> {
  if (!letterIds.length) return;
  await ledgerDb().query('UPDATE journal_lines SET letter_id = NULL, letter_code = NULL, lettered_on = NULL WHERE tenant_id = :tenantId AND letter_id IN (:ids)', {
    replacements: { tenantId: currentTenantId(), ids: [...letterIds] },
  });
}

export async function getLettering(id: string): Promise<{ lettering: Lettering; lines: JournalLine[] }> {
  const lettering = await Lettering.findByPk(id);
  if (!lettering) throw notFound('Lettering', id);
  const lines = await JournalLine.findAll({ where: { letterId: id }, order: [['entryDate', 'ASC'], ['lineNo', 'ASC']] });
  return { lettering, lines };
}
