import type { Sequelize } from 'sequelize';
import { formatCents } from '../../../../shared/money';
import type { ExpenseClaimStatus } from '../../../../shared/expenses';
// The ledger exports' keyset reader (batches after the last key: memory stays flat).
import { keysetRows } from '../../../platform/db/keyset';

export const EXPENSE_CLAIMS_HEADER = [
  'reference',
  'employeeNumber',
  'employeeName',
  'expenseDate',
  'category',
  'description',
  'amount',
  'currency',
  'status',
  'submittedAt',
  'approvedAt',
  'rejectedAt',
  'rejectionReason',
  'paymentScheduledAt',
  'reimbursedAt',
  'paymentMode',
  'paymentNote',
  'journalPieceNumber',
] as const;

interface ClaimRow extends Record<string, unknown> {
  id: string;
  reference: string;
  employee_number: string | null;
  first_name: string | null;
  last_name: string | null;
  expense_date: string;
  category: string;
  description: string;
  amount_cents: unknown;
  currency: string;
  status: string;
  submitted_at: unknown;
  approved_at: unknown;
  rejected_at: unknown;
  rejection_reason: string | null;
  payment_scheduled_at: unknown;
  reimbursed_at: unknown;
  payment_mode: string | null;
  payment_note: string | null;
  journal_piece_number: string | null;
}

/**
 * A timestamp read by raw SQL as an ISO string: PostgreSQL gives a Date, SQLite the text Sequelize
 * stored (`2026-03-20 09:00:00.000 +00:00`).
 */
export function isoInstant(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date) return value.toISOString();
  const text = String(value).trim();
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  const parsed = m ? new Date(`${m[1]}T${m[2]}${m[3] ?? 'Z'}`) : new Date(text);
  return Number.isNaN(parsed.getTime()) ? text : parsed.toISOString();
}

export interface ExportParams {
  from: string;
  to: string;
  status?: ExpenseClaimStatus[];
}

/** The claims of the period (by expense date), with their employee, in date order, streamed. */
export async function* expenseClaimCsvRows(
  sequelize: Sequelize,
  params: ExportParams,
  batchSize?: number,
): AsyncGenerator<Array<string | null>> {
  const statusFilter = params.status?.length ? ' AND c.status IN (:statuses)' : '';
  for await (const row of keysetRows<ClaimRow>(sequelize, {
    select: `SELECT c.id, c.reference, e.employee_number, e.first_name, e.last_name, CAST(c.expense_date AS VARCHAR(10)) AS expense_date,
        c.category, c.description, c.amount_cents, c.currency, c.status, c.submitted_at, c.approved_at, c.rejected_at, c.rejection_reason,
        c.payment_scheduled_at, c.reimbursed_at, c.payment_mode, c.payment_note, c.journal_piece_number
      FROM expense_claims c LEFT JOIN employees e ON e.id = c.employee_id AND e.tenant_id = :tenantId
      WHERE c.tenant_id = :tenantId AND c.expense_date >= :from AND c.expense_date <= :to${statusFilter}`,
    order: ['c.expense_date', 'c.id'],
    keyFields: ['expense_date', 'id'],
    replacements: { from: params.from, to: params.to, ...(statusFilter ? { statuses: params.status } : {}) },
    batchSize,
  })) {
    yield [
      row.reference,
      row.employee_number,
      [row.first_name, row.last_name].filter(Boolean).join(' '),
      row.expense_date,
      row.category,
      row.description,
      formatCents(String(row.amount_cents)),
      row.currency,
      row.status,
      isoInstant(row.submitted_at),
      isoInstant(row.approved_at),
      isoInstant(row.rejected_at),
      row.rejection_reason,
      isoInstant(row.payment_scheduled_at),
      isoInstant(row.reimbursed_at),
      row.payment_mode,
      row.payment_note,
      row.journal_piece_number,
    ];
  }
}
