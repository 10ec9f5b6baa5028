import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../db/tenant-scope';

export type AuditActorType = 'USER' | 'OPERATOR' | 'SYSTEM';

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One change of one auditable record, written in the transaction that made the change. */
export class AuditEvent extends Model<InferAttributes<AuditEvent>, InferCreationAttributes<AuditEvent>> {
  declare id: CreationOptional<string>;
  declare tenantId: string;
  declare entityType: string;
  declare entityId: string;
  declare action: string;
  declare actorType: AuditActorType;
  declare actorId: string | null;
  declare actorLabel: string | null;
  declare occurredAt: Date;
  /** Orders events of one instant (one transaction writes several at the same clock time). */
  declare seq: number;
  declare changes: AuditChange[];
  declare requestId: string | null;

  static initModel(sequelize: Sequelize): void {
    AuditEvent.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        entityType: { type: DataTypes.STRING(60), allowNull: false },
        entityId: { type: DataTypes.STRING(64), allowNull: false },
        action: { type: DataTypes.STRING(40), allowNull: false },
        actorType: { type: DataTypes.STRING(10), allowNull: false },
        actorId: { type: DataTypes.UUID, allowNull: true },
        actorLabel: { type: DataTypes.STRING(320), allowNull: true },
        occurredAt: { type: DataTypes.DATE, allowNull: false },
        seq: { type: DataTypes.BIGINT, allowNull: false },
        changes: { type: DataTypes.JSON, allowNull: false, defaultValue: [] },
        requestId: { type: DataTypes.STRING(64), allowNull: true },
      },
      { sequelize, tableName: 'audit_events', modelName: 'AuditEvent', timestamps: false },
    );
    tenantScoped(AuditEvent);
  }
}
