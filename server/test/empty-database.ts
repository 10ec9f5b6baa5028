import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type AppConfig } from '../config';

export interface EmptyDatabase {
  config: AppConfig;
  drop(): Promise<void>;
}

/**
 * A new database of the test project's dialect with nothing in it, not even migrations: for
 * migration tests, which migrate it step by step (test servers clone the migrated template instead).
 */
export async function emptyDatabase(): Promise<EmptyDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-empty-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (inject('dialect') === 'sqlite') {
    return { config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), drop: async () => removeDir() };
  }
  const adminUrl = inject('templateLocation');
  const name = `m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: url.toString() }),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      removeDir();
    },
  };
}
