import { describe, expect, it } from 'vitest';
import { toCents } from '../../../../../shared/money';
import {
  buildRunJournal,
  computePayslip,
  effectiveRuleSet,
  shippedRuleSet,
  type PayslipInput,
} from '../index';

const F = (francs: number) => francs * 100;
const E = (euros: string) => toCents(euros);
const MARCH_2026 = { year: 2026, month: 3 }; // 31 days, Sunday the 1st: 22 weekdays
const sn = effectiveRuleSet(shippedRuleSet('SN'), MARCH_2026);

function snSlip(salary: number, extra: Partial<PayslipInput> = {}) {
  return computePayslip(
    {
      employee: { ref: 'SN-V', country: 'SN' },
      contract: { baseMonthlySalary: F(salary) },
      period: MARCH_2026,
      ...extra,
    },
    sn,
  );
}

describe('proration by calendar days (every day of the month counts)', () => {
  it('pays a mid-month arrival for the days from the arrival', () => {
    // arrives on 16 March: 16 days of 31 → 310,000 × 16 / 31 = 160,000
    const slip = snSlip(310_000, { presence: { arrival: '2026-03-16' } });
    expect(slip.presence).toMatchObject({
      method: 'CALENDAR_DAYS',
      daysInPeriod: 31,
      daysPresent: 16,
      firstDay: '2026-03-16',
      lastDay: '2026-03-31',
    });
    expect(slip.proratedBase).toBe(F(160_000));
    expect(slip.adjustedGross).toBe(F(160_000));
    // contributions follow the prorated gross: IPRES general 160,000 × 5.6 % = 8,960
    expect(slip.contributions[0]).toMatchObject({
      code: 'IPRES_RG',
      base: F(160_000),
      employeeAmount: F(8_960),
    });
  });

  it('pays a mid-month departure up to the departure day', () => {
    // leaves on 10 March: 10 days → 310,000 × 10 / 31 = 100,000
    expect(snSlip(310_000, { presence: { departure: '2026-03-10' } }).proratedBase).toBe(F(100_000));
  });

  it('pays an arrival and a departure in the same month', () => {
    // 5 to 24 March inclusive: 20 days → 310,000 × 20 / 31 = 200,000
    expect(
      snSlip(310_000, { presence: { arrival: '2026-03-05', departure: '2026-03-24' } }).proratedBase,
    ).toBe(F(200_000));
    // 300,000 × 20 / 31 = 193,548.387… → 193,548 (half-up to the franc)
    expect(
      snSlip(300_000, { presence: { arrival: '2026-03-05', departure: '2026-03-24' } }).proratedBase,
    ).toBe(F(193_548));
  });

  it('prorates the French ceilings with the days paid (R.242-2 CSS)', () => {
    const fr = effectiveRuleSet(shippedRuleSet('FR'), { year: 2026, month: 1 });
    const slip = computePayslip(
      {
        employee: { ref: 'FR-V', country: 'FR', riskRate: '1', pasRate: '0' },
        contract: { baseMonthlySalary: E('6000') },
        period: { year: 2026, month: 1 },
        presence: { arrival: '2026-01-16' },
      },
      fr,
    );
    // 16 days of 31: salary 6,000 × 16 / 31 = 3,096.774… → 3,096.77; PMSS 4,005 × 16 / 31 = 2,067.096… → 2,067.10
    expect(slip.adjustedGross).toBe(E('3096.77'));
    expect(slip.contributions.find((c) => c.code === 'VIEIL_PLAF')?.base).toBe(E('2067.10'));
    // T2 = 3,096.77 − 2,067.10 = 1,029.67; the CET applies since the gross is above the prorated PMSS
    expect(slip.contributions.find((c) => c.code === 'ARRCO_T2')?.base).toBe(E('1029.67'));
    expect(slip.contributions.find((c) => c.code === 'CET')?.base).toBe(E('3096.77'));
  });

  it('pays nothing for a month before the arrival or after the departure', () => {
    expect(snSlip(310_000, { presence: { arrival: '2026-04-01' } })).toMatchObject({
      proratedBase: 0,
      netPay: 0,
      presence: { daysPresent: 0 },
    });
    expect(snSlip(310_000, { presence: { departure: '2026-02-28' } })).toMatchObject({
      proratedBase: 0,
      employerCost: 0,
    });
  });

  it('counts weekdays when a rule set prorates by working days', () => {
    const working = { ...sn, proration: 'WORKING_DAYS' as const };
    const slip = computePayslip(
      {
        employee: { ref: 'SN-W', country: 'SN' },
        contract: { baseMonthlySalary: F(220_000) },
        period: MARCH_2026,
        presence: { arrival: '2026-03-16' },
      },
      working,
    );
    // weekdays from Monday 16 March: 16–20, 23–27, 30–31 = 12 of 22 → 220,000 × 12 / 22 = 120,000
    expect(slip.presence).toMatchObject({ method: 'WORKING_DAYS', daysInPeriod: 22, daysPresent: 12 });
    expect(slip.proratedBase).toBe(F(120_000));
  });
});

