import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asTenant } from '../../../platform/tenancy/context';
import { buildAdmin, buildUser, loginAs, type ApiClient, type TestTenant, type TestUser } from '../../../test/factories';
import { changedTables, tableChecksums } from '../../../test/table-checksums';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { restoreBackup, verifyBackup } from '../services/archive';
import { backupSettings } from '../services/settings';

// The installation's backups (onprem profile): taken while the server runs, listed, downloaded,
// kept to the retention, and restored into an emptied DATA_DIR with identical rows and files.

const dialect = inject('dialect');
let t: TestServer;
let tenant: TestTenant;
let admin: ApiClient;
let adminUser: TestUser;
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-backup-test-'));

beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-18T08:00:00Z', env: { APP_PROFILE: 'onprem', BACKUP_RETENTION: '2' } });
  ({ tenant, api: admin, user: adminUser } = await buildAdmin(t, { slug: 'acme' }));
});
afterAll(async () => {
  fs.rmSync(outside, { recursive: true, force: true });
  await t?.close();
});

/** Every file under a folder with its sha256 (the documents a restore must give back). */
function treeOf(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(root)) return out;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(root, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

async function saveDocument(text: string): Promise<void> {
  await asTenant(tenant.id, () => t.server.container.services.documents.save({ filename: `${text}.txt`, contentType: 'text/plain', content: Buffer.from(text) }), { now: t.clock.now });
}

describe('backups of an on-premise installation', () => {
  it('refuses accounts without the backup permission', async () => {
    const employee = await loginAs(t, await buildUser(t, { tenant }));
    expect((await employee.get('/admin/backups')).status).toBe(403);
    expect((await employee.post('/admin/backups')).status).toBe(403);
  });

  if (dialect === 'postgres') {
    it('answers that PostgreSQL installations back up with pg_dump', async () => {
      const list = await admin.get('/admin/backups').expect(200);
      expect(list.body).toMatchObject({ items: [], supported: false, retention: 2 });
      const now = await admin.post('/admin/backups').expect(422);
      expect(now.body.code).toBe('BUSINESS_RULE');
      expect(now.body.detail).toMatch(/pg_dump/);
    });
    return;
  }

  it('backs up while requests keep writing, lists and downloads the archive with its checksum', async () => {
    await saveDocument('first document');
    // Writes in flight during the backup (no license is installed: rows are written directly, as
    // the factories do): the archive is one consistent state of the database.
    const writes = Array.from({ length: 10 }, (_, i) => buildUser(t, { tenant, email: `concurrent-${i}@acme.test` }));
    const [backup] = await Promise.all([admin.post('/admin/backups'), ...writes]);
    expect(backup.status).toBe(201);
    expect(backup.body.name).toBe('baobab-backup-20261118-080000.tar.gz');
    const list = await admin.get('/admin/backups').expect(200);
    expect(list.body).toMatchObject({ supported: true, retention: 2, items: [backup.body] });
    const download = await admin.get(`/admin/backups/${backup.body.name}/download`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(download.status).toBe(200);
    expect(createHash('sha256').update(download.body as Buffer).digest('hex')).toBe(backup.body.sha256);
    await verifyBackup(path.join(t.config.BACKUP_DIR, backup.body.name), outside);
    expect((await admin.get('/admin/backups/baobab-backup-20000101-000000.tar.gz/download')).status).toBe(404);
    expect((await admin.get('/admin/backups/..%2Fbaobab.sqlite/download')).status).toBe(404);
  });

  it('takes one nightly archive per night and keeps only the retention', async () => {
    const jobs = t.server.container.services.jobs;
    await jobs.runNow('backup.nightly', new Date('2026-11-19T02:30:00Z'));
    await jobs.runNow('backup.nightly', new Date('2026-11-19T02:30:05Z'));
    await jobs.runNow('backup.nightly', new Date('2026-11-20T02:30:00Z'));
    const names = (await admin.get('/admin/backups').expect(200)).body.items.map((b: { name: string }) => b.name);
    expect(names).toEqual(['baobab-backup-20261120-023000.tar.gz', 'baobab-backup-20261119-023000.tar.gz']);
  });

  it('refuses an archive whose checksum does not match, and restores a good one: identical rows and documents', async () => {
    await saveDocument('second document');
    await buildUser(t, { tenant, email: 'before@acme.test' });
    t.clock.set('2026-11-21T10:00:00Z');
    admin = await loginAs(t, adminUser);
    const { name } = (await admin.post('/admin/backups').expect(201)).body as { name: string };
    const archive = path.join(outside, name);
    fs.copyFileSync(path.join(t.config.BACKUP_DIR, name), archive);
    fs.copyFileSync(path.join(t.config.BACKUP_DIR, `${name}.sha256`), `${archive}.sha256`);
    const rows = await tableChecksums(t.server.sequelize);
    const documents = treeOf(path.join(t.config.dataDir, 'documents'));
    expect(Object.keys(documents).length).toBe(2);

    // A change after the backup, then the installation is lost: stopped and its DATA_DIR wiped.
    await buildUser(t, { tenant, email: 'after@acme.test' });
    await t.server.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
    fs.mkdirSync(t.config.dataDir);

    const tampered = path.join(outside, 'tampered.tar.gz');
    fs.writeFileSync(tampered, Buffer.concat([fs.readFileSync(archive), Buffer.from('x')]));
    fs.copyFileSync(`${archive}.sha256`, `${tampered}.sha256`);
    await expect(restoreBackup(tampered, backupSettings(t.config), new Date())).rejects.toThrow(/sha256/);
    expect(fs.readdirSync(t.config.dataDir)).toEqual([]);

    await restoreBackup(archive, backupSettings(t.config), new Date());
    const restored = await createTestServer({ sameDatabaseAs: t, now: t.clock.now(), env: { APP_PROFILE: 'onprem' } });
    try {
      expect(changedTables(rows, await tableChecksums(restored.server.sequelize))).toEqual([]);
      expect(treeOf(path.join(t.config.dataDir, 'documents'))).toEqual(documents);
      const emails = await emailsOf(restored);
      expect(emails).toContain('before@acme.test');
      expect(emails).toContain('concurrent-9@acme.test');
      expect(emails).not.toContain('after@acme.test');
      // The restored installation answers its users again.
      expect((await restored.http.get('/admin/backups').set('Authorization', `Bearer ${admin.accessToken}`)).status).toBe(200);
    } finally {
      await restored.close();
    }
    t = await createTestServer({ now: t.clock.now(), env: { APP_PROFILE: 'onprem' } });
  });
});

async function emailsOf(server: TestServer): Promise<string[]> {
  const rows = await server.server.sequelize.query<{ email: string }>('SELECT email FROM users', { type: QueryTypes.SELECT });
  return rows.map((r) => r.email);
}
