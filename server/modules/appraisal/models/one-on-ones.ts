import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { ActionItemStatus, OneOnOneStatus } from '../../../../shared/appraisal';

/** A meeting of a manager and one of their reports. */
export class OneOnOne extends Model<InferAttributes<OneOnOne>, InferCreationAttributes<OneOnOne>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare managerEmployeeId: string;
  declare employeeId: string;
  declare scheduledAt: Date;
  declare status: CreationOptional<OneOnOneStatus>;
  declare notes: CreationOptional<string | null>;
  declare completedAt: CreationOptional<Date | null>;
  declare cancelledAt: CreationOptional<Date | null>;
  declare cancelReason: CreationOptional<string | null>;
  declare createdBy: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class AgendaItem extends Model<InferAttributes<AgendaItem>, InferCreationAttributes<AgendaItem>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare oneOnOneId: string;
  declare title: string;
  declare discussed: CreationOptional<boolean>;
  declare position: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** An action item; an open one is carried over (copied, linked both ways) to the pair's next meeting. */
export class ActionItem extends Model<InferAttributes<ActionItem>, InferCreationAttributes<ActionItem>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare oneOnOneId: string;
  declare title: string;
  declare status: CreationOptional<ActionItemStatus>;
  declare ownerEmployeeId: string | null;
  declare dueDate: string | null;
  declare carriedFromId: CreationOptional<string | null>;
  declare carriedToId: CreationOptional<string | null>;
  declare position: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initOneOnOneModels(sequelize: Sequelize): void {
  const base = {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
    tenantId: { type: DataTypes.UUID, allowNull: false },
    createdAt: DataTypes.DATE,
    updatedAt: DataTypes.DATE,
  };
  OneOnOne.init(
    {
      ...base,
      managerEmployeeId: { type: DataTypes.UUID, allowNull: false },
      employeeId: { type: DataTypes.UUID, allowNull: false },
      scheduledAt: { type: DataTypes.DATE, allowNull: false },
      status: { type: DataTypes.STRING(24), allowNull: false, defaultValue: 'PLANNED' },
      notes: { type: DataTypes.TEXT, allowNull: true },
      completedAt: { type: DataTypes.DATE, allowNull: true },
      cancelledAt: { type: DataTypes.DATE, allowNull: true },
      cancelReason: { type: DataTypes.STRING(500), allowNull: true },
      createdBy: { type: DataTypes.UUID, allowNull: true },
    },
    { sequelize, tableName: 'one_on_ones', modelName: 'OneOnOne' },
  );
  AgendaItem.init(
    {
      ...base,
      oneOnOneId: { type: DataTypes.UUID, allowNull: false },
      title: { type: DataTypes.STRING(300), allowNull: false },
      discussed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    },
    { sequelize, tableName: 'one_on_one_agenda_items', modelName: 'OneOnOneAgendaItem' },
  );
  ActionItem.init(
    {
      ...base,
      oneOnOneId: { type: DataTypes.UUID, allowNull: false },
      title: { type: DataTypes.STRING(300), allowNull: false },
      status: { type: DataTypes.STRING(24), allowNull: false, defaultValue: 'TODO' },
      ownerEmployeeId: { type: DataTypes.UUID, allowNull: true },
      dueDate: { type: DataTypes.DATEONLY, allowNull: true },
      carriedFromId: { type: DataTypes.UUID, allowNull: true },
      carriedToId: { type: DataTypes.UUID, allowNull: true },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    },
    { sequelize, tableName: 'one_on_one_action_items', modelName: 'OneOnOneActionItem' },
  );
  tenantScoped(OneOnOne);
  tenantScoped(AgendaItem);
  tenantScoped(ActionItem);
}
