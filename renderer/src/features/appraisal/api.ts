/** Shapes (inferred from shared/views/appraisal.ts), paths and access rules of the appraisal API. */
import type { z } from 'zod';
import type * as V from '../../../../shared/views/appraisal';

export type Appraisal = z.infer<typeof V.AppraisalView>;
export type AppraisalSummary = z.infer<typeof V.AppraisalSummaryView>;
export type Cycle = z.infer<typeof V.CycleView>;
export type EvaluationForm = z.infer<typeof V.FormView>;
export type Objective = z.infer<typeof V.ObjectiveView>;
export type ObjectiveSummary = z.infer<typeof V.ObjectiveSummaryView>;
export type ObjectiveTree = z.infer<typeof V.ObjectiveTreeView>;
export type OneOnOne = z.infer<typeof V.OneOnOneView>;
export type Campaign = z.infer<typeof V.CampaignView>;
export type CampaignSummary = z.infer<(typeof V.CampaignList)['shape']['items']['element']>;
export type SuggestedReviewers = z.infer<typeof V.SuggestedReviewersView>;
export type PendingRequest = z.infer<typeof V.PendingRequestView>;
export type FeedbackReport = z.infer<typeof V.FeedbackReportView>;
export type MyFeedbackReport = z.infer<typeof V.MyFeedbackReportView>;
export type Answer = z.infer<typeof V.AnswerView>;

export const FEEDBACK = '/hr/appraisals/feedback360';

export const PATHS = {
  appraisals: '/hr/appraisals',
  appraisal: (id: string) => `/hr/appraisals/${id}`,
  forms: '/hr/appraisals/forms',
  cycles: '/hr/appraisals/cycles',
  cycle: (id: string) => `/hr/appraisals/cycles/${id}`,
  objectives: '/hr/objectives',
  objective: (id: string) => `/hr/objectives/${id}`,
  oneOnOnes: '/hr/appraisals/one-on-ones',
  oneOnOne: (id: string) => `/hr/appraisals/one-on-ones/${id}`,
  campaigns: `${FEEDBACK}/campaigns`,
  campaign: (id: string) => `${FEEDBACK}/campaigns/${id}`,
  pending: `${FEEDBACK}/requests/my-pending`,
  myReports: `${FEEDBACK}/my-reports`,
};

const module = 'APPRAISAL';
export const ACCESS = {
  own: { module, permissions: ['evaluation.create'] },
  manage: { module, permissions: ['evaluation.manage'] },
  feedbackManage: { module, permissions: ['evaluation.feedback360.manage'] },
  feedbackRespond: { module, permissions: ['evaluation.feedback360.respond'] },
};

export const APPRAISAL_TONES = { DRAFT: 'default', SELF_ASSESSMENT: 'info', MANAGER_REVIEW: 'warning', AWAITING_SIGNATURE: 'primary', SIGNED: 'success' } as const;
export const OBJECTIVE_TONES = { DRAFT: 'default', PENDING_APPROVAL: 'warning', APPROVED: 'info', REJECTED: 'error', ACHIEVED: 'success', NOT_ACHIEVED: 'error' } as const;
