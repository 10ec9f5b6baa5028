import { describe, expect, it } from 'vitest';
import {
  buildRunJournal,
  computePayslip,
  effectiveRuleSet,
  shippedRuleSet,
  type PayslipInput,
} from '../index';

const F = (francs: number) => francs * 100;
const MARCH_2026 = { year: 2026, month: 3 };

/**
 * Worked example, Côte d'Ivoire, under the ITS reform in force since 1 January 2024 (ordonnance
 * 2023-719; IS, CN and IGR no longer apply): a local employee paid 600,000 F, married without
 * children (2 family parts), in a sector at 2 % work-accident rate, with a 30,000 F transport
 * allowance that is neither taxable nor subject to contributions. Rates: resources/payroll/CI.json.
 */
const employee: PayslipInput = {
  employee: { ref: 'CI-001', country: 'CI', familyParts: '2', riskRate: '2' },
  contract: { baseMonthlySalary: F(600_000), currency: 'XOF' },
  period: MARCH_2026,
  variables: {
    bonuses: [
      {
        code: 'TRANSPORT',
        label: 'Indemnité de transport',
        amount: F(30_000),
        taxable: false,
        contributory: false,
      },
    ],
  },
};

describe("Côte d'Ivoire worked example: 2 family parts", () => {
  const rs = effectiveRuleSet(shippedRuleSet('CI'), MARCH_2026);
  const slip = computePayslip(employee, rs);
  const line = (code: string) => slip.contributions.find((c) => c.code === code);

  it('keeps the non-taxable transport allowance out of the gross and the taxable income', () => {
    expect(slip.adjustedGross).toBe(F(600_000));
    expect(slip.taxableGross).toBe(F(600_000));
  });

  it('computes the CNPS contributions', () => {
    // retraite: base min(600,000; 3,375,000 = 45 × SMIG 75,000) = 600,000
    //   employee 600,000 × 6.3 % = 37,800; employer 600,000 × 7.7 % = 46,200
    expect(line('CNPS_RET')).toMatchObject({
      base: F(600_000),
      employeeAmount: F(37_800),
      employerAmount: F(46_200),
    });
    // prestations familiales: min(600,000; 70,000) × 5 % = 3,500
    expect(line('CNPS_PF')).toMatchObject({ base: F(70_000), employerAmount: F(3_500) });
    // maternité: 70,000 × 0.75 % = 525
    expect(line('CNPS_MAT')).toMatchObject({ base: F(70_000), employerAmount: F(525) });
    // accident du travail at the sector's 2 %: 70,000 × 2 % = 1,400
    expect(line('CNPS_AT')).toMatchObject({ base: F(70_000), employerRate: '2', employerAmount: F(1_400) });
  });

  it('computes the employer payroll taxes on the taxable gross', () => {
    // contribution employeur (local staff) 600,000 × 1.2 % = 7,200; taxe d'apprentissage × 0.4 % = 2,400;
    // formation professionnelle continue × 1.2 % = 7,200
    expect(line('CE_LOCAL')?.employerAmount).toBe(F(7_200));
    expect(line('CE_EXPAT')).toBeUndefined();
    expect(line('TA')?.employerAmount).toBe(F(2_400));
    expect(line('FPC')?.employerAmount).toBe(F(7_200));
    // 46,200 + 3,500 + 525 + 1,400 + 7,200 + 2,400 + 7,200 = 68,425
    expect(slip.employerContributions).toBe(F(68_425));
  });

  it('computes the ITS on the monthly scale less the 2-part reduction', () => {
    const its = slip.incomeTaxes[0];
    expect(its.code).toBe('ITS');
    // base: taxable gross 600,000 (no abatement since the reform)
    expect(its.base).toBe(F(600_000));
    // 0 % to 75,000; (240,000 − 75,000) × 16 % = 26,400; (600,000 − 240,000) × 21 % = 75,600 → 102,000
    expect(its.details.grossTax).toBe(F(102_000));
    // family-charge reduction for 2 parts: 11,000 a month
    expect(its.details.familyReduction).toBe(F(11_000));
    // ITS = 102,000 − 11,000 = 91,000
    expect(its.amount).toBe(F(91_000));
  });

  it('pays the net and costs the employer', () => {
    // net = 600,000 + 30,000 transport − 37,800 CNPS − 91,000 ITS = 501,200
    expect(slip.netPay).toBe(F(501_200));
    // employer cost = 630,000 earnings + 68,425 = 698,425
    expect(slip.employerCost).toBe(F(698_425));
  });

  it('posts the allowance on 6612 and balances the journal', () => {
    const journal = buildRunJournal([slip], rs.accountTitles);
    const byAccount = Object.fromEntries(
      journal.lines.map((l) => [l.accountCode, l.debitCents ?? -(l.creditCents ?? 0)]),
    );
    expect(byAccount).toEqual({
      '6611': F(600_000),
      '6612': F(30_000),
      '6641': F(46_200 + 3_500 + 525 + 1_400),
      '6413': F(7_200 + 2_400 + 7_200),
      '422': -F(501_200),
      '4313': -F(37_800 + 46_200),
      '4311': -F(3_500 + 525),
      '4312': -F(1_400),
      '442': -F(16_800),
      '4472': -F(91_000),
    });
    expect(journal.totalDebit).toBe(journal.totalCredit);
  });
});

describe("Côte d'Ivoire: the reduction cannot exceed the tax, expatriates pay the higher employer contribution", () => {
  it('brings a small ITS to zero and switches the employer contribution', () => {
    const rs = effectiveRuleSet(shippedRuleSet('CI'), MARCH_2026);
    // 100,000 F: (100,000 − 75,000) × 16 % = 4,000; 3 parts reduce by up to 22,000 → ITS 0
    const slip = computePayslip(
      {
        employee: { ref: 'CI-002', country: 'CI', familyParts: '3', expatriate: true },
        contract: { baseMonthlySalary: F(100_000) },
        period: MARCH_2026,
      },
      rs,
    );
    expect(slip.incomeTaxes[0].details).toMatchObject({ grossTax: F(4_000), familyReduction: F(4_000) });
    expect(slip.incomeTax).toBe(0);
    // expatriate: 100,000 × 10.4 % = 10,400; AT at the 2 % default: 70,000 × 2 % = 1,400
    expect(slip.contributions.find((c) => c.code === 'CE_EXPAT')?.employerAmount).toBe(F(10_400));
    expect(slip.contributions.find((c) => c.code === 'CE_LOCAL')).toBeUndefined();
    expect(slip.contributions.find((c) => c.code === 'CNPS_AT')?.employerAmount).toBe(F(1_400));
  });
});
