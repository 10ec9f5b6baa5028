import type { ModuleDefinition } from './modules';
import { FileDocumentStore } from './documents/document-store';
import { documentRoutes } from './documents/routes';
import { StoredDocumentRecord, storedDocumentsMigration } from './documents/stored-document';
import { jobLocksMigration } from './jobs/job-locks';
import { jobItemRunsMigration } from './jobs/job-runner';
import { rateLimitHitsMigration } from './http/rate-limit';

/** Tables and routes of the platform services themselves (job locks and item runs, stored documents, rate-limit counters). */
export const platformModule: ModuleDefinition = {
  id: 'platform',
  contributes: {
    migrations: [jobLocksMigration, jobItemRunsMigration, storedDocumentsMigration, rateLimitHitsMigration],
    models: (sequelize) => StoredDocumentRecord.initModel(sequelize),
    routes: (app) => (app.services.documents instanceof FileDocumentStore ? documentRoutes(app.services.documents) : []),
  },
};
