import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { QuestionType, SurveyAudience, SurveyKind, SurveyStatus } from '../../../../shared/satisfaction';

/** A survey or a pulse: a draft edited, then OPEN (distributed, answered), then CLOSED. */
export class Survey extends Model<InferAttributes<Survey>, InferCreationAttributes<Survey>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare kind: SurveyKind;
  declare title: string;
  declare description: CreationOptional<string | null>;
  declare status: CreationOptional<SurveyStatus>;
  declare audience: CreationOptional<SurveyAudience | null>;
  declare createdBy: CreationOptional<string | null>;
  declare openedAt: CreationOptional<Date | null>;
  declare closedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare questions?: NonAttribute<SurveyQuestion[]>;

  static initModel(sequelize: Sequelize): void {
    Survey.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        kind: { type: DataTypes.STRING(10), allowNull: false },
        title: { type: DataTypes.STRING(200), allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: true },
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'DRAFT' },
        audience: { type: DataTypes.STRING(12), allowNull: true },
        createdBy: { type: DataTypes.UUID, allowNull: true },
        openedAt: { type: DataTypes.DATE, allowNull: true },
        closedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'satisfaction_surveys', modelName: 'SatisfactionSurvey' },
    );
    tenantScoped(Survey);
  }
}

/** One question of a survey, at its position; CHOICE options kept as a JSON array. */
export class SurveyQuestion extends Model<InferAttributes<SurveyQuestion>, InferCreationAttributes<SurveyQuestion>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare surveyId: string;
  declare position: number;
  declare type: QuestionType;
  declare label: string;
  declare required: boolean;
  declare options: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    SurveyQuestion.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        surveyId: { type: DataTypes.UUID, allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false },
        type: { type: DataTypes.STRING(10), allowNull: false },
        label: { type: DataTypes.STRING(500), allowNull: false },
        required: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        options: { type: DataTypes.TEXT, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'satisfaction_questions', modelName: 'SatisfactionQuestion' },
    );
    tenantScoped(SurveyQuestion);
  }
}

/** The options of a CHOICE question (empty for the other types). */
export const optionsOf = (q: SurveyQuestion): string[] => (q.options ? (JSON.parse(q.options) as string[]) : []);

/** A department a survey was distributed to. */
export class SurveyDepartment extends Model<InferAttributes<SurveyDepartment>, InferCreationAttributes<SurveyDepartment>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare surveyId: string;
  declare departmentId: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    SurveyDepartment.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        surveyId: { type: DataTypes.UUID, allowNull: false },
        departmentId: { type: DataTypes.UUID, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'satisfaction_survey_departments', modelName: 'SatisfactionSurveyDepartment' },
    );
    tenantScoped(SurveyDepartment);
  }
}
