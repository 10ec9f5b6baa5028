import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { initRecruitmentModels } from './models';
import { applicationRoutes } from './routes/applications';
import { offerLetterRoutes } from './routes/offer-letters';
import { offerRoutes } from './routes/offers';
import { interviewRoutes } from './routes/interviews';
import { publicRoutes } from './routes/public';
import { publicRsvpRoutes } from './routes/public-rsvp';
import { requisitionRoutes } from './routes/requisitions';
import { seedDemoRecruitment } from './seed';
import { requisitionWorkflowHandler } from './services/requisitions';
import { offerLetterExpiryJob } from './services/letter-response';
import { offerLetterWorkflowHandler } from './services/offer-letters';

export { OFFER_LETTER_EXPIRY_JOB } from './services/letter-response';

/**
 * Recruitment: requisitions approved through the JOB_REQUISITION circuit, job offers and their
 * public application pages, the candidate pipeline with its activity history, hiring into a
 * PRE_HIRE employee through the people port.
 */
export const recruitmentModule: ModuleDefinition = {
  id: 'recruitment',
  uses: ['people', 'tenants'],
  contributes: {
    migrations,
    models: (sequelize) => initRecruitmentModels(sequelize),
    routes: (app) => [requisitionRoutes(), offerRoutes(), applicationRoutes(), interviewRoutes(app.config.PUBLIC_URL), offerLetterRoutes(app.config.PUBLIC_URL), publicRoutes(), publicRsvpRoutes()],
    jobs: [offerLetterExpiryJob],
    workflow: [requisitionWorkflowHandler, offerLetterWorkflowHandler],
    permissions: [
      'recruitment.requisition.create',
      'recruitment.requisition.update',
      'recruitment.requisition.delete',
      'recruitment.requisition.submit',
      'recruitment.requisition.read',
      'recruitment.requisition.approve',
      'recruitment.requisition.reject',
      'recruitment.offer.create',
      'recruitment.offer.update',
      'recruitment.offer.publish',
      'recruitment.offer.close',
      'recruitment.offer.delete',
      'recruitment.offer.read',
      'recruitment.candidate.create',
      'recruitment.application.read',
      'recruitment.application.update',
      'recruitment.interview.create',
      'recruitment.interview.read',
      'recruitment.interview.update',
      'recruitment.interview.complete',
      'recruitment.offer_letter.create',
      'recruitment.offer_letter.read',
      'recruitment.offer_letter.send',
    ],
    seed: seedDemoRecruitment,
  },
};
