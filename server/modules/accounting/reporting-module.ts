import type { ModuleDefinition } from '../../platform/modules';
import { dashboardRouter } from './dashboard/routes';
import { migrations } from './declarations/migrations';
import { initDeclarationModels } from './declarations/models';
import { declarationsRouter } from './declarations/routes';
import { seedDemoDeclarations } from './declarations/seed';
import { reportsRouter } from './reports/routes';
import { statementExportsRouter } from './reports/statement-export-routes';

/**
 * Accounting reporting: financial reports and their exports, VAT and social declarations, the
 * accounting dashboard. It reads the ledger's posted lines; listed after the ledger and after the
 * modules whose dashboard counters it shows. (Its id predates the name and keys its migrations.)
 */
export const accountingReportingModule: ModuleDefinition = {
  id: 'accounting-reports',
  uses: ['tenants'],
  contributes: {
    migrations,
    models: (sequelize) => initDeclarationModels(sequelize),
    routes: (app) => [reportsRouter(app), statementExportsRouter(app), declarationsRouter(app), dashboardRouter(app)],
    permissions: ['accounting.report.read', 'accounting.dashboard.read', 'accounting.declaration.read', 'accounting.declaration.manage'],
    seed: seedDemoDeclarations,
  },
};
