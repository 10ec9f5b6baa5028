/** Shapes (inferred from shared/views/expenses.ts) and paths of the expense-claim API. */
import type { z } from 'zod';
import type { ExpenseClaimAction } from '../../../../shared/expenses';
import type { ClaimView, ReceiptLinkView } from '../../../../shared/views/expenses';

export {
  EXPENSE_CATEGORIES,
  EXPENSE_CLAIM_STATUSES,
  RECEIPT_MAX_BYTES,
  REIMBURSEMENT_MODES,
  type ExpenseClaimAction,
  type ExpenseClaimStatus,
  type ReimbursementMode,
} from '../../../../shared/expenses';

export type ExpenseClaim = z.infer<typeof ClaimView>;
export type PersonRef = NonNullable<ExpenseClaim['submittedBy']>;
export type ReceiptLink = z.infer<typeof ReceiptLinkView>;

export const PATHS = {
  mine: '/accounting/expense-claims/my-claims',
  claims: '/accounting/expense-claims',
  claim: (id: string) => `/accounting/expense-claims/${id}`,
  receipt: (id: string) => `/accounting/expense-claims/${id}/receipt`,
  action: (id: string, action: ExpenseClaimAction) => `/accounting/expense-claims/${id}/${action}`,
  export: '/accounting/reports/expense-claims/export',
};

export const ACCESS = {
  own: { module: 'ACCOUNTING', permissions: ['accounting.expense.own'] },
  manage: { module: 'ACCOUNTING', permissions: ['accounting.expense.manage'] },
  export: 'accounting.report.read',
};

export const STATUS_TONES = {
  SUBMITTED: 'info',
  MANAGER_APPROVED: 'primary',
  PENDING_PAYMENT: 'warning',
  REIMBURSED: 'success',
  REJECTED: 'error',
} as const;

/** Buttons in the order a claim moves forward; reject last (destructive). */
export const ACTION_ORDER: ExpenseClaimAction[] = [
  'approve',
  'schedule-payment',
  'mark-reimbursed',
  'reject',
];
