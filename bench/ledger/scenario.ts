import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import type { Server } from '../../server/bootstrap';
import { asTenant } from '../../server/platform/tenancy/context';
import { Account } from '../../server/modules/accounting/models';
import { ensureAccount } from '../../server/modules/accounting/chart/accounts';
import { resolveJournal } from '../../server/modules/accounting/journal/journals';
import { buildTenant, buildUser, loginAs } from '../../server/test/factories';
import type { TestServer } from '../../server/test/test-server';
import { BENCH_ACCOUNTS, loadEntries } from './load';
import { ms } from './measure';
import { reportContenders, type Contenders } from './reports';
import { cliContenders, type cliTools } from './cli';
import { timeMany } from './time-many';
import { exportRow } from './exports';
import { ratio, verdict } from '../lib/report';

export const YEARS = [2024, 2025];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 100;
/** The export reads half the lines each run: BENCH_EXPORT_RUNS (default 2) keeps the suite within its time. */
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 2);
/** The old SQL reads every line (seconds at 1,000,000 lines): BENCH_LINES_RUNS (default 1) runs, after the check's own run. */
const LINES_RUNS = Number(process.env.BENCH_LINES_RUNS ?? 1);

const log = (message: string) => process.stderr.write(`${message}\n`);

export interface LedgerFigures {
  database: string;
  lines: number;
  loadSeconds: number;
  rows: string[][];
}

/** The journal file ledger and hledger read: the same entries, amounts in units with two decimals. */
function journalWriter(file: string) {
  const fd = fs.openSync(file, 'w');
  let buffer: string[] = [];
  const flush = () => {
    fs.writeSync(fd, buffer.join(''));
    buffer = [];
  };
  const amount = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
  return {
    onEntry(date: string, label: string, lines: ReadonlyArray<{ code: string; debit: number; credit: number }>) {
      buffer.push(`${date} ${label}\n${lines.map((l) => `    ${l.code}    ${amount(l.debit - l.credit)}\n`).join('')}\n`);
      if (buffer.length >= 5000) flush();
    },
    close() {
      flush();
      fs.closeSync(fd);
    },
  };
}

/**
 * BENCH_SQL_TRACE=1: the statements one HTTP request of the report runs, with their times (what
 * the request adds to the report's SQL), printed before the report is timed (=full: whole statements).
 */
async function traceRequest(sequelize: Server['sequelize'], http: () => Promise<unknown>): Promise<void> {
  // Sequelize reads these per query; its typings do not expose them.
  const { options } = sequelize as unknown as { options: { benchmark?: boolean; logging?: unknown } };
  const saved = { benchmark: options.benchmark, logging: options.logging };
  const statements: string[] = [];
  options.benchmark = true;
  const width = process.env.BENCH_SQL_TRACE === 'full' ? Infinity : 160;
  options.logging = (sql: string, took: number) => statements.push(`    ${String(took).padStart(4)} ms  ${sql.replace(/\s+/g, ' ').slice(0, width)}`);
  const begin = process.hrtime.bigint();
  try {
    await http();
  } finally {
    Object.assign(options, saved);
  }
  log(`  one request: ${ms(Number(process.hrtime.bigint() - begin) / 1e6)}, ${statements.length} statements\n${statements.join('\n')}`);
}

