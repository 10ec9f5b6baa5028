import { describe, expect, it } from 'vitest';
import {
  buildRunJournal,
  computePayslip,
  effectiveRuleSet,
  shippedRuleSet,
  type PayslipInput,
} from '../index';

/** Francs CFA → the cents the application stores (two decimals for every currency, XOF included). */
const F = (francs: number) => francs * 100;
const MARCH_2026 = { year: 2026, month: 3 };

/**
 * Worked example, Senegal: an executive (cadre) paid 2,000,000 F a month, married with one child
 * (2 family parts, art. 174 CGI), employer in risk class 2 (CSS work accidents 3 %), full month.
 * Rates and ceilings: resources/payroll/SN.json (domain.md; CGI art. 173–174 for the IR).
 */
const cadre: PayslipInput = {
  employee: {
    ref: 'SN-001',
    country: 'SN',
    category: 'CADRE',
    familyParts: '2',
    trimfParts: '1',
    riskRate: '3',
  },
  contract: { baseMonthlySalary: F(2_000_000), currency: 'XOF' },
  period: MARCH_2026,
};

describe('Senegal worked example: a cadre above the IPRES ceilings', () => {
  const rs = effectiveRuleSet(shippedRuleSet('SN'), MARCH_2026);
  const slip = computePayslip(cadre, rs);
  const line = (code: string) => slip.contributions.find((c) => c.code === code);

  it('takes the full contract salary as the gross', () => {
    expect(slip.proratedBase).toBe(F(2_000_000));
    expect(slip.adjustedGross).toBe(F(2_000_000));
  });

  it('caps IPRES general at 432,000 F and IPRES cadres at 1,296,000 F', () => {
    // IPRES régime général: base min(2,000,000; 432,000) = 432,000
    //   employee 432,000 × 5.6 % = 24,192; employer 432,000 × 8.4 % = 36,288
    expect(line('IPRES_RG')).toMatchObject({
      base: F(432_000),
      employeeRate: '5.6',
      employeeAmount: F(24_192),
      employerRate: '8.4',
      employerAmount: F(36_288),
    });
    // IPRES régime complémentaire cadres: base min(2,000,000; 1,296,000) = 1,296,000
    //   employee 1,296,000 × 2.4 % = 31,104; employer 1,296,000 × 3.6 % = 46,656
    expect(line('IPRES_RC')).toMatchObject({
      base: F(1_296_000),
      employeeAmount: F(31_104),
      employerAmount: F(46_656),
    });
  });

  it('caps CSS at 63,000 F and charges CFCE on the whole gross', () => {
    // CSS prestations familiales: 63,000 × 7 % = 4,410
    expect(line('CSS_PF')).toMatchObject({ base: F(63_000), employerAmount: F(4_410), employeeAmount: 0 });
    // CSS accidents du travail, risk class 2: 63,000 × 3 % = 1,890
    expect(line('CSS_AT')).toMatchObject({ base: F(63_000), employerRate: '3', employerAmount: F(1_890) });
    // CFCE: 2,000,000 × 3 % = 60,000 (a payroll tax due to the DGID, not a social contribution)
    expect(line('CFCE')).toMatchObject({
      base: F(2_000_000),
      employerAmount: F(60_000),
      nature: 'TAX',
      body: 'DGID',
    });
    // employee 24,192 + 31,104 = 55,296; employer 36,288 + 46,656 + 4,410 + 1,890 + 60,000 = 149,244
    expect(slip.employeeContributions).toBe(F(55_296));
    expect(slip.employerContributions).toBe(F(149_244));
  });

  it('computes the IR on the annualised net taxable income with the 2-part reduction', () => {
    // net taxable (monthly) = 2,000,000 − IPRES employee shares 55,296 = 1,944,704
    expect(slip.netTaxable).toBe(F(1_944_704));
    const ir = slip.incomeTaxes.find((t) => t.code === 'IR');
    // annual: 1,944,704 × 12 = 23,336,448; abatement 30 % = 7,000,934.40, capped at 900,000
    //   23,336,448 − 900,000 = 22,436,448, rounded down to the thousand: 22,436,000
    expect(ir?.details).toMatchObject({ period: 'ANNUAL', abatement: F(900_000), periodBase: F(22_436_000) });
    // scale: 0 % to 630,000; (1,500,000 − 630,000) × 20 % = 174,000; (4,000,000 − 1,500,000) × 30 % = 750,000;
    //   (8,000,000 − 4,000,000) × 35 % = 1,400,000; (13,500,000 − 8,000,000) × 37 % = 2,035,000;
    //   (22,436,000 − 13,500,000) × 40 % = 3,574,400 → gross tax 7,933,400
    expect(ir?.details.grossTax).toBe(F(7_933_400));
    // 2 parts: 15 % × 7,933,400 = 1,190,010, kept within [200,000; 650,000] → 650,000
    expect(ir?.details.familyReduction).toBe(F(650_000));
    // annual IR 7,933,400 − 650,000 = 7,283,400; monthly 7,283,400 / 12 = 606,950
    expect(ir?.amount).toBe(F(606_950));
  });

  it('withholds the TRIMF of the top band by twelfths', () => {
    // annual taxable gross 24,000,000 ≥ 12,000,000 → 36,000 F a year, 1 TRIMF part: 36,000 / 12 = 3,000
    expect(slip.incomeTaxes.find((t) => t.code === 'TRIMF')?.amount).toBe(F(3_000));
    expect(slip.incomeTax).toBe(F(609_950)); // 606,950 + 3,000
  });

  it('pays the net and costs the employer', () => {
    // net = 2,000,000 − 55,296 − 609,950 = 1,334,754
    expect(slip.netPay).toBe(F(1_334_754));
    // employer cost = 2,000,000 + 149,244 = 2,149,244
    expect(slip.employerCost).toBe(F(2_149_244));
  });

  it('posts a balanced journal: 6611 + 6641 + 6413 against 422, 431x, 442 and 4472', () => {
    const journal = buildRunJournal([slip], rs.accountTitles);
    const byAccount = Object.fromEntries(
      journal.lines.map((l) => [l.accountCode, l.debitCents ?? -(l.creditCents ?? 0)]),
    );
    expect(byAccount).toEqual({
      '6611': F(2_000_000),
      '6641': F(36_288 + 46_656 + 4_410 + 1_890), // 89,244 social charges
      '6413': F(60_000), // CFCE
      '422': -F(1_334_754),
      '4313': -F(24_192 + 36_288 + 31_104 + 46_656), // IPRES, both shares: 138,240
      '4311': -F(4_410),
      '4312': -F(1_890),
      '442': -F(60_000),
      '4472': -F(609_950), // IR + TRIMF
    });
    expect(journal.totalDebit).toBe(F(2_149_244));
    expect(journal.totalCredit).toBe(F(2_149_244));
    expect(journal.lines.find((l) => l.accountCode === '422')?.thirdParty).toBe('SN-001');
  });
});

