/**
 * `npm run backup`: one archive of this installation now (the server may keep running).
 * `npm run restore -- FILE`: verifies FILE (checksum, manifest, SQLite integrity) and puts it in
 * place of DATA_DIR's database and files; stop the server first. Settings from the environment
 * (DATA_DIR, BACKUP_DIR, BACKUP_RETENTION), as the server reads them.
 */
import path from 'node:path';
import { loadConfig } from '../../config';
import { BackupVerificationError, createBackup, restoreBackup } from './services/archive';
import { backupSettings } from './services/settings';

async function main(argv: string[]): Promise<number> {
  const [command, file] = argv;
  const config = loadConfig();
  if (config.dialect !== 'sqlite') {
    console.error('This installation runs on PostgreSQL: back it up with pg_dump and restore with pg_restore (see the README).');
    return 2;
  }
  const settings = backupSettings(config);
  if (command === 'backup') {
    const backup = await createBackup(settings, new Date());
    console.log(`${path.join(settings.backupDir, backup.name)}\nsha256 ${backup.sha256}\n${backup.sizeBytes} bytes; ${settings.retention} archives kept`);
    return 0;
  }
  if (command === 'restore' && file) {
    const { manifest, keptIn } = await restoreBackup(path.resolve(file), settings, new Date());
    console.log(`Restored the backup of ${manifest.createdAt} (${manifest.files.length} files verified) into ${settings.dataDir}.\nWhat it replaced is in ${keptIn}.`);
    return 0;
  }
  console.error('Usage: npm run backup | npm run restore -- FILE');
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof BackupVerificationError ? `Refused: ${err.message}` : err);
    process.exit(1);
  },
);
