import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { ModuleId, SubscriptionStatus } from '../../../../shared/modules';

/** A client company. Not tenant-scoped itself: it is the scope. */
export class Tenant extends Model<InferAttributes<Tenant>, InferCreationAttributes<Tenant>> {
  declare id: CreationOptional<string>;
  declare slug: string;
  declare companyName: string;
  declare country: string;
  declare currency: string;
  declare subscriptionStatus: CreationOptional<SubscriptionStatus>;
  declare licensedModules: CreationOptional<ModuleId[]>;
  declare planCode: CreationOptional<string | null>;
  declare trialEndsAt: CreationOptional<Date | null>;
  /** Most active users the company may have (the on-premise license's quota); null: no limit. */
  declare maxUsers: CreationOptional<number | null>;
  declare settings: CreationOptional<Record<string, unknown>>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Tenant.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        slug: { type: DataTypes.STRING(63), allowNull: false, unique: true },
        companyName: { type: DataTypes.STRING(200), allowNull: false },
        country: { type: DataTypes.STRING(2), allowNull: false },
        currency: { type: DataTypes.STRING(3), allowNull: false },
        subscriptionStatus: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'TRIAL' },
        licensedModules: { type: DataTypes.JSON, allowNull: false, defaultValue: [] },
        planCode: { type: DataTypes.STRING(50), allowNull: true },
        trialEndsAt: { type: DataTypes.DATE, allowNull: true },
        maxUsers: { type: DataTypes.INTEGER, allowNull: true },
        settings: { type: DataTypes.JSON, allowNull: false, defaultValue: {} },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'tenants', modelName: 'Tenant' },
    );
  }
}