describe('variable inputs', () => {
  it('deducts unpaid absence days at the daily rate of the month', () => {
    // 3 days of 31: 310,000 × 3 / 31 = 30,000 → gross 280,000
    const slip = snSlip(310_000, { variables: { unpaidAbsenceDays: 3 } });
    expect(slip.earnings.find((l) => l.kind === 'ABSENCE')).toMatchObject({
      amount: -F(30_000),
      quantity: '3',
    });
    expect(slip.adjustedGross).toBe(F(280_000));
    expect(slip.contributions[0].base).toBe(F(280_000));
  });

  it('pays overtime hours at their rate of the hourly salary', () => {
    // 40 h a week → 40 × 52 / 12 = 173.33 h a month; 346,660 / 173.33 = 2,000 F an hour
    // 8 h at 115 % = 8 × 2,300 = 18,400; 4 h at 150 % = 4 × 3,000 = 12,000
    const slip = computePayslip(
      {
        employee: { ref: 'SN-O', country: 'SN' },
        contract: { baseMonthlySalary: F(346_660), weeklyHours: 40 },
        period: MARCH_2026,
        variables: {
          overtime: [
            { hours: 8, ratePercent: 115 },
            { hours: '4', ratePercent: '150' },
          ],
        },
      },
      sn,
    );
    expect(slip.earnings.filter((l) => l.kind === 'OVERTIME').map((l) => [l.code, l.amount])).toEqual([
      ['OVERTIME_115', F(18_400)],
      ['OVERTIME_150', F(12_000)],
    ]);
    expect(slip.adjustedGross).toBe(F(346_660 + 18_400 + 12_000));
  });

  it('rounds French overtime to the cent', () => {
    const fr = effectiveRuleSet(shippedRuleSet('FR'), { year: 2026, month: 1 });
    // 35 h a week → 151.67 h; 3,000 × 8 h × 125 % / 151.67 = 197.7978… → 197.80
    const slip = computePayslip(
      {
        employee: { ref: 'FR-O', country: 'FR', riskRate: '1', pasRate: '0' },
        contract: { baseMonthlySalary: E('3000'), weeklyHours: '35' },
        period: { year: 2026, month: 1 },
        variables: { overtime: [{ hours: 8, ratePercent: 125 }] },
      },
      fr,
    );
    expect(slip.earnings.find((l) => l.kind === 'OVERTIME')?.amount).toBe(E('197.80'));
  });

  it('adds benefits in kind to the bases but not to the pay, and deducts advances from the net', () => {
    const plain = snSlip(200_000);
    const slip = snSlip(200_000, {
      variables: { benefitsInKind: [{ label: 'Logement', amount: F(50_000) }], advances: F(25_000) },
    });
    // contributions' gross and taxable gross 250,000; IPRES general 250,000 × 5.6 % = 14,000
    expect(slip.adjustedGross).toBe(F(250_000));
    expect(slip.taxableGross).toBe(F(250_000));
    expect(slip.contributions[0].employeeAmount).toBe(F(14_000));
    // net = 200,000 paid − employee contributions − income tax − 25,000 advance
    expect(slip.netPay).toBe(F(200_000) - slip.employeeContributions - slip.incomeTax - F(25_000));
    expect(slip.incomeTax).toBeGreaterThan(plain.incomeTax);
    const journal = buildRunJournal([slip]);
    expect(journal.lines.find((l) => l.accountCode === '6611')?.debitCents).toBe(F(200_000));
    expect(journal.lines.find((l) => l.accountCode === '4211')?.creditCents).toBe(F(25_000));
    expect(journal.totalDebit).toBe(journal.totalCredit);
  });

  it('keeps a non-taxable bonus out of the taxable income and a non-contributory one out of the contributions', () => {
    const slip = snSlip(200_000, {
      variables: {
        bonuses: [
          { label: 'Prime de rendement', amount: F(40_000) },
          { label: 'Indemnité de transport', amount: F(20_800), taxable: false, contributory: false },
          { label: 'Prime exonérée', amount: F(10_000), taxable: false },
        ],
      },
    });
    expect(slip.adjustedGross).toBe(F(200_000 + 40_000 + 10_000));
    expect(slip.taxableGross).toBe(F(200_000 + 40_000));
    expect(slip.employerCost).toBe(F(270_800) + slip.employerContributions);
  });
});

describe('refused inputs', () => {
  it('refuses malformed amounts, dates and a rule set of another country', () => {
    expect(() => snSlip(-1)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => snSlip(100_000, { presence: { arrival: '2026-03-20', departure: '2026-03-10' } })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    expect(() => snSlip(100_000, { presence: { arrival: '2026-02-30' } })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    const ci = {
      employee: { ref: 'CI-X', country: 'CI' as const },
      contract: { baseMonthlySalary: F(100_000) },
      period: MARCH_2026,
    };
    expect(() => computePayslip(ci, sn)).toThrow(expect.objectContaining({ code: 'COUNTRY_MISMATCH' }));
    expect(() => snSlip(100_000, { contract: { baseMonthlySalary: F(100_000), currency: 'EUR' } })).toThrow(
      expect.objectContaining({ code: 'CURRENCY_MISMATCH' }),
    );
  });
});
