import type { Sequelize } from 'sequelize';
import { balanceReport, type BalanceParams } from './balance';
import { centsText } from './cents-text';
import { grandLivreAccountsSql } from './grand-livre';
import type { IsoDate } from './dates';
import { keysetRows } from '../../../platform/db/keyset';
import { POSTED_LINES, dateText, num, prefixFilter, reportQuery } from './sql';

type Cell = string | number | null;

export const GRAND_LIVRE_HEADER = ['accountCode', 'accountTitle', 'date', 'pieceNumber', 'label', 'debit', 'credit', 'balance'] as const;

interface LedgerRow extends Record<string, unknown> {
  account_code: string;
  entry_date: string;
  piece: string;
  entry_id: string;
  line_no: number;
  label: string | null;
  debit_cents: unknown;
  credit_cents: unknown;
}

const LINE_COLUMNS = `l.account_code, ${dateText('l.entry_date')} AS entry_date, e.piece_number AS piece, l.entry_id, l.line_no,
  COALESCE(l.label, e.label) AS label, l.debit_cents, l.credit_cents`;
function linesFrom(extraJoin = ''): string {
  return `FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id AND e.tenant_id = :tenantId ${extraJoin}
  WHERE ${POSTED_LINES} AND l.entry_date >= :from AND l.entry_date <= :to`;
}

/**
 * The general ledger as CSV rows: the period's lines by account, date and piece, each with the
 * account's running balance (opening balance from one aggregate, then each line's movement).
 */
export async function* grandLivreCsvRows(
  sequelize: Sequelize,
  params: { from: IsoDate; to: IsoDate; accountPrefix?: string },
  batchSize?: number,
): AsyncGenerator<Cell[]> {
  const prefix = prefixFilter(params.accountPrefix);
  const replacements = { from: params.from, to: params.to, ...prefix.replacements };
  const accounts = await reportQuery<{ accountCode: string; accountTitle: string | null; openingBalance: unknown }>(
    sequelize,
    grandLivreAccountsSql(params.accountPrefix),
    replacements,
  );
  const byCode = new Map(accounts.map((a) => [a.accountCode, { title: a.accountTitle ?? '', opening: num(a.openingBalance) }]));
  let current: string | undefined;
  let balance = 0;
  for await (const row of keysetRows<LedgerRow>(sequelize, {
    select: `SELECT ${LINE_COLUMNS} ${linesFrom()}${prefix.sql}`,
    order: ['l.account_code', 'l.entry_date', 'e.piece_number', 'l.entry_id', 'l.line_no'],
    keyFields: ['account_code', 'entry_date', 'piece', 'entry_id', 'line_no'],
    replacements,
    batchSize,
  })) {
    if (row.account_code !== current) {
      current = row.account_code;
      balance = byCode.get(current)?.opening ?? 0;
    }
    const debit = num(row.debit_cents);
    const credit = num(row.credit_cents);
    balance += debit - credit;
    yield [row.account_code, byCode.get(row.account_code)?.title ?? '', row.entry_date, row.piece, row.label, centsText(debit), centsText(credit), centsText(balance)];
  }
}

export const JOURNAL_HEADER = ['date', 'pieceNumber', 'source', 'entryLabel', 'lineNo', 'accountCode', 'accountTitle', 'label', 'debit', 'credit'] as const;

interface JournalRow extends LedgerRow {
  source: string;
  entry_label: string;
  account_title: string | null;
}

/** The posted journal of the period as CSV rows, entry by entry in date and piece order. */
export async function* journalCsvRows(sequelize: Sequelize, params: { from: IsoDate; to: IsoDate }, batchSize?: number): AsyncGenerator<Cell[]> {
  for await (const row of keysetRows<JournalRow>(sequelize, {
    select: `SELECT ${LINE_COLUMNS}, e.source, e.label AS entry_label, a.title AS account_title ${linesFrom(
      'LEFT JOIN accounts a ON a.id = l.account_id AND a.tenant_id = :tenantId',
    )}`,
    order: ['l.entry_date', 'e.piece_number', 'l.entry_id', 'l.line_no'],
    keyFields: ['entry_date', 'piece', 'entry_id', 'line_no'],
    replacements: { from: params.from, to: params.to },
    batchSize,
  })) {
    yield [
      row.entry_date,
      row.piece,
      row.source,
      row.entry_label,
      num(row.line_no),
      row.account_code,
      row.account_title ?? '',
      row.label,
      centsText(num(row.debit_cents)),
      centsText(num(row.credit_cents)),
    ];
  }
}

export const BALANCE_HEADER = ['accountCode', 'accountTitle', 'openingDebit', 'openingCredit', 'periodDebit', 'periodCredit', 'closingDebit', 'closingCredit'] as const;

/** The trial balance as CSV rows: one row per account (already aggregated), then the totals. */
export async function balanceCsvRows(sequelize: Sequelize, params: BalanceParams): Promise<Cell[][]> {
  const report = await balanceReport(sequelize, params);
  const amounts = (r: (typeof report.accounts)[number] | typeof report.totals) =>
    [r.openingDebit, r.openingCredit, r.periodDebit, r.periodCredit, r.closingDebit, r.closingCredit].map(centsText);
  return [...report.accounts.map((a) => [a.accountCode, a.accountTitle ?? '', ...amounts(a)]), ['TOTAL', '', ...amounts(report.totals)]];
}
