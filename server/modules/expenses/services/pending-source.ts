import { Op, type WhereOptions } from 'sequelize';
import { formatCents } from '../../../../shared/money';
import type { PendingApprovalViewT } from '../../../platform/workflow/views';
import { ExpenseClaim } from '../models/expense-claim';
import { managementScope } from '../policy';
import { port } from '../../../platform/modules';

/**
 * SUBMITTED claims the caller may approve or reject (their management scope, never their own
 * claim), as items of the unified approvals inbox, with the claim's own approve/reject links.
 */
export async function claimsToDecide(): Promise<PendingApprovalViewT[]> {
  const scope = await managementScope();
  const where: WhereOptions<ExpenseClaim>[] = [{ status: 'SUBMITTED' }];
  if (scope.kind === 'team') {
    if (scope.employeeIds.size === 0) return [];
    where.push({ employeeId: { [Op.in]: [...scope.employeeIds] } });
  }
  if (scope.ownEmployeeId) where.push({ employeeId: { [Op.ne]: scope.ownEmployeeId } });
  const claims = await ExpenseClaim.findAll({ where: { [Op.and]: where }, order: [['submittedAt', 'ASC'], ['id', 'ASC']] });
  const employees = await port('people').employeeSummaries(claims.map((c) => c.employeeId));
  return claims.map((claim) => {
    const employee = employees.get(claim.employeeId);
    return {
      instanceId: null,
      entityType: 'EXPENSE_CLAIM',
      entityId: claim.id,
      summary: `${claim.reference} — ${claim.description}, ${formatCents(claim.amountCents)} ${claim.currency}`,
      startedAt: claim.submittedAt.toISOString(),
      requester: employee?.userId ? { userId: employee.userId, name: employee.name } : null,
      employee: employee ? { id: employee.id, name: employee.name } : null,
      step: null,
      stepCount: 0,
      approvers: [],
      canAct: true,
      onBehalfOf: null,
      links: {
        approve: { method: 'POST', path: `/accounting/expense-claims/${claim.id}/approve` },
        reject: { method: 'POST', path: `/accounting/expense-claims/${claim.id}/reject` },
        view: `/accounting/expense-claims?status=SUBMITTED&q=${encodeURIComponent(claim.reference)}`,
      },
    };
  });
}
