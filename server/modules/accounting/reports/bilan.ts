import type { Sequelize } from 'sequelize';
import type { ChartStandard } from '../../../../shared/accounting';
import { sumCents, type Cents } from '../../../../shared/money';
import { bookStart } from '../fiscal-years/book-start';
import { minusYears, startOfYear, type IsoDate } from './dates';
import { ACCOUNT_TITLE_JOIN, POSTED_LINES, num, reportQuery, sumOf } from './sql';
import { computeBalanceSheet, type BalanceSheet, type StatementLine } from './statements/compute';
import { statementLayout } from './statements/layout';
import { classIn } from './tenant-chart';
import { postedSource } from './posted-source';

export interface BilanAccount {
  accountCode: string;
  accountTitle: string | null;
  accountClass: number;
  /** Assets as debit − credit (depreciation shows negative), liabilities as credit − debit. */
  amount: Cents;
  /** The statement line holding it (AE…DV) and, for assets, its column. */
  ref: string;
  column: 'gross' | 'depreciation' | 'amount';
}

export interface BilanSide {
  lines: Array<StatementLine & { previousNet: Cents }>;
  accounts: BilanAccount[];
  total: Cents;
  previousTotal: Cents;
}

export interface BilanReport {
  asOf: IsoDate;
  previousAsOf: IsoDate;
  standard: ChartStandard;
  assets: BilanSide;
  liabilities: BilanSide & {
    /** Result of asOf's year not yet closed into 13x (classes 6–8), part of line CJ. */
    resultOfYear: Cents;
    /** Results of earlier years not closed either. */
    priorYearsResult: Cents;
  };
  balanced: boolean;
  /** Accounts with a balance no line holds (off-balance class 9). */
  unplaced: Array<{ accountCode: string; net: Cents }>;
}

/** Each account's balance (debit − credit) at asOf, from the books' start (à-nouveaux of the last closed year). */
export function accountBalancesSql(source = 'journal_lines'): string {
  return `
    SELECT x.account_code AS "accountCode", a.title AS "accountTitle", x.net
    FROM (
      SELECT l.account_code, ${sumOf('l.debit_cents - l.credit_cents')} AS net
      FROM ${source} l
      WHERE ${POSTED_LINES} AND l.entry_date >= :bookStart AND l.entry_date <= :asOf
      GROUP BY l.account_code
    ) x
    ${ACCOUNT_TITLE_JOIN}
    WHERE x.net <> 0
    ORDER BY x.account_code`;
}

/** The result standing in the income-statement classes at asOf, split at the start of asOf's year. */
export function openResultSql(classes: readonly number[], source = 'journal_lines'): string {
  return `
    SELECT
      ${sumOf('CASE WHEN l.entry_date >= :yearStart THEN l.credit_cents - l.debit_cents ELSE 0 END')} AS "resultOfYear",
      ${sumOf('CASE WHEN l.entry_date < :yearStart THEN l.credit_cents - l.debit_cents ELSE 0 END')} AS "priorYearsResult"
    FROM ${source} l
    WHERE ${POSTED_LINES} AND l.entry_date >= :bookStart AND l.entry_date <= :asOf AND ${classIn(classes)}`;
}

async function sheetAt(sequelize: Sequelize, asOf: IsoDate, standard: ChartStandard) {
  const layout = statementLayout(standard);
  const start = await bookStart(asOf);
  const yearStart = startOfYear(asOf);
  const source = postedSource({ before: [start, yearStart], through: [asOf] }, sequelize.getDialect());
  const rows = await reportQuery<{ accountCode: string; accountTitle: string | null; net: unknown }>(sequelize, accountBalancesSql(source.sql), {
    asOf,
    bookStart: start,
    ...source.replacements,
  });
  const balances = rows.map((r) => ({ accountCode: r.accountCode, accountTitle: r.accountTitle ?? null, net: num(r.net) }));
  const [result] = await reportQuery<{ resultOfYear: unknown; priorYearsResult: unknown }>(sequelize, openResultSql(layout.resultClasses, source.sql), {
    asOf,
    bookStart: start,
    yearStart,
    ...source.replacements,
  });
  const resultOfYear = num(result?.resultOfYear);
  const priorYearsResult = num(result?.priorYearsResult);
  return { sheet: computeBalanceSheet(layout, balances, resultOfYear + priorYearsResult), resultOfYear, priorYearsResult };
}

function accountsOf(sheet: BalanceSheet, side: 'assets' | 'liabilities'): BilanAccount[] {
  return sheet[side]
    .flatMap((line) =>
      line.accounts
        .filter((a) => a.accountCode !== '6-8')
        .map((a) => ({
          accountCode: a.accountCode,
          accountTitle: a.accountTitle,
          accountClass: Number(a.accountCode.charAt(0)),
          amount: a.column === 'depreciation' ? -a.amount : a.amount,
          ref: line.ref,
          column: a.column,
        })),
    )
    .sort((a, b) => (a.accountCode < b.accountCode ? -1 : a.accountCode > b.accountCode ? 1 : 0));
}

function withPrevious(lines: StatementLine[], previous: StatementLine[]): Array<StatementLine & { previousNet: Cents }> {
  const before = new Map(previous.map((l) => [l.ref, l.net]));
  return lines.map((l) => ({ ...l, previousNet: before.get(l.ref) ?? 0 }));
}

/**
 * The balance sheet at a date in the layout of the tenant's standard (SYSCOHADA révisé: AD…BZ,
 * CA…DZ; PCG: 2033-A), with the net of the same date a year earlier beside it.
 */
export async function bilanReport(sequelize: Sequelize, asOf: IsoDate, standard: ChartStandard): Promise<BilanReport> {
  const previousAsOf = minusYears(asOf, 1);
  const current = await sheetAt(sequelize, asOf, standard);
  const previous = await sheetAt(sequelize, previousAsOf, standard);
  const { sheet } = current;
  const liabilityAccounts = accountsOf(sheet, 'liabilities');
  return {
    asOf,
    previousAsOf,
    standard,
    assets: { lines: withPrevious(sheet.assets, previous.sheet.assets), accounts: accountsOf(sheet, 'assets'), total: sheet.totalAssets, previousTotal: previous.sheet.totalAssets },
    liabilities: {
      lines: withPrevious(sheet.liabilities, previous.sheet.liabilities),
      accounts: liabilityAccounts,
      resultOfYear: current.resultOfYear,
      priorYearsResult: current.priorYearsResult,
      total: sumCents([...liabilityAccounts.map((a) => a.amount), current.resultOfYear, current.priorYearsResult]),
      previousTotal: previous.sheet.totalLiabilities,
    },
    balanced: sheet.totalAssets === sheet.totalLiabilities,
    unplaced: sheet.unplaced.map((u) => ({ accountCode: u.accountCode, net: u.net })),
  };
}
