/** Enumerations and rules of the recruitment module, shared by the server and the renderer. */

export const REQUISITION_JUSTIFICATIONS = ['REPLACEMENT', 'NEW_POSITION', 'GROWTH'] as const;
export const REQUISITION_PRIORITIES = ['URGENT', 'NORMAL', 'FUTURE'] as const;
export const CONTRACT_TYPES = ['CDI', 'CDD', 'STAGE', 'CONSULTANT', 'INTERIM'] as const;

/** The specification's requisition table; REJECTED (not shown by the specification) is where a rejection leaves it. */
export const REQUISITION_STATUSES = ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'PUBLISHED', 'FILLED', 'CANCELLED'] as const;
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];
export const REQUISITION_ACTIONS = ['submit', 'approve', 'reject', 'publish', 'fill', 'cancel'] as const;
export type RequisitionAction = (typeof REQUISITION_ACTIONS)[number];

export const JOB_OFFER_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED', 'ARCHIVED'] as const;
export type JobOfferStatus = (typeof JOB_OFFER_STATUSES)[number];
export const JOB_OFFER_ACTIONS = ['publish', 'close', 'archive'] as const;
export type JobOfferAction = (typeof JOB_OFFER_ACTIONS)[number];
export const LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'NATIVE'] as const;

/** The pipeline's stages in order; REJECTED is reachable from any of them but HIRED. */
export const PIPELINE_STAGES = ['NEW', 'SCREENING', 'INTERVIEW', 'OFFER_SENT', 'HIRED'] as const;
export const APPLICATION_STATUSES = [...PIPELINE_STAGES, 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const CANDIDATE_SOURCES = ['DIRECT', 'REFERRAL', 'PROFESSIONAL_NETWORK', 'JOB_BOARD', 'AGENCY', 'INTERNAL'] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];
export const ACTIVITY_TYPES = ['RECEIVED', 'STAGE_CHANGED', 'OFFER_SENT', 'REJECTED', 'NOTE_ADDED', 'RATED', 'REINSTATED', 'HIRED'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** CV uploads of the public form: PDF or DOCX, checked by their content. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_CONTENT_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;

/** The next stage of the pipeline (the move action), or null at its end. */
export function nextStage(stage: ApplicationStatus): ApplicationStatus | null {
  const i = (PIPELINE_STAGES as readonly string[]).indexOf(stage);
  return i >= 0 && i < PIPELINE_STAGES.length - 1 ? PIPELINE_STAGES[i + 1] : null;
}

export const INTERVIEW_TYPES = ['PHONE_SCREEN', 'TECHNICAL', 'HR', 'FINAL'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];
/** SCHEDULED (the initial state, not named by the specification), then COMPLETED, CANCELLED or NO_SHOW. */
export const INTERVIEW_STATUSES = ['SCHEDULED', 'COMPLETED', 'CANCELLED', 'NO_SHOW'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const RSVP_STATUSES = ['NEEDS_ACTION', 'ACCEPTED', 'DECLINED'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export const FEEDBACK_RATINGS = ['STRONG_YES', 'YES', 'NEUTRAL', 'NO', 'STRONG_NO'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/** DRAFT (or PENDING_APPROVAL on an OFFER_LETTER circuit, then APPROVED or REJECTED), SENT, then ACCEPTED, DECLINED or EXPIRED. */
export const OFFER_LETTER_STATUSES = ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'SENT', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export type OfferLetterStatus = (typeof OFFER_LETTER_STATUSES)[number];
export const DEFAULT_OFFER_LETTER_EXPIRY_DAYS = 7;
/** Wrong codes that lock an offer-letter link. */
export const OFFER_LETTER_MAX_ATTEMPTS = 3;
