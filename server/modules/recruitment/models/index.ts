import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { Activity, Application } from './application';
import { JobOffer } from './job-offer';
import { Requisition } from './requisition';
import { endsAt, Interview, type InterviewFeedback } from './interview';
import { OfferLetter, RecruitmentSettings } from './offer-letter';

export { Activity, Application, endsAt, Interview, JobOffer, OfferLetter, RecruitmentSettings, Requisition, type InterviewFeedback };

export function initRecruitmentModels(sequelize: Sequelize): void {
  Requisition.initModel(sequelize);
  JobOffer.initModel(sequelize);
  Application.initModel(sequelize);
  Activity.initModel(sequelize);
  Interview.initModel(sequelize);
  OfferLetter.initModel(sequelize);
  RecruitmentSettings.initModel(sequelize);
  auditable(Requisition, { entityType: 'JOB_REQUISITION', readPermission: 'recruitment.requisition.read', ignore: ['workflowInstanceId'] });
  auditable(JobOffer, { entityType: 'JOB_OFFER', readPermission: 'recruitment.offer.read', ignore: ['publicToken'] });
  // The activity history is the application's own trail; the audit keeps who changed what.
  auditable(OfferLetter, { entityType: 'OFFER_LETTER', readPermission: 'recruitment.offer_letter.read', ignore: ['responseTokenHash', 'codeHash', 'workflowInstanceId'] });
  auditable(Application, { entityType: 'JOB_APPLICATION', readPermission: 'recruitment.application.read', ignore: ['cvDocumentId'] });
}
