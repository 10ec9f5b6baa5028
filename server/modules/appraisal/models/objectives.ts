import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { ObjectiveStatus, ObjectiveType } from '../../../../shared/appraisal';

export interface Kpi {
  id: string;
  name: string;
  unit: string | null;
  target: number;
  actual: number;
  weighting: number;
}
export interface Milestone {
  id: string;
  title: string;
  dueDate: string | null;
  done: boolean;
}

/** A company, team or individual objective, cascading from a parent; approved through the OBJECTIVE workflow. */
export class Objective extends Model<InferAttributes<Objective>, InferCreationAttributes<Objective>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare title: string;
  declare description: string | null;
  declare type: ObjectiveType;
  declare parentId: string | null;
  declare ownerEmployeeId: string | null;
  declare cycleId: string | null;
  declare weighting: number;
  declare progress: CreationOptional<number>;
  declare dueDate: string | null;
  declare milestones: Milestone[];
  declare kpis: Kpi[];
  declare status: CreationOptional<ObjectiveStatus>;
  declare workflowInstanceId: CreationOptional<string | null>;
  declare createdBy: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** Every status change of an objective: who, when, with what comment (not-achieved is recorded here as final). */
export class ObjectiveHistory extends Model<InferAttributes<ObjectiveHistory>, InferCreationAttributes<ObjectiveHistory>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare objectiveId: string;
  declare action: string;
  declare fromStatus: ObjectiveStatus | null;
  declare toStatus: ObjectiveStatus;
  declare actorUserId: string | null;
  declare comment: string | null;
  declare at: Date;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initObjectiveModels(sequelize: Sequelize): void {
  const ts = { createdAt: DataTypes.DATE, updatedAt: DataTypes.DATE };
  Objective.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      tenantId: { type: DataTypes.UUID, allowNull: false },
      title: { type: DataTypes.STRING(200), allowNull: false },
      description: { type: DataTypes.STRING(2000), allowNull: true },
      type: { type: DataTypes.STRING(16), allowNull: false },
      parentId: { type: DataTypes.UUID, allowNull: true },
      ownerEmployeeId: { type: DataTypes.UUID, allowNull: true },
      cycleId: { type: DataTypes.UUID, allowNull: true },
      weighting: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 100 },
      progress: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      dueDate: { type: DataTypes.DATEONLY, allowNull: true },
      milestones: { type: DataTypes.JSON, allowNull: true },
      kpis: { type: DataTypes.JSON, allowNull: true },
      status: { type: DataTypes.STRING(24), allowNull: false, defaultValue: 'DRAFT' },
      workflowInstanceId: { type: DataTypes.UUID, allowNull: true },
      createdBy: { type: DataTypes.UUID, allowNull: true },
      ...ts,
    },
    { sequelize, tableName: 'objectives', modelName: 'Objective' },
  );
  ObjectiveHistory.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      tenantId: { type: DataTypes.UUID, allowNull: false },
      objectiveId: { type: DataTypes.UUID, allowNull: false },
      action: { type: DataTypes.STRING(30), allowNull: false },
      fromStatus: { type: DataTypes.STRING(24), allowNull: true },
      toStatus: { type: DataTypes.STRING(24), allowNull: false },
      actorUserId: { type: DataTypes.UUID, allowNull: true },
      comment: { type: DataTypes.STRING(1000), allowNull: true },
      at: { type: DataTypes.DATE, allowNull: false },
      ...ts,
    },
    { sequelize, tableName: 'objective_history', modelName: 'ObjectiveHistory' },
  );
  tenantScoped(Objective);
  tenantScoped(ObjectiveHistory);
}
