import { currentApp } from '../tenancy/context';
import type { Mailer } from '../services';
import type { WorkflowHandler } from './handlers';
import type { WorkflowDirectory } from './directory';

/** The mailer of the app running the engine. */
export function workflowMailer(): Mailer {
  return currentApp().services.mail;
}

export function appUrl(path: string): string {
  return `${(currentApp().config.PUBLIC_URL ?? '').replace(/\/$/, '')}/app${path}`;
}

/** The people the engine resolves approvers among (the `workflowDirectory` port). */
export function workflowDirectory(): WorkflowDirectory {
  return currentApp().ports.workflowDirectory;
}

/** The handler a module contributed for an entity type, if any. */
export function workflowHandler(entityType: string): WorkflowHandler | undefined {
  return currentApp().workflowHandlers.get(entityType);
}
