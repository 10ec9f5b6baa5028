import type { ModuleDefinition } from '../../platform/modules';
import { PENDING_EXPENSE_CLAIM_STATUSES } from '../../../shared/expenses';
import { migrations } from './migrations';
import { initExpenseModels } from './models';
import { claimRoutes } from './routes/claims';
import { exportRoutes } from './routes/export';
import { countPendingExpenseClaims } from './services/queries';
import { seedDemoExpenseClaims } from './seed';
import { claimsToDecide } from './services/pending-source';

/** Expense claims: submission with receipt, approval, payment, reimbursement posted to the ledger, CSV export. */
export const expensesModule: ModuleDefinition = {
  id: 'expenses',
  uses: ['people', 'ledger'],
  contributes: {
    migrations,
    models: (sequelize) => initExpenseModels(sequelize),
    routes: (app) => [claimRoutes(), exportRoutes(app)],
    // Claims waiting for a decision or a payment (SUBMITTED, MANAGER_APPROVED, PENDING_PAYMENT).
    dashboardCounters: [{ key: 'pendingExpenseClaims', count: () => countPendingExpenseClaims(PENDING_EXPENSE_CLAIM_STATUSES) }],
    // Claims waiting for the caller's decision, in the unified approvals inbox.
    pendingApprovals: [{ module: 'ACCOUNTING', anyOf: ['accounting.expense.manage'], entityTypes: ['EXPENSE_CLAIM'], mine: claimsToDecide }],
    permissions: ['accounting.expense.own', 'accounting.expense.manage', 'accounting.write'],
    seed: seedDemoExpenseClaims,
  },
};
