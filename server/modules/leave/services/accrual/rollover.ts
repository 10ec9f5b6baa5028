import { LeaveBalance, availableCenti } from '../../models';
import { ensureBalance } from '../balances';
import { policiesInForce } from '../policies';
import { requireContext } from '../../../../platform/tenancy/context';

export interface RolloverResult {
  fromYear: number;
  toYear: number;
  balances: number;
  carriedCenti: number;
  forfeitedCenti: number;
}

/**
 * Carries each balance's unused days of `fromYear` to the next year, up to its policy's cap
 * (none without a policy in force), expiring on the policy's day of the next year. The carry-over
 * is written, not added: running the rollover again (after late changes) gives the same result.
 */
export async function rolloverYear(fromYear: number): Promise<RolloverResult> {
  const toYear = fromYear + 1;
  const policies = await policiesInForce();
  const balances = await LeaveBalance.findAll({ where: { year: fromYear }, order: [['id', 'ASC']] });
  const result: RolloverResult = { fromYear, toYear, balances: 0, carriedCenti: 0, forfeitedCenti: 0 };
  for (const balance of balances) {
    const rules = policies.get(balance.leaveTypeId);
    const unused = Math.max(0, availableCenti(balance));
    const cap = rules ? rules.carryOverMaxCenti : 0;
    const carried = cap === null ? unused : Math.min(unused, cap);
    const next = await ensureBalance(balance.employeeId, balance.leaveTypeId, toYear);
    next.set({ carriedOverCenti: carried, carryOverExpiresOn: carried && rules?.carryOverExpiresOn ? `${toYear}-${rules.carryOverExpiresOn}` : null });
    await next.save();
    balance.set({ carriedToNextCenti: carried, rolledOverAt: requireContext().now() });
    await balance.save();
    result.balances++;
    result.carriedCenti += carried;
    result.forfeitedCenti += unused - carried;
  }
  return result;
}
