import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../db/tenant-scope';
import type { InstanceStatus, WorkflowEntityType } from '../../../../shared/workflow';
import type { PlannedStep } from './workflow-definition';
import type { WorkflowStep } from './workflow-step';

/**
 * One request going through a circuit. `plan` is the definition's steps as they were when the
 * request started: editing the definition afterwards does not change a running request.
 */
export class WorkflowInstance extends Model<InferAttributes<WorkflowInstance>, InferCreationAttributes<WorkflowInstance>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare definitionId: string | null;
  declare definitionName: string;
  declare entityType: WorkflowEntityType;
  declare entityId: string;
  declare summary: string;
  declare requesterUserId: string | null;
  declare requesterEmployeeId: string | null;
  declare status: InstanceStatus;
  declare plan: PlannedStep[];
  declare currentStepOrder: CreationOptional<number | null>;
  declare startedAt: Date;
  declare completedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare steps?: NonAttribute<WorkflowStep[]>;

  static initModel(sequelize: Sequelize): void {
    WorkflowInstance.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        definitionId: { type: DataTypes.UUID, allowNull: true },
        definitionName: { type: DataTypes.STRING(120), allowNull: false },
        entityType: { type: DataTypes.STRING(40), allowNull: false },
        entityId: { type: DataTypes.UUID, allowNull: false },
        summary: { type: DataTypes.STRING(300), allowNull: false },
        requesterUserId: { type: DataTypes.UUID, allowNull: true },
        requesterEmployeeId: { type: DataTypes.UUID, allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false },
        plan: { type: DataTypes.JSON, allowNull: false },
        currentStepOrder: { type: DataTypes.INTEGER, allowNull: true },
        startedAt: { type: DataTypes.DATE, allowNull: false },
        completedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'workflow_instances', modelName: 'WorkflowInstance', underscored: true },
    );
    tenantScoped(WorkflowInstance);
  }
}