describe('Senegal: a non-cadre below the ceilings', () => {
  it('has no IPRES cadres line and the TRIMF of its band', () => {
    const rs = effectiveRuleSet(shippedRuleSet('SN'), MARCH_2026);
    const slip = computePayslip(
      {
        employee: { ref: 'SN-002', country: 'SN' },
        contract: { baseMonthlySalary: F(150_000) },
        period: MARCH_2026,
      },
      rs,
    );
    expect(slip.contributions.map((c) => c.code)).toEqual(['IPRES_RG', 'CSS_PF', 'CSS_AT', 'CFCE']);
    // IPRES general 150,000 × 5.6 % = 8,400; CSS AT at the 1 % default: 63,000 × 1 % = 630
    expect(slip.employeeContributions).toBe(F(8_400));
    expect(slip.contributions.find((c) => c.code === 'CSS_AT')?.employerAmount).toBe(F(630));
    // annual gross 1,800,000 is in the 1,000,000–1,999,999 band: 4,800 / 12 = 400
    expect(slip.incomeTaxes.find((t) => t.code === 'TRIMF')?.amount).toBe(F(400));
    // IR: (150,000 − 8,400) × 12 = 1,699,200; abatement 30 % = 509,760 → 1,189,440 → 1,189,000
    //   (1,189,000 − 630,000) × 20 % = 111,800 a year, 1 part → 111,800 / 12 = 9,316.67 → 9,316 (rounded down)
    expect(slip.incomeTaxes.find((t) => t.code === 'IR')?.amount).toBe(F(9_316));
  });
});
