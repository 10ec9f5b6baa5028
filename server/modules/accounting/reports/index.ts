import type { ModuleManifest } from '../../../platform/modules';
import { dashboardRouter } from '../dashboard/routes';
import { migrations } from '../declarations/migrations';
import { initDeclarationModels } from '../declarations/models';
import { declarationsRouter } from '../declarations/routes';
import { seedDemoDeclarations } from '../declarations/seed';
import { reportsRouter } from './routes';
import { statementExportsRouter } from './statement-export-routes';

/**
 * Accounting reports, declarations and dashboard: read the ledger's posted lines, keep VAT and
 * social declaration records. Listed after the ledger's manifest.
 */
export const accountingReportsModule: ModuleManifest = {
  id: 'accounting-reports',
  migrations,
  models: (sequelize) => initDeclarationModels(sequelize),
  routes: (deps) => [reportsRouter(deps), statementExportsRouter(deps), declarationsRouter(deps), dashboardRouter(deps)],
  seed: seedDemoDeclarations,
};
