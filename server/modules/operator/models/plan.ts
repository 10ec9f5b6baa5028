import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import type { ModuleId } from '../../../../shared/modules';
import type { PlanStatus, PlanVisibility } from '../../../../shared/operator';

/** A plan of the catalog: prices (platform currency, cents), quotas, modules and features included. */
export class Plan extends Model<InferAttributes<Plan>, InferCreationAttributes<Plan>> {
  declare id: CreationOptional<string>;
  declare code: string;
  declare name: string;
  declare description: string | null;
  declare monthlyPriceCents: number;
  declare annualPriceCents: number;
  declare quotaUsers: number | null;
  declare quotaCompanies: number | null;
  declare otherQuotas: Record<string, number | null>;
  declare visibility: PlanVisibility;
  declare status: PlanStatus;
  declare modules: ModuleId[];
  declare featureCodes: string[];
  declare sortOrder: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Plan.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        code: { type: DataTypes.STRING(50), allowNull: false, unique: true },
        name: { type: DataTypes.STRING(120), allowNull: false },
        description: { type: DataTypes.STRING(2000), allowNull: true },
        monthlyPriceCents: centsColumn('monthlyPriceCents'),
        annualPriceCents: centsColumn('annualPriceCents'),
        quotaUsers: { type: DataTypes.INTEGER, allowNull: true },
        quotaCompanies: { type: DataTypes.INTEGER, allowNull: true },
        otherQuotas: { type: DataTypes.JSON, allowNull: false, defaultValue: {} },
        visibility: { type: DataTypes.STRING(20), allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false },
        modules: { type: DataTypes.JSON, allowNull: false },
        featureCodes: { type: DataTypes.JSON, allowNull: false },
        sortOrder: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'plans', modelName: 'Plan' },
    );
  }
}
