import { cumulativeEntitlement, fullYearEntitlement, seniorityBonusCenti, seniorityYears, type AccrualRules, type AccrualSubject } from './compute';

const allYear: AccrualSubject = { hireDate: '2015-03-02', terminationDate: null };
const julyHire: AccrualSubject = { hireDate: '2026-07-01', terminationDate: null };
const midMarchHire: AccrualSubject = { hireDate: '2026-03-16', terminationDate: null };
const rules = (mode: AccrualRules['mode'], annualAllowanceCenti = 2500, seniorityBonus: AccrualRules['seniorityBonus'] = []): AccrualRules => ({ mode, annualAllowanceCenti, seniorityBonus });

/** What the monthly job grants for each month: the cumulative figure minus the previous one. */
function grants(subject: AccrualSubject, r: AccrualRules, unpaid?: (from: string, to: string) => number): number[] {
  const out: number[] = [];
  let before = 0;
  for (let month = 1; month <= 12; month++) {
    const through = cumulativeEntitlement(subject, r, 2026, month, unpaid);
    out.push(through - before);
    before = through;
  }
  return out;
}

describe('ANNUAL: the allowance at once at the start of the year', () => {
  it('grants 25 days in January to someone employed all year, nothing afterwards', () => {
    expect(grants(allYear, rules('ANNUAL'))).toEqual([2500, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('grants the whole allowance in the month of a mid-year hire (July)', () => {
    expect(grants(julyHire, rules('ANNUAL'))).toEqual([0, 0, 0, 0, 0, 0, 2500, 0, 0, 0, 0, 0]);
  });

  it('grants nothing to someone who left the year before or has no hire date', () => {
    expect(cumulativeEntitlement({ hireDate: '2020-01-01', terminationDate: '2025-12-31' }, rules('ANNUAL'), 2026, 12)).toBe(0);
    expect(cumulativeEntitlement({ hireDate: null, terminationDate: null }, rules('ANNUAL'), 2026, 12)).toBe(0);
  });
});

describe('MONTHLY_208: 2.08 days per month worked', () => {
  it('grants 2.08 every month, 24.96 over a full year', () => {
    const months = grants(allYear, rules('MONTHLY_208'));
    expect(months).toEqual(Array(12).fill(208));
    expect(months.reduce((a, b) => a + b)).toBe(2496);
    expect(fullYearEntitlement(rules('MONTHLY_208'))).toBe(2496);
  });

  it('prorates the month of a hire on 16 March by its calendar days (16/31), then 2.08 a month', () => {
    // March: 2.08 × 16/31 = 1.0735… → 1.07; through April 3.1535… → 3.15, so April grants 2.08.
    const months = grants(midMarchHire, rules('MONTHLY_208'));
    expect(months.slice(0, 4)).toEqual([0, 0, 107, 208]);
    // Through December: 1.0735… + 9 × 2.08 = 19.7935… → 19.79
    expect(cumulativeEntitlement(midMarchHire, rules('MONTHLY_208'), 2026, 12)).toBe(1979);
  });

  it('stops at the departure day (leaving on 10 June: 5 × 2.08 + 2.08 × 10/30)', () => {
    const leaver = { hireDate: '2019-01-01', terminationDate: '2026-06-10' };
    expect(cumulativeEntitlement(leaver, rules('MONTHLY_208'), 2026, 12)).toBe(1040 + 69);
  });
});

describe('PRORATED: the allowance prorated on presence', () => {
  it('grants the whole allowance over a full year, month after month, ending exactly on it', () => {
    const months = grants(allYear, rules('PRORATED', 2200));
    expect(months.reduce((a, b) => a + b)).toBe(2200);
    // January: 22 × 31/365 = 1.8684… → 1.87
    expect(months[0]).toBe(187);
  });

  it('grants a July hire 184/365 of 22 days by December (11.09)', () => {
    expect(cumulativeEntitlement(julyHire, rules('PRORATED', 2200), 2026, 12)).toBe(1109);
    expect(grants(julyHire, rules('PRORATED', 2200)).slice(0, 6)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('leaves out the days of approved unpaid leave (31 days off: 334/365 of 24 days = 21.96)', () => {
    const unpaid = (from: string, to: string) => (from <= '2026-03-01' && to >= '2026-03-31' ? 31 : 0);
    expect(cumulativeEntitlement(allYear, rules('PRORATED', 2400), 2026, 12, unpaid)).toBe(2196);
  });
});

describe('SENIORITY_BONUS: bonus days by seniority', () => {
  const ci = [
    { afterYears: 5, daysCenti: 83 },
    { afterYears: 10, daysCenti: 167 },
    { afterYears: 15, daysCenti: 250 },
  ];

  it('counts full years and picks the highest bracket reached', () => {
    expect(seniorityYears('2016-09-15', '2026-09-14')).toBe(9);
    expect(seniorityYears('2016-09-15', '2026-09-15')).toBe(10);
    expect(seniorityBonusCenti(ci, 4)).toBe(0);
    expect(seniorityBonusCenti(ci, 12)).toBe(167);
    expect(seniorityBonusCenti(ci, 40)).toBe(250);
  });

  it('grants the 5-year bracket in January and the 10-year one in September, when ten years are reached', () => {
    const hired2016 = { hireDate: '2016-09-15', terminationDate: null };
    expect(grants(hired2016, rules('SENIORITY_BONUS', 0, ci))).toEqual([83, 0, 0, 0, 0, 0, 0, 0, 84, 0, 0, 0]);
  });

  it('adds the base allowance at the start of the year', () => {
    expect(grants(allYear, rules('SENIORITY_BONUS', 100, ci))[0]).toBe(100 + 167);
  });

  it('grants nothing to a mid-year hire without base allowance', () => {
    expect(grants(julyHire, rules('SENIORITY_BONUS', 0, ci))).toEqual(Array(12).fill(0));
  });
});
