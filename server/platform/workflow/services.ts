import type { AppDeps } from '../modules';
import type { Mailer } from '../services';

/** The platform services the engine uses, taken from deps when the workflow module starts. */
let services: AppDeps['services'] = {};
let publicUrl: string | undefined;

export function useWorkflowServices(deps: AppDeps): void {
  services = deps.services;
  publicUrl = deps.config.PUBLIC_URL;
}

/** Null when no mailer is configured: notifications are then skipped, never fatal. */
export function workflowMailer(): Mailer | null {
  return services.mail ?? null;
}

export function appUrl(path: string): string {
  return `${(publicUrl ?? '').replace(/\/$/, '')}/app${path}`;
}
