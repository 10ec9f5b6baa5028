/**
 * `npx tsx bench/import.bench.ts` (or `npm run bench import`): the bulk import of BENCH_EMPLOYEES
 * (default 10,000) employees with departments, contracts and payroll lines — upload + validation,
 * simulation and execution timed, peak RSS sampled — on SQLite and PostgreSQL (BENCH_DB: sqlite,
 * postgres or both), each database in a process of its own so the peaks do not mix. Baseline,
 * measured in the same process: exceljs's streaming read of the same file alone (the raw
 * `WorkbookReader`, every row's values iterated, nothing kept). Goal: the whole cycle under 60 s
 * and 500 MB.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { buildServer } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { inTransaction } from '../server/platform/db/transaction';
import { runInApp } from '../server/platform/modules';
import { asTenant } from '../server/platform/tenancy/context';
import { TENANT_MODULE_IDS } from '../shared/modules';
import { loadExisting } from '../server/modules/import/services/existing';
import { executeSession } from '../server/modules/import/services/execute';
import { planWorkbook } from '../server/modules/import/services/plan';
import { createSession } from '../server/modules/import/services/sessions';
import { simulateSession } from '../server/modules/import/services/simulate';
import { readImportWorkbook, readSessionWorkbook } from '../server/modules/import/services/workbook';
import { HEADERS } from '../server/test/import-workbook';
import { publish, ratio, verdict, type BenchReport, type BenchTable } from './lib/report';
import { postgresTarget, sqliteTarget } from './lib/targets';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const DEPARTMENTS = 50;
const GOAL_MS = 60_000;
const GOAL_MB = 500;

export interface ImportBenchFigures {
  database: string;
  employees: number;
  fileBytes: number;
  baselineReadMs: number;
  baselinePeakMb: number;
  uploadValidateMs: number;
  simulateMs: number;
  executeMs: number;
  totalMs: number;
  peakMb: number;
  goalMet: boolean;
}

/** The workbook, written with exceljs's streaming writer. */
async function buildWorkbook(count: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: true });
  const sheet = (name: string, rows: Iterable<Array<string | number>>) => {
    const ws = book.addWorksheet(name);
    ws.addRow(HEADERS[name]).commit();
    for (const row of rows) ws.addRow(row).commit();
    ws.commit();
  };
  const n = (i: number) => `B-${String(i).padStart(6, '0')}`;
  sheet('01_Organisations', [['ORG', 'Bench SARL', 'CI', '']]);
  sheet('02_Departements', Array.from({ length: DEPARTMENTS }, (_, d) => [`D${d}`, `Département ${d}`, 'ORG', d === 0 ? '' : `D${Math.floor((d - 1) / 5)}`]));
  sheet('03_Employes', (function* () {
    for (let i = 1; i <= count; i++) yield [n(i), `Nom${i}`, `Prénom${i}`, `salarie${i}@bench.ci`, 'Agent', `D${i % DEPARTMENTS}`, i > 1 ? n(Math.ceil(i / 10)) : '', '2024-01-15', 'ACTIVE', '', ''];
  })());
  sheet('04_Calendrier_Conges', [['2027-08-16', 'Fermeture annuelle']]);
  sheet('05_Types_Ressources', [['Salle', 'meeting_room', '#2E7D32', 'NON']]);
  sheet('06_Ressources', [['S1', 'Salle 1', 'Salle', 'RDC', 10]]);
  sheet('07_Contrats', (function* () {
    for (let i = 1; i <= count; i++) yield [`CB-${i}`, n(i), 'CDI', 'ACTIVE', '2024-01-15', '', '', '350000', 'Agent', '40'];
  })());
  sheet('08_Paie', (function* () {
    for (let i = 1; i <= count; i++) yield [n(i), `CB-${i}`, 2026, 10, '350000', '49000', '301000'];
  })());
  await book.commit();
  return Buffer.concat(chunks);
}

function peakSampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  return { stop: () => (clearInterval(timer), Math.max(peak, process.memoryUsage().rss) / 1024 / 1024) };
}

async function timed<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await fn();
  return { result, ms: performance.now() - start };
}

/** The baseline: exceljs's own streaming reader over the file, every cell's value touched, nothing kept. */
async function rawRead(file: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });
  let cells = 0;
  for await (const worksheet of reader) {
    for await (const row of worksheet) row.eachCell(() => cells++);
  }
  return cells;
}

