import type { WorkflowEntityType, WorkflowOutcome } from '../../../shared/workflow';
import type { WorkflowInstance } from './models';

/** How a request ended: the decision, the comment given with it and who gave it. */
export interface WorkflowCompletion {
  instance: WorkflowInstance;
  decision: WorkflowOutcome;
  comment: string | null;
  /** The approver whose decision ended the request; null when it ended by itself (timeout, no step left). */
  actorId: string | null;
}

export interface ActionLink {
  method: 'POST';
  path: string;
}

export interface EntityTypeLinks {
  approve: ActionLink;
  reject: ActionLink;
  /** Renderer route of the record (under /app). */
  view?: string;
}

/**
 * What a module contributes for one entity type of the approval engine: the reaction when one
 * of its requests ends (inside the transaction that ends it) and where the approvals inbox finds
 * the module's own approve/reject endpoints.
 */
export interface WorkflowHandler {
  entityType: WorkflowEntityType;
  onComplete(completion: WorkflowCompletion): Promise<void> | void;
  links(instance: WorkflowInstance): EntityTypeLinks;
  /** The module mails the requester its decision itself: the engine's generic mail is not sent. */
  notifiesRequester?: boolean;
}
