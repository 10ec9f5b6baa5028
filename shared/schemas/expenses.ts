import { z } from 'zod';
import {
  DEFAULT_EXPENSE_CATEGORY,
  EXPENSE_CATEGORY_MAX,
  EXPENSE_DESCRIPTION_MAX,
  EXPENSE_NOTE_MAX,
  REIMBURSEMENT_MODES,
  normalizeCategory,
} from '../expenses';
import { amountSchema, isoDateSchema } from './accounting';

/**
 * Request schemas of expense claims, shared by the server (validation, OpenAPI) and the
 * renderer's forms (they refuse what the server would refuse, with the same messages).
 */

/** A claim as submitted (multipart fields, so every value may arrive as text). */
export const SubmitClaimBody = z.object({
  expenseDate: isoDateSchema().meta({ description: 'Day of the expense (YYYY-MM-DD), not in the future' }),
  description: z.string().trim().min(1, 'Describe the expense').max(EXPENSE_DESCRIPTION_MAX),
  amount: amountSchema().refine((cents) => cents > 0, 'The amount must be above zero'),
  category: z
    .string()
    .trim()
    .max(EXPENSE_CATEGORY_MAX)
    .optional()
    .transform((value) => (value ? normalizeCategory(value) : DEFAULT_EXPENSE_CATEGORY))
    .meta({ description: 'Free text, default OTHER; offered: OTHER, TRAVEL, MEAL, SUPPLIES' }),
});
export type SubmitClaimInput = z.infer<typeof SubmitClaimBody>;

export const RejectClaimBody = z.object({
  reason: z.string().trim().min(1, 'Give the reason of the rejection').max(EXPENSE_NOTE_MAX),
});
export type RejectClaimInput = z.infer<typeof RejectClaimBody>;

export const MarkReimbursedBody = z.object({
  paymentMode: z.enum(REIMBURSEMENT_MODES, 'Choose BANK_TRANSFER or CASH'),
  note: z
    .string()
    .trim()
    .max(EXPENSE_NOTE_MAX)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type MarkReimbursedInput = z.infer<typeof MarkReimbursedBody>;
