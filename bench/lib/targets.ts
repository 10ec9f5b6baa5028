import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBin, startCluster, type Cluster } from '../../server/test/postgres-cluster';

/** A database a benchmark builds its server on: a fresh SQLite file, or a throwaway PostgreSQL cluster. */
export interface DatabaseTarget {
  name: string;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export async function sqliteTarget(): Promise<DatabaseTarget> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-bench-'));
  return { name: 'SQLite', env: { DATA_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function postgresTarget(): Promise<DatabaseTarget> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found');
  const cluster: Cluster = await startCluster(bin);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/bench';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-bench-pg-'));
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The targets BENCH_DB asks for (sqlite, postgres or both, the default). */
export function selectedTargets(): Array<() => Promise<DatabaseTarget>> {
  const which = process.env.BENCH_DB ?? 'both';
  return [...(which === 'postgres' ? [] : [sqliteTarget]), ...(which === 'sqlite' ? [] : [postgresTarget])];
}
