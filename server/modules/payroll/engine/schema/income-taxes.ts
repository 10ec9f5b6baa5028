import { z } from 'zod';
import { accountCode, code, decimal, multiplierInput, rounding, sourceRef } from './primitives';

/**
 * The base of an income tax: the taxable gross or the net taxable income (taxable gross less the
 * deductible employee contributions), annualised (× 12) when the tax is ANNUAL, less an optional
 * abatement (percent, capped; the cap is in the tax's period), rounded down to `roundDown`.
 */
export const taxBase = z
  .object({
    of: z.enum(['TAXABLE_GROSS', 'NET_TAXABLE']),
    abatement: z.object({ percent: decimal, cap: decimal.optional() }).strict().optional(),
    roundDown: decimal.optional(),
  })
  .strict();

/** Marginal brackets: each rate applies to the part of the base up to `upTo`; the last has no `upTo`. */
export const bracket = z.object({ upTo: decimal.optional(), rate: decimal }).strict();

/** A reduction looked up by family parts: the largest row whose parts do not exceed the employee's. */
export const familyReduction = z.discriminatedUnion('method', [
  z
    .object({
      /** Senegal: a percent of the tax, kept between a minimum and a maximum (annual amounts). */
      method: z.literal('PERCENT_OF_TAX'),
      table: z
        .array(z.object({ parts: decimal, percent: decimal, min: decimal, max: decimal }).strict())
        .min(1),
    })
    .strict(),
  z
    .object({
      /** Côte d'Ivoire: a fixed amount per period by number of parts. */
      method: z.literal('AMOUNT'),
      table: z.array(z.object({ parts: decimal, amount: decimal }).strict()).min(1),
    })
    .strict(),
]);

const common = {
  code,
  labelFr: z.string().min(1),
  labelEn: z.string().min(1),
  body: code,
  account: accountCode,
  rounding,
  source: sourceRef,
  confirmed: z.boolean(),
};

const progressive = z
  .object({
    ...common,
    method: z.literal('PROGRESSIVE'),
    period: z.enum(['MONTHLY', 'ANNUAL']),
    base: taxBase,
    brackets: z.array(bracket).min(1),
    familyReduction: familyReduction.optional(),
  })
  .strict();

/** A flat amount by band of the (annualised) base, divided over the months (Senegal's TRIMF); nothing in a month without taxable pay. */
const flatByBand = z
  .object({
    ...common,
    method: z.literal('FLAT_BY_BAND'),
    period: z.enum(['MONTHLY', 'ANNUAL']),
    base: taxBase,
    bands: z.array(z.object({ upTo: decimal.optional(), amount: decimal }).strict()).min(1),
    multiplierInput: multiplierInput.optional(),
  })
  .strict();

/** A rate notified per employee applied to the base (France's prélèvement à la source). */
const withholdingRate = z
  .object({
    ...common,
    method: z.literal('WITHHOLDING_RATE'),
    base: taxBase,
    rateInput: z.literal('pasRate'),
  })
  .strict();

export const incomeTax = z.discriminatedUnion('method', [progressive, flatByBand, withholdingRate]);

export type TaxBase = z.infer<typeof taxBase>;
export type Bracket = z.infer<typeof bracket>;
export type FamilyReduction = z.infer<typeof familyReduction>;
export type IncomeTaxDef = z.infer<typeof incomeTax>;
