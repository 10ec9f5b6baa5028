import type { ModuleManifest } from '../../platform/modules';
import { migrations } from './migrations';
import { Department, Employee, EmployeeDocument, initEmployeeModels } from './models';

export { Department, Employee, EmployeeDocument };

/** Employees: profiles, lifecycle, departments, documents, directory and organisation chart. */
export const employeesModule: ModuleManifest = {
  id: 'employees',
  migrations,
  models: (sequelize) => initEmployeeModels(sequelize),
};
