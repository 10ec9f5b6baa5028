import type { BackupListView, BackupView } from '../../../../shared/schemas/backup';

export type { BackupListView, BackupView };

export const BACKUPS_PATH = '/admin/backups';
export const BACKUP_PERMISSION = 'platform.license.manage';
export const backupDownloadPath = (name: string) => `/admin/backups/${encodeURIComponent(name)}/download`;
