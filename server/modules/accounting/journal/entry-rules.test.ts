import { describe, expect, it } from 'vitest';
import { lineErrors, totalsOf, unbalancedProblem } from './entry-rules';

describe('entry rules', () => {
  it('names the side to increase and the missing amount of an unbalanced entry', () => {
    const p = unbalancedProblem(100000, 118000);
    expect(p?.code).toBe('UNBALANCED_ENTRY');
    expect(p?.extensions).toMatchObject({ missingSide: 'DEBIT', missingAmount: '180.00' });
    expect(unbalancedProblem(118001, 118000)?.extensions).toMatchObject({ missingSide: 'CREDIT', missingAmount: '0.01' });
    expect(unbalancedProblem(5, 5)).toBeNull();
  });

  it('sums both sides', () => {
    expect(totalsOf([{ accountCode: '6011', debitCents: 100000 }, { accountCode: '4452', debitCents: 18000 }, { accountCode: '4011', creditCents: 118000 }])).toEqual({
      totalDebitCents: 118000,
      totalCreditCents: 118000,
    });
  });

  it('refuses lines other modules might send wrong', () => {
    expect(lineErrors([{ accountCode: '6011', debitCents: 1 }])).toEqual([{ path: 'lines', message: 'An entry needs at least two lines' }]);
    expect(lineErrors([{ accountCode: '6011', debitCents: 1, creditCents: 1 }, { accountCode: '4011', creditCents: 1 }])[0].path).toBe('lines.0.credit');
    expect(lineErrors([{ accountCode: '6011' }, { accountCode: '4011', creditCents: 1 }])[0].path).toBe('lines.0.debit');
    expect(lineErrors([{ accountCode: '6011', debitCents: -1 }, { accountCode: '4011', creditCents: 1 }])[0].message).toMatch(/negative/);
    expect(lineErrors([{ accountCode: '6011', debitCents: 0.5 }, { accountCode: '4011', creditCents: 1 }])[0].message).toMatch(/integer/);
  });
});

describe('entry totals range', () => {
  it('refuses totals beyond exact integers', () => {
    const huge = 9_000_000_000_000_000;
    expect(lineErrors([{ accountCode: '6011', debitCents: huge }, { accountCode: '6011', debitCents: huge }, { accountCode: '4011', creditCents: 1 }]).map((e) => e.message)).toContain(
      'The totals of the entry exceed the supported range',
    );
  });
});
