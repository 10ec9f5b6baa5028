import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../db/tenant-scope';
import type { ApproverType, SkipReason, StepKind, StepStatus, TimeoutAction } from '../../../../shared/workflow';
import type { WorkflowStepAssignee } from './workflow-step-assignee';
import type { WorkflowInstance } from './workflow-instance';

/** A step of a request, created when the request reaches it. */
export class WorkflowStep extends Model<InferAttributes<WorkflowStep>, InferCreationAttributes<WorkflowStep>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare instanceId: string;
  declare stepOrder: number;
  declare name: string;
  declare kind: StepKind;
  declare approverType: ApproverType;
  declare status: StepStatus;
  declare skipReason: CreationOptional<SkipReason | null>;
  declare activatedAt: Date;
  declare dueAt: CreationOptional<Date | null>;
  declare timeoutAction: CreationOptional<TimeoutAction | null>;
  declare actedAt: CreationOptional<Date | null>;
  declare actedByUserId: CreationOptional<string | null>;
  /** The approver an acting delegate stood in for. */
  declare onBehalfOfUserId: CreationOptional<string | null>;
  /** Who handed this step to someone else (single-step delegation). */
  declare delegatedByUserId: CreationOptional<string | null>;
  declare comment: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare assignees?: NonAttribute<WorkflowStepAssignee[]>;
  declare instance?: NonAttribute<WorkflowInstance>;

  static initModel(sequelize: Sequelize): void {
    WorkflowStep.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        instanceId: { type: DataTypes.UUID, allowNull: false },
        stepOrder: { type: DataTypes.INTEGER, allowNull: false },
        name: { type: DataTypes.STRING(120), allowNull: false },
        kind: { type: DataTypes.STRING(20), allowNull: false },
        approverType: { type: DataTypes.STRING(20), allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false },
        skipReason: { type: DataTypes.STRING(20), allowNull: true },
        activatedAt: { type: DataTypes.DATE, allowNull: false },
        dueAt: { type: DataTypes.DATE, allowNull: true },
        timeoutAction: { type: DataTypes.STRING(10), allowNull: true },
        actedAt: { type: DataTypes.DATE, allowNull: true },
        actedByUserId: { type: DataTypes.UUID, allowNull: true },
        onBehalfOfUserId: { type: DataTypes.UUID, allowNull: true },
        delegatedByUserId: { type: DataTypes.UUID, allowNull: true },
        comment: { type: DataTypes.STRING(1000), allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'workflow_steps', modelName: 'WorkflowStep', underscored: true },
    );
    tenantScoped(WorkflowStep);
  }
}