export async function runBenchOn(server: Server, database: string, entries: number, tools: Awaited<ReturnType<typeof cliTools>> | null): Promise<LedgerFigures> {
  const sequelize = server.sequelize;
  // The factories only need the config and a clock from a test server.
  const t = { server, config: server.container.config, clock: { now: () => new Date() } } as unknown as TestServer;
  const tenant = await buildTenant(t, { country: 'CI', modules: ['ACCOUNTING'] });
  const user = await buildUser(t, { tenant, permissions: ['accounting.report.read'] });
  const { accounts, journal } = await asTenant(tenant.id, async () => {
    for (const code of BENCH_ACCOUNTS) await ensureAccount(code, `Compte ${code}`);
    const od = await resolveJournal({ source: 'MANUAL', accountCodes: [] });
    return { accounts: new Map((await Account.findAll()).map((a) => [a.code, a.id])), journal: { id: od.id, code: od.code } };
  });

  const journalFile = tools && (tools.ledger || tools.hledger) ? path.join(os.tmpdir(), `baobab-bench-${process.pid}.journal`) : null;
  const writer = journalFile ? journalWriter(journalFile) : null;
  log(`[${database}] loading ${entries} entries over ${YEARS.join(', ')}…`);
  const loadStart = Date.now();
  const loaded = await loadEntries(sequelize, { tenantId: tenant.id, accounts, journal, entries, years: YEARS, onEntry: writer?.onEntry }, (done) => {
    if (done % 50_000 === 0) log(`[${database}]   ${done} entries`);
  });
  writer?.close();
  // PostgreSQL's autovacuum gathers statistics on a customer's database; SQLite never does here
  // (nothing runs ANALYZE), so its plans are timed as customers get them: without statistics.
  if (sequelize.getDialect() === 'postgres') await sequelize.query('ANALYZE');
  const loadSeconds = (Date.now() - loadStart) / 1000;
  log(`[${database}] loaded ${loaded.lines} lines in ${loadSeconds.toFixed(0)} s (totals kept by the triggers during the load)`);

  const listener = server.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  const { accessToken } = await loginAs(t, user);
  const raw = (sql: string, replacements: Record<string, unknown>) =>
    sequelize.query(sql, { type: QueryTypes.SELECT, replacements: { tenantId: tenant.id, ...replacements } });
  const rows: string[][] = [];
  try {
    const all: Contenders[] = await reportContenders({ base, accessToken, raw, tenantId: tenant.id, sequelize });
    const cli = journalFile && tools ? cliContenders(journalFile, tools) : null;
    for (const c of all) {
      log(`[${database}] ${c.measure}…`);
      await c.check();
      if (process.env.BENCH_SQL_TRACE) await traceRequest(sequelize, c.http);
      const cliTasks = c.cli && cli ? cli[c.cli] : null;
      const t1 = { ...(await timeMany(RUNS, 1, { http: c.http, floor: c.floor })), ...(await timeMany(LINES_RUNS, 0, { lines: c.lines })) };
      const tCli = cliTasks ? await timeMany(Number(process.env.BENCH_CLI_RUNS ?? 1), 0, cliTasks) : null;
      const met = t1.http < GOAL_MS && t1.http <= 2 * t1.floor;
      rows.push([
        c.measure,
        ms(t1.http),
        ms(t1.lines),
        ms(t1.floor),
        ratio(t1.http, t1.floor),
        tCli?.ledger !== undefined ? `${ms(tCli.ledger)} (${(tCli.ledger / t1.http).toFixed(0)}× Baobab)` : '—',
        tCli?.hledger !== undefined ? `${ms(tCli.hledger)} (${(tCli.hledger / t1.http).toFixed(0)}× Baobab)` : '—',
        `< ${GOAL_MS} ms and ≤ 2× floor: ${verdict(met)}`,
      ]);
      log(`[${database}]   ${rows[rows.length - 1].join(' | ')}`);
    }
    if (EXPORT_RUNS > 0) {
      log(`[${database}] general-ledger CSV export…`);
      const config = server.container.config;
      rows.push(await exportRow({ base, accessToken, sequelize, tenantId: tenant.id, dataDir: config.dataDir, databaseUrl: config.DATABASE_URL }, `${YEARS[YEARS.length - 1]}-01-01`, `${YEARS[YEARS.length - 1]}-12-31`, EXPORT_RUNS));
      log(`[${database}]   ${rows[rows.length - 1].join(' | ')}`);
    }
  } finally {
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    if (journalFile) fs.rmSync(journalFile, { force: true });
  }
  log(`[${database}] done`);
  return { database, lines: loaded.lines, loadSeconds, rows };
}
