import { describe, expect, it } from 'vitest';
import { toCents } from '../../../../../shared/money';
import {
  computePayslip,
  effectiveRuleSet,
  overrideProblems,
  ruleOverrideSchema,
  shippedRuleSet,
  type PayslipInput,
  type RuleOverride,
} from '../index';

const F = (francs: number) => francs * 100;
const E = (euros: string) => toCents(euros);

function snInput(month: number): PayslipInput {
  return {
    employee: { ref: 'SN-D', country: 'SN', category: 'CADRE' },
    contract: { baseMonthlySalary: F(500_000) },
    period: { year: 2026, month },
  };
}

function slipFor(month: number, overrides: RuleOverride[]) {
  return computePayslip(
    snInput(month),
    effectiveRuleSet(shippedRuleSet('SN'), { year: 2026, month }, overrides),
  );
}

const line = (slip: ReturnType<typeof slipFor>, code: string) =>
  slip.contributions.find((c) => c.code === code);

describe('a tenant changes a rate from a date', () => {
  const raise: RuleOverride[] = [
    ruleOverrideSchema.parse({ target: 'RULE', code: 'IPRES_RG_EE', effectiveFrom: '2026-04-01', rate: '6' }),
  ];

  it('leaves the months before the date exactly as without the override', () => {
    const march = slipFor(3, raise);
    expect(march).toEqual(slipFor(3, []));
    // 432,000 × 5.6 % = 24,192
    expect(line(march, 'IPRES_RG')).toMatchObject({ employeeRate: '5.6', employeeAmount: F(24_192) });
  });

  it('applies the new rate from the month of the date, to the share named only', () => {
    const april = slipFor(4, raise);
    // 432,000 × 6 % = 25,920; the employer share keeps 8.4 % = 36,288
    expect(line(april, 'IPRES_RG')).toMatchObject({
      employeeRate: '6',
      employeeAmount: F(25_920),
      employerRate: '8.4',
      employerAmount: F(36_288),
    });
  });

  it('moves a ceiling for both shares of the line, and accumulates later changes', () => {
    const overrides = [
      ...raise,
      ruleOverrideSchema.parse({
        target: 'RULE',
        code: 'IPRES_RG_ER',
        effectiveFrom: '2026-06-01',
        ceiling: '450000',
      }),
      ruleOverrideSchema.parse({
        target: 'CONSTANT',
        constant: 'CSS_CEILING',
        effectiveFrom: '2026-06-01',
        value: '70000',
      }),
    ];
    expect(line(slipFor(5, overrides), 'IPRES_RG')?.base).toBe(F(432_000));
    const june = slipFor(6, overrides);
    // ceiling 450,000 for both shares; the April rate still applies: 450,000 × 6 % = 27,000, × 8.4 % = 37,800
    expect(line(june, 'IPRES_RG')).toMatchObject({
      base: F(450_000),
      employeeAmount: F(27_000),
      employerAmount: F(37_800),
    });
    // CSS ceiling constant 70,000: family benefits 70,000 × 7 % = 4,900
    expect(line(june, 'CSS_PF')).toMatchObject({ base: F(70_000), employerAmount: F(4_900) });
  });

  it('disables a rule from a date and adds a custom flat rule', () => {
    const overrides = [
      ruleOverrideSchema.parse({
        target: 'RULE',
        code: 'CFCE_ER',
        effectiveFrom: '2026-05-01',
        disabled: true,
      }),
      ruleOverrideSchema.parse({
        target: 'CUSTOM_RULE',
        effectiveFrom: '2026-05-01',
        rule: {
          code: 'IPM_EE',
          line: 'IPM',
          labelFr: 'IPM',
          labelEn: 'Health fund',
          kind: 'EMPLOYEE',
          nature: 'SOCIAL',
          body: 'IPM',
          calc: { method: 'FLAT', amount: '5000', multiplierInput: 'cmuPersons' },
          accounts: { credit: '4318' },
          source: 'Tenant',
          confirmed: true,
        },
      }),
    ];
    expect(line(slipFor(4, overrides), 'CFCE')).toBeDefined();
    const may = slipFor(5, overrides);
    expect(line(may, 'CFCE')).toBeUndefined();
    expect(line(may, 'IPM')).toMatchObject({ base: null, employeeRate: null, employeeAmount: F(5_000) });
  });

  it('names what cannot be overridden', () => {
    const file = shippedRuleSet('SN');
    expect(
      overrideProblems(
        file,
        ruleOverrideSchema.parse({
          target: 'RULE',
          code: 'IPRES_RG_EE',
          effectiveFrom: '2026-04-01',
          rate: '6',
        }),
      ),
    ).toEqual([]);
    expect(
      overrideProblems(
        file,
        ruleOverrideSchema.parse({ target: 'RULE', code: 'NOPE', effectiveFrom: '2026-04-01', rate: '6' }),
      ),
    ).toEqual(['Unknown rule NOPE']);
    expect(
      overrideProblems(
        file,
        ruleOverrideSchema.parse({
          target: 'CONSTANT',
          constant: 'PMSS',
          effectiveFrom: '2026-04-01',
          value: '1',
        }),
      ),
    ).toEqual(['Unknown constant PMSS']);
    expect(
      overrideProblems(
        file,
        ruleOverrideSchema.parse({
          target: 'RULE',
          code: 'CSS_PF_ER',
          effectiveFrom: '2020-01-01',
          rate: '6',
        }),
      )[0],
    ).toMatch(/No SN rules are in force/);
    expect(
      ruleOverrideSchema.safeParse({
        target: 'RULE',
        code: 'IPRES_RG_EE',
        effectiveFrom: '2026-04-15',
        rate: '6',
      }).success,
    ).toBe(false);
  });
});

