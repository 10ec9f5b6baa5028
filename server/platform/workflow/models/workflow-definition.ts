import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../db/tenant-scope';
import type { WorkflowEntityType } from '../../../../shared/workflow';
import type { WorkflowStepInput } from '../../../../shared/schemas/workflow';

export type PlannedStep = WorkflowStepInput;

/** A tenant's approval circuit for one entity type: ordered steps, edited as a whole. */
export class WorkflowDefinition extends Model<InferAttributes<WorkflowDefinition>, InferCreationAttributes<WorkflowDefinition>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare entityType: WorkflowEntityType;
  declare name: string;
  declare description: CreationOptional<string | null>;
  declare isDefault: CreationOptional<boolean>;
  declare active: CreationOptional<boolean>;
  declare steps: PlannedStep[];
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    WorkflowDefinition.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        entityType: { type: DataTypes.STRING(40), allowNull: false },
        name: { type: DataTypes.STRING(120), allowNull: false },
        description: { type: DataTypes.STRING(1000), allowNull: true },
        isDefault: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        steps: { type: DataTypes.JSON, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'workflow_definitions', modelName: 'WorkflowDefinition', underscored: true },
    );
    tenantScoped(WorkflowDefinition);
  }
}
