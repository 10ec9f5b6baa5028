/**
 * Identifiers of the generic approval engine, shared by the server and the renderer.
 *
 * Semantics (decided where the specification only names the statuses):
 * - A definition is an ordered list of steps for one entity type of one tenant. A step is an
 *   APPROVAL step (someone must approve) or a NOTIFY step (its people are told, nobody acts).
 * - Approvers: MANAGER (manager of the employee the request concerns), MANAGERS_MANAGER (that
 *   manager's manager), ROLE (any user holding the role), USER (one named user). The requester
 *   never approves their own request: they are left out of the approvers; when nobody is left,
 *   the tenant's administrators (ORG_ADMIN) are asked instead, and when there is none either the
 *   step is SKIPPED (skipReason NO_APPROVER). A request withdrawn by its module is CANCELLED and
 *   its waiting step SKIPPED (skipReason CANCELLED).
 * - Step statuses: PENDING (waiting for an approver), APPROVED, REJECTED, SKIPPED (passed over:
 *   timeout with action SKIP, or no approver), TIMED_OUT (timeout with action FAIL: the request
 *   ends TIMED_OUT), NOTIFIED (a NOTIFY step, passed as soon as reached).
 * - Timeout: a step with timeoutHours is due that many hours after it was reached; the scheduled
 *   job then applies its timeoutAction (SKIP: the chain moves on, and a request whose last step
 *   is skipped is APPROVED; FAIL: the request ends TIMED_OUT).
 * - Request (instance) statuses: PENDING, APPROVED, REJECTED, TIMED_OUT, CANCELLED (withdrawn by
 *   the module that started it).
 */
export const WORKFLOW_ENTITY_TYPES = [
  'LEAVE_REQUEST',
  'RESOURCE_BOOKING',
  'OFFER_LETTER',
  'JOB_REQUISITION',
  'EMPLOYEE_OFFBOARDING',
  'EMPLOYEE_ONBOARDING',
  'PURCHASE_REQUEST',
  'OBJECTIVE',
] as const;
export type WorkflowEntityType = (typeof WORKFLOW_ENTITY_TYPES)[number];

/**
 * What the unified approvals inbox lists: the engine's entity types, plus records a module has
 * decided outside the engine (an expense claim waits for a manager; a booking on a resource
 * without a circuit waits for the resource's owner, under RESOURCE_BOOKING).
 */
export const PENDING_ENTITY_TYPES = [...WORKFLOW_ENTITY_TYPES, 'EXPENSE_CLAIM'] as const;
export type PendingEntityType = (typeof PENDING_ENTITY_TYPES)[number];

export const APPROVER_TYPES = ['MANAGER', 'MANAGERS_MANAGER', 'ROLE', 'USER'] as const;
export type ApproverType = (typeof APPROVER_TYPES)[number];

export const STEP_KINDS = ['APPROVAL', 'NOTIFY'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export const TIMEOUT_ACTIONS = ['SKIP', 'FAIL'] as const;
export type TimeoutAction = (typeof TIMEOUT_ACTIONS)[number];

export const STEP_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'SKIPPED', 'TIMED_OUT', 'NOTIFIED'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

export const SKIP_REASONS = ['TIMEOUT', 'NO_APPROVER', 'CANCELLED'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export const INSTANCE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'TIMED_OUT', 'CANCELLED'] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

/** How a request ended, as handed to the module's completion callback. */
export type WorkflowOutcome = 'APPROVED' | 'REJECTED' | 'TIMED_OUT';

export const WORKFLOW_ACTIONS = ['APPROVE', 'REJECT'] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/** Where an approver of a step comes from. */
export const ASSIGNEE_SOURCES = ['DEFINITION', 'FALLBACK', 'STEP_DELEGATION'] as const;
export type AssigneeSource = (typeof ASSIGNEE_SOURCES)[number];

/** Most steps a definition may have. */
export const MAX_WORKFLOW_STEPS = 10;
/** Longest step timeout: one year. */
export const MAX_TIMEOUT_HOURS = 24 * 366;
