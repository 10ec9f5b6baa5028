import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildServer, seedDemo } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { adminQuery, CACHE_VARIABLE, postgresTarget, SHARED_CLUSTER_VARIABLE, sqliteTarget, type DatabaseTarget, type TargetKind } from './targets';

/**
 * The demo tenant as `npm run demo` seeds it, for benchmarks that read or load it (api, load,
 * renderer). Seeding takes tens of seconds per database; `npm run bench` gives every benchmark one
 * cache folder (CACHE_VARIABLE) and one PostgreSQL cluster, so the first benchmark to ask seeds
 * the demo once per database and the others start from a copy: SQLite's data folder copied, a
 * PostgreSQL database created from the seeded one as a template (its data folder copied too, for
 * the documents). Each benchmark still owns its copy and may change it. Run alone, a benchmark
 * seeds its own.
 */
const TEMPLATE_DATABASE = 'bench_demo_template';

async function seedInto(target: DatabaseTarget): Promise<void> {
  const server = await buildServer(loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', ...target.env }), { logger: pino({ level: 'silent' }) });
  try {
    await seedDemo(server);
  } finally {
    await server.close();
  }
}

function copyFolder(from: string): string {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-bench-demo-'));
  fs.cpSync(from, to, { recursive: true });
  return to;
}

/** A fresh database holding the demo tenant. */
export async function demoTarget(kind: TargetKind): Promise<DatabaseTarget> {
  const cache = process.env[CACHE_VARIABLE];
  const shared = process.env[SHARED_CLUSTER_VARIABLE];
  if (kind === 'sqlite') {
    const seeded = cache && path.join(cache, 'demo-sqlite');
    if (seeded && !fs.existsSync(seeded)) {
      const first = await sqliteTarget();
      await seedInto(first);
      fs.cpSync(first.env.DATA_DIR, seeded, { recursive: true });
      await first.cleanup();
    }
    if (!seeded) {
      const target = await sqliteTarget();
      await seedInto(target);
      return target;
    }
    const dir = copyFolder(seeded);
    return { name: 'SQLite', env: { DATA_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  if (!cache || !shared) {
    const target = await postgresTarget();
    await seedInto(target);
    return target;
  }
  const seededFolder = path.join(cache, 'demo-postgres');
  if (!fs.existsSync(seededFolder)) {
    const first = await postgresTarget();
    await seedInto(first);
    const database = new URL(first.env.DATABASE_URL).pathname.slice(1);
    await adminQuery(shared, `CREATE DATABASE ${TEMPLATE_DATABASE} TEMPLATE ${database}`);
    fs.cpSync(first.env.DATA_DIR, seededFolder, { recursive: true });
    await first.cleanup();
  }
  const target = await postgresTarget(TEMPLATE_DATABASE);
  fs.cpSync(seededFolder, target.env.DATA_DIR, { recursive: true });
  return target;
}
