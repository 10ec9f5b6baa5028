/**
 * The reports over 1,000,000 posted journal lines (250,000 entries of four lines over 2024 and
 * 2025, about 300 accounts, seeded), on SQLite and on a throwaway PostgreSQL cluster: each
 * report over HTTP next to the project's SQL over the lines (as the reports read before the
 * totals kept at posting), the floor (the same figures from those totals, run directly), and
 * ledger / hledger over the same entries as a journal file (when installed). Goal: every
 * report under 100 ms and within 2× of the floor, flat as years accumulate.
 *
 * `npm run bench ledger` (or `npm run bench:ledger`). Options (environment): BENCH_ENTRIES
 * (default 250000), BENCH_DB (sqlite, postgres or both), BENCH_RUNS (default 5, after one
 * warm-up), BENCH_CLI_RUNS (default 1: ledger and hledger take seconds each).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../server/config';
import { buildServer } from '../server/bootstrap';
import { findPostgresBin, startCluster, type Cluster } from '../server/test/postgres-cluster';
import { cliTools } from './ledger/cli';
import { runBenchOn, YEARS, type DatabaseTarget, type LedgerFigures } from './ledger/scenario';
import { publish } from './lib/report';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 250_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const which = process.env.BENCH_DB ?? 'both';

async function sqliteTarget(): Promise<DatabaseTarget> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-bench-'));
  return { name: 'SQLite', env: { DATA_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
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
    name: 'PostgreSQL',
    env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const tools = await cliTools();
const figures: LedgerFigures[] = [];
const targets = [...(which === 'postgres' ? [] : [sqliteTarget]), ...(which === 'sqlite' ? [] : [postgresTarget])];
for (const [i, makeTarget] of targets.entries()) {
  const target = await makeTarget();
  try {
    const config = loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', ...target.env });
    const server = await buildServer(config, { logger: pino({ level: 'silent' }) });
    try {
      // ledger and hledger do not depend on the database: timed once, beside the first one.
      figures.push(await runBenchOn(server, target.name, ENTRIES, i === 0 ? tools : null));
    } finally {
      await server.close();
    }
  } finally {
    await target.cleanup();
  }
}

const missing = Object.entries(tools)
  .filter(([, present]) => !present)
  .map(([tool]) => tool);
publish({
  title: 'Reports over 1,000,000 posted lines',
  method: `${ENTRIES.toLocaleString('en')} posted entries of four lines (${(ENTRIES * 4).toLocaleString('en')} lines) over ${YEARS.join(' and ')}, about 300 accounts, seeded generator; loaded with multi-row INSERTs (the totals kept by the database's triggers as they go). Medians of ${RUNS} runs after one warm-up, the contenders of a row run in turn. **HTTP**: the endpoint, authenticated, JSON parsed. **lines**: the project's SQL over every posted line (what the reports ran before the totals). **floor**: the same figures from the per-account day/month totals, run directly — the check before timing refuses a row whose floor and lines figures differ. ledger and hledger: \`bal\`/\`reg\` over the same entries as a journal file, ${Number(process.env.BENCH_CLI_RUNS ?? 1)} run(s) each (seconds per run), beside the first database only.`,
  tables: figures.map((f) => ({
    title: `${f.database} — ${f.lines.toLocaleString('en')} lines (loaded in ${f.loadSeconds.toFixed(0)} s)`,
    columns: ['report', 'HTTP', 'lines (old SQL)', 'floor (totals)', 'HTTP / floor', 'ledger', 'hledger', 'goal'],
    rows: f.rows,
  })),
  notes: missing.length ? [`${missing.join(' and ')} not installed: skipped (Debian packages ledger, hledger).`] : [],
});
