import type { AppDeps } from '../../../platform/modules';
import type { DocumentStore, Mailer } from '../../../platform/services';

/** The platform services this module uses, taken from deps at start. */
let services: AppDeps['services'] = {};

export function usePlatformServices(deps: AppDeps): void {
  services = deps.services;
}

export function documentStore(): DocumentStore {
  if (!services.documents) throw new Error('The document store is not available (services.documents)');
  return services.documents;
}

export function mailer(): Mailer {
  if (!services.mail) throw new Error('Mail is not available (services.mail)');
  return services.mail;
}
