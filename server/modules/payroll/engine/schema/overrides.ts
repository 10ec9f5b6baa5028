import { z } from 'zod';
import { amountRef, code, decimal, monthStart } from './primitives';
import { contributionRule } from './rules';

/**
 * A tenant's change to the shipped rules, in force from the first day of a month until a later
 * override of the same target replaces it. The overrides in force for a period apply in date
 * order on top of the shipped version in force, so a change from a date leaves earlier periods
 * exactly as they were.
 */
const ruleOverride = z
  .object({
    target: z.literal('RULE'),
    code,
    effectiveFrom: monthStart,
    rate: decimal.optional(),
    /** For FLAT rules: the monthly amount. */
    amount: decimal.optional(),
    /** null removes the shipped floor or ceiling. */
    floor: amountRef.nullable().optional(),
    ceiling: amountRef.nullable().optional(),
    disabled: z.boolean().optional(),
    note: z.string().max(500).optional(),
  })
  .strict();

/** A named amount (PMSS, SMIG…) the tenant updates before a new shipped version. */
const constantOverride = z
  .object({
    target: z.literal('CONSTANT'),
    constant: code,
    effectiveFrom: monthStart,
    value: decimal,
    note: z.string().max(500).optional(),
  })
  .strict();

/** A whole rule the tenant adds (a health fund, a provident scheme…) or replaces. */
const customRule = z
  .object({
    target: z.literal('CUSTOM_RULE'),
    effectiveFrom: monthStart,
    rule: contributionRule,
    note: z.string().max(500).optional(),
  })
  .strict();

export const ruleOverrideSchema = z.discriminatedUnion('target', [
  ruleOverride,
  constantOverride,
  customRule,
]);

export type RuleOverride = z.infer<typeof ruleOverrideSchema>;
