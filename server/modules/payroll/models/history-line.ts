import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** A month of pay taken over from an earlier system (bulk import 08_Paie): gross − deductions = net. */
export class PayrollHistoryLine extends Model<InferAttributes<PayrollHistoryLine>, InferCreationAttributes<PayrollHistoryLine>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare employeeId: string;
  declare contractId: string | null;
  declare year: number;
  declare month: number;
  declare grossCents: number;
  declare deductionsCents: number;
  declare netCents: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PayrollHistoryLine.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        employeeId: { type: DataTypes.UUID, allowNull: false },
        contractId: { type: DataTypes.UUID, allowNull: true },
        year: { type: DataTypes.INTEGER, allowNull: false },
        month: { type: DataTypes.INTEGER, allowNull: false },
        grossCents: centsColumn('grossCents'),
        deductionsCents: centsColumn('deductionsCents'),
        netCents: centsColumn('netCents'),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'payroll_history_lines', modelName: 'PayrollHistoryLine' },
    );
    tenantScoped(PayrollHistoryLine);
  }
}
