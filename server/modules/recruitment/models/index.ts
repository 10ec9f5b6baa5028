import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { Activity, Application } from './application';
import { JobOffer } from './job-offer';
import { Requisition } from './requisition';

export { Activity, Application, JobOffer, Requisition };

export function initRecruitmentModels(sequelize: Sequelize): void {
  Requisition.initModel(sequelize);
  JobOffer.initModel(sequelize);
  Application.initModel(sequelize);
  Activity.initModel(sequelize);
  auditable(Requisition, { entityType: 'JOB_REQUISITION', readPermission: 'recruitment.requisition.read', ignore: ['workflowInstanceId'] });
  auditable(JobOffer, { entityType: 'JOB_OFFER', readPermission: 'recruitment.offer.read', ignore: ['publicToken'] });
  // The activity history is the application's own trail; the audit keeps who changed what.
  auditable(Application, { entityType: 'JOB_APPLICATION', readPermission: 'recruitment.application.read', ignore: ['cvDocumentId'] });
}
