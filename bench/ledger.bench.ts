/**
 * `npm run bench:ledger`: loads 1,000,000 posted journal lines (250,000 entries of four lines)
 * on SQLite and on a throwaway PostgreSQL cluster, then times over HTTP the trial balance of the
 * year, the general ledger of one account and the full general-ledger CSV export, each next to
 * the same SQL run directly on the same database in the same run. Goal: the balance report
 * within 1.5× the raw SQL aggregate; the export at a flat memory (peak RSS growth printed).
 *
 * Options (environment): BENCH_ENTRIES (default 250000), BENCH_DB (sqlite, postgres or both).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../server/config';
import { buildServer } from '../server/bootstrap';
import { findPostgresBin, startCluster, type Cluster } from '../server/test/postgres-cluster';
import { runBenchOn, type DatabaseTarget } from './ledger/scenario';
import { printTable, type Row } from './ledger/measure';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 250_000);
const which = process.env.BENCH_DB ?? 'both';

async function sqliteTarget(): Promise<DatabaseTarget> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-bench-'));
  return { name: 'sqlite', env: { DATA_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function postgresTarget(): Promise<DatabaseTarget> {
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
    name: 'postgresql',
    env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const rows: Row[] = [];
const targets = [...(which === 'postgres' ? [] : [sqliteTarget]), ...(which === 'sqlite' ? [] : [postgresTarget])];
for (const makeTarget of targets) {
  const target = await makeTarget();
  try {
    const config = loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', ...target.env });
    const server = await buildServer(config, { logger: pino({ level: 'silent' }) });
    try {
      rows.push(...(await runBenchOn(server, target.name, ENTRIES)));
    } finally {
      await server.close();
    }
  } finally {
    await target.cleanup();
  }
}
console.log(`\nLedger benchmark: ${ENTRIES.toLocaleString('en')} posted entries, ${(ENTRIES * 4).toLocaleString('en')} lines per database (node ${process.version}, ${os.cpus().length} CPU)\n`);
printTable(rows);
