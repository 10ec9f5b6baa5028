import type { Sequelize } from 'sequelize';
import { sumCents, type Cents } from '../../../../shared/money';
import { variationPercent } from './computations';
import { previousYearPeriod, type IsoDate } from './dates';
import type { ChartStandard } from '../../../../shared/accounting';
import { classIn } from './tenant-chart';
import { ACCOUNT_CLASS, ACCOUNT_TITLE_JOIN, NOT_CLOSING, POSTED_LINES, num, reportQuery, sumOf } from './sql';
import { computeIncomeStatement, type StatementLine } from './statements/compute';
import { statementLayout } from './statements/layout';
import { postedSource } from './posted-source';

export interface ResultatParams {
  from: IsoDate;
  to: IsoDate;
  comparative: boolean;
}

export type ResultatSide = 'CHARGE' | 'PRODUCT';

export interface ResultatAccount {
  accountCode: string;
  accountTitle: string | null;
  accountClass: number;
  side: ResultatSide;
  /** Charges as debit − credit, products as credit − debit. */
  amount: Cents;
  previousAmount?: Cents;
  variationPercent?: string | null;
}

export interface ResultatSection {
  accounts: ResultatAccount[];
  total: Cents;
  previousTotal?: Cents;
  variationPercent?: string | null;
}

export interface ResultatFigure {
  amount: Cents;
  previousAmount?: Cents;
  variationPercent?: string | null;
}

export interface ResultatStatementLine extends Omit<StatementLine, 'gross' | 'depreciation' | 'net' | 'accounts'> {
  /** Credit − debit: products positive, charges negative. */
  amount: Cents;
  previousAmount?: Cents;
  variationPercent?: string | null;
}

export interface ResultatReport {
  params: ResultatParams;
  standard: ChartStandard;
  /** The layout of the tenant's standard (SYSCOHADA TA…XI with its intermediate balances; PCG 2033-B). */
  statement: ResultatStatementLine[];
  previousPeriod?: { from: IsoDate; to: IsoDate };
  charges: ResultatSection;
  products: ResultatSection;
  /** Class 7 products − class 6 charges. */
  ordinaryResult: ResultatFigure;
  /** Class 8 (HAO, income tax) products − charges. */
  haoResult: ResultatFigure;
  netResult: ResultatFigure;
}

/**
 * Classes 6 (charges), 7 (products) and, in SYSCOHADA, 8 (HAO and income tax: odd second digit a
 * charge — 81, 83, 85, 87, 89 — even a product — 82, 84, 86, 88). One aggregate gives both
 * periods side by side.
 */
export function resultatSql(comparative: boolean, classes: readonly number[], source = 'journal_lines'): string {
  const inCurrent = 'l.entry_date >= :from AND l.entry_date <= :to';
  const inPrevious = 'l.entry_date >= :previousFrom AND l.entry_date <= :previousTo';
  const side = `CASE WHEN x.account_class = 6 THEN 'CHARGE' WHEN x.account_class = 7 THEN 'PRODUCT'
      WHEN SUBSTR(x.account_code, 2, 1) IN ('2', '4', '6', '8') THEN 'PRODUCT' ELSE 'CHARGE' END`;
  const signed = (column: string) => `CASE WHEN ${side} = 'CHARGE' THEN -${column} ELSE ${column} END`;
  return `
    SELECT x.account_code AS "accountCode", a.title AS "accountTitle", x.account_class AS "accountClass",
      ${side} AS side, ${signed('x.current_net')} AS amount
      ${comparative ? `, ${signed('x.previous_net')} AS "previousAmount"` : ''}
    FROM (
      SELECT l.account_code, ${ACCOUNT_CLASS} AS account_class,
        ${sumOf(`CASE WHEN ${inCurrent} THEN l.credit_cents - l.debit_cents ELSE 0 END`)} AS current_net
        ${comparative ? `, ${sumOf(`CASE WHEN ${inPrevious} THEN l.credit_cents - l.debit_cents ELSE 0 END`)} AS previous_net` : ''}
      FROM ${source} l
      WHERE ${POSTED_LINES} AND ${classIn(classes)} AND ${NOT_CLOSING}
        AND ((${inCurrent})${comparative ? ` OR (${inPrevious})` : ''})
      GROUP BY l.account_code
    ) x
    ${ACCOUNT_TITLE_JOIN}
    ORDER BY x.account_code`;
}

