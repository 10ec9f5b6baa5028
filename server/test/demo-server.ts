import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { seedDemo } from '../bootstrap';
import { bearerClient, type ApiClient } from './factories';
import { copyPostgresDatabase, createTestServer, type DatabaseTemplate, type TestServer, type TestServerOptions } from './test-server';

/**
 * A test server on the demo data as `npm run demo` seeds it at `now`.
 *
 * Seeding the demo takes several seconds, and a dozen test files read it: the first file to ask for
 * a given (database, now) seeds it once and keeps the database and DATA_DIR as a template in the
 * project's cache folder; every file (in any worker) then starts from a copy of that template, so
 * each file still owns its data and may change it.
 */
export async function createDemoServer(options: TestServerOptions & { now: string }): Promise<{ t: TestServer; demoTenantId: string }> {
  const seeded = await demoTemplate(options.now);
  const t = await createTestServer({ ...options, template: seeded.template });
  return { t, demoTenantId: seeded.demoTenantId };
}

/** The API as one of the demo logins (password `demo1234`, tenant `demo`) sees it. */
export async function demoClient(t: TestServer, email: string): Promise<ApiClient> {
  const login = await t.http.post('/auth/login').send({ email, password: 'demo1234', tenant: 'demo' });
  if (login.status !== 200) throw new Error(`Demo login ${email} answered ${login.status}: ${JSON.stringify(login.body)}`);
  return bearerClient(t, login.body.accessToken);
}

interface SeededDemo {
  template: DatabaseTemplate;
  demoTenantId: string;
}

async function demoTemplate(now: string): Promise<SeededDemo> {
  const key = `demo_${new Date(now).toISOString().replace(/[^0-9]/g, '')}`;
  const folder = path.join(inject('demoCacheDir'), key);
  const ready = path.join(folder, 'ready.json');
  const lock = `${folder}.lock`;
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    if (fs.existsSync(ready)) return JSON.parse(fs.readFileSync(ready, 'utf8')) as SeededDemo;
    if (tryLock(lock)) {
      try {
        if (fs.existsSync(ready)) continue;
        const seeded = await seedTemplate(now, key, folder);
        fs.writeFileSync(`${ready}.tmp`, JSON.stringify(seeded));
        fs.renameSync(`${ready}.tmp`, ready);
        return seeded;
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
    }
    if (Date.now() > deadline) throw new Error(`Waited five minutes for another worker to seed the demo template ${key}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function tryLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

async function seedTemplate(now: string, key: string, folder: string): Promise<SeededDemo> {
  const t = await createTestServer({ now });
  const ctx = await seedDemo(t.server);
  await t.server.close();
  const dataDir = path.join(folder, 'data');
  fs.mkdirSync(folder, { recursive: true });
  fs.cpSync(t.config.dataDir, dataDir, { recursive: true });
  const template: DatabaseTemplate = { dataDir };
  if (t.config.DATABASE_URL) {
    // The seeded database becomes the template under a stable name; the test server's own copy goes.
    await copyPostgresDatabase(inject('templateLocation'), new URL(t.config.DATABASE_URL).pathname.slice(1), key);
    template.database = key;
  }
  await dropOwnDatabase(t);
  return { template, demoTenantId: ctx.demoTenantId as string };
}

async function dropOwnDatabase(t: TestServer): Promise<void> {
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  if (!t.config.DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: inject('templateLocation') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(t.config.DATABASE_URL).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}
