import type { ModuleManifest } from '../../platform/modules';
import { setWorkflowDirectory } from '../../platform/workflow';
import { definitionRoutes, delegationRoutes, pendingRoutes } from './routes';
import { seedDemoWorkflows } from './seed';
import { peopleDirectory } from './services/people';

export { peopleDirectory, employeeByNumber, employeeSummary, employeeSummaries, searchPeople, requireEmployee, terminateEmployee, usersByIds, usersWithPermission, type EmployeeSummary } from './services/people';

/**
 * Approvals: the HTTP side of the approval engine (pending approvals of every type, inbox,
 * definitions, delegations) and the people directory the engine resolves approvers with.
 */
export const approvalsModule: ModuleManifest = {
  id: 'approvals',
  routes: () => [pendingRoutes(), definitionRoutes(), delegationRoutes()],
  start() {
    setWorkflowDirectory(peopleDirectory);
  },
  seed: seedDemoWorkflows,
};
