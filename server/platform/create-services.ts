import path from 'node:path';
import type { AppContainer, AppServices } from './modules';
import { loadAppSecret } from './app-secret';
import { FileDocumentStore } from './documents/document-store';
import { TransactionalEventBus } from './events/event-bus';
import { DatabaseJobScheduler } from './jobs/job-scheduler';
import { NodemailerMailer } from './mail/mailer';
import { PdfmakeRenderer } from './pdf/pdf-renderer';

/** The platform services of one server, on its database, clock and DATA_DIR. */
export function createPlatformServices(deps: Pick<AppContainer, 'config' | 'sequelize' | 'logger' | 'now'>): AppServices {
  const { config, sequelize, logger, now } = deps;
  if (!config.APP_SECRET && config.APP_PROFILE === 'saas') {
    logger.warn(
      'APP_SECRET is not set: links are signed with a secret kept in DATA_DIR/secrets, which other server instances do not share',
    );
  }
  return {
    mail: new NodemailerMailer({
      smtpUrl: config.SMTP_URL,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.MAIL_FROM,
      logger,
    }),
    events: new TransactionalEventBus({ sequelize, logger }),
    jobs: new DatabaseJobScheduler({ sequelize, logger, now }),
    documents: new FileDocumentStore({
      rootDir: path.join(config.dataDir, 'documents'),
      secret: loadAppSecret(config),
      sequelize,
    }),
    pdf: new PdfmakeRenderer(),
  };
}
