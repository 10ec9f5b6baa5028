import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/**
 * A person a survey was distributed to, and whether they answered: "who has answered", kept
 * apart from the answers themselves (no link from here to a response, nor back).
 */
export class Assignment extends Model<InferAttributes<Assignment>, InferCreationAttributes<Assignment>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare surveyId: string;
  declare userId: string;
  /** The person's department when the survey opened: their response is counted in it. */
  declare departmentId: string | null;
  declare answeredAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Assignment.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        surveyId: { type: DataTypes.UUID, allowNull: false },
        userId: { type: DataTypes.UUID, allowNull: false },
        departmentId: { type: DataTypes.UUID, allowNull: true },
        answeredAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'satisfaction_assignments', modelName: 'SatisfactionAssignment' },
    );
    tenantScoped(Assignment);
  }
}
