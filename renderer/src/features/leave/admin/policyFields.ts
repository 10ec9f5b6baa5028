import type { LeavePolicy, PolicyVersion } from '../api';

/** The rules a policy version holds, as the version history and its comparison show them. */
export type PolicyRules = Pick<
  PolicyVersion,
  | 'annualAllowance'
  | 'carryOverRules'
  | 'minNoticeDays'
  | 'maxConsecutiveDays'
  | 'minTeamCoveragePercent'
  | 'blackoutPeriods'
  | 'workflowDefinitionName'
  | 'conventionCode'
  | 'seniorityBonus'
>;

export const POLICY_FIELDS = [
  'annualAllowance',
  'carryOverMax',
  'carryOverExpiry',
  'minNoticeDays',
  'maxConsecutiveDays',
  'minTeamCoveragePercent',
  'blackoutPeriods',
  'workflow',
  'conventionCode',
  'seniorityBonus',
] as const;
export type PolicyField = (typeof POLICY_FIELDS)[number];

/** One field's value as text; null stands for "not set" (the screen words it). */
export function fieldText(rules: PolicyRules, field: PolicyField): string | null {
  switch (field) {
    case 'annualAllowance':
      return String(rules.annualAllowance);
    case 'carryOverMax':
      return rules.carryOverRules.maxDays === null ? null : String(rules.carryOverRules.maxDays);
    case 'carryOverExpiry':
      return rules.carryOverRules.expiresOn;
    case 'minNoticeDays':
      return String(rules.minNoticeDays);
    case 'maxConsecutiveDays':
      return rules.maxConsecutiveDays === null ? null : String(rules.maxConsecutiveDays);
    case 'minTeamCoveragePercent':
      return rules.minTeamCoveragePercent === null ? null : `${rules.minTeamCoveragePercent} %`;
    case 'blackoutPeriods':
      return rules.blackoutPeriods.length ? rules.blackoutPeriods.map((p) => `${p.label} (${p.start} → ${p.end})`).join(' ; ') : null;
    case 'workflow':
      return rules.workflowDefinitionName;
    case 'conventionCode':
      return rules.conventionCode;
    case 'seniorityBonus':
      return rules.seniorityBonus.length ? rules.seniorityBonus.map((b) => `${b.afterYears}+ : ${b.days}`).join(' ; ') : null;
  }
}

export interface FieldChange {
  field: PolicyField;
  before: string | null;
  after: string | null;
}

/** The fields whose value differs from one version to another, in the form's order. */
export function diffRules(before: PolicyRules, after: PolicyRules): FieldChange[] {
  return POLICY_FIELDS.map((field) => ({ field, before: fieldText(before, field), after: fieldText(after, field) })).filter((c) => c.before !== c.after);
}

/** The body of a PUT that writes the policy's current rules again with the edited ones on top. */
export function policyBody(policy: LeavePolicy) {
  return {
    annualAllowance: policy.annualAllowance,
    carryOverRules: policy.carryOverRules,
    minNoticeDays: policy.minNoticeDays,
    maxConsecutiveDays: policy.maxConsecutiveDays,
    minTeamCoveragePercent: policy.minTeamCoveragePercent,
    blackoutPeriods: policy.blackoutPeriods,
    workflowDefinitionId: policy.workflowDefinitionId,
    conventionCode: policy.conventionCode,
    seniorityBonus: policy.seniorityBonus,
  };
}
