import type { ScheduledJob } from '../../platform/jobs/job-runner';
import { currentApp } from '../../platform/tenancy/context';
import { createBackup } from './services/archive';
import { BACKUP_SCHEDULE, backupSettings } from './services/settings';

/**
 * The nightly backup (SQLite installations): one archive per night, the oldest beyond the
 * retention removed. Its `onceKey` (the night) keeps a retried or overlapping run from taking two.
 */
export const nightlyBackupJob: ScheduledJob<null> = {
  name: 'backup.nightly',
  schedule: BACKUP_SCHEDULE,
  scope: 'system',
  items: async () => (currentApp().config.dialect === 'sqlite' ? [null] : []),
  onceKey: (_item, run) => `night:${run.now.toISOString().slice(0, 10)}`,
  async handle(_item, run) {
    await createBackup(backupSettings(currentApp().config), run.now);
  },
};
