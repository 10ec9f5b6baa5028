import { describe, expect, it } from 'vitest';
import { figures, totalsOf, variancePercent, varianceRows } from './variance-rows';

describe('variance rows', () => {
  it('computes variance = budgeted − actual, its percentage half-up, and the label', () => {
    expect(figures(100_000, 80_000, 5_000)).toEqual({
      budgetedCents: 100_000,
      actualCents: 80_000,
      committedCents: 5_000,
      varianceCents: 20_000,
      variancePercent: '20.00',
      availableCents: 15_000,
      label: 'UNDER_BUDGET',
    });
    expect(figures(100, 100, 0).label).toBe('UNDER_BUDGET');
    expect(figures(100, 101, 0).label).toBe('OVER_BUDGET');
    expect(variancePercent(1, 3)).toBe('33.33');
    expect(variancePercent(2, 3)).toBe('66.67');
    expect(variancePercent(-1, 8)).toBe('-12.50');
    expect(variancePercent(5, 0)).toBeNull();
  });

  it('adds income-statement accounts with actuals or commitments but no line, ordered by code', () => {
    const rows = varianceRows(
      [{ accountCode: '7011', accountTitle: 'Ventes', naturalSide: 'CREDIT', budgetedCents: 1000 }],
      [
        { accountCode: '521', accountTitle: 'Banque', naturalSide: 'DEBIT', incomeStatement: false, actualCents: 900 },
        { accountCode: '6281', accountTitle: 'Téléphone', naturalSide: 'DEBIT', incomeStatement: true, actualCents: 250 },
        { accountCode: '6052', accountTitle: 'Électricité', naturalSide: 'DEBIT', incomeStatement: true, actualCents: 0 },
        { accountCode: '6011', accountTitle: 'Achats', naturalSide: 'DEBIT', incomeStatement: true, actualCents: 0 },
        { accountCode: '7011', accountTitle: 'Ventes', naturalSide: 'CREDIT', incomeStatement: true, actualCents: 1200 },
      ],
      new Map([['6011', 400]]),
    );
    expect(rows.map((r) => [r.accountCode, r.hasLine, r.budgetedCents, r.actualCents, r.committedCents, r.varianceCents, r.label])).toEqual([
      ['6011', false, 0, 0, 400, 0, 'UNDER_BUDGET'],
      ['6281', false, 0, 250, 0, -250, 'OVER_BUDGET'],
      ['7011', true, 1000, 1200, 0, -200, 'OVER_BUDGET'],
    ]);
    expect(totalsOf(rows)).toMatchObject({ budgetedCents: 1000, actualCents: 1450, committedCents: 400, varianceCents: -450, variancePercent: '-45.00', availableCents: -850 });
  });
});
