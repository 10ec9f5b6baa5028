import type { ModuleManifest } from '../../../platform/modules';
import { migrations } from '../declarations/migrations';
import { initDeclarationModels } from '../declarations/models';

/**
 * Accounting reports, declarations and dashboard: read the ledger's posted lines, keep VAT and
 * social declaration records. Listed after the ledger's manifest.
 */
export const accountingReportsModule: ModuleManifest = {
  id: 'accounting-reports',
  migrations,
  models: (sequelize) => initDeclarationModels(sequelize),
};
