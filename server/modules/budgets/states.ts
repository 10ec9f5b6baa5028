import { defineStates } from '../../platform/state-machine';
import type { BudgetAction, BudgetStatus } from '../../../shared/budgets';

/**
 * The specification's budget table: a draft is edited then activated; activating a budget closes
 * the other ACTIVE budget of its fiscal year. A budget in force is revised by activating a new
 * draft, so ACTIVE and CLOSED budgets keep their lines as they were.
 */
export const BUDGET_STATES = defineStates<BudgetStatus, BudgetAction>({
  DRAFT: { edit: 'DRAFT', activate: 'ACTIVE' },
  ACTIVE: { close: 'CLOSED' },
  CLOSED: {},
});
