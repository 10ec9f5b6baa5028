import type { Cents } from '../../../../../shared/money';
import { placeAccount, placementRules, type LayoutLine, type StatementLayout } from './layout';

/**
 * The statements computed from account balances, pure: the SQL gives each account's balance,
 * the layout places it on its line, totals follow the layout's formulas. Worked examples and
 * the tie-out with the trial balance are in the tests.
 */
export interface AccountBalance {
  accountCode: string;
  accountTitle: string | null;
  /** Debit − credit. */
  net: Cents;
}

export interface StatementAccount {
  accountCode: string;
  accountTitle: string | null;
  /** Asset lines: the column the balance went to. */
  column: 'gross' | 'depreciation' | 'amount';
  /** Asset gross: debit − credit; depreciation and every other line: credit − debit. */
  amount: Cents;
}

export interface StatementLine {
  ref: string;
  label: string;
  labelEn: string;
  kind: 'LINE' | 'TOTAL';
  grand: boolean;
  /** Assets: gross, depreciation and net; other lines: amount (= net). */
  gross: Cents;
  depreciation: Cents;
  net: Cents;
  accounts: StatementAccount[];
}

function lines(layoutLines: readonly LayoutLine[], amounts: Map<string, { gross: Cents; depreciation: Cents; accounts: StatementAccount[] }>): StatementLine[] {
  const byRef = new Map(layoutLines.map((l) => [l.ref, l]));
  const cache = new Map<string, { gross: Cents; depreciation: Cents }>();
  const value = (ref: string, path: readonly string[] = []): { gross: Cents; depreciation: Cents } => {
    const known = cache.get(ref);
    if (known) return known;
    const line = byRef.get(ref);
    if (!line) throw new Error(`Statement line ${ref} is not in the layout`);
    if (path.includes(ref)) throw new Error(`Statement line ${ref} totals itself`);
    let result: { gross: Cents; depreciation: Cents };
    if (line.total) {
      result = line.total.map((r) => value(r, [...path, ref])).reduce((s, v) => ({ gross: s.gross + v.gross, depreciation: s.depreciation + v.depreciation }), { gross: 0, depreciation: 0 });
    } else {
      const own = amounts.get(ref);
      result = { gross: own?.gross ?? 0, depreciation: own?.depreciation ?? 0 };
    }
    cache.set(ref, result);
    return result;
  };
  return layoutLines.map((l) => {
    const v = value(l.ref);
    return {
      ref: l.ref,
      label: l.label,
      labelEn: l.labelEn,
      kind: l.total ? 'TOTAL' : 'LINE',
      grand: Boolean(l.grand),
      gross: v.gross,
      depreciation: v.depreciation,
      net: v.gross - v.depreciation,
      accounts: amounts.get(l.ref)?.accounts ?? [],
    };
  });
}

function add(amounts: Map<string, { gross: Cents; depreciation: Cents; accounts: StatementAccount[] }>, ref: string, account: StatementAccount): void {
  const entry = amounts.get(ref) ?? { gross: 0, depreciation: 0, accounts: [] };
  if (account.column === 'depreciation') entry.depreciation += account.amount;
  else entry.gross += account.amount;
  entry.accounts.push(account);
  amounts.set(ref, entry);
}

export interface BalanceSheet {
  assets: StatementLine[];
  liabilities: StatementLine[];
  totalAssets: Cents;
  totalLiabilities: Cents;
  /** Accounts with a balance that no line of the balance sheet holds (income statement, off-balance). */
  unplaced: AccountBalance[];
}

/**
 * The balance sheet from the balances of every account at the date and the result not yet
 * closed into 13x/12x (added to the result line). Asset lines take debit − credit in gross and
 * credit − debit in depreciation; liability lines credit − debit.
 */
export function computeBalanceSheet(layout: StatementLayout, balances: readonly AccountBalance[], openResult: Cents): BalanceSheet {
  const rules = placementRules(layout).balanceSheet;
  const assets = new Map<string, { gross: Cents; depreciation: Cents; accounts: StatementAccount[] }>();
  const liabilities = new Map<string, { gross: Cents; depreciation: Cents; accounts: StatementAccount[] }>();
  const unplaced: AccountBalance[] = [];
  const resultClasses = new Set(layout.resultClasses.map(String));
  for (const b of balances) {
    if (b.net === 0 || resultClasses.has(b.accountCode.charAt(0))) continue;
    const rule = placeAccount(rules, b.accountCode, b.net);
    if (!rule) {
      unplaced.push(b);
      continue;
    }
    const amount = rule.column === 'gross' ? b.net : -b.net;
    add(rule.part === 'assets' ? assets : liabilities, rule.ref, { accountCode: b.accountCode, accountTitle: b.accountTitle, column: rule.column, amount });
  }
  const resultLine = layout.balanceSheet.liabilities.find((l) => l.includesResult);
  if (resultLine && openResult !== 0) add(liabilities, resultLine.ref, { accountCode: '6-8', accountTitle: null, column: 'amount', amount: openResult });
  const assetLines = lines(layout.balanceSheet.assets, assets);
  const liabilityLines = lines(layout.balanceSheet.liabilities, liabilities);
  const [assetsTotal, liabilitiesTotal] = layout.balanceSheet.checks[0];
  return {
    assets: assetLines,
    liabilities: liabilityLines,
    totalAssets: assetLines.find((l) => l.ref === assetsTotal)?.net ?? 0,
    totalLiabilities: liabilityLines.find((l) => l.ref === liabilitiesTotal)?.net ?? 0,
    unplaced,
  };
}

export interface IncomeStatement {
  lines: StatementLine[];
  /** The last (grand) line: the net result. */
  netResult: Cents;
  unplaced: AccountBalance[];
}

/** The income statement from the period's movements of the result classes: every line credit − debit (products +, charges −). */
export function computeIncomeStatement(layout: StatementLayout, balances: readonly AccountBalance[]): IncomeStatement {
  const rules = placementRules(layout).incomeStatement;
  const amounts = new Map<string, { gross: Cents; depreciation: Cents; accounts: StatementAccount[] }>();
  const unplaced: AccountBalance[] = [];
  const resultClasses = new Set(layout.resultClasses.map(String));
  for (const b of balances) {
    if (b.net === 0 || !resultClasses.has(b.accountCode.charAt(0))) continue;
    const rule = placeAccount(rules, b.accountCode, b.net);
    if (!rule) {
      unplaced.push(b);
      continue;
    }
    add(amounts, rule.ref, { accountCode: b.accountCode, accountTitle: b.accountTitle, column: 'amount', amount: -b.net });
  }
  const computed = lines(layout.incomeStatement, amounts);
  const grand = computed.find((l) => l.grand) ?? computed[computed.length - 1];
  return { lines: computed, netResult: grand?.net ?? 0, unplaced };
}
