import type { WorkflowEntityType, WorkflowOutcome } from '../../../shared/workflow';
import type { WorkflowInstance } from './models';

/**
 * What modules register with the engine at start: the callback run when one of their requests
 * ends, and where the renderer finds the module's own approve/reject endpoints (there is no
 * generic approval endpoint: each module exposes its actions).
 */
export type CompletionCallback = (instance: WorkflowInstance, outcome: WorkflowOutcome) => Promise<void> | void;

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

export type LinkBuilder = (instance: WorkflowInstance) => EntityTypeLinks;

const callbacks = new Map<WorkflowEntityType, CompletionCallback[]>();
const links = new Map<WorkflowEntityType, LinkBuilder>();

/** Registers a completion callback; it runs inside the transaction that ends the request. */
export function onComplete(entityType: WorkflowEntityType, callback: CompletionCallback): void {
  const list = callbacks.get(entityType) ?? [];
  if (!list.includes(callback)) list.push(callback);
  callbacks.set(entityType, list);
}

export function completionCallbacks(entityType: WorkflowEntityType): readonly CompletionCallback[] {
  return callbacks.get(entityType) ?? [];
}

export function describeEntityType(entityType: WorkflowEntityType, builder: LinkBuilder): void {
  links.set(entityType, builder);
}

export function linksOf(instance: WorkflowInstance): EntityTypeLinks | null {
  return links.get(instance.entityType)?.(instance) ?? null;
}
