import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import { jsonColumn } from './columns';

/** One dunning level as stored (fee in cents). */
export interface StoredDunningLevel {
  daysAfterDue: number;
  feeCents: number | null;
  subjectFr: string;
  bodyFr: string;
  subjectEn: string;
  bodyEn: string;
}

/** The tenant's dunning configuration (one row per tenant, created on first save). */
export class DunningConfig extends Model<InferAttributes<DunningConfig>, InferCreationAttributes<DunningConfig>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare enabled: boolean;
  declare levels: StoredDunningLevel[];
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    DunningConfig.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        levels: jsonColumn('levels'),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'dunning_configs', modelName: 'DunningConfig' },
    );
    tenantScoped(DunningConfig);
  }
}
