import type { ModuleDefinition } from '../modules';
import { workflowMigrations } from './migrations';
import { initWorkflowModels } from './models';
import { stepTimeoutsJob } from './timeouts';

/** The approval engine's tables, models and timeout job (its routes live in the approvals module). */
export const workflowModule: ModuleDefinition = {
  id: 'workflow',
  uses: ['workflowDirectory'],
  contributes: {
    migrations: workflowMigrations,
    models: initWorkflowModels,
    jobs: [stepTimeoutsJob],
  },
};
