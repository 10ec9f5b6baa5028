import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { initPayrollModels } from './models';
import { payrollPort, type PayrollPort } from './port';
import { payrollImportPort, type PayrollImportPort } from './services/import-port';
import { myPayslipRoutes, runFileRoutes } from './routes/files';
import { historyRoutes } from './routes/history';
import { ruleRoutes } from './routes/rules';
import { runRoutes } from './routes/runs';
import { seedDemoPayroll } from './seed';

export type { PayrollPort } from './port';
export type { PayrollImportPort, PayrollHistoryInput } from './services/import-port';
export type { PayrollSocialFigures, BodyFigures } from './services/declarations';

declare module '../../platform/modules/contract' {
  interface Ports {
    payroll: PayrollPort;
    payrollImport: PayrollImportPort;
  }
}

/**
 * Payroll for Senegal, Côte d'Ivoire and France: runs computed by the engine (rules as
 * effective-dated data, tenant overrides), their journal entry and bank payment through the
 * ledger, payslip PDFs, transfer files, self-service payslips, and the figures the social
 * declarations read through the payroll port.
 */
export const payrollModule: ModuleDefinition = {
  id: 'payroll',
  uses: ['people', 'ledger', 'tenants'],
  provides: { payroll: () => payrollPort, payrollImport: () => payrollImportPort },
  contributes: {
    migrations,
    models: (sequelize) => initPayrollModels(sequelize),
    // The caller's own payslips first: their paths would otherwise read as a run id.
    routes: () => [myPayslipRoutes(), runRoutes(), runFileRoutes(), ruleRoutes(), historyRoutes()],
    permissions: ['accounting.read', 'accounting.manage'],
    seed: seedDemoPayroll,
  },
};
