import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBin, startCluster, type Cluster } from '../../server/test/postgres-cluster';

/** A database a benchmark builds its server on: a fresh SQLite file, or a fresh PostgreSQL database. */
export interface DatabaseTarget {
  name: string;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/**
 * `npm run bench` starts one PostgreSQL cluster for the whole run and hands its admin URL to every
 * benchmark in this variable (bench/run.ts): each benchmark then creates databases in it instead of
 * paying an initdb and a start of its own. A benchmark run alone starts its own cluster.
 */
export const SHARED_CLUSTER_VARIABLE = 'BENCH_PG_ADMIN_URL';
/** A folder `npm run bench` gives every benchmark for what they may share, e.g. the seeded demo (bench/lib/demo.ts). */
export const CACHE_VARIABLE = 'BENCH_CACHE_DIR';

export async function sqliteTarget(): Promise<DatabaseTarget> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-bench-'));
  return { name: 'SQLite', env: { DATA_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function startBenchCluster(): Promise<Cluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found');
  return startCluster(bin);
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

let databases = 0;

/** A new database in the run's cluster (or in a cluster of its own), copied from `template` when given. */
export async function postgresTarget(template?: string): Promise<DatabaseTarget> {
  const shared = process.env[SHARED_CLUSTER_VARIABLE];
  const cluster: Cluster | null = shared ? null : await startBenchCluster();
  const adminUrl = shared ?? cluster!.url;
  const name = `bench_${process.pid}_${++databases}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-bench-pg-'));
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      fs.rmSync(dir, { recursive: true, force: true });
      if (cluster) cluster.stop();
      else await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export type TargetKind = 'sqlite' | 'postgres';

/** The databases BENCH_DB asks for (sqlite, postgres or both, the default). */
export function selectedKinds(): TargetKind[] {
  const which = process.env.BENCH_DB ?? 'both';
  return [...(which === 'postgres' ? [] : ['sqlite' as const]), ...(which === 'sqlite' ? [] : ['postgres' as const])];
}

/** The targets BENCH_DB asks for, each a fresh empty database. */
export function selectedTargets(): Array<() => Promise<DatabaseTarget>> {
  return selectedKinds().map((kind) => (kind === 'sqlite' ? sqliteTarget : () => postgresTarget()));
}
