import { z } from 'zod';
import { EXPENSE_CLAIM_ACTIONS, EXPENSE_CLAIM_STATUSES, REIMBURSEMENT_MODES } from '../../../shared/expenses';
import { isoDateSchema } from '../../../shared/schemas/accounting';
import { listOf, listQuery } from '../../platform/http/list';

export { MarkReimbursedBody, RejectClaimBody, SubmitClaimBody } from '../../../shared/schemas/expenses';

const statusList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(EXPENSE_CLAIM_STATUSES)))
  .optional()
  .meta({ description: 'Comma-separated statuses' });

function fromNotAfterTo<T extends { from?: string; to?: string }>(value: T, ctx: z.RefinementCtx): void {
  if (value.from && value.to && value.from > value.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
}

const period = {
  from: isoDateSchema().optional().meta({ description: 'Expenses dated on or after this day' }),
  to: isoDateSchema().optional().meta({ description: 'Expenses dated on or before this day' }),
};

const SORT = ['expenseDate', 'amount', 'status', 'category', 'reference', 'submittedAt'] as const;

export const MyClaimsQuery = listQuery(SORT, { status: statusList, ...period }).superRefine(fromNotAfterTo);

export const ManagedClaimsQuery = listQuery(SORT, {
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .meta({ description: 'Words of the reference, the description or the employee’s name' }),
  status: statusList,
  category: z.string().trim().min(1).max(40).optional(),
  employeeId: z.uuid().optional(),
  ...period,
}).superRefine(fromNotAfterTo);

export const ExportQuery = z
  .object({
    ...period,
    status: statusList,
  })
  .superRefine(fromNotAfterTo);

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
