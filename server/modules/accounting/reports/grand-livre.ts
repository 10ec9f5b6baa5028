import type { Sequelize } from 'sequelize';
import { sumCents, type Cents } from '../../../../shared/money';
import { bookStart } from '../fiscal-years/book-start';
import { ACCOUNT_TITLE_JOIN, IN_BOOKS, NOT_OPENING, OPENING_PART, POSTED_LINES, dateText, num, prefixFilter, reportQuery, sumOf } from './sql';
import type { IsoDate } from './dates';
import { postedSource, type PostedSource } from './posted-source';

export interface GrandLivreParams {
  from: IsoDate;
  to: IsoDate;
  accountPrefix?: string;
  /** The lines of one third party (third-party accounts). */
  thirdPartyId?: string;
  page: number;
  pageSize: number;
}

export interface GrandLivreAccount {
  accountCode: string;
  accountTitle: string | null;
  openingBalance: Cents;
  totalDebit: Cents;
  totalCredit: Cents;
  closingBalance: Cents;
  lineCount: number;
}

export interface GrandLivreLine {
  id: string;
  accountCode: string;
  date: IsoDate;
  pieceNumber: string | null;
  journalCode: string | null;
  entryId: string;
  label: string | null;
  thirdParty: string | null;
  letterCode: string | null;
  debit: Cents;
  credit: Cents;
  /** Running balance of the account (debit − credit), opening balance included. */
  balance: Cents;
}

export interface GrandLivreReport {
  params: GrandLivreParams;
  accounts: GrandLivreAccount[];
  totals: { openingBalance: Cents; debit: Cents; credit: Cents; closingBalance: Cents; lineCount: number };
  lines: GrandLivreLine[];
}

/** Filters shared by the queries: account prefix and third party. */
export function ledgerFilters(params: { accountPrefix?: string; thirdPartyId?: string }): { sql: string; replacements: Record<string, string> } {
  const prefix = prefixFilter(params.accountPrefix);
  return {
    sql: `${prefix.sql}${params.thirdPartyId ? ' AND l.third_party_id = :thirdPartyId' : ''}`,
    replacements: { ...prefix.replacements, ...(params.thirdPartyId ? { thirdPartyId: params.thirdPartyId } : {}) },
  };
}

/**
 * Per account: balance at `from` (the à-nouveaux of a closed year included), the period's
 * movements and the balance at `to`. From the totals kept at posting when a `source` is given
 * (they know no third party), else from the lines.
 */
export function grandLivreAccountsSql(params: { accountPrefix?: string; thirdPartyId?: string }, source?: PostedSource): string {
  const lines = source ? 'l.line_count' : '1';
  return `
    SELECT x.account_code AS "accountCode", a.title AS "accountTitle", x.opening AS "openingBalance",
      x.debit AS "totalDebit", x.credit AS "totalCredit", x.opening + x.debit - x.credit AS "closingBalance",
      x.line_count AS "lineCount"
    FROM (
      SELECT l.account_code,
        ${sumOf(`CASE WHEN ${OPENING_PART} THEN l.debit_cents - l.credit_cents ELSE 0 END`)} AS opening,
        ${sumOf(`CASE WHEN ${OPENING_PART} THEN 0 ELSE l.debit_cents END`)} AS debit,
        ${sumOf(`CASE WHEN ${OPENING_PART} THEN 0 ELSE l.credit_cents END`)} AS credit,
        ${sumOf(`CASE WHEN ${OPENING_PART} THEN 0 ELSE ${lines} END`)} AS line_count
      FROM ${source?.sql ?? 'journal_lines'} l
      WHERE ${POSTED_LINES} AND l.entry_date <= :to AND ${IN_BOOKS}${ledgerFilters(params).sql}
      GROUP BY l.account_code
    ) x
    ${ACCOUNT_TITLE_JOIN}
    ORDER BY x.account_code`;
}

/** The order of the ledger: by account, then date, piece, entry and line. */
export const LEDGER_ORDER = 'account_code, entry_date, piece_number, entry_id, line_no';

/** The period's lines of the ledger (à-nouveaux excluded: they are the opening balance). */
const PERIOD_LINES = `${POSTED_LINES} AND l.entry_date >= :from AND l.entry_date <= :to AND ${NOT_OPENING}`;

/**
 * One page of the period's lines, in ledger order. The running balance is not computed here:
 * it is the account's opening balance (from the accounts query) plus the period's movements up
 * to the line, added up while the page is read; only a page that starts inside an account needs
 * the movements before its first line (`movementsBefore`). No window over the account's whole
 * history, no sort of more than the period's lines.
 */
export function grandLivreLinesSql(params: { accountPrefix?: string; thirdPartyId?: string }): string {
  return `
    SELECT l.id, l.account_code AS "accountCode", ${dateText('l.entry_date')} AS "date", e.piece_number AS "pieceNumber", e.journal_code AS "journalCode",
      l.entry_id AS "entryId", l.line_no AS "lineNo", COALESCE(l.label, e.label) AS label, l.third_party AS "thirdParty", l.letter_code AS "letterCode",
      l.debit_cents AS "debit", l.credit_cents AS "credit"
    FROM journal_lines l
    JOIN journal_entries e ON e.id = l.entry_id AND e.tenant_id = :tenantId
    WHERE ${PERIOD_LINES}${ledgerFilters(params).sql}
    ORDER BY ${LEDGER_ORDER.split(', ').map((c) => (c === 'piece_number' ? 'e.piece_number' : `l.${c}`)).join(', ')}
    LIMIT :limit OFFSET :offset`;
}

