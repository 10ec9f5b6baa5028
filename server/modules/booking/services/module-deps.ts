import type { Logger } from 'pino';
import type { DocumentStore, Mailer } from '../../../platform/services';
import type { Directory } from './directory';

/** What the booking services need from the platform, assembled once in the manifest. */
export interface BookingDeps {
  directory: Directory;
  mail?: Mailer;
  documents?: DocumentStore;
  logger: Logger;
  /** PUBLIC_URL: where users reach the app (feed URLs); the request's origin when unset. */
  publicUrl?: string;
}
