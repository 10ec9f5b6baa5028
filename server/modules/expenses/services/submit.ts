import { EXPENSE_CLAIM_PREFIX } from '../../../../shared/expenses';
import type { SubmitClaimInput } from '../../../../shared/schemas/expenses';
import { businessRule, validationFailed } from '../../../platform/http/problem';
import { now, requireContext } from '../../../platform/tenancy/context';

import { ExpenseClaim } from '../models/expense-claim';
import { port } from '../../../platform/modules';
import { storeReceipt } from './receipts';

export const isoToday = () => now().toISOString().slice(0, 10);

/**
 * The caller submits a claim for themself: it belongs to their employee profile (none linked:
 * refused), is dated no later than today, is in the tenant's currency and is numbered
 * `NDF-YYYY-nnnnn` from the tenant's piece counter for the year of submission.
 */
export async function submitClaim(
  input: SubmitClaimInput,
  receipt?: { originalname: string; buffer: Buffer },
): Promise<ExpenseClaim> {
  const employee = await port('people').callerEmployee();
  if (!employee) {
    throw businessRule(
      'Your account is not linked to an employee profile: ask HR to link it before submitting an expense claim',
      {
        errors: [{ path: 'employee', message: 'No employee profile is linked to your account' }],
      },
    );
  }
  const today = isoToday();
  if (input.expenseDate > today)
    throw validationFailed([{ path: 'expenseDate', message: 'The expense date cannot be in the future' }]);
  const config = await port('ledger').config();
  const stored = receipt ? await storeReceipt(receipt) : null;
  const reference = await port('ledger').nextPieceNumber(EXPENSE_CLAIM_PREFIX, Number(today.slice(0, 4)));
  return ExpenseClaim.create({
    reference,
    employeeId: employee.id,
    submittedBy: requireContext().userId,
    submittedAt: now(),
    expenseDate: input.expenseDate,
    description: input.description,
    amountCents: input.amount,
    currency: config.currency,
    category: input.category,
    ...(stored ?? {}),
  });
}
