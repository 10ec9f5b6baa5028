import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../db/tenant-scope';
import type { WorkflowEntityType } from '../../../../shared/workflow';

/**
 * An approver's stand-in for a period (both days included): while it lasts, the delegate may
 * decide every step waiting for the delegator (of the listed entity types; null means all).
 */
export class WorkflowDelegation extends Model<InferAttributes<WorkflowDelegation>, InferCreationAttributes<WorkflowDelegation>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare delegatorUserId: string;
  declare delegateUserId: string;
  declare startsOn: string;
  declare endsOn: string;
  declare entityTypes: CreationOptional<WorkflowEntityType[] | null>;
  declare reason: CreationOptional<string | null>;
  declare createdByUserId: CreationOptional<string | null>;
  declare revokedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  covers(entityType: string, day: string): boolean {
    if (this.revokedAt) return false;
    if (day < this.startsOn || day > this.endsOn) return false;
    return !this.entityTypes?.length || this.entityTypes.includes(entityType as WorkflowEntityType);
  }

  static initModel(sequelize: Sequelize): void {
    WorkflowDelegation.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        delegatorUserId: { type: DataTypes.UUID, allowNull: false },
        delegateUserId: { type: DataTypes.UUID, allowNull: false },
        startsOn: { type: DataTypes.DATEONLY, allowNull: false },
        endsOn: { type: DataTypes.DATEONLY, allowNull: false },
        entityTypes: { type: DataTypes.JSON, allowNull: true },
        reason: { type: DataTypes.STRING(500), allowNull: true },
        createdByUserId: { type: DataTypes.UUID, allowNull: true },
        revokedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'workflow_delegations', modelName: 'WorkflowDelegation', underscored: true },
    );
    tenantScoped(WorkflowDelegation);
  }
}
