/** Shapes and paths of the expense-claim API, as the server presents them. */
import type { ExpenseClaimAction, ExpenseClaimStatus, ReimbursementMode } from '../../../../shared/expenses';

export {
  EXPENSE_CATEGORIES,
  EXPENSE_CLAIM_STATUSES,
  RECEIPT_MAX_BYTES,
  REIMBURSEMENT_MODES,
  type ExpenseClaimAction,
  type ExpenseClaimStatus,
  type ReimbursementMode,
} from '../../../../shared/expenses';

export interface PersonRef {
  id: string;
  name: string;
}

export interface ExpenseClaim {
  id: string;
  reference: string;
  employee: { id: string; employeeNumber: string; name: string };
  expenseDate: string;
  description: string;
  amount: string;
  currency: string;
  category: string;
  status: ExpenseClaimStatus;
  receipt: { filename: string; contentType: string; size: number } | null;
  submittedAt: string;
  submittedBy: PersonRef | null;
  approvedBy: PersonRef | null;
  approvedAt: string | null;
  rejectedBy: PersonRef | null;
  rejectedAt: string | null;
  rejectionReason: string | null;
  paymentScheduledBy: PersonRef | null;
  paymentScheduledAt: string | null;
  reimbursedBy: PersonRef | null;
  reimbursedAt: string | null;
  paymentMode: ReimbursementMode | null;
  paymentNote: string | null;
  journalEntry: { id: string; pieceNumber: string } | null;
  allowedActions: ExpenseClaimAction[];
}

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
