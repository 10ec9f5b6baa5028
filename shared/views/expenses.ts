import { z } from 'zod';
import { EXPENSE_CLAIM_ACTIONS, EXPENSE_CLAIM_STATUSES, REIMBURSEMENT_MODES } from '../expenses';
import { listOf } from './list';

/**
 * Response views of the expense claims: the presenter answers them, API tests check every answer
 * against them, /openapi.json documents them, and the renderer infers its types from them.
 */

const amount = z.string().meta({ example: '12500.00' });

const person = z.object({ id: z.string(), name: z.string() });

export const ClaimView = z.object({
  id: z.string(),
  reference: z.string().meta({ example: 'NDF-2026-00001' }),
  employee: z.object({ id: z.string(), employeeNumber: z.string(), name: z.string() }),
  expenseDate: z.string(),
  description: z.string(),
  amount,
  currency: z.string(),
  category: z.string(),
  status: z.enum(EXPENSE_CLAIM_STATUSES),
  receipt: z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }).nullable(),
  submittedAt: z.string(),
  submittedBy: person.nullable(),
  approvedBy: person.nullable(),
  approvedAt: z.string().nullable(),
  rejectedBy: person.nullable(),
  rejectedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  paymentScheduledBy: person.nullable(),
  paymentScheduledAt: z.string().nullable(),
  reimbursedBy: person.nullable(),
  reimbursedAt: z.string().nullable(),
  paymentMode: z.enum(REIMBURSEMENT_MODES).nullable(),
  paymentNote: z.string().nullable(),
  journalEntry: z
    .object({ id: z.string(), pieceNumber: z.string() })
    .nullable()
    .describe('The reimbursement entry (source EXPENSE)'),
  allowedActions: z.array(z.enum(EXPENSE_CLAIM_ACTIONS)).describe('What the caller may do next'),
});

export const ClaimList = listOf(ClaimView);

export const ReceiptLinkView = z.object({
  url: z.string(),
  expiresAt: z.string(),
  filename: z.string(),
  contentType: z.string(),
});
