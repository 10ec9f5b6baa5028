import type { ModuleDefinition } from '../../platform/modules';
import { definitionRoutes, delegationRoutes, pendingRoutes } from './routes';
import { seedDemoWorkflows } from './seed';

/**
 * Approvals: the HTTP side of the approval engine (pending approvals of every type, inbox,
 * definitions, delegations).
 */
export const approvalsModule: ModuleDefinition = {
  id: 'approvals',
  uses: ['people'],
  contributes: {
    routes: () => [pendingRoutes(), definitionRoutes(), delegationRoutes()],
    seed: seedDemoWorkflows,
  },
};
