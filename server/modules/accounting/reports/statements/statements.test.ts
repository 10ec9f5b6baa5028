import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHART_STANDARDS } from '../../../../../shared/accounting';
import { chartData } from '../../chart/chart-data';
import { computeBalanceSheet, computeIncomeStatement, type AccountBalance } from './compute';
import { competingRules, placeAccount, placementRules, statementLayout, type PlacementRule } from './layout';

/** Every code of one to four digits starting with one of the classes. */
function codes(classes: readonly number[]): string[] {
  const out: string[] = [];
  for (const c of classes) {
    out.push(String(c));
    for (let i = 0; i < 1000; i++) {
      const rest = String(i);
      for (let len = 1; len <= 3; len++) if (rest.length <= len) out.push(`${c}${rest.padStart(len, '0')}`);
    }
  }
  return [...new Set(out)];
}

describe.each(CHART_STANDARDS)('%s statement layout', (standard) => {
  const layout = statementLayout(standard);
  const rules = placementRules(layout);
  const sheetClasses = [1, 2, 3, 4, 5];

  it('places every balance-sheet account, debit or credit, on exactly one line', () => {
    for (const code of codes(sheetClasses)) {
      for (const net of [1, -1]) {
        expect(placeAccount(rules.balanceSheet, code, net), `${code} ${net}`).not.toBeNull();
        expect(competingRules(rules.balanceSheet, code, net).map((r) => r.ref), `${code} ${net}`).toEqual([]);
      }
    }
  });

  it('places every income-statement account on exactly one line', () => {
    for (const code of codes(layout.resultClasses)) {
      for (const net of [1, -1]) {
        expect(placeAccount(rules.incomeStatement, code, net), `${code} ${net}`).not.toBeNull();
        expect(competingRules(rules.incomeStatement, code, net).map((r) => r.ref), `${code} ${net}`).toEqual([]);
      }
    }
  });

  it('places each account on the rule the scan of every rule chose (longest prefix that holds, first of a tie)', () => {
    const scan = (list: readonly PlacementRule[], code: string, net: number) => {
      let best: PlacementRule | null = null;
      for (const rule of list) {
        if (!code.startsWith(rule.prefix) || (rule.balance === 'D' && net < 0) || (rule.balance === 'C' && net > 0)) continue;
        if (!best || rule.prefix.length > best.prefix.length) best = rule;
      }
      return best;
    };
    const sample = [...codes([1, 2, 3, 4, 5, 6, 7, 8, 9]).filter((code) => code.length <= 3 || code.endsWith('1')), '601100', '28451', ''];
    for (const list of [rules.balanceSheet, rules.incomeStatement]) {
      const placed = sample.flatMap((code) => [1, 0, -1].map((net) => placeAccount(list, code, net)));
      expect(placed).toEqual(sample.flatMap((code) => [1, 0, -1].map((net) => scan(list, code, net))));
    }
  });

  it('totals name lines of their own statement, each detail line reaching the grand total once', () => {
    for (const part of [layout.balanceSheet.assets, layout.balanceSheet.liabilities, layout.incomeStatement]) {
      const refs = new Set(part.map((l) => l.ref));
      expect(refs.size).toBe(part.length);
      for (const line of part) for (const ref of line.total ?? []) expect(refs.has(ref), `${line.ref} → ${ref}`).toBe(true);
      // The grand total counts each detail line exactly once.
      const grand = part.find((l) => l.grand);
      const byRef = new Map(part.map((l) => [l.ref, l]));
      const count = (ref: string): number => {
        const line = byRef.get(ref);
        return line?.total ? line.total.reduce((s, r) => s + count(r), 0) : 1;
      };
      expect(count(grand?.ref as string)).toBe(part.filter((l) => !l.total).length);
    }
  });

  it('balances the balance sheet and ties the income statement to classes 6–8 for random balances', () => {
    // Class 9 (off-balance commitments, analytics) balances among itself and stays off the statements.
    const chartCodes = chartData(standard).accounts.map((a) => a.code).filter((c) => !c.startsWith('9') && !(standard === 'PCG' && c.startsWith('8')));
    const anyCode = fc.oneof(fc.constantFrom(...chartCodes), fc.constantFrom(...codes([1, 2, 3, 4, 5, 6, 7, ...(standard === 'PCG' ? [] : [8])])));
    fc.assert(
      fc.property(fc.array(fc.tuple(anyCode, fc.integer({ min: -1e9, max: 1e9 })), { maxLength: 40 }), (raw) => {
        // A balanced ledger: the last account takes what makes debits equal credits.
        const balances: AccountBalance[] = raw.map(([code, net]) => ({ accountCode: code, accountTitle: null, net }));
        const sum = balances.reduce((s, b) => s + b.net, 0);
        balances.push({ accountCode: '4711', accountTitle: null, net: -sum });
        const resultClasses = new Set(layout.resultClasses.map(String));
        const openResult = 0 - balances.filter((b) => resultClasses.has(b.accountCode.charAt(0))).reduce((s, b) => s + b.net, 0) || 0;
        const sheet = computeBalanceSheet(layout, balances, openResult);
        const income = computeIncomeStatement(layout, balances);
        expect(sheet.unplaced).toEqual([]);
        expect(income.unplaced).toEqual([]);
        expect(sheet.totalAssets).toBe(sheet.totalLiabilities);
        expect(income.netResult).toBe(openResult);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe('SYSCOHADA statements, worked example', () => {
  const layout = statementLayout('SYSCOHADA');
  // Capital 10 000 000 paid into the bank; a computer bought 3 000 000 (depreciated 250 000);
  // goods bought 2 000 000 from a supplier still owed 500 000; sales of 5 000 000 to a customer
  // owing 1 180 000 with 180 000 VAT; rent 600 000; salaries 1 000 000; income tax 100 000.
  const balances: AccountBalance[] = [
    { accountCode: '1013', accountTitle: 'Capital', net: -10_000_000_00 },
    { accountCode: '2442', accountTitle: 'Matériel informatique', net: 3_000_000_00 },
    { accountCode: '2844', accountTitle: 'Amortissements', net: -250_000_00 },
    { accountCode: '4011', accountTitle: 'Fournisseurs', net: -500_000_00 },
    { accountCode: '4111', accountTitle: 'Clients', net: 1_180_000_00 },
    { accountCode: '4431', accountTitle: 'TVA facturée', net: -180_000_00 },
    { accountCode: '5211', accountTitle: 'Banque', net: 7_800_000_00 },
    { accountCode: '6011', accountTitle: 'Achats', net: 2_000_000_00 },
    { accountCode: '6222', accountTitle: 'Loyers', net: 600_000_00 },
    { accountCode: '6611', accountTitle: 'Salaires', net: 1_000_000_00 },
    { accountCode: '6813', accountTitle: 'Dotations', net: 250_000_00 },
    { accountCode: '7011', accountTitle: 'Ventes', net: -5_000_000_00 },
    { accountCode: '8911', accountTitle: 'Impôt', net: 100_000_00 },
  ];
  const line = (lines: ReturnType<typeof computeIncomeStatement>['lines'], ref: string) => lines.find((l) => l.ref === ref);

  it('computes the intermediate balances TA…XI', () => {
    const { lines, netResult } = computeIncomeStatement(layout, balances);
    expect(line(lines, 'TA')?.net).toBe(5_000_000_00);
    expect(line(lines, 'RA')?.net).toBe(-2_000_000_00);
    expect(line(lines, 'XA')?.net).toBe(3_000_000_00);
    expect(line(lines, 'XB')?.net).toBe(5_000_000_00);
    expect(line(lines, 'XC')?.net).toBe(2_400_000_00);
    expect(line(lines, 'XD')?.net).toBe(1_400_000_00);
    expect(line(lines, 'XE')?.net).toBe(1_150_000_00);
    expect(line(lines, 'XG')?.net).toBe(1_150_000_00);
    expect(line(lines, 'RS')?.net).toBe(-100_000_00);
    expect(netResult).toBe(1_050_000_00);
  });

  it('presents assets gross, depreciation and net, and liabilities with the result in CJ', () => {
    const sheet = computeBalanceSheet(layout, balances, 1_050_000_00);
    const asset = (ref: string) => sheet.assets.find((l) => l.ref === ref);
    const liability = (ref: string) => sheet.liabilities.find((l) => l.ref === ref);
    expect(asset('AM')).toMatchObject({ gross: 3_000_000_00, depreciation: 250_000_00, net: 2_750_000_00 });
    expect(asset('BI')?.net).toBe(1_180_000_00);
    expect(asset('BS')?.net).toBe(7_800_000_00);
    expect(asset('BZ')?.net).toBe(11_730_000_00);
    expect(liability('CA')?.net).toBe(10_000_000_00);
    expect(liability('CJ')?.net).toBe(1_050_000_00);
    expect(liability('DJ')?.net).toBe(500_000_00);
    expect(liability('DK')?.net).toBe(180_000_00);
    expect(liability('DZ')?.net).toBe(11_730_000_00);
    expect(sheet.totalAssets).toBe(sheet.totalLiabilities);
  });

  it('shows a supplier paid in advance on the liabilities side, reduced, and a bank overdraft as trésorerie-passif', () => {
    const sheet = computeBalanceSheet(layout, [
      { accountCode: '4011', accountTitle: null, net: 200 },
      { accountCode: '5211', accountTitle: null, net: -500 },
      { accountCode: '4711', accountTitle: null, net: 300 },
    ], 0);
    expect(sheet.liabilities.find((l) => l.ref === 'DJ')?.net).toBe(-200);
    expect(sheet.liabilities.find((l) => l.ref === 'DR')?.net).toBe(500);
    expect(sheet.assets.find((l) => l.ref === 'BJ')?.net).toBe(300);
    expect(sheet.totalAssets).toBe(sheet.totalLiabilities);
  });
});
