import { z } from 'zod';
import {
  accountCode,
  amountRef,
  category,
  code,
  decimal,
  multiplierInput,
  rateInput,
  rounding,
  sourceRef,
} from './primitives';

/**
 * The base of a rate: the contributory gross (GROSS) or the taxable gross (TAXABLE_GROSS), cut to
 * the band [floor, ceiling]; `percent` takes that share of the band (CSG: 98.25 %), only up to
 * `percentUpTo` when given (the part above counts in full).
 */
export const ruleBase = z
  .object({
    of: z.enum(['GROSS', 'TAXABLE_GROSS']),
    floor: amountRef.optional(),
    ceiling: amountRef.optional(),
    percent: decimal.optional(),
    percentUpTo: amountRef.optional(),
  })
  .strict();

/** base × rate %; the rate is the employee input `rateInput` when given, else `rate`. */
const rateCalc = z
  .object({
    method: z.literal('RATE'),
    base: ruleBase,
    rate: decimal.optional(),
    rateInput: rateInput.optional(),
  })
  .strict()
  .refine((c) => c.rate !== undefined || c.rateInput !== undefined, {
    message: 'A RATE rule needs a rate or a rateInput',
  });

/** A fixed monthly amount, times an employee count input when given (CMU per covered person). */
const flatCalc = z
  .object({
    method: z.literal('FLAT'),
    amount: decimal,
    multiplierInput: multiplierInput.optional(),
  })
  .strict();

export const ruleCalc = z.discriminatedUnion('method', [rateCalc, flatCalc]);

/** Conditions on the employee or the month's gross; every condition given must hold. */
export const ruleCondition = z
  .object({
    categories: z.array(category).min(1).optional(),
    expatriate: z.boolean().optional(),
    grossAbove: amountRef.optional(),
    grossAtMost: amountRef.optional(),
  })
  .strict();

export const contributionRule = z
  .object({
    code,
    /** Payslip line grouping the employee and employer shares of one contribution. */
    line: code,
    labelFr: z.string().min(1),
    labelEn: z.string().min(1),
    kind: z.enum(['EMPLOYEE', 'EMPLOYER']),
    /** SOCIAL: due to a social body (declarations aggregate them); TAX: a payroll tax due to the State. */
    nature: z.enum(['SOCIAL', 'TAX']),
    body: code,
    calc: ruleCalc,
    when: ruleCondition.optional(),
    rounding: rounding.optional(),
    /** Employee share deducted from the taxable income (retirement contributions, deductible CSG). */
    deductibleFromTaxable: z.boolean().optional(),
    /** debit: the charge account (employer share only); credit: the account of the amount due. */
    accounts: z.object({ debit: accountCode.optional(), credit: accountCode }).strict(),
    source: sourceRef,
    confirmed: z.boolean(),
  })
  .strict()
  .superRefine((rule, ctx) => {
    if (rule.kind === 'EMPLOYER' && !rule.accounts.debit)
      ctx.addIssue({
        code: 'custom',
        path: ['accounts', 'debit'],
        message: 'An employer share needs a charge account',
      });
    if (rule.kind === 'EMPLOYEE' && rule.accounts.debit)
      ctx.addIssue({
        code: 'custom',
        path: ['accounts', 'debit'],
        message: 'An employee share is withheld from the net pay: no charge account',
      });
    if (rule.kind === 'EMPLOYER' && rule.deductibleFromTaxable)
      ctx.addIssue({
        code: 'custom',
        path: ['deductibleFromTaxable'],
        message: 'Only an employee share is deducted from the taxable income',
      });
  });

export type RuleBase = z.infer<typeof ruleBase>;
export type RuleCalc = z.infer<typeof ruleCalc>;
export type RuleCondition = z.infer<typeof ruleCondition>;
export type ContributionRule = z.infer<typeof contributionRule>;
