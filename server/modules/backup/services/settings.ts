import type { AppConfig } from '../../../config';
import { APP_VERSION } from '../../../version';
import type { BackupSettings } from './archive';

/** The nightly backup's time (cron, UTC): 02:30, away from the hourly jobs. */
export const BACKUP_SCHEDULE = '30 2 * * *';

export function backupSettings(config: AppConfig): BackupSettings {
  return { dataDir: config.dataDir, backupDir: config.BACKUP_DIR, retention: config.BACKUP_RETENTION, appVersion: APP_VERSION };
}
