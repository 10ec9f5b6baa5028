import type { AppDeps } from '../../../platform/modules';
import type { DocumentStore, Mailer, PdfRenderer } from '../../../platform/services';

/** The platform services this module uses, taken from deps at start (tests may swap the mailer later). */
let services: AppDeps['services'] = {};

export function useContractServices(deps: AppDeps): void {
  services = deps.services;
}

export function documentStore(): DocumentStore {
  if (!services.documents) throw new Error('The document store is not available (services.documents)');
  return services.documents;
}

export function pdfRenderer(): PdfRenderer {
  if (!services.pdf) throw new Error('The PDF renderer is not available (services.pdf)');
  return services.pdf;
}

export function mailer(): Mailer | null {
  return services.mail ?? null;
}
