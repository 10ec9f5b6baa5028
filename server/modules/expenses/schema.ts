import { z } from 'zod';
import { EXPENSE_CLAIM_STATUSES } from '../../../shared/expenses';
import { isoDateSchema } from '../../../shared/schemas/accounting';
import { listQuery } from '../../platform/http/list';

export { MarkReimbursedBody, RejectClaimBody, SubmitClaimBody } from '../../../shared/schemas/expenses';
export { ClaimList, ClaimView, ReceiptLinkView } from '../../../shared/views/expenses';

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

