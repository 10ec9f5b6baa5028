import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** One sensitive action of an operator (who, what, on which target, from where, when). */
export class OperatorAuditEntry extends Model<InferAttributes<OperatorAuditEntry>, InferCreationAttributes<OperatorAuditEntry>> {
  declare id: CreationOptional<string>;
  declare operatorId: string | null;
  declare operatorEmail: string | null;
  declare action: string;
  declare targetType: string;
  declare targetId: string | null;
  declare payload: Record<string, unknown>;
  declare ipAddress: string | null;
  declare createdAt: Date;
  declare seq: number;

  static initModel(sequelize: Sequelize): void {
    OperatorAuditEntry.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        operatorId: { type: DataTypes.UUID, allowNull: true },
        operatorEmail: { type: DataTypes.STRING(320), allowNull: true },
        action: { type: DataTypes.STRING(60), allowNull: false },
        targetType: { type: DataTypes.STRING(40), allowNull: false },
        targetId: { type: DataTypes.STRING(64), allowNull: true },
        payload: { type: DataTypes.JSON, allowNull: false },
        ipAddress: { type: DataTypes.STRING(64), allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        seq: { type: DataTypes.BIGINT, allowNull: false },
      },
      { sequelize, tableName: 'operator_audit_entries', modelName: 'OperatorAuditEntry', timestamps: false },
    );
  }
}
