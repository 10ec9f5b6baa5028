import { z } from 'zod';
import i18n from '../../../app/i18n';
import type { LeavePolicy } from '../api';
import { policyBody } from './policyFields';

const DAYS = /^\d+([.,]\d{1,2})?$/;
const INT = /^\d+$/;
const invalid = (key: string) => ({ error: () => i18n.t(`leave:policies.invalid.${key}`) });
const optional = (pattern: RegExp, key: string) => z.string().trim().refine((v) => v === '' || pattern.test(v), invalid(key));
const required = (pattern: RegExp, key: string) => z.string().trim().min(1).refine((v) => pattern.test(v), invalid(key));

/** The policy form: numbers as typed text (the server parses and checks them again), empty for "none". */
export const PolicyForm = z.object({
  leaveTypeId: z.string().min(1),
  annualAllowance: required(DAYS, 'days'),
  carryOverRules: z.object({ maxDays: optional(DAYS, 'days'), expiresOn: optional(/^\d{2}-\d{2}$/, 'monthDay') }),
  minNoticeDays: required(INT, 'integer'),
  maxConsecutiveDays: optional(INT, 'integer'),
  minTeamCoveragePercent: optional(INT, 'integer'),
  blackoutPeriods: z.array(z.object({ start: z.string().min(1), end: z.string().min(1), label: z.string().trim().min(1).max(120) })),
  seniorityBonus: z.array(z.object({ afterYears: required(INT, 'integer'), days: required(DAYS, 'days') })),
  workflowDefinitionId: z.string(),
  conventionCode: z.string(),
  changeNote: z.string().trim().max(300),
});
export type PolicyValues = z.input<typeof PolicyForm>;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function valuesOf(policy: LeavePolicy | null): PolicyValues {
  return {
    leaveTypeId: policy?.leaveType.id ?? '',
    annualAllowance: text(policy?.annualAllowance),
    carryOverRules: { maxDays: policy ? text(policy.carryOverRules.maxDays) : '0', expiresOn: policy?.carryOverRules.expiresOn ?? '' },
    minNoticeDays: policy ? String(policy.minNoticeDays) : '0',
    maxConsecutiveDays: text(policy?.maxConsecutiveDays),
    minTeamCoveragePercent: text(policy?.minTeamCoveragePercent),
    blackoutPeriods: policy?.blackoutPeriods ?? [],
    seniorityBonus: (policy?.seniorityBonus ?? []).map((b) => ({ afterYears: String(b.afterYears), days: String(b.days) })),
    workflowDefinitionId: policy?.workflowDefinitionId ?? '',
    conventionCode: policy?.conventionCode ?? '',
    changeNote: '',
  };
}

const days = (v: string) => v.trim().replace(',', '.');
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const intOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/**
 * The body of a POST or PUT: the form's fields over the policy's current rules. `conventions`
 * false: the caller cannot list the templates (config.manage), the code is written as it was.
 */
export function bodyOf(v: PolicyValues, policy: LeavePolicy | null, conventions: boolean) {
  const maxDays = orNull(v.carryOverRules.maxDays);
  return {
    ...(policy ? policyBody(policy) : {}),
    annualAllowance: days(v.annualAllowance),
    carryOverRules: { maxDays: maxDays === null ? null : days(maxDays), expiresOn: orNull(v.carryOverRules.expiresOn) },
    minNoticeDays: Number(v.minNoticeDays),
    maxConsecutiveDays: intOrNull(v.maxConsecutiveDays),
    minTeamCoveragePercent: intOrNull(v.minTeamCoveragePercent),
    blackoutPeriods: v.blackoutPeriods.map((p) => ({ start: p.start, end: p.end, label: p.label.trim() })),
    seniorityBonus: v.seniorityBonus.map((b) => ({ afterYears: Number(b.afterYears), days: days(b.days) })),
    workflowDefinitionId: orNull(v.workflowDefinitionId),
    ...(conventions || !policy ? { conventionCode: orNull(v.conventionCode) } : {}),
    changeNote: orNull(v.changeNote),
  };
}
