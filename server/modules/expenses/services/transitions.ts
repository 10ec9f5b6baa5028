import { Transaction } from 'sequelize';
import type { ExpenseClaimAction } from '../../../../shared/expenses';
import type { MarkReimbursedInput } from '../../../../shared/schemas/expenses';
import { notFound } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { now, requireContext } from '../../../platform/tenancy/context';
import { ExpenseClaim } from '../models/expense-claim';
import { assertCanProcess } from '../policy';
import { EXPENSE_CLAIM_STATES } from '../states';
import { postReimbursement } from './ledger-posting';
import { notifyEmployee } from './notifications';
import { port } from '../../../platform/modules';
import { isoToday } from './submit';

/** The claim, row-locked on PostgreSQL so that two decisions never cross. */
async function lockClaim(id: string): Promise<ExpenseClaim> {
  const claim = await ExpenseClaim.findByPk(id, { lock: Transaction.LOCK.UPDATE });
  if (!claim) throw notFound('Expense claim', id);
  return claim;
}

/** Record rules (self-approval, scope), then the state machine: answers the claim and its next status. */
async function prepare(id: string, action: ExpenseClaimAction) {
  const claim = await lockClaim(id);
  await assertCanProcess(claim, action);
  return { claim, next: transition(EXPENSE_CLAIM_STATES, claim.status, action) };
}

const actor = () => ({ by: requireContext().userId, at: now() });

export async function approveClaim(id: string): Promise<ExpenseClaim> {
  const { claim, next } = await prepare(id, 'approve');
  const { by, at } = actor();
  await claim.update({ status: next, approvedBy: by, approvedAt: at });
  await notifyEmployee(claim);
  return claim;
}

export async function rejectClaim(id: string, reason: string): Promise<ExpenseClaim> {
  const { claim, next } = await prepare(id, 'reject');
  const { by, at } = actor();
  await claim.update({ status: next, rejectedBy: by, rejectedAt: at, rejectionReason: reason });
  await notifyEmployee(claim);
  return claim;
}

export async function schedulePayment(id: string): Promise<ExpenseClaim> {
  const { claim, next } = await prepare(id, 'schedule-payment');
  const { by, at } = actor();
  await claim.update({ status: next, paymentScheduledBy: by, paymentScheduledAt: at });
  return claim;
}

/**
 * Records the reimbursement and posts its journal entry dated today (expense account of the
 * category against the bank or the cash). A closed period refuses the whole request; with the
 * tenant's "posting steps need accounting.write" on, so does a caller without accounting.write.
 */
export async function markReimbursed(id: string, input: MarkReimbursedInput): Promise<ExpenseClaim> {
  const { claim, next } = await prepare(id, 'mark-reimbursed');
  // Separation of duties, a tenant option: the reimbursement posts, so it may need accounting.write.
  await port('ledger').assertMayPost();
  const employee = (await port('people').employeeSummaries([claim.employeeId])).get(claim.employeeId);
  const entry = await postReimbursement(
    claim,
    employee?.name ?? claim.reference,
    input.paymentMode,
    isoToday(),
  );
  const { by, at } = actor();
  await claim.update({
    status: next,
    reimbursedBy: by,
    reimbursedAt: at,
    paymentMode: input.paymentMode,
    paymentNote: input.note,
    journalEntryId: entry.id,
    journalPieceNumber: entry.pieceNumber,
  });
  await notifyEmployee(claim);
  return claim;
}
