import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** One anonymous response: no user, no timestamp; only the respondent's department, for breakdowns. */
export class SurveyResponse extends Model<InferAttributes<SurveyResponse>, InferCreationAttributes<SurveyResponse>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare surveyId: string;
  declare departmentId: string | null;

  static initModel(sequelize: Sequelize): void {
    SurveyResponse.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        surveyId: { type: DataTypes.UUID, allowNull: false },
        departmentId: { type: DataTypes.UUID, allowNull: true },
      },
      { sequelize, tableName: 'satisfaction_responses', modelName: 'SatisfactionResponse', timestamps: false },
    );
    tenantScoped(SurveyResponse);
  }
}

/** The answer of a response to one question: a number (RATING, ENPS) or a text (CHOICE option, TEXT). */
export class SurveyAnswer extends Model<InferAttributes<SurveyAnswer>, InferCreationAttributes<SurveyAnswer>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare responseId: string;
  declare surveyId: string;
  declare questionId: string;
  declare numberValue: number | null;
  declare textValue: string | null;

  static initModel(sequelize: Sequelize): void {
    SurveyAnswer.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        responseId: { type: DataTypes.UUID, allowNull: false },
        surveyId: { type: DataTypes.UUID, allowNull: false },
        questionId: { type: DataTypes.UUID, allowNull: false },
        numberValue: { type: DataTypes.INTEGER, allowNull: true },
        textValue: { type: DataTypes.TEXT, allowNull: true },
      },
      { sequelize, tableName: 'satisfaction_answers', modelName: 'SatisfactionAnswer', timestamps: false },
    );
    tenantScoped(SurveyAnswer);
  }
}
