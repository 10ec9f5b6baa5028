import type { Sequelize } from 'sequelize';
import { trialBalanceTotals, type TrialBalanceRow, type TrialBalanceTotals } from './computations';
import { bookStart } from '../fiscal-years/book-start';
import { ACCOUNT_TITLE_JOIN, IN_BOOKS, OPENING_PART, POSTED_LINES, num, prefixFilter, reportQuery, sumOf } from './sql';
import type { IsoDate } from './dates';
import { postedSource } from './posted-source';

export interface BalanceParams {
  from: IsoDate;
  to: IsoDate;
  accountPrefix?: string;
}

export interface BalanceAccount extends TrialBalanceRow {
  accountCode: string;
  accountTitle: string | null;
}

export interface BalanceReport {
  params: BalanceParams;
  accounts: BalanceAccount[];
  totals: TrialBalanceTotals;
}

/**
 * The trial balance: per account, the balance before `from` (opening, on its debit or credit
 * side; the à-nouveaux of a closed year count there), the period's debit and credit movements,
 * and the balance at `to` (closing). One aggregate over the posted lines of the books up to
 * `to`; the sides are chosen in SQL as well. `source` is what stands for the posted lines: the
 * totals kept at posting (posted-source.ts) in the report, the lines themselves as a baseline.
 */
export function balanceSql(accountPrefix?: string, source = 'journal_lines'): string {
  const prefix = prefixFilter(accountPrefix).sql;
  const opening = '(x.opening_debit - x.opening_credit)';
  const closing = '(x.opening_debit + x.period_debit - x.opening_credit - x.period_credit)';
  return `
    SELECT x.account_code AS "accountCode", a.title AS "accountTitle",
      CASE WHEN ${opening} > 0 THEN ${opening} ELSE 0 END AS "openingDebit",
      CASE WHEN ${opening} < 0 THEN -${opening} ELSE 0 END AS "openingCredit",
      x.period_debit AS "periodDebit", x.period_credit AS "periodCredit",
      CASE WHEN ${closing} > 0 THEN ${closing} ELSE 0 END AS "closingDebit",
      CASE WHEN ${closing} < 0 THEN -${closing} ELSE 0 END AS "closingCredit"
    FROM (
      SELECT l.account_code,
        ${sumOf(`CASE WHEN ${OPENING_PART} THEN l.debit_cents ELSE 0 END`)} AS opening_debit,
        ${sumOf(`CASE WHEN ${OPENING_PART} THEN l.credit_cents ELSE 0 END`)} AS opening_credit,
        ${sumOf(`CASE WHEN ${OPENING_PART} THEN 0 ELSE l.debit_cents END`)} AS period_debit,
        ${sumOf(`CASE WHEN ${OPENING_PART} THEN 0 ELSE l.credit_cents END`)} AS period_credit
      FROM ${source} l
      WHERE ${POSTED_LINES} AND l.entry_date <= :to AND ${IN_BOOKS}${prefix}
      GROUP BY l.account_code
    ) x
    ${ACCOUNT_TITLE_JOIN}
    ORDER BY x.account_code`;
}

type Row = Record<keyof TrialBalanceRow, unknown> & { accountCode: string; accountTitle: string | null };

export async function balanceReport(sequelize: Sequelize, params: BalanceParams): Promise<BalanceReport> {
  const start = await bookStart(params.from);
  // `l.entry_date <= :from` only concerns the à-nouveaux, which the source reads by day.
  const source = postedSource({ before: [params.from, start], through: [params.to] }, sequelize.getDialect());
  const rows = await reportQuery<Row>(sequelize, balanceSql(params.accountPrefix, source.sql), {
    from: params.from,
    to: params.to,
    bookStart: start,
    ...source.replacements,
    ...prefixFilter(params.accountPrefix).replacements,
  });
  const accounts = rows.map((r) => ({
    accountCode: r.accountCode,
    accountTitle: r.accountTitle ?? null,
    openingDebit: num(r.openingDebit),
    openingCredit: num(r.openingCredit),
    periodDebit: num(r.periodDebit),
    periodCredit: num(r.periodCredit),
    closingDebit: num(r.closingDebit),
    closingCredit: num(r.closingCredit),
  }));
  return { params, accounts, totals: trialBalanceTotals(accounts) };
}
