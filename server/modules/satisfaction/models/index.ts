import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { CompanyValue, FeedbackMessage } from './feedback';
import { Assignment } from './participation';
import { SurveyAnswer, SurveyResponse } from './response';
import { Survey, SurveyDepartment, SurveyQuestion } from './survey';

export { Assignment, CompanyValue, FeedbackMessage, Survey, SurveyAnswer, SurveyDepartment, SurveyQuestion, SurveyResponse };

/**
 * Surveys, their questions and distribution, company values and feedback messages are audited.
 * Assignments, responses and answers are not: an audit entry names its actor, and an entry
 * written when someone answers would tie them to their answers.
 */
export function initSatisfactionModels(sequelize: Sequelize): void {
  Survey.initModel(sequelize);
  SurveyQuestion.initModel(sequelize);
  SurveyDepartment.initModel(sequelize);
  Assignment.initModel(sequelize);
  SurveyResponse.initModel(sequelize);
  SurveyAnswer.initModel(sequelize);
  CompanyValue.initModel(sequelize);
  FeedbackMessage.initModel(sequelize);
  Survey.hasMany(SurveyQuestion, { foreignKey: 'surveyId', as: 'questions' });
  auditable(Survey, { entityType: 'SURVEY', readPermission: 'satisfaction.survey.create' });
  auditable(SurveyQuestion, { entityType: 'SURVEY', readPermission: 'satisfaction.survey.create', entityId: (q) => q.surveyId });
  auditable(SurveyDepartment, { entityType: 'SURVEY', readPermission: 'satisfaction.survey.create', entityId: (d) => d.surveyId });
  auditable(CompanyValue, { entityType: 'COMPANY_VALUE', readPermission: 'satisfaction.feedback.manage_values' });
  auditable(FeedbackMessage, { entityType: 'FEEDBACK_MESSAGE', readPermission: 'satisfaction.feedback.manage_values' });
}
