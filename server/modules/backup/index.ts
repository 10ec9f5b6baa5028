import type { ModuleDefinition } from '../../platform/modules';
import { nightlyBackupJob } from './jobs';
import { backupRoutes } from './routes';

export { createBackup, listBackups, restoreBackup, verifyBackup, BackupVerificationError } from './services/archive';
export { backupSettings } from './services/settings';

/**
 * Backup and restore of an on-premise installation: `npm run backup`, the nightly job and the
 * administrators' screen write dated archives (database through SQLite's online backup API,
 * every file of DATA_DIR, sha256 checksums) kept to BACKUP_RETENTION; `npm run restore -- FILE`
 * verifies one and puts it back. PostgreSQL installations use pg_dump (README).
 */
export const backupModule: ModuleDefinition = {
  id: 'backup',
  profiles: ['onprem'],
  contributes: {
    routes: () => backupRoutes(),
    jobs: [nightlyBackupJob],
    permissions: ['platform.license.manage'],
  },
};
