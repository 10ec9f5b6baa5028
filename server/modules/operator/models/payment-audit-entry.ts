import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** A payment decision (manual payment recorded, validated, rejected…): its own log, apart from the operator audit. */
export class PaymentAuditEntry extends Model<InferAttributes<PaymentAuditEntry>, InferCreationAttributes<PaymentAuditEntry>> {
  declare id: CreationOptional<string>;
  declare operatorId: string | null;
  declare operatorEmail: string | null;
  declare tenantId: string;
  declare paymentId: string | null;
  declare decision: string;
  declare payload: Record<string, unknown>;
  declare ipAddress: string | null;
  declare createdAt: Date;
  declare seq: number;

  static initModel(sequelize: Sequelize): void {
    PaymentAuditEntry.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        operatorId: { type: DataTypes.UUID, allowNull: true },
        operatorEmail: { type: DataTypes.STRING(320), allowNull: true },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        paymentId: { type: DataTypes.UUID, allowNull: true },
        decision: { type: DataTypes.STRING(40), allowNull: false },
        payload: { type: DataTypes.JSON, allowNull: false },
        ipAddress: { type: DataTypes.STRING(64), allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        seq: { type: DataTypes.BIGINT, allowNull: false },
      },
      { sequelize, tableName: 'payment_audit_entries', modelName: 'PaymentAuditEntry', timestamps: false },
    );
  }
}
