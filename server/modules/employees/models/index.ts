import type { Sequelize } from 'sequelize';
import { Department } from './department';
import { Employee } from './employee';
import { EmployeeDocument } from './employee-document';

export { Department, Employee, EmployeeDocument };

export function initEmployeeModels(sequelize: Sequelize): void {
  Department.initModel(sequelize);
  Employee.initModel(sequelize);
  EmployeeDocument.initModel(sequelize);

  Department.belongsTo(Department, { as: 'parent', foreignKey: 'parentId' });
  Employee.belongsTo(Department, { as: 'department', foreignKey: 'departmentId' });
  Employee.belongsTo(Employee, { as: 'manager', foreignKey: 'managerId' });
  Employee.hasMany(Employee, { as: 'directReports', foreignKey: 'managerId' });
  EmployeeDocument.belongsTo(Employee, { as: 'employee', foreignKey: 'employeeId' });
  Employee.hasMany(EmployeeDocument, { as: 'documents', foreignKey: 'employeeId' });
}
