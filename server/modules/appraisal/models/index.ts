import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { initCycleModels, Appraisal, AppraisalCycle, AppraisalForm } from './cycles';
import { initFeedbackModels, Campaign, FeedbackRequest, FeedbackResponse, Subject } from './feedback360';
import { initObjectiveModels, Objective, ObjectiveHistory } from './objectives';
import { initOneOnOneModels, ActionItem, AgendaItem, OneOnOne } from './one-on-ones';

export { Appraisal, AppraisalCycle, AppraisalForm, Campaign, FeedbackRequest, FeedbackResponse, Subject, Objective, ObjectiveHistory, ActionItem, AgendaItem, OneOnOne };

export function initAppraisalModels(sequelize: Sequelize): void {
  initCycleModels(sequelize);
  initObjectiveModels(sequelize);
  initOneOnOneModels(sequelize);
  initFeedbackModels(sequelize);
  auditable(AppraisalForm, { entityType: 'APPRAISAL_FORM', readPermission: 'evaluation.manage' });
  auditable(AppraisalCycle, { entityType: 'APPRAISAL_CYCLE', readPermission: 'evaluation.manage', ignore: ['sections'] });
  auditable(Appraisal, { entityType: 'APPRAISAL', readPermission: 'evaluation.manage', ignore: ['selfAnswers', 'managerAnswers'] });
  auditable(Objective, { entityType: 'OBJECTIVE', readPermission: 'evaluation.objective.approve' });
  auditable(OneOnOne, { entityType: 'ONE_ON_ONE', readPermission: 'evaluation.manage', ignore: ['notes'] });
  // Responses are never audited one by one: an audit line would tie a reviewer to their answers.
  auditable(Campaign, { entityType: 'FEEDBACK360_CAMPAIGN', readPermission: 'evaluation.feedback360.manage', ignore: ['questions'] });
}
