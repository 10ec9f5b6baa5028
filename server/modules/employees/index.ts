import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { initEmployeeModels } from './models';
import { people, type PeoplePort } from './people';
import { adminEmployeeRoutes } from './routes/admin-employees';
import { departmentRoutes } from './routes/departments';
import { directoryRoutes } from './routes/directory';
import { documentRoutes } from './routes/documents';
import { selfServiceRoutes } from './routes/self-service';
import { documentExpiryJob } from './services/expiry-alerts';
import { employeeLinks } from './services/user-link';
import { seedDemoEmployees } from './seed';

export type { PeoplePort, Person, EmployeeSummary } from './people';
export { DOCUMENT_EXPIRY_JOB } from './services/expiry-alerts';

declare module '../../platform/modules/contract' {
  interface Ports {
    people: PeoplePort;
  }
}

/** Employees: profiles, lifecycle, departments, documents, directory and organisation chart; the people port. */
export const employeesModule: ModuleDefinition = {
  id: 'employees',
  uses: ['users'],
  provides: {
    people: () => people,
    workflowDirectory: () => people,
    employeeLinks: () => employeeLinks,
  },
  contributes: {
    migrations,
    models: (sequelize) => initEmployeeModels(sequelize),
    routes: () => [adminEmployeeRoutes(), departmentRoutes(), directoryRoutes(), selfServiceRoutes(), documentRoutes()],
    jobs: [documentExpiryJob],
    permissions: ['users.manage', 'employee.read', 'employee.manage', 'employee.document.manage', 'employee.ssn.read'],
    seed: seedDemoEmployees,
  },
};
