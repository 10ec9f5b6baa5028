import { diffRules, fieldText, type PolicyRules } from './policyFields';

const rules = (over: Partial<PolicyRules> = {}): PolicyRules => ({
  annualAllowance: 24.96,
  carryOverRules: { maxDays: 5, expiresOn: '05-31' },
  minNoticeDays: 15,
  maxConsecutiveDays: 20,
  minTeamCoveragePercent: null,
  blackoutPeriods: [],
  workflowDefinitionName: null,
  conventionCode: 'CI-CIC-1977',
  seniorityBonus: [],
  ...over,
});

describe('diffRules', () => {
  it('lists only the fields that changed, with both values', () => {
    expect(diffRules(rules(), rules({ minNoticeDays: 10 }))).toEqual([{ field: 'minNoticeDays', before: '15', after: '10' }]);
  });

  it('says "not set" (null) for a cap or a limit removed', () => {
    expect(diffRules(rules(), rules({ carryOverRules: { maxDays: null, expiresOn: '05-31' }, maxConsecutiveDays: null }))).toEqual([
      { field: 'carryOverMax', before: '5', after: null },
      { field: 'maxConsecutiveDays', before: '20', after: null },
    ]);
  });

  it('compares blackout periods and seniority brackets by content', () => {
    const before = rules({ blackoutPeriods: [{ start: '2026-12-20', end: '2026-12-31', label: 'Inventaire' }] });
    expect(diffRules(before, rules({ blackoutPeriods: [{ start: '2026-12-20', end: '2026-12-31', label: 'Inventaire' }] }))).toEqual([]);
    expect(diffRules(rules(), rules({ seniorityBonus: [{ afterYears: 5, days: 1 }] }))).toEqual([{ field: 'seniorityBonus', before: null, after: '5+ : 1' }]);
  });
});

describe('fieldText', () => {
  it('writes the coverage as a percentage and the blackout periods with their dates', () => {
    expect(fieldText(rules({ minTeamCoveragePercent: 50 }), 'minTeamCoveragePercent')).toBe('50 %');
    expect(fieldText(rules({ blackoutPeriods: [{ start: '2026-12-20', end: '2026-12-31', label: 'Inventaire' }] }), 'blackoutPeriods')).toBe('Inventaire (2026-12-20 → 2026-12-31)');
  });
});
