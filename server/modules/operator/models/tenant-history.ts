import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { HistoryKind } from '../../../../shared/operator';

/** A move in a tenant's subscription: plan changed, status changed, trial or period extended. */
export class TenantHistory extends Model<InferAttributes<TenantHistory>, InferCreationAttributes<TenantHistory>> {
  declare id: CreationOptional<string>;
  declare tenantId: string;
  declare kind: HistoryKind;
  declare fromValue: string | null;
  declare toValue: string | null;
  declare reason: string | null;
  declare operatorId: string | null;
  declare operatorEmail: string | null;
  declare occurredAt: Date;
  declare seq: number;

  static initModel(sequelize: Sequelize): void {
    TenantHistory.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        kind: { type: DataTypes.STRING(20), allowNull: false },
        fromValue: { type: DataTypes.STRING(50), allowNull: true },
        toValue: { type: DataTypes.STRING(50), allowNull: true },
        reason: { type: DataTypes.STRING(500), allowNull: true },
        operatorId: { type: DataTypes.UUID, allowNull: true },
        operatorEmail: { type: DataTypes.STRING(320), allowNull: true },
        occurredAt: { type: DataTypes.DATE, allowNull: false },
        seq: { type: DataTypes.BIGINT, allowNull: false },
      },
      { sequelize, tableName: 'tenant_history', modelName: 'TenantHistory', timestamps: false },
    );
  }
}