interface LineKey {
  accountCode: string;
  date: string;
  pieceNumber: string;
  entryId: string;
  lineNo: number;
}

/**
 * The period's movements of one account before a line (in ledger order): the whole days before
 * it from the totals kept at posting (by month where no cut falls inside), the same day's lines
 * before it from the lines. With a third party, from the lines alone (the totals know none).
 */
async function movementsBefore(
  sequelize: Sequelize,
  params: { from: IsoDate; accountPrefix?: string; thirdPartyId?: string },
  replacements: Record<string, unknown>,
  key: LineKey,
): Promise<Cents> {
  const filters = ledgerFilters(params);
  const days = params.thirdPartyId ? undefined : postedSource({ before: [params.from, key.date] }, sequelize.getDialect());
  const sameDay = `(e.piece_number < :keyPiece OR (e.piece_number = :keyPiece AND (l.entry_id < :keyEntry OR (l.entry_id = :keyEntry AND l.line_no < :keyLine))))`;
  const [row] = await reportQuery<{ before: unknown; sameDay: unknown }>(
    sequelize,
    `SELECT
      (SELECT ${sumOf('l.debit_cents - l.credit_cents')} FROM ${days?.sql ?? 'journal_lines'} l
        WHERE ${POSTED_LINES} AND l.account_code = :keyAccount AND l.entry_date >= :from AND l.entry_date < :keyDate AND ${NOT_OPENING}${days ? '' : filters.sql}) AS "before",
      (SELECT ${sumOf('l.debit_cents - l.credit_cents')} FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id AND e.tenant_id = :tenantId
        WHERE ${POSTED_LINES} AND l.account_code = :keyAccount AND l.entry_date = :keyDate AND ${NOT_OPENING}${filters.sql} AND ${sameDay}) AS "sameDay"`,
    {
      ...replacements,
      ...days?.replacements,
      keyAccount: key.accountCode,
      keyDate: key.date,
      keyPiece: key.pieceNumber,
      keyEntry: key.entryId,
      keyLine: key.lineNo,
    },
  );
  return num(row?.before) + num(row?.sameDay);
}

type AccountRow = Record<keyof GrandLivreAccount, unknown> & { accountCode: string; accountTitle: string | null };
type LineRow = Record<keyof GrandLivreLine, unknown> & { id: string; accountCode: string; date: string; entryId: string; lineNo: unknown };

export async function grandLivreReport(sequelize: Sequelize, params: GrandLivreParams): Promise<GrandLivreReport> {
  const start = await bookStart(params.from);
  const replacements = { from: params.from, to: params.to, bookStart: start, ...ledgerFilters(params).replacements };
  const source = params.thirdPartyId ? undefined : postedSource({ before: [params.from, start], through: [params.to] }, sequelize.getDialect());
  const accountRows = await reportQuery<AccountRow>(sequelize, grandLivreAccountsSql(params, source), { ...replacements, ...source?.replacements });
  const accounts = accountRows.map((r) => ({
    accountCode: r.accountCode,
    accountTitle: r.accountTitle ?? null,
    openingBalance: num(r.openingBalance),
    totalDebit: num(r.totalDebit),
    totalCredit: num(r.totalCredit),
    closingBalance: num(r.closingBalance),
    lineCount: num(r.lineCount),
  }));
  const offset = (params.page - 1) * params.pageSize;
  const lineRows = await reportQuery<LineRow>(sequelize, grandLivreLinesSql(params), { ...replacements, limit: params.pageSize, offset });
  const openings = new Map(accounts.map((a) => [a.accountCode, a.openingBalance]));
  const first = lineRows[0];
  // A page after the first may start inside an account: its balance carries the lines before.
  let balance =
    first && offset > 0
      ? (openings.get(first.accountCode) ?? 0) +
        (await movementsBefore(sequelize, params, replacements, { accountCode: first.accountCode, date: String(first.date), pieceNumber: String(first.pieceNumber), entryId: first.entryId, lineNo: num(first.lineNo) }))
      : 0;
  let account = first && offset > 0 ? first.accountCode : null;
  const lines = lineRows.map((r) => {
    if (r.accountCode !== account) {
      account = r.accountCode;
      balance = openings.get(account) ?? 0;
    }
    balance += num(r.debit) - num(r.credit);
    return {
      id: r.id,
      accountCode: r.accountCode,
      date: String(r.date),
      pieceNumber: (r.pieceNumber as string | null) ?? null,
      journalCode: (r.journalCode as string | null) ?? null,
      entryId: r.entryId,
      label: (r.label as string | null) ?? null,
      thirdParty: (r.thirdParty as string | null) ?? null,
      letterCode: (r.letterCode as string | null) ?? null,
      debit: num(r.debit),
      credit: num(r.credit),
      balance,
    };
  });
  const total = (key: 'openingBalance' | 'totalDebit' | 'totalCredit' | 'closingBalance' | 'lineCount') => sumCents(accounts.map((a) => a[key]));
  return {
    params,
    accounts,
    totals: {
      openingBalance: total('openingBalance'),
      debit: total('totalDebit'),
      credit: total('totalCredit'),
      closingBalance: total('closingBalance'),
      lineCount: total('lineCount'),
    },
    lines,
  };
}
