import { defineStates } from '../../platform/state-machine';
import type { ActionItemStatus, AppraisalAction, AppraisalStatus, CampaignStatus, CycleStatus, ObjectiveAction, ObjectiveStatus, OneOnOneStatus } from '../../../shared/appraisal';

/**
 * The appraisal's flow: the employee starts (first save) and submits the self-assessment, the
 * manager submits the review, each of the two signs; the second signature completes it.
 */
export const APPRAISAL_STATES = defineStates<AppraisalStatus, AppraisalAction>({
  DRAFT: { start: 'SELF_ASSESSMENT' },
  SELF_ASSESSMENT: { 'submit-self': 'MANAGER_REVIEW' },
  MANAGER_REVIEW: { 'submit-review': 'AWAITING_SIGNATURE' },
  AWAITING_SIGNATURE: { sign: 'AWAITING_SIGNATURE', complete: 'SIGNED' },
  SIGNED: {},
});

export const CYCLE_STATES = defineStates<CycleStatus, 'open' | 'close' | 'edit'>({
  DRAFT: { open: 'OPEN', edit: 'DRAFT' },
  OPEN: { close: 'CLOSED' },
  CLOSED: {},
});

/** NOT_ACHIEVED is a final decision; a rejected objective goes back to draft to be revised. */
export const OBJECTIVE_STATES = defineStates<ObjectiveStatus, ObjectiveAction>({
  DRAFT: { submit: 'PENDING_APPROVAL' },
  PENDING_APPROVAL: { approve: 'APPROVED', reject: 'REJECTED' },
  REJECTED: { revise: 'DRAFT' },
  APPROVED: { achieve: 'ACHIEVED', 'not-achieved': 'NOT_ACHIEVED' },
  ACHIEVED: {},
  NOT_ACHIEVED: {},
});

export const ONE_ON_ONE_STATES = defineStates<OneOnOneStatus, 'complete' | 'cancel' | 'edit'>({
  PLANNED: { complete: 'COMPLETED', cancel: 'CANCELLED', edit: 'PLANNED' },
  COMPLETED: {},
  CANCELLED: {},
});

export const ACTION_ITEM_STATES = defineStates<ActionItemStatus, 'TODO' | 'DONE'>({
  TODO: { DONE: 'DONE', TODO: 'TODO' },
  DONE: { TODO: 'TODO', DONE: 'DONE' },
});

export const CAMPAIGN_STATES = defineStates<CampaignStatus, 'launch' | 'close' | 'edit' | 'respond' | 'remind'>({
  DRAFT: { launch: 'LAUNCHED', edit: 'DRAFT' },
  LAUNCHED: { close: 'CLOSED', respond: 'LAUNCHED', remind: 'LAUNCHED' },
  CLOSED: {},
});
