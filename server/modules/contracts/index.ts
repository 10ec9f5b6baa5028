import type { ModuleManifest } from '../../platform/modules';
import { CONTRACT_ALERT_NOTICE_DAYS } from '../../../shared/contracts';
import { migrations } from './migrations';
import { initContractModels } from './models';
import { amendmentRoutes } from './routes/amendments';
import { contractRoutes } from './routes/contracts';
import { templateRoutes } from './routes/templates';
import { seedDemoContracts } from './seed';
import { CONTRACT_ALERTS_JOB, sendContractAlerts } from './services/alerts';
import { APPLY_AMENDMENTS_JOB, applyDueAmendments } from './services/amendments';
import { useContractServices } from './services/platform';

export { terminateContractInForce } from './services/lifecycle';
export { contractInForce } from './services/contracts';

/** Contracts: templates, contracts and their lifecycle, amendments, PDF, end and trial alerts. */
export const contractsModule: ModuleManifest = {
  id: 'contracts',
  migrations,
  models: initContractModels,
  routes: () => [templateRoutes(), contractRoutes(), amendmentRoutes()],
  start(deps) {
    useContractServices(deps);
    deps.services.jobs?.register({
      name: CONTRACT_ALERTS_JOB,
      schedule: '0 6 * * *',
      run: async ({ now }) => {
        await sendContractAlerts(deps.sequelize, now, CONTRACT_ALERT_NOTICE_DAYS);
      },
    });
    deps.services.jobs?.register({
      name: APPLY_AMENDMENTS_JOB,
      schedule: '5 0 * * *',
      run: async ({ now }) => {
        await applyDueAmendments(deps.sequelize, now);
      },
    });
  },
  seed: seedDemoContracts,
};
