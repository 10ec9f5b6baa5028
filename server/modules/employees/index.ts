import type { ModuleManifest } from '../../platform/modules';
import { migrations } from './migrations';
import { Department, Employee, EmployeeDocument, initEmployeeModels } from './models';
import { adminEmployeeRoutes } from './routes/admin-employees';
import { departmentRoutes } from './routes/departments';
import { directoryRoutes } from './routes/directory';
import { documentRoutes } from './routes/documents';
import { selfServiceRoutes } from './routes/self-service';
import { DOCUMENT_EXPIRY_JOB, sendDocumentExpiryAlerts } from './services/expiry-alerts';
import { usePlatformServices } from './services/platform';
import { employeeLinks } from './services/user-link';
import { registerEmployeeLinks } from '../identity';
import { seedDemoEmployees } from './seed';

export { Department, Employee, EmployeeDocument };
export { reportsOf } from './services/reporting-line';

/** Employees: profiles, lifecycle, departments, documents, directory and organisation chart. */
export const employeesModule: ModuleManifest = {
  id: 'employees',
  migrations,
  models: (sequelize) => initEmployeeModels(sequelize),
  routes: () => [adminEmployeeRoutes(), departmentRoutes(), directoryRoutes(), selfServiceRoutes(), documentRoutes()],
  seed: seedDemoEmployees,
  start(deps) {
    usePlatformServices(deps);
    registerEmployeeLinks(employeeLinks);
    deps.services.jobs?.register({
      name: DOCUMENT_EXPIRY_JOB,
      schedule: '0 6 * * *',
      run: async ({ now }) => {
        await sendDocumentExpiryAlerts(now);
      },
    });
  },
};
