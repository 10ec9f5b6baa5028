import { z } from 'zod';
import { category } from './schema/primitives';

/**
 * What the engine needs to compute one payslip. Amounts are integer cents (shared/money.ts);
 * rates, hours and day counts are decimals given as strings or numbers, read with big.js.
 */

const cents = z.number().int().safe();
const nonNegativeCents = cents.nonnegative();
const quantity = z
  .union([z.string().regex(/^\d+(\.\d+)?$/), z.number().finite().nonnegative()])
  .transform((v) => String(v));
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const payrollEmployeeSchema = z
  .object({
    /** Who the entry is for: the third party of the net-pay line of the journal entry. */
    ref: z.string().min(1).max(100),
    country: z.enum(['SN', 'CI', 'FR']),
    category: category.default('NON_CADRE'),
    expatriate: z.boolean().default(false),
    /** Family parts (SN IR, CI ITS): 1, 1.5, 2… */
    familyParts: quantity.default('1'),
    /** Senegal TRIMF parts (the employee, plus a spouse without income). */
    trimfParts: quantity.default('1'),
    /** Persons covered by a per-person contribution (CMU) when a rule uses it. */
    cmuPersons: quantity.default('1'),
    /** Work-accident rate in percent (risk class, sector or the rate notified to the establishment). */
    riskRate: quantity.optional(),
    /** France: the income-tax rate notified by the tax administration, in percent. */
    pasRate: quantity.optional(),
  })
  .strict();

export const bonusSchema = z
  .object({
    code: z.string().max(40).optional(),
    label: z.string().min(1).max(200),
    amount: nonNegativeCents,
    /** Counts in the taxable income (default true). */
    taxable: z.boolean().default(true),
    /** Counts in the contributions' gross (default true). */
    contributory: z.boolean().default(true),
  })
  .strict();

export const overtimeSchema = z
  .object({
    hours: quantity,
    /** 115, 125, 150…: the percent of the hourly rate paid for these hours. */
    ratePercent: quantity,
  })
  .strict();

export const variableInputsSchema = z
  .object({
    bonuses: z.array(bonusSchema).max(100).default([]),
    overtime: z.array(overtimeSchema).max(20).default([]),
    /** Unpaid absence, in days of the rule set's proration unit (calendar days). */
    unpaidAbsenceDays: quantity.default('0'),
    /** Advances already paid to the employee, deducted from this net pay. */
    advances: nonNegativeCents.default(0),
    /** Benefits in kind at their value: added to the contributions' gross and the taxable income, not paid. */
    benefitsInKind: z
      .array(z.object({ label: z.string().min(1).max(200), amount: nonNegativeCents }).strict())
      .max(50)
      .default([]),
  })
  .strict();

export const payslipInputSchema = z
  .object({
    employee: payrollEmployeeSchema,
    contract: z
      .object({
        /** The contract's monthly salary for a full month, in cents. */
        baseMonthlySalary: nonNegativeCents,
        currency: z.string().length(3).optional(),
        /** Weekly hours (the contract stores hundredths: pass weeklyHours / 100); the rule set's full time when absent. */
        weeklyHours: quantity.optional(),
      })
      .strict(),
    period: z
      .object({ year: z.number().int().min(2000).max(2100), month: z.number().int().min(1).max(12) })
      .strict(),
    /** Arrival and departure dates (inclusive) when they fall in the month. */
    presence: z.object({ arrival: isoDate.nullish(), departure: isoDate.nullish() }).strict().default({}),
    variables: variableInputsSchema.default({
      bonuses: [],
      overtime: [],
      unpaidAbsenceDays: '0',
      advances: 0,
      benefitsInKind: [],
    }),
  })
  .strict();

/** The caller's shape (defaults optional). */
export type PayslipInput = z.input<typeof payslipInputSchema>;
/** The shape after validation and defaults. */
export type PayslipRequest = z.output<typeof payslipInputSchema>;
export type PayrollEmployee = z.output<typeof payrollEmployeeSchema>;
export type VariableInputs = z.input<typeof variableInputsSchema>;
export interface PayPeriod {
  year: number;
  month: number;
}
