import type { Sequelize } from 'sequelize';
import { sumCents, type Cents } from '../../../../shared/money';
import { bookStart } from '../fiscal-years/book-start';
import { ACCOUNT_TITLE_JOIN, IN_BOOKS, OPENING_PART, POSTED_LINES, dateText, num, prefixFilter, reportQuery, sumOf } from './sql';
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

/**
 * One page of the period's lines with the running balance of each account. The window runs over
 * every line of the books up to `to`, the opening ones first, so they make up the opening balance.
 */
export function grandLivreLinesSql(params: { accountPrefix?: string; thirdPartyId?: string }): string {
  return `
    SELECT w.id, w.account_code AS "accountCode", w.entry_date AS "date", w.piece_number AS "pieceNumber", w.journal_code AS "journalCode",
      w.entry_id AS "entryId", w.label, w.third_party AS "thirdParty", w.letter_code AS "letterCode",
      w.debit_cents AS "debit", w.credit_cents AS "credit", w.balance
    FROM (
      SELECT l.id, l.account_code, ${dateText('l.entry_date')} AS entry_date, e.piece_number, e.journal_code, l.entry_id, l.line_no,
        COALESCE(l.label, e.label) AS label, l.third_party, l.letter_code, l.debit_cents, l.credit_cents,
        CASE WHEN ${OPENING_PART} THEN 0 ELSE 1 END AS in_period,
        CAST(SUM(l.debit_cents - l.credit_cents) OVER (
          PARTITION BY l.account_code ORDER BY CASE WHEN ${OPENING_PART} THEN 0 ELSE 1 END, l.entry_date, e.piece_number, l.entry_id, l.line_no
          ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS BIGINT) AS balance
      FROM journal_lines l
      JOIN journal_entries e ON e.id = l.entry_id AND e.tenant_id = :tenantId
      WHERE ${POSTED_LINES} AND l.entry_date <= :to AND ${IN_BOOKS}${ledgerFilters(params).sql}
    ) w
    WHERE w.in_period = 1
    ORDER BY ${LEDGER_ORDER.split(', ').map((c) => `w.${c}`).join(', ')}
    LIMIT :limit OFFSET :offset`;
}

type AccountRow = Record<keyof GrandLivreAccount, unknown> & { accountCode: string; accountTitle: string | null };
type LineRow = Record<keyof GrandLivreLine, unknown> & { id: string; accountCode: string; date: string; entryId: string };

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
  const lineRows = await reportQuery<LineRow>(sequelize, grandLivreLinesSql(params), {
    ...replacements,
    limit: params.pageSize,
    offset: (params.page - 1) * params.pageSize,
  });
  const lines = lineRows.map((r) => ({
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
    balance: num(r.balance),
  }));
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
