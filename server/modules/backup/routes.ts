import fs from 'node:fs';
import { BackupListView, BackupNameParams, BackupView } from '../../../shared/schemas/backup';
import { ApiRouter } from '../../platform/http/api-router';
import { contentDisposition } from '../../platform/http/download';
import { notFound, Problem } from '../../platform/http/problem';
import { permission } from '../../platform/http/requirements';
import { currentApp } from '../../platform/tenancy/context';
import { backupPath, createBackup, listBackups } from './services/archive';
import { BACKUP_SCHEDULE, backupSettings } from './services/settings';

function requireSqlite(): void {
  if (currentApp().config.dialect !== 'sqlite') {
    throw new Problem('BUSINESS_RULE', 'This installation runs on PostgreSQL: back it up with pg_dump (see the README)');
  }
}

/**
 * The installation's backups (onprem profile): the archives of BACKUP_DIR, one taken now, and
 * their download. They answer whatever the license's status: the data is the company's.
 */
export function backupRoutes(): ApiRouter {
  return new ApiRouter('Backups')
    .get(
      '/admin/backups',
      { summary: 'The backup archives of this installation, newest first', access: permission('platform.license.manage'), response: BackupListView },
      () => {
        const { config } = currentApp();
        return {
          items: config.dialect === 'sqlite' ? listBackups(config.BACKUP_DIR) : [],
          supported: config.dialect === 'sqlite',
          retention: config.BACKUP_RETENTION,
          schedule: BACKUP_SCHEDULE,
        };
      },
    )
    .post(
      '/admin/backups',
      {
        summary: 'Back up now (database and stored documents)',
        description: 'The database is copied with SQLite’s online backup API while the server keeps running. On PostgreSQL: 422 (use pg_dump).',
        access: permission('platform.license.manage'),
        status: 201,
        response: BackupView,
        // The copy reads through a connection of its own: no transaction of the request's.
        transaction: false,
      },
      async ({ ctx }) => {
        requireSqlite();
        return createBackup(backupSettings(currentApp().config), ctx.now());
      },
    )
    .get(
      '/admin/backups/{name}/download',
      { summary: 'Download one backup archive', access: permission('platform.license.manage'), params: BackupNameParams, produces: 'application/gzip' },
      async ({ params, res }) => {
        const file = backupPath(currentApp().config.BACKUP_DIR, params.name);
        if (!file) throw notFound('Backup', params.name);
        res.status(200);
        res.setHeader('Content-Type', 'application/gzip');
        res.setHeader('Content-Disposition', contentDisposition(params.name));
        res.setHeader('Content-Length', String(fs.statSync(file).size));
        await new Promise<void>((resolve, reject) => fs.createReadStream(file).on('error', reject).pipe(res).on('finish', resolve));
      },
    );
}
