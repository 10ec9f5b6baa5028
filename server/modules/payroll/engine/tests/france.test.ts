import { describe, expect, it } from 'vitest';
import { toCents } from '../../../../../shared/money';
import {
  PayrollEngineError,
  buildRunJournal,
  computePayslip,
  effectiveRuleSet,
  shippedRuleSet,
  type PayslipInput,
} from '../index';

const E = (euros: string) => toCents(euros);
const JANUARY_2026 = { year: 2026, month: 1 };

/**
 * Worked example, France, January 2026 (PMSS 4,005 €): an executive (cadre) paid 6,000 € gross —
 * above one PMSS, so T2 and the CET apply; above 3 SMIC, so no general reduction would apply
 * either. AT/MP rate 0.90 %, notified PAS rate 7.5 %, employer under 50 employees (FNAL 0.10 %).
 * Rates: resources/payroll/FR.json (Urssaf, Unédic, Agirc-Arrco 2026). Every line is rounded half-up
 * to the cent.
 */
const cadre: PayslipInput = {
  employee: { ref: 'FR-001', country: 'FR', category: 'CADRE', riskRate: '0.9', pasRate: '7.5' },
  contract: { baseMonthlySalary: E('6000'), currency: 'EUR' },
  period: JANUARY_2026,
};

describe('France worked example: a cadre crossing one PMSS', () => {
  const rs = effectiveRuleSet(shippedRuleSet('FR'), JANUARY_2026);
  const slip = computePayslip(cadre, rs);
  const line = (code: string) => slip.contributions.find((c) => c.code === code);

  it('splits the gross into T1 = 4,005 and T2 = 1,995', () => {
    // vieillesse plafonnée on T1 = min(6,000; 4,005): employee 6.90 % = 276.345 → 276.35; employer 8.55 % = 342.4275 → 342.43
    expect(line('VIEIL_PLAF')).toMatchObject({
      base: E('4005'),
      employeeAmount: E('276.35'),
      employerAmount: E('342.43'),
    });
    // Agirc-Arrco T1: 4,005 × 3.15 % = 126.1575 → 126.16; × 4.72 % = 189.036 → 189.04
    expect(line('ARRCO_T1')).toMatchObject({
      base: E('4005'),
      employeeAmount: E('126.16'),
      employerAmount: E('189.04'),
    });
    // Agirc-Arrco T2 on 6,000 − 4,005 = 1,995: × 8.64 % = 172.368 → 172.37; × 12.95 % = 258.3525 → 258.35
    expect(line('ARRCO_T2')).toMatchObject({
      base: E('1995'),
      employeeAmount: E('172.37'),
      employerAmount: E('258.35'),
    });
    // CEG T1: 4,005 × 0.86 % = 34.443 → 34.44; × 1.29 % = 51.6645 → 51.66
    expect(line('CEG_T1')).toMatchObject({ employeeAmount: E('34.44'), employerAmount: E('51.66') });
    // CEG T2: 1,995 × 1.08 % = 21.546 → 21.55; × 1.62 % = 32.319 → 32.32
    expect(line('CEG_T2')).toMatchObject({ employeeAmount: E('21.55'), employerAmount: E('32.32') });
    // CET (gross above the PMSS) on T1 + T2 = 6,000: 0.14 % = 8.40; 0.21 % = 12.60
    expect(line('CET')).toMatchObject({
      base: E('6000'),
      employeeAmount: E('8.40'),
      employerAmount: E('12.60'),
    });
    // APEC (cadres) up to 4 PMSS = 16,020: 6,000 × 0.024 % = 1.44; × 0.036 % = 2.16
    expect(line('APEC')).toMatchObject({ employeeAmount: E('1.44'), employerAmount: E('2.16') });
  });

  it('computes the uncapped contributions', () => {
    // maladie 13 % × 6,000 = 780.00 (no reduced rate in 2026)
    expect(line('MALADIE')?.employerAmount).toBe(E('780'));
    // vieillesse déplafonnée: 0.40 % = 24.00; employer 2.11 % (2026) = 126.60
    expect(line('VIEIL_DEPLAF')).toMatchObject({
      employeeAmount: E('24'),
      employerAmount: E('126.60'),
      employerRate: '2.11',
    });
    // allocations familiales 5.25 % = 315.00; AT/MP 0.90 % = 54.00; CSA 0.30 % = 18.00
    expect(line('AF')?.employerAmount).toBe(E('315'));
    expect(line('ATMP')?.employerAmount).toBe(E('54'));
    expect(line('CSA')?.employerAmount).toBe(E('18'));
    // FNAL 0.10 % on T1: 4.005 → 4.01
    expect(line('FNAL')).toMatchObject({ base: E('4005'), employerAmount: E('4.01') });
    // chômage 4.00 % and AGS 0.25 % up to 4 PMSS: 240.00 and 15.00
    expect(line('CHOMAGE')?.employerAmount).toBe(E('240'));
    expect(line('AGS')?.employerAmount).toBe(E('15'));
  });

  it('takes CSG and CRDS on 98.25 % of the gross', () => {
    // base 6,000 × 98.25 % = 5,895.00 (the gross is under 4 PMSS, so the allowance applies to all of it)
    expect(line('CSG_DED')).toMatchObject({ base: E('5895'), employeeAmount: E('400.86') }); // × 6.80 %
    expect(line('CSG_NONDED')).toMatchObject({ base: E('5895'), employeeAmount: E('141.48') }); // × 2.40 %
    expect(line('CRDS')).toMatchObject({ base: E('5895'), employeeAmount: E('29.48') }); // × 0.50 % = 29.475
  });

  it('totals the shares', () => {
    // employee: 276.35 + 24.00 + 126.16 + 172.37 + 34.44 + 21.55 + 8.40 + 1.44 + 400.86 + 141.48 + 29.48 = 1,236.53
    expect(slip.employeeContributions).toBe(E('1236.53'));
    // employer: 780 + 342.43 + 126.60 + 315 + 54 + 18 + 4.01 + 240 + 15 + 189.04 + 258.35 + 51.66 + 32.32 + 12.60 + 2.16 = 2,441.17
    expect(slip.employerContributions).toBe(E('2441.17'));
  });

  it('withholds the PAS on the net taxable', () => {
    // net taxable = 6,000 − 1,236.53 + non-deductible CSG 141.48 + CRDS 29.48 = 4,934.43
    expect(slip.netTaxable).toBe(E('4934.43'));
    // PAS 7.5 % × 4,934.43 = 370.08225 → 370.08
    expect(slip.incomeTaxes).toMatchObject([
      { code: 'PAS', base: E('4934.43'), amount: E('370.08'), account: '4421' },
    ]);
  });

  it('pays the net and costs the employer', () => {
    // net = 6,000 − 1,236.53 − 370.08 = 4,393.39
    expect(slip.netPay).toBe(E('4393.39'));
    // employer cost = 6,000 + 2,441.17 = 8,441.17
    expect(slip.employerCost).toBe(E('8441.17'));
  });

  it('posts to the PCG accounts and balances', () => {
    const journal = buildRunJournal([slip], rs.accountTitles);
    const byAccount = Object.fromEntries(
      journal.lines.map((l) => [l.accountCode, l.debitCents ?? -(l.creditCents ?? 0)]),
    );
    // 6451 URSSAF: 780 + 342.43 + 126.60 + 315 + 54 + 18 + 4.01 = 1,640.04; 6454 chômage + AGS = 255.00;
    // 6453 retraite: 189.04 + 258.35 + 51.66 + 32.32 + 12.60 + 2.16 = 546.13
    expect(byAccount).toMatchObject({
      '6411': E('6000'),
      '6451': E('1640.04'),
      '6454': E('255'),
      '6453': E('546.13'),
      '421': -E('4393.39'),
      '4421': -E('370.08'),
    });
    // 437 Agirc-Arrco: employee 126.16 + 172.37 + 34.44 + 21.55 + 8.40 + 1.44 = 364.36, plus employer 546.13
    expect(byAccount['437']).toBe(-E('910.49'));
    expect(journal.totalDebit).toBe(E('8441.17'));
    expect(journal.totalCredit).toBe(E('8441.17'));
  });
});

