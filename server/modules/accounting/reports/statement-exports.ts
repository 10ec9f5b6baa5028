import type { Cents } from '../../../../shared/money';
import type { AgingReport } from './aging';
import type { BilanReport } from './bilan';
import { centsText } from './cents-text';
import type { ResultatFigure, ResultatReport, ResultatSection } from './resultat';

/**
 * CSV rows of the statements (income statement, balance sheet, aged balances). These reports are
 * already aggregated in SQL to one row per account or third party, so their rows are built from
 * the report itself: the file shows exactly the figures of the screen, totals included.
 */
type Cell = string | number | null;

const amount = (cents: Cents | undefined): string => (cents === undefined ? '' : centsText(cents));

export const RESULTAT_HEADER = ['section', 'accountCode', 'accountTitle', 'amount', 'previousAmount', 'variationPercent'] as const;

/** One row per account (CHARGE, then PRODUCT), then the totals and results; previous-year columns empty unless comparative. */
export function resultatCsvRows(report: ResultatReport): Cell[][] {
  const figure = (label: string, f: ResultatFigure): Cell[] => [label, '', '', amount(f.amount), amount(f.previousAmount), f.variationPercent ?? ''];
  const total = (label: string, s: ResultatSection): Cell[] => [label, '', '', amount(s.total), amount(s.previousTotal), s.variationPercent ?? ''];
  const accounts = (section: ResultatSection) =>
    section.accounts.map((a): Cell[] => [a.side, a.accountCode, a.accountTitle ?? '', amount(a.amount), amount(a.previousAmount), a.variationPercent ?? '']);
  return [
    ...accounts(report.charges),
    ...accounts(report.products),
    total('TOTAL_CHARGES', report.charges),
    total('TOTAL_PRODUCTS', report.products),
    figure('ORDINARY_RESULT', report.ordinaryResult),
    figure('HAO_RESULT', report.haoResult),
    figure('NET_RESULT', report.netResult),
  ];
}

export const BILAN_HEADER = ['side', 'accountCode', 'accountTitle', 'amount'] as const;

/** Assets, then liabilities, then the result lines and both totals. */
export function bilanCsvRows(report: BilanReport): Cell[][] {
  const accounts = (side: 'ASSET' | 'LIABILITY', list: BilanReport['assets']['accounts']) =>
    list.map((a): Cell[] => [side, a.accountCode, a.accountTitle ?? '', amount(a.amount)]);
  return [
    ...accounts('ASSET', report.assets.accounts),
    ...accounts('LIABILITY', report.liabilities.accounts),
    ['RESULT_OF_YEAR', '', '', amount(report.liabilities.resultOfYear)],
    ['PRIOR_YEARS_RESULT', '', '', amount(report.liabilities.priorYearsResult)],
    ['TOTAL_ASSETS', '', '', amount(report.assets.total)],
    ['TOTAL_LIABILITIES', '', '', amount(report.liabilities.total)],
  ];
}

export const AGING_HEADER = ['thirdParty', 'current', 'days1To30', 'days31To60', 'days61To90', 'over90', 'unappliedCredit', 'total'] as const;

/** One row per third party (an empty name for lines without one), then the totals. */
export function agingCsvRows(report: AgingReport): Cell[][] {
  const columns = (r: AgingReport['totals']): Cell[] => [r.current, r.days1To30, r.days31To60, r.days61To90, r.over90, r.unappliedCredit, r.total].map(amount);
  return [...report.parties.map((p): Cell[] => [p.thirdParty ?? '', ...columns(p)]), ['TOTAL', ...columns(report.totals)]];
}
