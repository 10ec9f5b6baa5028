import { z } from 'zod';

/** One archive of the installation (`GET /admin/backups`), shared by the server and the backups screen. */
export const BackupView = z.object({
  name: z.string().meta({ description: 'baobab-backup-YYYYMMDD-HHMMSS.tar.gz' }),
  createdAt: z.string().meta({ description: 'ISO 8601 instant (UTC) the backup was taken at' }),
  sizeBytes: z.number().int().nonnegative(),
  sha256: z.string().meta({ description: 'sha256 of the archive, as in the .sha256 file beside it' }),
});
export type BackupView = z.infer<typeof BackupView>;

export const BackupListView = z.object({
  items: z.array(BackupView),
  /** False on PostgreSQL: those deployments back up with pg_dump (README). */
  supported: z.boolean(),
  retention: z.number().int().positive(),
  schedule: z.string().meta({ description: 'Cron expression (UTC) of the nightly backup' }),
});
export type BackupListView = z.infer<typeof BackupListView>;

export const BackupNameParams = z.object({ name: z.string().regex(/^baobab-backup-\d{8}-\d{6}\.tar\.gz$/) });
