import { formatCents } from '../../../../shared/money';
import type { ReimbursementMode } from '../../../../shared/expenses';
import { afterCommit } from '../../../platform/db/transaction';
import type { ExpenseClaim } from '../models/expense-claim';

import { appServices, port } from '../../../platform/modules';
import { currentApp } from '../../../platform/tenancy/context';

const MODE_LABELS = {
  BANK_TRANSFER: { fr: 'virement bancaire', en: 'bank transfer' },
  CASH: { fr: 'espèces', en: 'cash' },
} as const;

/** The address of the claim's employee: the account that submitted it, else the profile's email. */
async function recipientOf(claim: ExpenseClaim): Promise<string | null> {
  const employee = (await port('people').employeeSummaries([claim.employeeId])).get(claim.employeeId);
  const userId = claim.submittedBy ?? employee?.userId ?? null;
  const user = userId ? (await port('people').users([userId])).get(userId) : undefined;
  return user?.email ?? employee?.email ?? null;
}

function summary(claim: ExpenseClaim): string {
  return `${claim.reference} — ${claim.description}\n${formatCents(claim.amountCents)} ${claim.currency}, ${claim.expenseDate}`;
}

function message(claim: ExpenseClaim): { subject: string; text: string } | null {
  switch (claim.status) {
    case 'MANAGER_APPROVED':
      return {
        subject: `Note de frais approuvée / Expense claim approved: ${claim.reference}`,
        text: `${summary(claim)}\n\nVotre note de frais est approuvée ; elle sera remboursée par la comptabilité.\nYour expense claim is approved; accounting will reimburse it.`,
      };
    case 'REJECTED':
      return {
        subject: `Note de frais refusée / Expense claim rejected: ${claim.reference}`,
        text: `${summary(claim)}\n\nMotif / Reason: ${claim.rejectionReason ?? ''}\n\nUn refus est définitif : soumettez une nouvelle note si besoin.\nA rejection is final: submit a new claim if needed.`,
      };
    case 'REIMBURSED': {
      const mode = claim.paymentMode ? MODE_LABELS[claim.paymentMode as ReimbursementMode] : null;
      return {
        subject: `Note de frais remboursée / Expense claim reimbursed: ${claim.reference}`,
        text:
          `${summary(claim)}\n\nRemboursée${mode ? ` par ${mode.fr}` : ''}. / Reimbursed${mode ? ` by ${mode.en}` : ''}.` +
          (claim.paymentNote ? `\nNote : ${claim.paymentNote}` : ''),
      };
    }
    default:
      return null;
  }
}

/** Tells the employee of a decision or a reimbursement, once the change has committed. */
export async function notifyEmployee(claim: ExpenseClaim): Promise<void> {
  const content = message(claim);
  const mail = appServices().mail;
  if (!content || !mail) return;
  const to = await recipientOf(claim);
  if (!to) return;
  await afterCommit(async () => {
    try {
      await appServices().mail.send({ to, ...content });
    } catch (err) {
      currentApp().logger.error({ err, claim: claim.reference }, 'expense claim mail not sent');
    }
  });
}
