import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { initBudgetModels } from './models';
import { budgetRoutes } from './routes/budgets';
import { varianceRoutes } from './routes/variance';
import { seedDemoBudget } from './seed';
import { mapBudgetDatabaseError } from './services/db-errors';

export type { BudgetCommitmentsPort } from './commitments';

/**
 * Budgets by account and month, one ACTIVE per fiscal year, and their variance against the
 * ledger's posted amounts (through the ledger port) and the commitments of the optional
 * `budgetCommitments` port (the supplies module's approved purchase requests).
 */
export const budgetsModule: ModuleDefinition = {
  id: 'budgets',
  uses: ['ledger', 'people'],
  contributes: {
    migrations,
    models: (sequelize) => initBudgetModels(sequelize),
    // The variance paths first: `/accounting/budgets/variance` is not a budget id.
    routes: () => [varianceRoutes(), budgetRoutes()],
    databaseErrorMappers: [mapBudgetDatabaseError],
    permissions: ['accounting.budget.read', 'accounting.budget.manage'],
    seed: seedDemoBudget,
  },
};
