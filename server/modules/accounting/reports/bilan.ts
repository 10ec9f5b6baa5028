import type { Sequelize } from 'sequelize';
import { sumCents, type Cents } from '../../../../shared/money';
import { startOfYear, type IsoDate } from './dates';
import { classIn } from './tenant-chart';
import { ACCOUNT_CLASS, ACCOUNT_TITLE_JOIN, POSTED_LINES, num, reportQuery, sumOf } from './sql';

export type BilanSide = 'ASSET' | 'LIABILITY';

export interface BilanAccount {
  accountCode: string;
  accountTitle: string | null;
  accountClass: number;
  /** Assets as debit − credit (depreciation 28x/29x shows negative), liabilities as credit − debit. */
  amount: Cents;
}

export interface BilanReport {
  asOf: IsoDate;
  assets: { accounts: BilanAccount[]; total: Cents };
  liabilities: {
    accounts: BilanAccount[];
    /** Products − charges (income-statement classes) from 1 January of asOf's year to asOf. */
    resultOfYear: Cents;
    /** Results of earlier years still standing in the income-statement classes (not yet carried to class 1 by a closing entry). */
    priorYearsResult: Cents;
    total: Cents;
  };
  balanced: boolean;
}

/**
 * The balance sheet at a date (SYSCOHADA presentation): assets are classes 2 and 3 and the debit
 * balances of classes 4 and 5; liabilities are class 1, the credit balances of classes 4 and 5
 * (suppliers, taxes, bank overdrafts as "trésorerie-passif"), plus the result.
 */
export function bilanAccountsSql(): string {
  const side = `CASE WHEN x.account_class IN (2, 3) THEN 'ASSET' WHEN x.account_class = 1 THEN 'LIABILITY'
      WHEN x.net > 0 THEN 'ASSET' ELSE 'LIABILITY' END`;
  return `
    SELECT x.account_code AS "accountCode", a.title AS "accountTitle", x.account_class AS "accountClass",
      ${side} AS side, CASE WHEN ${side} = 'ASSET' THEN x.net ELSE -x.net END AS amount
    FROM (
      SELECT l.account_code, ${ACCOUNT_CLASS} AS account_class, ${sumOf('l.debit_cents - l.credit_cents')} AS net
      FROM journal_lines l
      WHERE ${POSTED_LINES} AND l.entry_date <= :asOf AND SUBSTR(l.account_code, 1, 1) IN ('1', '2', '3', '4', '5')
      GROUP BY l.account_code
    ) x
    ${ACCOUNT_TITLE_JOIN}
    WHERE x.net <> 0
    ORDER BY x.account_code`;
}

/** The result standing in the income-statement classes at asOf, split at the start of asOf's year. */
export function bilanResultSql(classes: readonly number[]): string {
  return `
    SELECT
      ${sumOf('CASE WHEN l.entry_date >= :yearStart THEN l.credit_cents - l.debit_cents ELSE 0 END')} AS "resultOfYear",
      ${sumOf('CASE WHEN l.entry_date < :yearStart THEN l.credit_cents - l.debit_cents ELSE 0 END')} AS "priorYearsResult"
    FROM journal_lines l
    WHERE ${POSTED_LINES} AND l.entry_date <= :asOf AND ${classIn(classes)}`;
}

type AccountRow = { accountCode: string; accountTitle: string | null; accountClass: unknown; side: BilanSide; amount: unknown };
type ResultRow = { resultOfYear: unknown; priorYearsResult: unknown };

export async function bilanReport(sequelize: Sequelize, asOf: IsoDate, resultClasses: readonly number[]): Promise<BilanReport> {
  const rows = await reportQuery<AccountRow>(sequelize, bilanAccountsSql(), { asOf });
  const [result] = await reportQuery<ResultRow>(sequelize, bilanResultSql(resultClasses), { asOf, yearStart: startOfYear(asOf) });
  const pick = (side: BilanSide) =>
    rows
      .filter((r) => r.side === side)
      .map((r) => ({ accountCode: r.accountCode, accountTitle: r.accountTitle ?? null, accountClass: num(r.accountClass), amount: num(r.amount) }));
  const assets = pick('ASSET');
  const liabilities = pick('LIABILITY');
  const resultOfYear = num(result?.resultOfYear);
  const priorYearsResult = num(result?.priorYearsResult);
  const assetsTotal = sumCents(assets.map((a) => a.amount));
  const liabilitiesTotal = sumCents([...liabilities.map((a) => a.amount), resultOfYear, priorYearsResult]);
  return {
    asOf,
    assets: { accounts: assets, total: assetsTotal },
    liabilities: { accounts: liabilities, resultOfYear, priorYearsResult, total: liabilitiesTotal },
    balanced: assetsTotal === liabilitiesTotal,
  };
}