type Row = { accountCode: string; accountTitle: string | null; accountClass: unknown; side: ResultatSide; amount: unknown; previousAmount?: unknown };

function figure(amount: Cents, previous: Cents | undefined): ResultatFigure {
  return previous === undefined ? { amount } : { amount, previousAmount: previous, variationPercent: variationPercent(amount, previous) };
}

function section(accounts: ResultatAccount[], comparative: boolean): ResultatSection {
  const total = sumCents(accounts.map((a) => a.amount));
  if (!comparative) return { accounts, total };
  const previousTotal = sumCents(accounts.map((a) => a.previousAmount ?? 0));
  return { accounts, total, previousTotal, variationPercent: variationPercent(total, previousTotal) };
}

/** The statement lines (with the previous period's amounts when comparative), from the per-account amounts. */
function statementOf(standard: ChartStandard, accounts: readonly ResultatAccount[], comparative: boolean): ResultatStatementLine[] {
  const layout = statementLayout(standard);
  const net = (a: ResultatAccount, amount: Cents) => (a.side === 'CHARGE' ? amount : -amount);
  const current = computeIncomeStatement(layout, accounts.map((a) => ({ accountCode: a.accountCode, accountTitle: a.accountTitle, net: net(a, a.amount) })));
  const previous = comparative ? computeIncomeStatement(layout, accounts.map((a) => ({ accountCode: a.accountCode, accountTitle: a.accountTitle, net: net(a, a.previousAmount ?? 0) }))) : null;
  const before = new Map(previous?.lines.map((l) => [l.ref, l.net]) ?? []);
  return current.lines.map((l) => {
    const line = { ref: l.ref, label: l.label, labelEn: l.labelEn, kind: l.kind, grand: l.grand, amount: l.net };
    if (!comparative) return line;
    const previousAmount = before.get(l.ref) ?? 0;
    return { ...line, previousAmount, variationPercent: variationPercent(l.net, previousAmount) };
  });
}

/**
 * The income statement of a period: per account (charges, products), the results (ordinary,
 * HAO, net) and the statement in the layout of the tenant's standard. The result entry of a
 * closed year is left out (it only empties the accounts into 131/139).
 */
export async function resultatReport(sequelize: Sequelize, params: ResultatParams, standard: ChartStandard): Promise<ResultatReport> {
  const classes = statementLayout(standard).resultClasses;
  const previous = params.comparative ? previousYearPeriod(params.from, params.to) : undefined;
  const source = postedSource({ before: [params.from, ...(previous ? [previous.from] : [])], through: [params.to, ...(previous ? [previous.to] : [])] }, sequelize.getDialect());
  const rows = await reportQuery<Row>(sequelize, resultatSql(params.comparative, classes, source.sql), {
    from: params.from,
    to: params.to,
    ...source.replacements,
    ...(previous ? { previousFrom: previous.from, previousTo: previous.to } : {}),
  });
  const accounts: ResultatAccount[] = rows.map((r) => {
    const amount = num(r.amount);
    const base = { accountCode: r.accountCode, accountTitle: r.accountTitle ?? null, accountClass: num(r.accountClass), side: r.side, amount };
    if (!params.comparative) return base;
    const previousAmount = num(r.previousAmount);
    return { ...base, previousAmount, variationPercent: variationPercent(amount, previousAmount) };
  });
  const charges = section(accounts.filter((a) => a.side === 'CHARGE'), params.comparative);
  const products = section(accounts.filter((a) => a.side === 'PRODUCT'), params.comparative);
  const net = (pick: (a: ResultatAccount) => number, classes: number[]) =>
    sumCents(accounts.filter((a) => classes.includes(a.accountClass)).map((a) => (a.side === 'PRODUCT' ? pick(a) : -pick(a))));
  const current = (a: ResultatAccount) => a.amount;
  const before = (a: ResultatAccount) => a.previousAmount ?? 0;
  const prev = (classes: number[]) => (params.comparative ? net(before, classes) : undefined);
  return {
    params,
    standard,
    statement: statementOf(standard, accounts, params.comparative),
    ...(previous ? { previousPeriod: previous } : {}),
    charges,
    products,
    ordinaryResult: figure(net(current, [6, 7]), prev([6, 7])),
    haoResult: figure(net(current, [8]), prev([8])),
    netResult: figure(net(current, [...classes]), prev([...classes])),
  };
}
