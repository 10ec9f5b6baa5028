import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { initModels, migrationSources, openDatabase } from '../bootstrap';
import { runMigrations } from '../platform/db/migrations';
import { modules } from '../modules';
import { findPostgresBin, startCluster, type Cluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    dialect: 'sqlite' | 'postgres';
    /** sqlite: path of the migrated template file; postgres: admin URL of the cluster. */
    templateLocation: string;
    templateDatabase: string;
    /** Where demo-server.ts keeps the seeded demo templates of this project. */
    demoCacheDir: string;
  }
}

export const TEMPLATE_DB = 'baobab_template';

async function migrateTemplate(config: ReturnType<typeof loadConfig>): Promise<void> {
  const sequelize = openDatabase(config);
  initModels(sequelize, modules);
  await runMigrations(sequelize, migrationSources(modules));
  await sequelize.close();
}

/** Once per project: build a migrated template database that every test file clones. */
export default async function setup(project: TestProject) {
  // The project's env reaches the test workers, not this process: read it from the project.
  const dialect = (project.config.env?.TEST_DB ?? process.env.TEST_DB) === 'postgres' ? 'postgres' : 'sqlite';
  project.provide('dialect', dialect);
  project.provide('templateDatabase', TEMPLATE_DB);
  const demoCacheDir = fs.mkdtempSync(path.join(os.tmpdir(), `baobab-demo-${dialect}-`));
  project.provide('demoCacheDir', demoCacheDir);
  const removeDemoCache = () => fs.rmSync(demoCacheDir, { recursive: true, force: true });

  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-sqlite-template-'));
    await migrateTemplate(loadConfig({ DATA_DIR: dir }));
    project.provide('templateLocation', path.join(dir, 'baobab.sqlite'));
    return () => {
      fs.rmSync(dir, { recursive: true, force: true });
      removeDemoCache();
    };
  }

  let cluster: Cluster | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const bin = findPostgresBin();
    if (!bin) throw new Error('PostgreSQL binaries not found (the postgres project should not have been enabled)');
    cluster = await startCluster(bin);
    adminUrl = cluster.url;
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await client.end();
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  await migrateTemplate(loadConfig({ DATABASE_URL: templateUrl.toString(), DATA_DIR: os.tmpdir() }));
  project.provide('templateLocation', adminUrl);
  return async () => {
    removeDemoCache();
    if (cluster) return cluster.stop();
    // A cluster of one's own (TEST_DATABASE_URL): the seeded demo templates go with the run.
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'demo\\_%'`);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
