import { randomUUID } from 'node:crypto';
import { formatPieceNumber } from '../../../../shared/accounting';
import { businessRule, Problem, validationFailed, type FieldError } from '../../../platform/http/problem';
import { now } from '../../../platform/tenancy/context';
import { ensureChart } from '../chart/seed-chart';
import { Account, FiscalPeriod, Journal, JournalEntry, JournalLine } from '../models';
import { currentUserId, inLedgerTransaction, monthOf, yearOf } from '../runtime';
import { lineErrors, totalsOf, unbalancedProblem } from './entry-rules';
import type { NewEntry } from './ledger';
import { reserveCounterValues } from './piece-numbers';
import { getConfig } from '../config/config-service';
import { partiesOfLines } from '../third-parties/third-parties';
import { journalCounterPrefix, resolveJournal } from './journals';

export interface ImportedEntry extends NewEntry {
  /** Posted at once unless false. */
  post?: boolean;
}

const CHUNK = 500;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/**
 * Records many entries in one go (imports, demo data) under the rules of `createEntry`: every
 * entry is checked first (lines, accounts, balance, closed periods) and nothing is written when
 * one fails, with paths naming the entry (`entries.3.lines.1.accountCode`). Piece numbers are
 * drawn as one block per journal and year, in the order given, so they stay gapless.
 */
export async function importEntries(entries: readonly ImportedEntry[]): Promise<number> {
  return inLedgerTransaction(async () => {
    const structural: FieldError[] = entries.flatMap((e, i) => lineErrors(e.lines).map((err) => ({ ...err, path: `entries.${i}.${err.path}` })));
    if (structural.length) throw validationFailed(structural, 'Some entries are not valid');

    await ensureChart();
    const codes = [...new Set(entries.flatMap((e) => e.lines.map((l) => l.accountCode)))];
    const accounts = new Map((await Account.findAll({ where: { code: codes } })).map((a) => [a.code, a]));
    const accountErrors: FieldError[] = [];
    entries.forEach((e, i) =>
      e.lines.forEach((l, j) => {
        const account = accounts.get(l.accountCode);
        if (!account) accountErrors.push({ path: `entries.${i}.lines.${j}.accountCode`, message: `Unknown account ${l.accountCode}` });
        else if (account.status !== 'ACTIVE') accountErrors.push({ path: `entries.${i}.lines.${j}.accountCode`, message: `Account ${l.accountCode} is inactive` });
      }),
    );
    if (accountErrors.length) throw businessRule('Some entry lines name unknown or inactive accounts', { errors: accountErrors });

    for (const [i, e] of entries.entries()) {
      const { totalDebitCents, totalCreditCents } = totalsOf(e.lines);
      const unbalanced = unbalancedProblem(totalDebitCents, totalCreditCents);
      if (unbalanced) throw new Problem('UNBALANCED_ENTRY', `Entry ${i} (${e.label}): ${unbalanced.detail}`, { ...unbalanced.extensions, entryIndex: i });
    }
    const closed = new Set((await FiscalPeriod.findAll({ where: { status: 'CLOSED' }, attributes: ['year', 'month'] })).map((p) => `${p.year}-${p.month}`));
    const inClosed = entries.findIndex((e) => closed.has(`${yearOf(e.date)}-${monthOf(e.date)}`));
    if (inClosed >= 0) throw new Problem('PERIOD_CLOSED', `Entry ${inClosed} is dated ${entries[inClosed].date}, inside a closed period`, { entryIndex: inClosed });

    const { chartStandard } = await getConfig();
    const parties = await partiesOfLines(
      entries.flatMap((e) => e.lines),
      chartStandard,
    );
    const journals: Journal[] = [];
    for (const e of entries) {
      journals.push(await resolveJournal({ journalId: e.journalId, journalCode: e.journalCode, source: e.source ?? 'IMPORT', accountCodes: e.lines.map((l) => l.accountCode) }));
    }
    // One block of numbers per journal and year, handed out in the order given.
    const blockKey = (i: number) => `${journals[i].code}|${yearOf(entries[i].date)}`;
    const counts = new Map<string, number>();
    entries.forEach((_, i) => counts.set(blockKey(i), (counts.get(blockKey(i)) ?? 0) + 1));
    const next = new Map<string, number>();
    for (const [key, count] of counts) {
      const [code, year] = key.split('|');
      next.set(key, (await reserveCounterValues(journalCounterPrefix(code), Number(year), count)) - count + 1);
    }
    const at = now();
    const createdBy = currentUserId();
    const entryRows = entries.map((e, i) => {
      const year = yearOf(e.date);
      const value = next.get(blockKey(i)) as number;
      next.set(blockKey(i), value + 1);
      const posted = e.post !== false;
      return {
        id: randomUUID(),
        pieceNumber: formatPieceNumber(journals[i].code, year, value),
        journalId: journals[i].id,
        journalCode: journals[i].code,
        entryDate: e.date,
        label: e.label,
        source: e.source ?? ('IMPORT' as const),
        sourceRef: e.sourceRef ?? null,
        status: posted ? ('POSTED' as const) : ('DRAFT' as const),
        postedAt: posted ? at : null,
        createdBy,
        ...totalsOf(e.lines),
      };
    });
    let lineIndex = 0;
    const lineRows = entries.flatMap((e, i) =>
      e.lines.map((l, j) => {
        const party = parties[lineIndex++];
        return {
          entryId: entryRows[i].id,
          lineNo: j + 1,
          accountId: (accounts.get(l.accountCode) as Account).id,
          accountCode: l.accountCode,
          label: l.label ?? null,
          debitCents: l.debitCents ?? 0,
          creditCents: l.creditCents ?? 0,
          entryDate: e.date,
          posted: entryRows[i].status === 'POSTED',
          thirdPartyId: party.thirdPartyId,
          thirdParty: party.thirdParty,
          dueDate: l.dueDate ?? null,
          reference: l.reference ?? null,
        };
      }),
    );
    await inChunks(entryRows, (chunk) => JournalEntry.bulkCreate(chunk));
    await inChunks(lineRows, (chunk) => JournalLine.bulkCreate(chunk));
    return entryRows.length;
  });
}
