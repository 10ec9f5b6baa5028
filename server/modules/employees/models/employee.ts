import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { EmployeeStatus } from '../../../../shared/employees';
import type { Department } from './department';
import { buildSearchText, normalizeForSearch } from '../../../../shared/search';

export { normalizeForSearch };

/**
 * An employee profile. `userId` links the person to their tenant user account (self-service);
 * the lifecycle status only moves through the declared transitions (states.ts).
 */
export class Employee extends Model<InferAttributes<Employee>, InferCreationAttributes<Employee>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare userId: CreationOptional<string | null>;
  declare employeeNumber: string;
  declare firstName: string;
  declare lastName: string;
  declare email: CreationOptional<string | null>;
  declare jobTitle: CreationOptional<string | null>;
  declare departmentId: CreationOptional<string | null>;
  declare managerId: CreationOptional<string | null>;
  declare hireDate: CreationOptional<string | null>;
  declare collectiveAgreementCode: CreationOptional<string | null>;
  declare status: CreationOptional<EmployeeStatus>;
  declare statusChangedAt: CreationOptional<Date | null>;
  declare terminationDate: CreationOptional<string | null>;
  declare terminationReason: CreationOptional<string | null>;
  /** Fields the employee may edit on their own profile. */
  declare phone: CreationOptional<string | null>;
  declare personalEmail: CreationOptional<string | null>;
  declare address: CreationOptional<string | null>;
  declare birthDate: CreationOptional<string | null>;
  declare nationality: CreationOptional<string | null>;
  declare socialSecurityNumber: CreationOptional<string | null>;
  declare bankIban: CreationOptional<string | null>;
  declare bankBic: CreationOptional<string | null>;
  declare bankName: CreationOptional<string | null>;
  declare bankAccountHolder: CreationOptional<string | null>;
  declare emergencyContactName: CreationOptional<string | null>;
  declare emergencyContactRelationship: CreationOptional<string | null>;
  declare emergencyContactPhone: CreationOptional<string | null>;
  /** Derived on save (see searchText()); searched with LIKE on both databases. */
  declare searchText: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare department?: NonAttribute<Department | null>;
  declare manager?: NonAttribute<Employee | null>;

  get fullName(): NonAttribute<string> {
    return `${this.firstName} ${this.lastName}`;
  }

  static initModel(sequelize: Sequelize): void {
    const text = (length: number) => ({ type: DataTypes.STRING(length), allowNull: true });
    Employee.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        userId: { type: DataTypes.UUID, allowNull: true },
        employeeNumber: { type: DataTypes.STRING(30), allowNull: false },
        firstName: { type: DataTypes.STRING(100), allowNull: false },
        lastName: { type: DataTypes.STRING(100), allowNull: false },
        email: text(254),
        jobTitle: text(150),
        departmentId: { type: DataTypes.UUID, allowNull: true },
        managerId: { type: DataTypes.UUID, allowNull: true },
        hireDate: { type: DataTypes.DATEONLY, allowNull: true },
        collectiveAgreementCode: text(50),
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'PRE_HIRE' },
        statusChangedAt: { type: DataTypes.DATE, allowNull: true },
        terminationDate: { type: DataTypes.DATEONLY, allowNull: true },
        terminationReason: text(500),
        phone: text(40),
        personalEmail: text(254),
        address: text(500),
        birthDate: { type: DataTypes.DATEONLY, allowNull: true },
        nationality: text(2),
        socialSecurityNumber: text(40),
        bankIban: text(34),
        bankBic: text(11),
        bankName: text(120),
        bankAccountHolder: text(150),
        emergencyContactName: text(150),
        emergencyContactRelationship: text(60),
        emergencyContactPhone: text(40),
        searchText: text(1000),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'employees',
        modelName: 'Employee',
        hooks: {
          beforeSave(employee: Employee) {
            employee.searchText = buildSearchText([employee.firstName, employee.lastName, employee.email, employee.employeeNumber, employee.jobTitle]);
          },
        },
      },
    );
    tenantScoped(Employee);
  }
}