/** One database, in this process: the cycle, then the baseline. */
async function measure(which: 'sqlite' | 'postgres'): Promise<ImportBenchFigures> {
  const target = await (which === 'sqlite' ? sqliteTarget() : postgresTarget());
  try {
    const server = await buildServer(loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', ...target.env }), { logger: pino({ level: 'silent' }) });
    const app = server.container;
    try {
      const file = await buildWorkbook(EMPLOYEES);
      const tenant = await runInApp(app, () => app.ports.tenants.createTenant({ slug: 'bench-import', companyName: 'Bench SARL', country: 'CI', currency: 'XOF', subscriptionStatus: 'ACTIVE', licensedModules: [...TENANT_MODULE_IDS] }));
      global.gc?.();

      const sampler = peakSampler();
      const inTenant = <T>(fn: () => Promise<T>) => runInApp(app, () => asTenant(tenant.id, fn));
      const upload = await timed(() =>
        inTenant(async () => {
          const plan = await planWorkbook(await readImportWorkbook(file), await loadExisting());
          const errors = plan.issues.filter((i) => i.severity === 'ERROR');
          if (errors.length) throw new Error(`The bench workbook has errors: ${JSON.stringify(errors.slice(0, 3))}`);
          return inTransaction(app.sequelize, () => createSession({ originalname: 'bench.xlsx', buffer: file }, plan));
        }),
      );
      const sessionId = upload.result.id;
      const simulate = await timed(() => inTenant(async () => simulateSession(sessionId, await readSessionWorkbook(upload.result.documentId))));
      const execute = await timed(() =>
        inTenant(async () => {
          const sheets = await readSessionWorkbook(upload.result.documentId);
          return inTransaction(app.sequelize, () => executeSession(sessionId, sheets));
        }),
      );
      const peakMb = sampler.stop();
      if (execute.result.summary?.created !== EMPLOYEES * 3 + DEPARTMENTS + 3) throw new Error(`Unexpected summary ${JSON.stringify(execute.result.summary)}`);

      global.gc?.();
      const baselineSampler = peakSampler();
      const baseline = await timed(() => rawRead(file));
      const baselinePeakMb = baselineSampler.stop();
      const totalMs = upload.ms + simulate.ms + execute.ms;
      return {
        database: target.name,
        employees: EMPLOYEES,
        fileBytes: file.length,
        baselineReadMs: Math.round(baseline.ms),
        baselinePeakMb: Math.round(baselinePeakMb),
        uploadValidateMs: Math.round(upload.ms),
        simulateMs: Math.round(simulate.ms),
        executeMs: Math.round(execute.ms),
        totalMs: Math.round(totalMs),
        peakMb: Math.round(peakMb),
        goalMet: totalMs < GOAL_MS && peakMb < GOAL_MB,
      };
    } finally {
      await server.close();
    }
  } finally {
    await target.cleanup();
  }
}

const MARK = 'IMPORT-BENCH-FIGURES ';

/** Each database in a child process of its own (peak RSS per database, nothing left over from the other). */
function measureInChild(which: 'sqlite' | 'postgres'): ImportBenchFigures {
  const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_IMPORT_CHILD: which },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = child.stdout.split('\n').find((l) => l.startsWith(MARK));
  if (child.status !== 0 || !line) throw new Error(`The ${which} measure failed (exit ${child.status}): ${child.stdout.slice(-2000)}`);
  return JSON.parse(line.slice(MARK.length)) as ImportBenchFigures;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function table(f: ImportBenchFigures): BenchTable {
  return {
    title: `${f.database}: ${f.employees} employees, ${(f.fileBytes / 1024 / 1024).toFixed(1)} MB workbook`,
    columns: ['phase', 'time', 'peak RSS', 'baseline (exceljs streaming read alone)', 'ratio', 'goal'],
    rows: [
      ['upload + validation', s(f.uploadValidateMs), '', s(f.baselineReadMs), ratio(f.uploadValidateMs, f.baselineReadMs), ''],
      ['simulation', s(f.simulateMs), '', s(f.baselineReadMs), ratio(f.simulateMs, f.baselineReadMs), ''],
      ['execution', s(f.executeMs), '', s(f.baselineReadMs), ratio(f.executeMs, f.baselineReadMs), ''],
      ['whole cycle', s(f.totalMs), `${f.peakMb} MB (baseline ${f.baselinePeakMb} MB)`, s(f.baselineReadMs), ratio(f.totalMs, f.baselineReadMs), `< ${GOAL_MS / 1000} s and < ${GOAL_MB} MB: ${verdict(f.goalMet)}`],
    ],
  };
}

export async function run(): Promise<BenchReport> {
  const which = process.env.BENCH_DB ?? 'both';
  const databases = [...(which === 'postgres' ? [] : ['sqlite' as const]), ...(which === 'sqlite' ? [] : ['postgres' as const])];
  const figures = databases.map(measureInChild);
  return {
    title: 'Bulk import: 10,000-employee workbook, whole cycle',
    method: `A workbook of ${EMPLOYEES} employees (${DEPARTMENTS} departments in a tree, a manager for each employee but the first, one contract and one month of pay each; exceljs streaming writer, shared strings) imported into a fresh tenant: upload + validation (read, plan, session and its lines), simulation (read, plan), execution (read, plan again, every sheet written and tagged, all in one transaction), timed one after the other through the module's services. Peak RSS is sampled every 25 ms over the cycle, in a process per database that also holds the server. Baseline, same process right after: exceljs's streaming WorkbookReader over the same file, every cell touched, nothing kept. ${os.cpus().length} CPU(s), node ${process.version}.`,
    tables: figures.map(table),
    notes: [
      'Before this work (same machine, SQLite, 10,000 employees): upload + validation 32.4 s, simulation 17.5 s, execution 260.8 s; total 310.7 s, peak RSS 679 MB; the exceljs streaming read alone 13.0 s, 505 MB.',
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const child = process.env.BENCH_IMPORT_CHILD as 'sqlite' | 'postgres' | undefined;
  if (child) console.log(`${MARK}${JSON.stringify(await measure(child))}`);
  else publish(await run());
  process.exit(0);
}
