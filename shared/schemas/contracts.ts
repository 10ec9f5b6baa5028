import { z } from 'zod';
import { isoDateSchema } from './dates';
import { COUNTRIES } from '../modules';
import { AMENDABLE_FIELDS, CONTRACT_STATUSES, CONTRACT_TYPES, FIXED_TERM_TYPES } from '../contracts';
import { unknownPlaceholders } from '../contract-text';
import { MoneyError, parseAmount, toCents } from '../money';

/** Request schemas of contracts, amendments and contract templates. */

const date = isoDateSchema;

/** A non-negative amount (number or "1180.00") → integer cents. */
export const AmountSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  try {
    const cents = toCents(parseAmount(value));
    if (cents < 0) ctx.addIssue({ code: 'custom', message: 'Must not be negative' });
    return cents;
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: err instanceof MoneyError ? err.message : 'Not an amount' });
    return z.NEVER;
  }
});

/** Weekly hours (up to 2 decimals, 1 to 80) → hundredths of an hour. */
export const WeeklyHoursSchema = z
  .number()
  .min(1)
  .max(80)
  .refine((h) => Math.abs(h * 100 - Math.round(h * 100)) < 1e-6, 'At most two decimals')
  .transform((h) => Math.round(h * 100));

export const ContractTypeSchema = z.enum(CONTRACT_TYPES);
export const ContractStatusSchema = z.enum(CONTRACT_STATUSES);
export const CountrySchema = z.enum(COUNTRIES);

const templateBody = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(100_000)
  .superRefine((body, ctx) => {
    const unknown = unknownPlaceholders(body);
    if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown placeholders: ${unknown.map((k) => `{{${k}}}`).join(', ')}` });
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

/** Terms of a contract: what a DRAFT may change, and what an amendment may change later. */
const terms = {
  jobTitle: optionalText(150),
  salary: AmountSchema,
  currency: z.string().regex(/^[A-Z]{3}$/, 'Three-letter currency code').optional(),
  weeklyHours: WeeklyHoursSchema.nullable().optional(),
  startDate: date(),
  endDate: date().nullable().optional(),
  trialPeriodEndDate: date().nullable().optional(),
  workLocation: optionalText(200),
};

type TermsShape = { type: (typeof CONTRACT_TYPES)[number]; startDate: string; endDate?: string | null; trialPeriodEndDate?: string | null };
function checkDates(c: TermsShape, ctx: z.RefinementCtx): void {
  if (FIXED_TERM_TYPES.includes(c.type) && !c.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: `Required for a ${c.type} contract` });
  if (c.type === 'CDI' && c.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'A CDI has no end date' });
  if (c.endDate && c.endDate <= c.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Must be after the start date' });
  if (c.trialPeriodEndDate && c.trialPeriodEndDate < c.startDate) ctx.addIssue({ code: 'custom', path: ['trialPeriodEndDate'], message: 'Must not be before the start date' });
  if (c.trialPeriodEndDate && c.endDate && c.trialPeriodEndDate > c.endDate) ctx.addIssue({ code: 'custom', path: ['trialPeriodEndDate'], message: 'Must not be after the end date' });
}

export const CreateContractSchema = z
  .object({
    employeeId: z.uuid(),
    templateId: z.uuid().nullable().optional(),
    type: ContractTypeSchema,
    /** The contract text with placeholders; taken from the template when absent. */
    body: templateBody.optional(),
    ...terms,
  })
  .superRefine(checkDates);
export type CreateContractInput = z.infer<typeof CreateContractSchema>;

/** PUT: a DRAFT's terms and text, replaced as a whole (the employee stays the same). */
export const UpdateContractSchema = z
  .object({ type: ContractTypeSchema, templateId: z.uuid().nullable().optional(), body: templateBody, ...terms })
  .superRefine(checkDates);
export type UpdateContractInput = z.infer<typeof UpdateContractSchema>;

/** Live preview of a text for an employee and terms (editor). */
export const PreviewContractSchema = z.object({
  employeeId: z.uuid(),
  type: ContractTypeSchema,
  templateId: z.uuid().nullable().optional(),
  body: z.string().max(100_000).optional(),
  jobTitle: optionalText(150),
  salary: AmountSchema.optional(),
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
  weeklyHours: WeeklyHoursSchema.nullable().optional(),
  startDate: date().optional(),
  endDate: date().nullable().optional(),
  trialPeriodEndDate: date().nullable().optional(),
  workLocation: optionalText(200),
});
export type PreviewContractInput = z.infer<typeof PreviewContractSchema>;

export const SendContractSchema = z.object({
  /** Mail the PDF to the employee (default true when they have an email). */
  notifyEmployee: z.boolean().default(true),
});

/** Multipart text fields next to the signed proof. */
export const SignSchema = z.object({ signedOn: date().optional() });

export const TerminateContractSchema = z.object({
  reason: z.string().trim().min(3, 'Required').max(500),
  effectiveDate: date(),
});
export type TerminateContractInput = z.infer<typeof TerminateContractSchema>;

export const AmendmentChangesSchema = z
  .object({
    salary: AmountSchema.optional(),
    weeklyHours: WeeklyHoursSchema.optional(),
    jobTitle: z.string().trim().min(1).max(150).optional(),
    workLocation: z.string().trim().min(1).max(200).optional(),
    endDate: date().optional(),
    trialPeriodEndDate: date().optional(),
  })
  .strict()
  .refine((c) => AMENDABLE_FIELDS.some((f) => c[f] !== undefined), 'At least one change');
export type AmendmentChanges = z.infer<typeof AmendmentChangesSchema>;

export const CreateAmendmentSchema = z.object({
  effectiveDate: date(),
  reason: z.string().trim().min(3, 'Required').max(1000),
  changes: AmendmentChangesSchema,
});
export type CreateAmendmentInput = z.infer<typeof CreateAmendmentSchema>;

export const ContractTemplateSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(150),
  country: CountrySchema,
  contractType: ContractTypeSchema,
  language: z.enum(['fr', 'en']).default('fr'),
  description: optionalText(500),
  body: templateBody,
  active: z.boolean().default(true),
});
export type ContractTemplateInput = z.infer<typeof ContractTemplateSchema>;
