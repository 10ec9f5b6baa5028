import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { ms } from './measure';
import { timeMany } from './time-many';
import { ratio, verdict } from '../lib/report';

/**
 * The general-ledger CSV export over HTTP next to its floor: the database's own CSV dump of the
 * same rows in the same order (`sqlite3 -csv` on the database file, `COPY … TO STDOUT` through
 * psql), both read to the end. Goal: within 3× of the floor.
 */
export interface ExportTarget {
  base: string;
  accessToken: string;
  sequelize: Sequelize;
  tenantId: string;
  dataDir: string;
  databaseUrl?: string;
}

const GOAL_RATIO = 3;

/**
 * The dump of the export's lines: its columns (account, title, date, journal, piece, label, third
 * party, letter, debit, credit) and the running balance per account (a window sum; the export
 * writes it on its debit or credit side and adds each account's opening and total rows, about 1 %
 * of the rows). `plain` leaves the title and the balance out (the floor before the fifth pass).
 */
function floorSql(dialect: string, tenantId: string, from: string, to: string, plain = false): string {
  const tenant = `'${tenantId.replace(/'/g, "''")}'`;
  const order = 'l.account_code, l.entry_date, e.piece_number, l.entry_id, l.line_no';
  const title = plain ? '' : ' a.title,';
  const balance = plain ? '' : `, SUM(l.debit_cents - l.credit_cents) OVER (PARTITION BY l.account_code ORDER BY l.entry_date, e.piece_number, l.entry_id, l.line_no)`;
  const join = plain ? '' : ` LEFT JOIN accounts a ON a.tenant_id = ${tenant} AND a.code = l.account_code`;
  return `SELECT l.account_code,${title} CAST(l.entry_date AS VARCHAR(10)), e.journal_code, e.piece_number, COALESCE(l.label, e.label), l.third_party, l.letter_code, l.debit_cents, l.credit_cents${balance}
    FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id AND e.tenant_id = ${tenant}${join}
    WHERE l.tenant_id = ${tenant} AND l.posted = ${dialect === 'postgres' ? 'TRUE' : '1'} AND l.entry_date >= '${from}' AND l.entry_date <= '${to}'
      AND (l.year_end IS NULL OR l.year_end <> 'OPENING')
    ORDER BY ${order}`;
}

/** Runs a command and counts the bytes it writes (the dump is read, not kept). */
function dump(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let bytes = 0;
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (bytes += chunk.length));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(bytes) : reject(new Error(`${command} exited ${code}: ${errors.slice(0, 500)}`))));
  });
}

async function httpExport(url: string, token: string): Promise<number> {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`${url} answered ${res.status}`);
  const reader = res.body.getReader();
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
  return bytes;
}

export async function exportRow(target: ExportTarget, from: string, to: string, runs: number): Promise<string[]> {
  const dialect = target.sequelize.getDialect();
  const dumpOf = (sql: string) =>
    dialect === 'postgres'
      ? () => dump('psql', [target.databaseUrl as string, '-X', '-q', '-c', `COPY (${sql}) TO STDOUT WITH (FORMAT csv)`])
      : () => dump('sqlite3', ['-readonly', '-csv', path.join(target.dataDir, 'baobab.sqlite'), sql]);
  const url = `${target.base}/accounting/reports/grand-livre/export?from=${from}&to=${to}&format=csv`;
  let sizes = { http: 0, floor: 0, plain: 0 };
  const t = await timeMany(runs, 0, {
    http: async () => (sizes = { ...sizes, http: await httpExport(url, target.accessToken) }),
    floor: async () => (sizes = { ...sizes, floor: await dumpOf(floorSql(dialect, target.tenantId, from, to))() }),
    plain: async () => (sizes = { ...sizes, plain: await dumpOf(floorSql(dialect, target.tenantId, from, to, true))() }),
  });
  return [
    `general-ledger CSV ${from} → ${to} (${(sizes.http / 1024 / 1024).toFixed(0)} MB; floor ${(sizes.floor / 1024 / 1024).toFixed(0)} MB with titles and running balances)`,
    ms(t.http),
    `plain dump without titles and balances ${ms(t.plain)} (${sizes.plain >= 1024 * 1024 ? `${(sizes.plain / 1024 / 1024).toFixed(0)} MB` : `${sizes.plain} B`}; HTTP / plain ${ratio(t.http, t.plain)})`,
    `${ms(t.floor)} (${dialect === 'postgres' ? 'COPY … TO STDOUT' : 'sqlite3 -csv'})`,
    ratio(t.http, t.floor),
    '—',
    '—',
    `≤ ${GOAL_RATIO}× floor: ${verdict(t.http <= GOAL_RATIO * t.floor)}`,
  ];
}