describe('France: inputs the rules need', () => {
  const rs = effectiveRuleSet(shippedRuleSet('FR'), JANUARY_2026);

  it('refuses a payslip without the notified PAS rate or the AT/MP rate', () => {
    const noPas = { ...cadre, employee: { ref: 'FR-002', country: 'FR' as const, riskRate: '1' } };
    expect(() => computePayslip(noPas, rs)).toThrow(
      expect.objectContaining({
        code: 'MISSING_INPUT',
        details: expect.objectContaining({ input: 'pasRate' }),
      }),
    );
    const noRisk = { ...cadre, employee: { ref: 'FR-003', country: 'FR' as const, pasRate: '0' } };
    expect(() => computePayslip(noRisk, rs)).toThrow(PayrollEngineError);
  });

  it('leaves out T2, the CET and APEC for a non-cadre under the PMSS', () => {
    const slip = computePayslip(
      {
        employee: { ref: 'FR-004', country: 'FR', riskRate: '1', pasRate: '0' },
        contract: { baseMonthlySalary: E('3000') },
        period: JANUARY_2026,
      },
      rs,
    );
    const codes = slip.contributions.map((c) => c.code);
    expect(codes).not.toContain('ARRCO_T2');
    expect(codes).not.toContain('CET');
    expect(codes).not.toContain('APEC');
    expect(slip.incomeTax).toBe(0);
  });
});