describe('shipped versions', () => {
  const fr = shippedRuleSet('FR');
  const input = (month: { year: number; month: number }): PayslipInput => ({
    employee: { ref: 'FR-D', country: 'FR', riskRate: '1', pasRate: '0' },
    contract: { baseMonthlySalary: E('5000') },
    period: month,
  });

  it('computes December 2025 with the 2025 version and January 2026 with the 2026 one', () => {
    const december = computePayslip(
      input({ year: 2025, month: 12 }),
      effectiveRuleSet(fr, { year: 2025, month: 12 }),
    );
    const january = computePayslip(
      input({ year: 2026, month: 1 }),
      effectiveRuleSet(fr, { year: 2026, month: 1 }),
    );
    expect(december.ruleSetFrom).toBe('2025-05-01');
    expect(january.ruleSetFrom).toBe('2026-01-01');
    // PMSS 3,925 then 4,005: T1 bases; uncapped old-age employer 2.02 % = 101.00 then 2.11 % = 105.50
    expect(december.contributions.find((c) => c.code === 'VIEIL_PLAF')?.base).toBe(E('3925'));
    expect(january.contributions.find((c) => c.code === 'VIEIL_PLAF')?.base).toBe(E('4005'));
    expect(december.contributions.find((c) => c.code === 'VIEIL_DEPLAF')?.employerAmount).toBe(E('101'));
    expect(january.contributions.find((c) => c.code === 'VIEIL_DEPLAF')?.employerAmount).toBe(E('105.50'));
  });

  it('applies the 2025 reduced health and family rates under 2.25 and 3.3 SMIC only', () => {
    const rs = effectiveRuleSet(fr, { year: 2025, month: 12 });
    // 5,000 > 2.25 × 1,801.84 = 4,054.14 → 13 %; 5,000 ≤ 3.3 × 1,801.84 = 5,946.07 → family 3.45 % = 172.50
    const slip = computePayslip(input({ year: 2025, month: 12 }), rs);
    expect(slip.contributions.find((c) => c.code === 'MALADIE')?.employerAmount).toBe(E('650'));
    expect(slip.contributions.find((c) => c.code === 'AF_TR')?.employerAmount).toBe(E('172.50'));
    expect(slip.contributions.find((c) => c.code === 'AF')).toBeUndefined();
    // 4,000 ≤ 4,054.14 → reduced health rate 7 % = 280.00
    const low = computePayslip(
      { ...input({ year: 2025, month: 12 }), contract: { baseMonthlySalary: E('4000') } },
      rs,
    );
    expect(low.contributions.find((c) => c.code === 'MALADIE_TR')?.employerAmount).toBe(E('280'));
    expect(low.contributions.find((c) => c.code === 'MALADIE')).toBeUndefined();
  });

  it('refuses a period before the first shipped version', () => {
    expect(() => effectiveRuleSet(fr, { year: 2025, month: 4 })).toThrow(
      expect.objectContaining({
        code: 'NO_RULE_SET_IN_FORCE',
        details: expect.objectContaining({ firstVersion: '2025-05-01' }),
      }),
    );
    expect(() => shippedRuleSet('ML')).toThrow(expect.objectContaining({ code: 'UNKNOWN_COUNTRY' }));
  });
});
