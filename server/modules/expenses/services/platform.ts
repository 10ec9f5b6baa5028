import type { Logger } from 'pino';
import type { AppDeps } from '../../../platform/modules';
import type { DocumentStore, Mailer } from '../../../platform/services';

/**
 * The platform services this module uses, taken from deps at start. The services object is kept
 * (not its members), so a mailer replaced later (tests capture mail) is the one used.
 */
let services: AppDeps['services'] = {};
let log: Logger | undefined;

export function useExpenseServices(deps: AppDeps): void {
  services = deps.services;
  log = deps.logger;
}

export function documentStore(): DocumentStore {
  if (!services.documents) throw new Error('The document store is not available (services.documents)');
  return services.documents;
}

export function mailer(): Mailer | undefined {
  return services.mail;
}

export function logger(): Logger | undefined {
  return log;
}
