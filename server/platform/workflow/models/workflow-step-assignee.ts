import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../db/tenant-scope';
import type { AssigneeSource } from '../../../../shared/workflow';

/** A user who may decide a step (one row per user, so "what waits for me" is one indexed query). */
export class WorkflowStepAssignee extends Model<InferAttributes<WorkflowStepAssignee>, InferCreationAttributes<WorkflowStepAssignee>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare stepId: string;
  declare userId: string;
  declare source: AssigneeSource;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    WorkflowStepAssignee.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        stepId: { type: DataTypes.UUID, allowNull: false },
        userId: { type: DataTypes.UUID, allowNull: false },
        source: { type: DataTypes.STRING(20), allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'workflow_step_assignees', modelName: 'WorkflowStepAssignee', underscored: true },
    );
    tenantScoped(WorkflowStepAssignee);
  }
}
