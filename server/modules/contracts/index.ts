import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { initContractModels } from './models';
import { amendmentRoutes } from './routes/amendments';
import { contractRoutes } from './routes/contracts';
import { templateRoutes } from './routes/templates';
import { seedDemoContracts } from './seed';
import { contractImportPort, type ContractImportPort } from './services/import-port';
import { contractAlertsJob } from './services/alerts';
import { applyAmendmentsJob } from './services/amendments';

export { terminateContractInForce } from './services/lifecycle';
export type { ContractImportPort, ImportedContract } from './services/import-port';

declare module '../../platform/modules/contract' {
  interface Ports {
    contractImport: ContractImportPort;
  }
}
export { contractInForce } from './services/contracts';
export { contractsPayableBetween, payrollContractInForce, type PayrollContract } from './services/payroll-view';
export { CONTRACT_ALERTS_JOB } from './services/alerts';
export { APPLY_AMENDMENTS_JOB } from './services/amendments';

/** Contracts: templates, contracts and their lifecycle, amendments, PDF, end and trial alerts. */
export const contractsModule: ModuleDefinition = {
  id: 'contracts',
  uses: ['people', 'tenants'],
  provides: { contractImport: () => contractImportPort },
  contributes: {
    migrations,
    models: initContractModels,
    routes: () => [templateRoutes(), contractRoutes(), amendmentRoutes()],
    jobs: [contractAlertsJob, applyAmendmentsJob],
    permissions: ['contract.read', 'contract.manage'],
    seed: seedDemoContracts,
  },
};
