import type { z } from 'zod';
import type { Cents } from '../../../../shared/money';
import type { AgingView, BalanceView, BilanView, GrandLivreView, ResultatView } from '../../../../shared/views/accounting';
import { centsText } from './cents-text';
import type { AgingReport } from './aging';
import type { BalanceReport } from './balance';
import type { BilanReport } from './bilan';
import type { GrandLivreReport } from './grand-livre';
import type { ResultatFigure, ResultatReport, ResultatSection } from './resultat';

/** Report → JSON: cents become two-decimal strings, field by field. */

/** The record with the amounts named in K as text (an optional amount stays optional). */
type Money<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] extends Cents ? string : undefined extends T[P] ? string | undefined : T[P] };

function money<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Money<T, K> {
  const out = { ...record } as Record<string, unknown>;
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'number') out[key as string] = centsText(value);
  }
  return out as Money<T, K>;
}

const TRIAL = ['openingDebit', 'openingCredit', 'periodDebit', 'periodCredit', 'closingDebit', 'closingCredit'] as const;

export function presentBalance(r: BalanceReport): z.infer<typeof BalanceView> {
  return {
    from: r.params.from,
    to: r.params.to,
    accountPrefix: r.params.accountPrefix ?? null,
    accounts: r.accounts.map((a) => money(a, TRIAL)),
    totals: money(r.totals, TRIAL),
  };
}

export function presentGrandLivre(r: GrandLivreReport): z.infer<typeof GrandLivreView> {
  return {
    from: r.params.from,
    to: r.params.to,
    accountPrefix: r.params.accountPrefix ?? null,
    accounts: r.accounts.map((a) => money(a, ['openingBalance', 'totalDebit', 'totalCredit', 'closingBalance'])),
    totals: money(r.totals, ['openingBalance', 'debit', 'credit', 'closingBalance']),
    lines: {
      items: r.lines.map((l) => money(l, ['debit', 'credit', 'balance'])),
      page: r.params.page,
      pageSize: r.params.pageSize,
      total: r.totals.lineCount,
    },
  };
}

function presentFigure(f: ResultatFigure) {
  return money(f, ['amount', 'previousAmount']);
}

function presentSection(s: ResultatSection) {
  return {
    ...money(s, ['total', 'previousTotal']),
    accounts: s.accounts.map((a) => money(a, ['amount', 'previousAmount'])),
  };
}

export function presentResultat(r: ResultatReport): z.infer<typeof ResultatView> {
  return {
    from: r.params.from,
    to: r.params.to,
    comparative: r.params.comparative,
    standard: r.standard,
    statement: r.statement.map((l) => money(l, ['amount', 'previousAmount'])),
    ...(r.previousPeriod ? { previousPeriod: r.previousPeriod } : {}),
    charges: presentSection(r.charges),
    products: presentSection(r.products),
    ordinaryResult: presentFigure(r.ordinaryResult),
    haoResult: presentFigure(r.haoResult),
    netResult: presentFigure(r.netResult),
  };
}

export function presentBilan(r: BilanReport): z.infer<typeof BilanView> {
  const line = (l: BilanReport['assets']['lines'][number]) => ({
    ref: l.ref,
    label: l.label,
    labelEn: l.labelEn,
    kind: l.kind,
    grand: l.grand,
    gross: centsText(l.gross),
    depreciation: centsText(l.depreciation),
    net: centsText(l.net),
    previousNet: centsText(l.previousNet),
  });
  const accounts = (list: BilanReport['assets']['accounts']) => list.map((a) => money(a, ['amount']));
  return {
    asOf: r.asOf,
    previousAsOf: r.previousAsOf,
    standard: r.standard,
    assets: { lines: r.assets.lines.map(line), accounts: accounts(r.assets.accounts), total: centsText(r.assets.total), previousTotal: centsText(r.assets.previousTotal) },
    liabilities: {
      lines: r.liabilities.lines.map(line),
      accounts: accounts(r.liabilities.accounts),
      resultOfYear: centsText(r.liabilities.resultOfYear),
      priorYearsResult: centsText(r.liabilities.priorYearsResult),
      total: centsText(r.liabilities.total),
      previousTotal: centsText(r.liabilities.previousTotal),
    },
    balanced: r.balanced,
    unplaced: r.unplaced.map((u) => ({ accountCode: u.accountCode, net: centsText(u.net) })),
  };
}

const AGING = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90', 'unappliedCredit', 'total'] as const;

export function presentAging(r: AgingReport): z.infer<typeof AgingView> {
  return { asOf: r.asOf, kind: r.kind, parties: r.parties.map((p) => money(p, AGING)), totals: money(r.totals, AGING) };
}
