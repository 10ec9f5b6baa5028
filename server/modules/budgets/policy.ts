import type { PermissionCode } from '../../../shared/permissions';
import type { BudgetAction, BudgetStatus } from '../../../shared/budgets';
import { allowedActions } from '../../platform/state-machine';
import { BUDGET_STATES } from './states';

export const PERMISSIONS = {
  read: 'accounting.budget.read',
  manage: 'accounting.budget.manage',
} as const satisfies Record<string, PermissionCode>;

/** What the caller may do on a budget (the renderer shows these buttons only); `close` is never asked for. */
export function actionsFor(permissions: ReadonlySet<string>, status: BudgetStatus): BudgetAction[] {
  if (!permissions.has(PERMISSIONS.manage)) return [];
  return allowedActions(BUDGET_STATES, status).filter((a) => a !== 'close');
}
