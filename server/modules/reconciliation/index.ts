import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { initReconciliationModels } from './models';
import { reconciliationRoutes } from './routes/reconciliation';
import { countUnmatchedLines } from './services/matching';
import { seedDemoReconciliation } from './seed';

/** Bank reconciliation: statement import (CSV, OFX, MT940), match proposals, automatic and manual matching. */
export const reconciliationModule: ModuleDefinition = {
  id: 'reconciliation',
  uses: ['ledger'],
  contributes: {
    migrations,
    models: (sequelize) => initReconciliationModels(sequelize),
    routes: () => [reconciliationRoutes()],
    dashboardCounters: [{ key: 'unreconciledBankLines', count: () => countUnmatchedLines() }],
    permissions: ['accounting.reconciliation.read', 'accounting.reconciliation.manage', 'accounting.read'],
    seed: seedDemoReconciliation,
  },
};
