/** Shapes (inferred from shared/views/recruitment.ts) and paths of the recruitment API. */
import type { z } from 'zod';
import type {
  ApplicationDetailView,
  ApplicationList,
  InterviewView,
  JobOfferList,
  OfferLetterView,
  PublicInterviewView,
  PublicOfferLetterView,
  PublicOfferView,
  RecruitmentAnalyticsView,
  RequisitionList,
} from '../../../../shared/views/recruitment';

export {
  APPLICATION_STATUSES,
  CANDIDATE_SOURCES,
  CONTRACT_TYPES,
  CV_MAX_BYTES,
  FEEDBACK_RATINGS,
  INTERVIEW_TYPES,
  JOB_OFFER_STATUSES,
  LANGUAGE_LEVELS,
  PIPELINE_STAGES,
  RATING_MAX,
  REQUISITION_JUSTIFICATIONS,
  REQUISITION_PRIORITIES,
  REQUISITION_STATUSES,
  nextStage,
  type ApplicationStatus,
  type CandidateSource,
  type JobOfferAction,
  type RequisitionAction,
} from '../../../../shared/recruitment';

export type Requisition = z.infer<typeof RequisitionList>['items'][number];
export type JobOffer = z.infer<typeof JobOfferList>['items'][number];
export type Application = z.infer<typeof ApplicationList>['items'][number];
export type ApplicationDetail = z.infer<typeof ApplicationDetailView>;
export type Activity = ApplicationDetail['activities'][number];
export type Interview = z.infer<typeof InterviewView>;
export type OfferLetter = z.infer<typeof OfferLetterView>;
export type Analytics = z.infer<typeof RecruitmentAnalyticsView>;

export type PublicOffer = z.infer<typeof PublicOfferView>;
export type PublicInterview = z.infer<typeof PublicInterviewView>;
export type PublicOfferLetter = z.infer<typeof PublicOfferLetterView>;

/** Endpoints reached without an account (the candidate's pages). */
export const PUBLIC_PATHS = {
  offer: (token: string) => `/public/recruitment/offers/${encodeURIComponent(token)}`,
  apply: (token: string) => `/public/recruitment/offers/${encodeURIComponent(token)}/apply`,
  interview: (token: string) => `/public/recruitment/interviews/${encodeURIComponent(token)}`,
  rsvp: (token: string) => `/public/recruitment/interviews/${encodeURIComponent(token)}/rsvp`,
  letter: (token: string) => `/public/recruitment/offer-letters/${encodeURIComponent(token)}`,
  respond: (token: string) => `/public/recruitment/offer-letters/${encodeURIComponent(token)}/respond`,
};

/** Router paths (under /app) of the candidate's pages; the server's mailed links use the last two. */
export const PUBLIC_ROUTES = {
  offer: '/public/offers/:token',
  interview: '/public/interviews/:token',
  letter: '/public/offer-letters/:token',
  offerUrl: (token: string) => `/public/offers/${encodeURIComponent(token)}`,
};

export const PATHS = {
  requisitions: '/recruitment/requisitions',
  requisition: (id: string) => `/recruitment/requisitions/${id}`,
  requisitionAction: (id: string, action: string) => `/recruitment/requisitions/${id}/${action}`,
  offers: '/recruitment/offers',
  offer: (id: string) => `/recruitment/offers/${id}`,
  offerAction: (id: string, action: string) => `/recruitment/offers/${id}/${action}`,
  recordApplication: (offerId: string) => `/recruitment/offers/${offerId}/apply`,
  applications: '/recruitment/applications',
  application: (id: string) => `/recruitment/applications/${id}`,
  applicationAction: (id: string, action: 'move' | 'offer' | 'reject' | 'reinstate' | 'notes' | 'rating') => `/recruitment/applications/${id}/${action}`,
  cv: (id: string) => `/recruitment/applications/${id}/cv`,
  interviewsOf: (applicationId: string) => `/recruitment/applications/${applicationId}/interviews`,
  interview: (id: string) => `/recruitment/interviews/${id}`,
  interviewAction: (id: string, action: 'send-invitations' | 'feedback' | 'complete' | 'no-show' | 'cancel') => `/recruitment/interviews/${id}/${action}`,
  ics: (id: string) => `/recruitment/interviews/${id}/ics`,
  calendar: '/recruitment/calendar',
  lettersOf: (applicationId: string) => `/recruitment/applications/${applicationId}/offer-letters`,
  letter: (id: string) => `/recruitment/offer-letters/${id}`,
  letterAction: (id: string, action: 'approve' | 'reject' | 'send') => `/recruitment/offer-letters/${id}/${action}`,
  letterPdf: (id: string) => `/recruitment/offer-letters/${id}/pdf`,
  analytics: '/recruitment/analytics',
  settings: '/recruitment/settings',
  departments: '/hr/departments',
};

export const ROUTES = {
  requisitions: '/recruitment/requisitions',
  requisition: (id: string) => `/recruitment/requisitions/${id}`,
  offers: '/recruitment/offers',
  offer: (id: string) => `/recruitment/offers/${id}`,
  pipeline: (offerId: string) => `/recruitment/offers/${offerId}/pipeline`,
  application: (id: string) => `/recruitment/applications/${id}`,
  calendar: '/recruitment/calendar',
  analytics: '/recruitment/analytics',
};

const RECRUITMENT = 'RECRUITMENT';
export const ACCESS = {
  requisitions: { module: RECRUITMENT, permissions: ['recruitment.requisition.read', 'recruitment.requisition.create'] },
  offers: { module: RECRUITMENT, permissions: ['recruitment.offer.read'] },
  applications: { module: RECRUITMENT, permissions: ['recruitment.application.read'] },
  interviews: { module: RECRUITMENT, permissions: ['recruitment.interview.read'] },
  createRequisition: 'recruitment.requisition.create',
  createOffer: 'recruitment.offer.create',
  recordApplication: 'recruitment.candidate.create',
  updateApplication: 'recruitment.application.update',
  createInterview: 'recruitment.interview.create',
  updateInterview: 'recruitment.interview.update',
  completeInterview: 'recruitment.interview.complete',
  readLetters: 'recruitment.offer_letter.read',
  createLetter: 'recruitment.offer_letter.create',
  sendLetter: 'recruitment.offer_letter.send',
  approveLetter: 'recruitment.offer_letter.approve',
  rejectLetter: 'recruitment.offer_letter.reject',
} as const;

export const TONES = {
  PENDING_APPROVAL: 'warning',
  PUBLISHED: 'success',
  FILLED: 'success',
  ARCHIVED: 'default',
  NEW: 'info',
  SCREENING: 'info',
  INTERVIEW: 'info',
  OFFER_SENT: 'warning',
  HIRED: 'success',
  SCHEDULED: 'info',
  NO_SHOW: 'error',
  ACCEPTED: 'success',
  DECLINED: 'error',
  EXPIRED: 'default',
} as const;
