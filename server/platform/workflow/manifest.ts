import type { ModuleManifest } from '../modules';
import { workflowMigrations } from './migrations';
import { initWorkflowModels } from './models';
import { useWorkflowServices } from './services';
import { processStepTimeouts, WORKFLOW_TIMEOUT_JOB, WORKFLOW_TIMEOUT_SCHEDULE } from './timeouts';

/** The approval engine's tables, models and timeout job (its routes live in the approvals module). */
export const workflowModule: ModuleManifest = {
  id: 'workflow',
  migrations: workflowMigrations,
  models: initWorkflowModels,
  start(deps) {
    useWorkflowServices(deps);
    deps.services.jobs?.register({
      name: WORKFLOW_TIMEOUT_JOB,
      schedule: WORKFLOW_TIMEOUT_SCHEDULE,
      run: async ({ now }) => {
        await processStepTimeouts(deps.sequelize, now);
      },
    });
  },
};
