import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildRunJournal,
  computePayslip,
  effectiveRuleSet,
  shippedRuleSet,
  socialDeclarationsByBody,
  type Country,
  type PayslipInput,
} from '../index';

const MONTHS = fc.record({ year: fc.constant(2026), month: fc.integer({ min: 1, max: 12 }) });
const decimal = (max: number, scale = 2) =>
  fc.integer({ min: 0, max: max * 10 ** scale }).map((n) => (n / 10 ** scale).toFixed(scale));
const day = fc.integer({ min: 1, max: 28 });

function employeeArb(
  country: Country,
  period: { year: number; month: number },
  index: number,
): fc.Arbitrary<PayslipInput> {
  return fc
    .record({
      salary: fc.integer({ min: 0, max: country === 'FR' ? 4_000_000 : 1_000_000_000 }),
      cadre: fc.boolean(),
      expatriate: fc.boolean(),
      parts: fc.constantFrom('1', '1.5', '2', '2.5', '3', '4', '5', '6'),
      risk: decimal(6),
      pas: decimal(43),
      arrival: fc.option(day, { nil: undefined }),
      departure: fc.option(day, { nil: undefined }),
      absence: fc.integer({ min: 0, max: 31 }),
      overtime: fc.array(
        fc.record({ hours: decimal(40, 1), ratePercent: fc.constantFrom('110', '115', '125', '150', '200') }),
        { maxLength: 3 },
      ),
      bonuses: fc.array(
        fc.record({
          amount: fc.integer({ min: 0, max: 50_000_000 }),
          taxable: fc.boolean(),
          contributory: fc.boolean(),
        }),
        { maxLength: 3 },
      ),
      benefit: fc.integer({ min: 0, max: 30_000_000 }),
      advances: fc.integer({ min: 0, max: 200_000_000 }),
    })
    .map((e): PayslipInput => {
      const iso = (d: number) =>
        `${period.year}-${String(period.month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      const [arrival, departure] =
        e.arrival && e.departure && e.departure < e.arrival
          ? [e.departure, e.arrival]
          : [e.arrival, e.departure];
      return {
        employee: {
          ref: `${country}-${index}`,
          country,
          category: e.cadre ? 'CADRE' : 'NON_CADRE',
          expatriate: e.expatriate,
          familyParts: e.parts,
          riskRate: e.risk,
          pasRate: e.pas,
        },
        contract: { baseMonthlySalary: e.salary },
        period,
        presence: { arrival: arrival ? iso(arrival) : null, departure: departure ? iso(departure) : null },
        variables: {
          unpaidAbsenceDays: e.absence,
          overtime: e.overtime,
          bonuses: e.bonuses.map((b, i) => ({ label: `Prime ${i + 1}`, ...b })),
          benefitsInKind: e.benefit > 0 ? [{ label: 'Logement', amount: e.benefit }] : [],
          advances: e.advances,
        },
      };
    });
}

const runArb = fc.tuple(fc.constantFrom<Country>('SN', 'CI', 'FR'), MONTHS).chain(([country, period]) =>
  fc.record({
    country: fc.constant(country),
    period: fc.constant(period),
    employees: fc
      .integer({ min: 1, max: 12 })
      .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => employeeArb(country, period, i)))),
  }),
);

describe('the run journal entry (property)', () => {
  it('is balanced, one positive side per line, the net pay per employee, for random runs', () => {
    fc.assert(
      fc.property(runArb, ({ country, period, employees }) => {
        const rs = effectiveRuleSet(shippedRuleSet(country), period);
        const slips = employees.map((input) => computePayslip(input, rs));
        const journal = buildRunJournal(slips, rs.accountTitles);
        expect(journal.totalDebit).toBe(journal.totalCredit);
        const seen = new Set<string>();
        for (const line of journal.lines) {
          const debit = line.debitCents ?? 0;
          const credit = line.creditCents ?? 0;
          expect(Number.isSafeInteger(debit) && Number.isSafeInteger(credit)).toBe(true);
          expect(debit > 0 !== credit > 0).toBe(true);
          const key = `${line.accountCode}/${line.thirdParty ?? ''}`;
          expect(seen.has(key)).toBe(false);
          seen.add(key);
        }
        for (const slip of slips) {
          expect(slip.journal.reduce((s, p) => s + p.debit - p.credit, 0)).toBe(0);
          const net = journal.lines.find(
            (l) => l.accountCode === rs.journal.netPay && l.thirdParty === slip.employeeRef,
          );
          expect(net ? (net.creditCents ?? 0) - (net.debitCents ?? 0) : 0).toBe(slip.netPay);
        }
        const withheld = journal.lines
          .filter((l) => rs.incomeTaxes.some((t) => t.account === l.accountCode))
          .reduce((s, l) => s + (l.creditCents ?? 0) - (l.debitCents ?? 0), 0);
        expect(withheld).toBe(slips.reduce((s, slip) => s + slip.incomeTax, 0));
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('declares per body exactly the social lines of the entries', () => {
    fc.assert(
      fc.property(runArb, ({ country, period, employees }) => {
        const rs = effectiveRuleSet(shippedRuleSet(country), period);
        const slips = employees.map((input) => computePayslip(input, rs));
        const declared = socialDeclarationsByBody(slips);
        const social = slips.flatMap((s) => s.contributions.filter((c) => c.nature === 'SOCIAL'));
        expect(declared.reduce((s, d) => s + d.employeeContributions + d.employerContributions, 0)).toBe(
          social.reduce((s, c) => s + c.employeeAmount + c.employerAmount, 0),
        );
        for (const body of declared) expect(body.employeeCount).toBeLessThanOrEqual(slips.length);
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe('social declarations per body', () => {
  it('counts employees and sums gross and shares per body', () => {
    const period = { year: 2026, month: 3 };
    const rs = effectiveRuleSet(shippedRuleSet('SN'), period);
    const slip = (ref: string, salary: number) =>
      computePayslip(
        { employee: { ref, country: 'SN' }, contract: { baseMonthlySalary: salary * 100 }, period },
        rs,
      );
    const declared = socialDeclarationsByBody([slip('A', 300_000), slip('B', 500_000)]);
    // IPRES: 5.6 % of 300,000 and of the 432,000 ceiling = 16,800 + 24,192; employer 8.4 % = 25,200 + 36,288
    // CSS: 63,000 × (7 % + 1 %) = 5,040 per employee; the CFCE is a tax, not declared to a body
    expect(declared).toEqual([
      {
        body: 'CSS',
        employeeCount: 2,
        grossPayroll: 800_000_00,
        employeeContributions: 0,
        employerContributions: 10_080_00,
      },
      {
        body: 'IPRES',
        employeeCount: 2,
        grossPayroll: 800_000_00,
        employeeContributions: 40_992_00,
        employerContributions: 61_488_00,
      },
    ]);
  });
});
