import type { ModuleManifest } from '../../platform/modules';
import { migrations } from './migrations';
import { initReconciliationModels } from './models';
import { reconciliationRoutes } from './routes/reconciliation';
import { countUnmatchedLines } from './services/matching';
import { seedDemoReconciliation } from './seed';

/** Statement lines of the current tenant not yet matched to an entry (the accounting dashboard's counter). */
export function countUnreconciledBankLines(): Promise<number> {
  return countUnmatchedLines();
}

/** Bank reconciliation: statement import (CSV, OFX, MT940), match proposals, automatic and manual matching. */
export const reconciliationModule: ModuleManifest = {
  id: 'reconciliation',
  migrations,
  models: (sequelize) => initReconciliationModels(sequelize),
  routes: () => [reconciliationRoutes()],
  seed: seedDemoReconciliation,
};
