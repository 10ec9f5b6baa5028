import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** An internal note of the platform staff about a tenant (never shown to the tenant). */
export class TenantNote extends Model<InferAttributes<TenantNote>, InferCreationAttributes<TenantNote>> {
  declare id: CreationOptional<string>;
  declare tenantId: string;
  declare body: string;
  declare operatorId: string | null;
  declare operatorEmail: string | null;
  declare createdAt: Date;
  declare seq: number;

  static initModel(sequelize: Sequelize): void {
    TenantNote.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        body: { type: DataTypes.STRING(4000), allowNull: false },
        operatorId: { type: DataTypes.UUID, allowNull: true },
        operatorEmail: { type: DataTypes.STRING(320), allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        seq: { type: DataTypes.BIGINT, allowNull: false },
      },
      { sequelize, tableName: 'tenant_notes', modelName: 'TenantNote', timestamps: false },
    );
  }
}
