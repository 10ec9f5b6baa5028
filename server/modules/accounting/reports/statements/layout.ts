import { z } from 'zod';
import syscohada from '../../../../../resources/accounting/statements/syscohada.json';
import pcg from '../../../../../resources/accounting/statements/pcg.json';
import type { ChartStandard } from '../../../../../shared/accounting';

/**
 * The layouts of the financial statements, as data (`resources/accounting/statements/`): each
 * line has its reference (AD…BZ, CA…DZ, TA…XI in SYSCOHADA; the 2033 line numbers in the PCG),
 * its labels, and either the accounts it holds or the lines it totals.
 */
const Rule = z.union([z.string().regex(/^[1-9][0-9]*$/), z.object({ prefix: z.string().regex(/^[1-9][0-9]*$/), balance: z.enum(['D', 'C']) })]);
export type RawRule = z.infer<typeof Rule>;

const Line = z.object({
  ref: z.string().min(1),
  label: z.string().min(1),
  labelEn: z.string().min(1),
  total: z.array(z.string()).optional(),
  grand: z.boolean().optional(),
  gross: z.array(Rule).optional(),
  depreciation: z.array(Rule).optional(),
  accounts: z.array(Rule).optional(),
  includesResult: z.boolean().optional(),
});
export type LayoutLine = z.infer<typeof Line>;

const Layout = z.object({
  standard: z.enum(['SYSCOHADA', 'PCG']),
  source: z.string(),
  confirmed: z.boolean(),
  notes: z.string(),
  resultClasses: z.array(z.number().int()),
  balanceSheet: z.object({ assets: z.array(Line), liabilities: z.array(Line), checks: z.array(z.tuple([z.string(), z.string()])) }),
  incomeStatement: z.array(Line),
});
export type StatementLayout = z.infer<typeof Layout>;

export type Column = 'gross' | 'depreciation' | 'amount';
export type Part = 'assets' | 'liabilities' | 'income';

export interface PlacementRule {
  prefix: string;
  balance: 'D' | 'C' | null;
  ref: string;
  column: Column;
  part: Part;
}

const layouts: Record<ChartStandard, StatementLayout> = {
  SYSCOHADA: Layout.parse(syscohada),
  PCG: Layout.parse(pcg),
};

export function statementLayout(standard: ChartStandard): StatementLayout {
  return layouts[standard];
}

function rulesOf(lines: readonly LayoutLine[], part: Part): PlacementRule[] {
  const rules: PlacementRule[] = [];
  for (const line of lines) {
    const add = (raw: readonly RawRule[] | undefined, column: Column) => {
      for (const r of raw ?? []) {
        const rule = typeof r === 'string' ? { prefix: r, balance: null } : { prefix: r.prefix, balance: r.balance };
        rules.push({ ...rule, ref: line.ref, column, part });
      }
    };
    add(line.gross, 'gross');
    add(line.depreciation, 'depreciation');
    add(line.accounts, 'amount');
  }
  return rules;
}

type PlacementRules = { readonly balanceSheet: readonly PlacementRule[]; readonly incomeStatement: readonly PlacementRule[] };
/** Built once per layout (the layouts are parsed once at load and never change). */
const rulesByLayout = new WeakMap<StatementLayout, PlacementRules>();

/** The placement rules of the balance sheet (assets and liabilities together) and of the income statement. */
export function placementRules(layout: StatementLayout): PlacementRules {
  let rules = rulesByLayout.get(layout);
  if (!rules) {
    rules = {
      balanceSheet: [...rulesOf(layout.balanceSheet.assets, 'assets'), ...rulesOf(layout.balanceSheet.liabilities, 'liabilities')],
      incomeStatement: rulesOf(layout.incomeStatement, 'income'),
    };
    rulesByLayout.set(layout, rules);
  }
  return rules;
}

/**
 * Where an account's balance goes: among the rules whose prefix starts its code and whose
 * balance condition holds (D: debit balance, C: credit balance), the one with the longest
 * prefix. Null when no rule holds it (an account of another statement).
 */
export function placeAccount(rules: readonly PlacementRule[], accountCode: string, net: number): PlacementRule | null {
  const byPrefix = prefixIndex(rules);
  // Longest prefix first; among the rules of one prefix, the first that holds (the order of `rules`).
  for (let length = accountCode.length; length > 0; length--) {
    for (const rule of byPrefix.get(accountCode.slice(0, length)) ?? []) {
      if (rule.balance === 'D' && net < 0) continue;
      if (rule.balance === 'C' && net > 0) continue;
      return rule;
    }
  }
  return null;
}

/** The rules by prefix, in their order, built once per rule list (a report places hundreds of accounts). */
const indexes = new WeakMap<readonly PlacementRule[], Map<string, PlacementRule[]>>();
function prefixIndex(rules: readonly PlacementRule[]): Map<string, PlacementRule[]> {
  let index = indexes.get(rules);
  if (!index) {
    index = new Map();
    for (const rule of rules) {
      const same = index.get(rule.prefix);
      if (same) same.push(rule);
      else index.set(rule.prefix, [rule]);
    }
    indexes.set(rules, index);
  }
  return index;
}

/** Rules that tie with the best one (same prefix length, both holding): the layout would be ambiguous for this account. */
export function competingRules(rules: readonly PlacementRule[], accountCode: string, net: number): PlacementRule[] {
  const best = placeAccount(rules, accountCode, net);
  if (!best) return [];
  return rules.filter(
    (r) => r !== best && r.prefix.length === best.prefix.length && accountCode.startsWith(r.prefix) && !(r.balance === 'D' && net < 0) && !(r.balance === 'C' && net > 0),
  );
}
