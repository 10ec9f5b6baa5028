/** Enumerations of expense claims, shared by the server, the renderer and other modules. */

export const EXPENSE_CLAIM_STATUSES = [
  'SUBMITTED',
  'MANAGER_APPROVED',
  'PENDING_PAYMENT',
  'REIMBURSED',
  'REJECTED',
] as const;
export type ExpenseClaimStatus = (typeof EXPENSE_CLAIM_STATUSES)[number];

/** Claims still waiting for a decision or a payment (the accounting dashboard counts them). */
export const PENDING_EXPENSE_CLAIM_STATUSES: readonly ExpenseClaimStatus[] = [
  'SUBMITTED',
  'MANAGER_APPROVED',
  'PENDING_PAYMENT',
];

export const EXPENSE_CLAIM_ACTIONS = ['approve', 'reject', 'schedule-payment', 'mark-reimbursed'] as const;
export type ExpenseClaimAction = (typeof EXPENSE_CLAIM_ACTIONS)[number];

/** The category is a free string; these are the values offered (and mapped to their own accounts). */
export const EXPENSE_CATEGORIES = ['OTHER', 'TRAVEL', 'MEAL', 'SUPPLIES'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const DEFAULT_EXPENSE_CATEGORY: ExpenseCategory = 'OTHER';

export const REIMBURSEMENT_MODES = ['BANK_TRANSFER', 'CASH'] as const;
export type ReimbursementMode = (typeof REIMBURSEMENT_MODES)[number];

export const EXPENSE_DESCRIPTION_MAX = 500;
export const EXPENSE_NOTE_MAX = 500;
export const EXPENSE_CATEGORY_MAX = 40;
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** Piece prefix of the claims' references (`NDF-2026-00001`, note de frais). */
export const EXPENSE_CLAIM_PREFIX = 'NDF';

/** An offered category typed in any case is stored as offered (`travel` → `TRAVEL`). */
export function normalizeCategory(value: string): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  const upper = trimmed.toUpperCase();
  return (EXPENSE_CATEGORIES as readonly string[]).includes(upper) ? upper : trimmed;
}
