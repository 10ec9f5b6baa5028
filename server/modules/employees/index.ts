import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { initEmployeeModels } from './models';
import { people, type PeoplePort } from './people';
import { adminEmployeeRoutes } from './routes/admin-employees';
import { departmentRoutes } from './routes/departments';
import { directoryRoutes } from './routes/directory';
import { documentRoutes } from './routes/documents';
import { peopleRoutes } from './routes/people';
import { selfServiceRoutes } from './routes/self-service';
import { documentExpiryJob } from './services/expiry-alerts';
import { employeeLinks } from './services/user-link';
import { seedDemoEmployees } from './seed';
import { employeeImportPort, type EmployeeImportPort } from './services/import/bulk-port';

export type { PeoplePort, Person, EmployeeSummary } from './people';
export type { EmployeeImportPort, DepartmentRecord, EmployeeKey } from './services/import/bulk-port';
export type { ImportPlan as EmployeeImportPlan, PlannedRow as PlannedEmployeeRow } from './services/import/plan';
export type { ParsedFile as ParsedEmployeeFile } from './services/import/parse';
export { DOCUMENT_EXPIRY_JOB } from './services/expiry-alerts';

declare module '../../platform/modules/contract' {
  interface Ports {
    people: PeoplePort;
    employeeImport: EmployeeImportPort;
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
    employeeImport: () => employeeImportPort,
  },
  contributes: {
    migrations,
    models: (sequelize) => initEmployeeModels(sequelize),
    routes: () => [adminEmployeeRoutes(), departmentRoutes(), directoryRoutes(), selfServiceRoutes(), documentRoutes(), peopleRoutes()],
    jobs: [documentExpiryJob],
    permissions: ['users.manage', 'employee.read', 'employee.manage', 'employee.document.manage', 'employee.ssn.read'],
    seed: seedDemoEmployees,
  },
};
