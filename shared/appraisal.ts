/** Statuses, types and pure rules of the appraisal module, shared by the server and the renderer. */

export const APPRAISAL_STATUSES = ['DRAFT', 'SELF_ASSESSMENT', 'MANAGER_REVIEW', 'AWAITING_SIGNATURE', 'SIGNED'] as const;
export type AppraisalStatus = (typeof APPRAISAL_STATUSES)[number];
export const APPRAISAL_ACTIONS = ['start', 'submit-self', 'submit-review', 'sign', 'complete'] as const;
export type AppraisalAction = (typeof APPRAISAL_ACTIONS)[number];

export const CYCLE_STATUSES = ['DRAFT', 'OPEN', 'CLOSED'] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

export const QUESTION_TYPES = ['RATING', 'TEXT', 'OBJECTIVE_REVIEW'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const OBJECTIVE_TYPES = ['COMPANY', 'TEAM', 'INDIVIDUAL'] as const;
export type ObjectiveType = (typeof OBJECTIVE_TYPES)[number];
export const OBJECTIVE_STATUSES = ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'ACHIEVED', 'NOT_ACHIEVED'] as const;
export type ObjectiveStatus = (typeof OBJECTIVE_STATUSES)[number];
export const OBJECTIVE_ACTIONS = ['submit', 'approve', 'reject', 'revise', 'achieve', 'not-achieved'] as const;
export type ObjectiveAction = (typeof OBJECTIVE_ACTIONS)[number];

export const ONE_ON_ONE_STATUSES = ['PLANNED', 'COMPLETED', 'CANCELLED'] as const;
export type OneOnOneStatus = (typeof ONE_ON_ONE_STATUSES)[number];
export const ACTION_ITEM_STATUSES = ['TODO', 'DONE'] as const;
export type ActionItemStatus = (typeof ACTION_ITEM_STATUSES)[number];

export const CAMPAIGN_STATUSES = ['DRAFT', 'LAUNCHED', 'CLOSED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const REVIEWER_RELATIONSHIPS = ['MANAGER', 'PEER', 'DIRECT_REPORT'] as const;
export type ReviewerRelationship = (typeof REVIEWER_RELATIONSHIPS)[number];
export const FEEDBACK_REQUEST_STATUSES = ['PENDING', 'SUBMITTED'] as const;
export type FeedbackRequestStatus = (typeof FEEDBACK_REQUEST_STATUSES)[number];

/** A group of respondents smaller than this is never shown in a 360 report, whatever the filter. */
export const MIN_GROUP_SIZE = 3;

/** The objective type an objective of each type may cascade from. */
export const PARENT_TYPES: Readonly<Record<ObjectiveType, readonly ObjectiveType[]>> = {
  COMPANY: [],
  TEAM: ['COMPANY'],
  INDIVIDUAL: ['COMPANY', 'TEAM'],
};

export interface KpiFigures {
  target: number;
  actual: number;
  weighting: number;
}

/**
 * Progress of an objective measured by KPIs: each KPI counts for its weighting (the weightings
 * add up to 100) times its attainment (actual over target, capped at 100 %, never below 0),
 * rounded half-up to a whole percent. Integer arithmetic on hundredths: no binary rounding drift.
 */
export function kpiProgress(kpis: readonly KpiFigures[]): number {
  if (!kpis.length) return 0;
  let sum = 0; // in percent × 10 000
  for (const k of kpis) {
    const attainment = k.target <= 0 ? (k.actual >= k.target ? 10_000 : 0) : Math.max(0, Math.min(10_000, Math.floor((k.actual * 10_000) / k.target)));
    sum += attainment * k.weighting;
  }
  return Math.floor((sum + 5_000) / 10_000);
}

/**
 * Whether a group of respondents may be shown: at least MIN_GROUP_SIZE, and when a filter
 * narrowed it out of a larger group, the ones left out must also be none or at least
 * MIN_GROUP_SIZE (else comparing the two reports would single them out).
 */
export function groupVisible(size: number, outOfFilter = 0): boolean {
  return size >= MIN_GROUP_SIZE && (outOfFilter === 0 || outOfFilter >= MIN_GROUP_SIZE);
}

/** Mean of integer ratings as a two-decimal string, half-up, in integer arithmetic (null for none). */
export function averageRating(ratings: readonly number[]): string | null {
  if (!ratings.length) return null;
  const sum = ratings.reduce((s, r) => s + r, 0);
  const hundredths = Math.floor((sum * 200 + ratings.length) / (2 * ratings.length));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
