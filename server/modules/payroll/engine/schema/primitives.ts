import { z } from 'zod';

/** Building blocks of the rule-set files: decimals as strings (never binary floats), dates, codes. */

export const decimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'A non-negative decimal written as a string, e.g. "5.6"');

export const monthStart = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, 'The first day of a month, YYYY-MM-01');

export const code = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]*$/, 'Upper-case letters, digits and underscores, e.g. IPRES_RG_EE');

export const accountCode = z.string().regex(/^\d{2,8}$/, 'An account code of 2 to 8 digits');

/**
 * An amount of the currency (units, not cents): a literal ("432000") or a multiple of a constant
 * of the version ({ "constant": "PMSS", "times": "4" }), so that next year's ceiling is one value.
 */
export const amountRef = z.union([decimal, z.object({ constant: code, times: decimal.optional() }).strict()]);

export const rounding = z
  .object({
    mode: z.enum(['HALF_UP', 'DOWN', 'UP']),
    /** Rounding step in currency units: "1" (whole francs), "0.01" (cents), "1000". */
    unit: decimal,
  })
  .strict();

export const countryCode = z.enum(['SN', 'CI', 'FR']);
export const category = z.enum(['CADRE', 'NON_CADRE']);

/** Employee inputs a rule may take its rate or a multiplier from. */
export const rateInput = z.enum(['riskRate']);
export const multiplierInput = z.enum(['cmuPersons', 'trimfParts']);

export const sourceRef = z.string().min(1);

export type Decimal = z.infer<typeof decimal>;
export type AmountRef = z.infer<typeof amountRef>;
export type Rounding = z.infer<typeof rounding>;
export type Country = z.infer<typeof countryCode>;
export type Category = z.infer<typeof category>;
