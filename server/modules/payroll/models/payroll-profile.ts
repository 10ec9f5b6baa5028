import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { PayrollCategory } from '../../../../shared/payroll';

/** What the payroll needs of an employee beyond the contract (decimals kept as strings). */
export class PayrollProfile extends Model<InferAttributes<PayrollProfile>, InferCreationAttributes<PayrollProfile>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare employeeId: string;
  declare category: PayrollCategory;
  declare expatriate: boolean;
  declare familyParts: string;
  declare trimfParts: string;
  declare cmuPersons: string;
  declare riskRate: string | null;
  declare pasRate: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PayrollProfile.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        employeeId: { type: DataTypes.UUID, allowNull: false },
        category: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'NON_CADRE' },
        expatriate: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        familyParts: { type: DataTypes.STRING(10), allowNull: false, defaultValue: '1' },
        trimfParts: { type: DataTypes.STRING(10), allowNull: false, defaultValue: '1' },
        cmuPersons: { type: DataTypes.STRING(10), allowNull: false, defaultValue: '1' },
        riskRate: { type: DataTypes.STRING(10), allowNull: true },
        pasRate: { type: DataTypes.STRING(10), allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'payroll_profiles', modelName: 'PayrollProfile' },
    );
    tenantScoped(PayrollProfile);
  }
}
