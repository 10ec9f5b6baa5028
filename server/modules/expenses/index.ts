import type { ModuleManifest } from '../../platform/modules';
import { PENDING_EXPENSE_CLAIM_STATUSES } from '../../../shared/expenses';
import { migrations } from './migrations';
import { initExpenseModels } from './models';
import { claimRoutes } from './routes/claims';
import { exportRoutes } from './routes/export';
import { countPendingExpenseClaims as countByStatus } from './services/queries';
import { useExpenseServices } from './services/platform';
import { seedDemoExpenseClaims } from './seed';
import { claimsToDecide } from './services/pending-source';
import { registerPendingSource } from '../../platform/workflow';

/** Claims of the current tenant waiting for a decision or a payment (SUBMITTED, MANAGER_APPROVED, PENDING_PAYMENT). */
export function countPendingExpenseClaims(): Promise<number> {
  return countByStatus(PENDING_EXPENSE_CLAIM_STATUSES);
}

/** Expense claims: submission with receipt, approval, payment, reimbursement posted to the ledger, CSV export. */
export const expensesModule: ModuleManifest = {
  id: 'expenses',
  migrations,
  models: (sequelize) => initExpenseModels(sequelize),
  routes: (deps) => [claimRoutes(), exportRoutes(deps)],
  start: (deps) => {
    useExpenseServices(deps);
    registerPendingSource({ module: 'ACCOUNTING', anyOf: ['accounting.expense.manage'], entityTypes: ['EXPENSE_CLAIM'], mine: claimsToDecide });
  },
  seed: seedDemoExpenseClaims,
};
