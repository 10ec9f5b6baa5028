import type { z } from 'zod';
import { formatCents } from '../../../shared/money';
import type { ClaimView } from '../../../shared/views/expenses';
import type { ExpenseClaimAction } from '../../../shared/expenses';
import type { ExpenseClaim } from './models/expense-claim';
import { port } from '../../platform/modules';
import type { EmployeeSummary, Person } from '../employees';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

interface Lookups {
  employees: Map<string, EmployeeSummary>;
  users: Map<string, Person>;
}

function personOf(users: Map<string, Person>, id: string | null | undefined) {
  if (!id) return null;
  const user = users.get(id);
  return { id, name: user?.name ?? '' };
}

export type ClaimJson = z.infer<typeof ClaimView>;

function present(claim: ExpenseClaim, { employees, users }: Lookups, actions: ExpenseClaimAction[]): ClaimJson {
  const employee = employees.get(claim.employeeId);
  return {
    id: claim.id,
    reference: claim.reference,
    employee: {
      id: claim.employeeId,
      employeeNumber: employee?.employeeNumber ?? '',
      name: employee?.name ?? '',
    },
    expenseDate: claim.expenseDate,
    description: claim.description,
    amount: formatCents(claim.amountCents),
    currency: claim.currency,
    category: claim.category,
    status: claim.status,
    receipt: claim.receiptDocumentId
      ? {
          filename: claim.receiptFilename ?? 'receipt',
          contentType: claim.receiptContentType ?? 'application/octet-stream',
          size: claim.receiptSize ?? 0,
        }
      : null,
    submittedAt: iso(claim.submittedAt) as string,
    submittedBy: personOf(users, claim.submittedBy),
    approvedBy: personOf(users, claim.approvedBy),
    approvedAt: iso(claim.approvedAt),
    rejectedBy: personOf(users, claim.rejectedBy),
    rejectedAt: iso(claim.rejectedAt),
    rejectionReason: claim.rejectionReason ?? null,
    paymentScheduledBy: personOf(users, claim.paymentScheduledBy),
    paymentScheduledAt: iso(claim.paymentScheduledAt),
    reimbursedBy: personOf(users, claim.reimbursedBy),
    reimbursedAt: iso(claim.reimbursedAt),
    paymentMode: claim.paymentMode ?? null,
    paymentNote: claim.paymentNote ?? null,
    journalEntry:
      claim.journalEntryId && claim.journalPieceNumber
        ? { id: claim.journalEntryId, pieceNumber: claim.journalPieceNumber }
        : null,
    allowedActions: actions,
  };
}

/** Claims as answered, with their employee and actors' names looked up once for the page. */
export async function presentClaims(
  claims: ExpenseClaim[],
  actionsOf: (claim: ExpenseClaim) => ExpenseClaimAction[],
): Promise<ClaimJson[]> {
  const employees = await port('people').employeeSummaries(claims.map((c) => c.employeeId));
  const users = await port('people').users(
    claims.flatMap((c) => [c.submittedBy, c.approvedBy, c.rejectedBy, c.paymentScheduledBy, c.reimbursedBy]),
  );
  return claims.map((c) => present(c, { employees, users }, actionsOf(c)));
}

export async function presentClaim(claim: ExpenseClaim, actions: ExpenseClaimAction[]): Promise<ClaimJson> {
  return (await presentClaims([claim], () => actions))[0];
}
