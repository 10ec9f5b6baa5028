import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { initImportModels } from './models';
import { importRoutes } from './routes/import';

/**
 * Bulk import of a company's data from one 8-sheet workbook: template, upload with validation,
 * simulation, execution in dependency order, rollback, report. Records are written only through
 * the other modules' import ports.
 */
export const importModule: ModuleDefinition = {
  id: 'import',
  uses: ['tenants', 'employeeImport', 'leaveImport', 'bookingImport', 'contractImport', 'payrollImport'],
  contributes: {
    migrations,
    models: (sequelize) => initImportModels(sequelize),
    routes: () => [importRoutes()],
    permissions: ['import.template', 'import.upload', 'import.view', 'import.execute', 'import.rollback'],
  },
};
