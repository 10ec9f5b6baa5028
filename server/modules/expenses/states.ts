import { defineStates } from '../../platform/state-machine';
import type { ExpenseClaimAction, ExpenseClaimStatus } from '../../../shared/expenses';

/**
 * The specification's expense-claim table. REJECTED and REIMBURSED have no way out: a rejected
 * claim is final and the employee submits a new one.
 */
export const EXPENSE_CLAIM_STATES = defineStates<ExpenseClaimStatus, ExpenseClaimAction>({
  SUBMITTED: { approve: 'MANAGER_APPROVED', reject: 'REJECTED' },
  MANAGER_APPROVED: { 'schedule-payment': 'PENDING_PAYMENT', 'mark-reimbursed': 'REIMBURSED' },
  PENDING_PAYMENT: { 'mark-reimbursed': 'REIMBURSED' },
  REIMBURSED: {},
  REJECTED: {},
});
