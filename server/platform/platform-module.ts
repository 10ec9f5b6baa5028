import type { ModuleManifest } from './modules';
import { FileDocumentStore } from './documents/document-store';
import { documentRoutes } from './documents/routes';
import { StoredDocumentRecord, storedDocumentsMigration } from './documents/stored-document';
import { jobLocksMigration } from './jobs/job-locks';

/** Tables and routes of the platform services themselves (job locks, stored documents). */
export const platformModule: ModuleManifest = {
  id: 'platform',
  migrations: [jobLocksMigration, storedDocumentsMigration],
  models: (sequelize) => StoredDocumentRecord.initModel(sequelize),
  routes: (deps) =>
    deps.services.documents instanceof FileDocumentStore ? documentRoutes(deps.services.documents) : [],
};
