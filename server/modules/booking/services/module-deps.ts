import type { Logger } from 'pino';
import type { AppContainer } from '../../../platform/modules';
import type { DocumentStore, Mailer } from '../../../platform/services';
import type { PeoplePort } from '../../employees';

/** The people the booking module shows and writes to: requesters, owners, attendees. */
export type Directory = Pick<PeoplePort, 'users' | 'usersByEmails' | 'usersWithPermission' | 'holds'>;

/** What the booking services need from their app, assembled per app from its container. */
export interface BookingDeps {
  directory: Directory;
  mail: Mailer;
  documents: DocumentStore;
  logger: Logger;
  /** PUBLIC_URL: where users reach the app (feed URLs); the request's origin when unset. */
  publicUrl?: string;
}

export function bookingDeps(app: AppContainer): BookingDeps {
  // Getters: a test may swap the app's mailer after the routes are built.
  return {
    get directory() {
      return app.ports.people;
    },
    logger: app.logger,
    publicUrl: app.config.PUBLIC_URL,
    get mail() {
      return app.services.mail;
    },
    get documents() {
      return app.services.documents;
    },
  };
}
