import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { PeriodStatus } from '../../../../shared/accounting';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** One calendar month of a fiscal year. */
export class FiscalPeriod extends Model<InferAttributes<FiscalPeriod>, InferCreationAttributes<FiscalPeriod>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare year: number;
  declare month: number;
  declare startDate: string;
  declare endDate: string;
  declare status: CreationOptional<PeriodStatus>;
  declare closedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    FiscalPeriod.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        year: { type: DataTypes.INTEGER, allowNull: false },
        month: { type: DataTypes.INTEGER, allowNull: false },
        startDate: { type: DataTypes.DATEONLY, allowNull: false },
        endDate: { type: DataTypes.DATEONLY, allowNull: false },
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'OPEN' },
        closedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'fiscal_periods',
        modelName: 'FiscalPeriod',
        indexes: [{ unique: true, fields: ['tenant_id', 'year', 'month'], name: 'fiscal_periods_tenant_year_month_unique' }],
      },
    );
    tenantScoped(FiscalPeriod);
  }
}
