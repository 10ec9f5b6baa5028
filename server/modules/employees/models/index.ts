import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { Department } from './department';
import { Employee } from './employee';
import { EmployeeDocument } from './employee-document';

export { Department, Employee, EmployeeDocument };

export function initEmployeeModels(sequelize: Sequelize): void {
  Department.initModel(sequelize);
  Employee.initModel(sequelize);
  EmployeeDocument.initModel(sequelize);
  audit();

  Department.belongsTo(Department, { as: 'parent', foreignKey: 'parentId' });
  Employee.belongsTo(Department, { as: 'department', foreignKey: 'departmentId' });
  Employee.belongsTo(Employee, { as: 'manager', foreignKey: 'managerId' });
  Employee.hasMany(Employee, { as: 'directReports', foreignKey: 'managerId' });
  EmployeeDocument.belongsTo(Employee, { as: 'employee', foreignKey: 'employeeId' });
  Employee.hasMany(EmployeeDocument, { as: 'documents', foreignKey: 'employeeId' });
}

/** Personal data never reaches the trail (its readers hold employee.read, not personal-data access). */
const PERSONAL_FIELDS = [
  'socialSecurityNumber',
  'bankIban',
  'bankBic',
  'bankName',
  'bankAccountHolder',
  'emergencyContactName',
  'emergencyContactRelationship',
  'emergencyContactPhone',
  'personalEmail',
  'address',
  'birthDate',
];

function audit(): void {
  auditable(Employee, { entityType: 'EMPLOYEE', readPermission: 'employee.read', redact: PERSONAL_FIELDS, ignore: ['searchText', 'statusChangedAt'] });
  auditable(Department, { entityType: 'DEPARTMENT', readPermission: 'employee.read' });
  // A document's history is part of its employee's history (the profile's History tab).
  auditable(EmployeeDocument, {
    entityType: 'EMPLOYEE',
    readPermission: 'employee.read',
    entityId: (d) => d.employeeId,
    redact: ['documentNumber'],
    ignore: ['employeeId', 'storedDocumentId', 'expiryNotifiedAt', 'uploadedBy', 'size', 'contentType'],
    stateField: 'none',
    actions: { create: 'DOCUMENT_ADDED', update: 'DOCUMENT_UPDATED', destroy: 'DOCUMENT_REMOVED' },
  });
}
