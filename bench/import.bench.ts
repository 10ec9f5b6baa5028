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
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { buildServer } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { inTransaction } from '../server/platform/db/transaction';
import { runInApp } from '../server/platform/modules';
import type { AppContainer } from '../server/platform/modules/contract';
import { asTenant } from '../server/platform/tenancy/context';
import { TENANT_MODULE_IDS } from '../shared/modules';
import { executeSession } from '../server/modules/import/services/execute';
import { executionProgress } from '../server/modules/import/services/progress';
import { rollbackSession } from '../server/modules/import/services/rollback';
import { sessionRows } from '../server/modules/import/services/rows';
import { findSession } from '../server/modules/import/services/sessions';
import { simulateSession } from '../server/modules/import/services/simulate';
import { prepareUpload, storeUpload } from '../server/modules/import/services/upload';
import { HEADERS } from '../server/test/import-workbook';
import { SERVER_NODE_FLAGS } from '../shared/heap-budget';
import { publish, ratio, verdict, type BenchReport, type BenchTable } from './lib/report';
import { postgresTarget, sqliteTarget } from './lib/targets';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const DEPARTMENTS = 50;
const GOAL_MS = 60_000;
const GOAL_MB = 500;

export interface PhaseFigures {
  ms: number;
  /** Peak RSS and heap used during the phase (MB). */
  rssMb: number;
  heapMb: number;
}

export interface ImportBenchFigures {
  database: string;
  employees: number;
  fileBytes: number;
  /** RSS of the process (server built, workbook made, after a GC) before the cycle starts. */
  startRssMb: number;
  baselineReadMs: number;
  baselinePeakMb: number;
  upload: PhaseFigures;
  simulate: PhaseFigures;
  execute: PhaseFigures;
  /** After the cycle, not part of the goal. */
  rollback: PhaseFigures;
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

interface PhasePeak {
  rssMb: number;
  heapMb: number;
}

/** Peak RSS and heap used, sampled every 25 ms, per phase: `next()` closes a phase and answers its peaks. */
function peakSampler() {
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 25);
  return {
    next(): PhasePeak {
      sample();
      const peak = { rssMb: mb(rss), heapMb: mb(heap) };
      rss = 0;
      heap = 0;
      sample();
      return peak;
    },
    stop: () => clearInterval(timer),
  };
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

/** The module's services as its routes call them (upload's prepare outside the transaction, execute's inside one). */
function cycleOf(app: AppContainer, tenantId: string) {
  const inTenant = <T>(fn: () => Promise<T>) => runInApp(app, () => asTenant(tenantId, fn));
  return {
    upload: (file: Buffer) =>
      inTenant(async () => {
        const prepared = await prepareUpload(file);
        const errors = prepared.plan.issues.filter((i) => i.severity === 'ERROR');
        if (errors.length) throw new Error(`The bench workbook has errors: ${JSON.stringify(errors.slice(0, 3))}`);
        return inTransaction(app.sequelize, () => storeUpload({ originalname: 'bench.xlsx', buffer: file }, prepared));
      }),
    simulate: (id: string) => inTenant(async () => simulateSession(id, await sessionRows(await findSession(id)))),
    execute: (id: string) =>
      inTenant(async () => {
        const rows = await sessionRows(await findSession(id));
        return inTransaction(app.sequelize, () => executeSession(id, rows));
      }),
    rollback: (id: string) => inTenant(() => inTransaction(app.sequelize, () => rollbackSession(id))),
    employees: () => inTenant(async () => (await app.ports.employeeImport.employeeKeys()).length),
  };
}

/** With BENCH_HEAP_SNAPSHOT=<dir>: a heap snapshot of what the execution holds once it is half done. */
function snapshotHalfway(app: AppContainer): () => void {
  const dir = process.env.BENCH_HEAP_SNAPSHOT;
  if (!dir) return () => undefined;
  let taken = false;
  return executionProgress.listen(app, (_id, percent) => {
    if (taken || percent < 50) return;
    taken = true;
    console.error(`heap snapshot: ${v8.writeHeapSnapshot(path.join(dir, `import-execute-${process.pid}.heapsnapshot`))}`);
  });
}

/** One database, in this process: the cycle, then the rollback, then the baseline. */
async function measure(which: 'sqlite' | 'postgres'): Promise<ImportBenchFigures> {
  const target = await (which === 'sqlite' ? sqliteTarget() : postgresTarget());
  try {
    const server = await buildServer(loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', ...target.env }), { logger: pino({ level: 'silent' }) });
    const app = server.container;
    try {
      const file = await buildWorkbook(EMPLOYEES);
      const tenant = await runInApp(app, () => app.ports.tenants.createTenant({ slug: 'bench-import', companyName: 'Bench SARL', country: 'CI', currency: 'XOF', subscriptionStatus: 'ACTIVE', licensedModules: [...TENANT_MODULE_IDS] }));
      const cycle = cycleOf(app, tenant.id);
      const stopSnapshot = snapshotHalfway(app);
      global.gc?.();
      const startRssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);

      const sampler = peakSampler();
      const upload = await timed(() => cycle.upload(file));
      const uploadPeak = sampler.next();
      const simulate = await timed(() => cycle.simulate(upload.result.id));
      const simulatePeak = sampler.next();
      const execute = await timed(() => cycle.execute(upload.result.id));
      const executePeak = sampler.next();
      stopSnapshot();
      if (execute.result.summary?.created !== EMPLOYEES * 3 + DEPARTMENTS + 3) throw new Error(`Unexpected summary ${JSON.stringify(execute.result.summary)}`);
      const rollback = await timed(() => cycle.rollback(upload.result.id));
      const rollbackPeak = sampler.next();
      sampler.stop();
      if ((await cycle.employees()) !== 0) throw new Error('The rollback left employees behind');

      global.gc?.();
      const baselineSampler = peakSampler();
      const baseline = await timed(() => rawRead(file));
      const baselinePeak = baselineSampler.next();
      baselineSampler.stop();
      const totalMs = upload.ms + simulate.ms + execute.ms;
      const peakMb = Math.max(uploadPeak.rssMb, simulatePeak.rssMb, executePeak.rssMb);
      const phase = (t: { ms: number }, peak: PhasePeak) => ({ ms: Math.round(t.ms), ...peak });
      return {
        database: target.name,
        employees: EMPLOYEES,
        fileBytes: file.length,
        startRssMb,
        baselineReadMs: Math.round(baseline.ms),
        baselinePeakMb: baselinePeak.rssMb,
        upload: phase(upload, uploadPeak),
        simulate: phase(simulate, simulatePeak),
        execute: phase(execute, executePeak),
        rollback: phase(rollback, rollbackPeak),
        totalMs: Math.round(totalMs),
        peakMb,
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
  const child = spawnSync(process.execPath, ['--expose-gc', ...SERVER_NODE_FLAGS, '--import', 'tsx', fileURLToPath(import.meta.url)], {
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
  const row = (name: string, p: PhaseFigures) => [name, s(p.ms), `${p.rssMb} MB`, `${p.heapMb} MB`, s(f.baselineReadMs), ratio(p.ms, f.baselineReadMs), ''];
  return {
    title: `${f.database}: ${f.employees} employees, ${(f.fileBytes / 1024 / 1024).toFixed(1)} MB workbook (RSS before the cycle ${f.startRssMb} MB)`,
    columns: ['phase', 'time', 'peak RSS', 'peak heap used', 'baseline (exceljs streaming read alone)', 'ratio', 'goal'],
    rows: [
      row('upload + validation', f.upload),
      row('simulation', f.simulate),
      row('execution', f.execute),
      ['whole cycle', s(f.totalMs), `${f.peakMb} MB`, '', `${s(f.baselineReadMs)}, ${f.baselinePeakMb} MB`, ratio(f.totalMs, f.baselineReadMs), `< ${GOAL_MS / 1000} s and < ${GOAL_MB} MB: ${verdict(f.goalMet)}`],
      row('rollback (after the cycle, no goal)', f.rollback),
    ],
  };
}

export async function run(): Promise<BenchReport> {
  const which = process.env.BENCH_DB ?? 'both';
  const databases = [...(which === 'postgres' ? [] : ['sqlite' as const]), ...(which === 'sqlite' ? [] : ['postgres' as const])];
  const figures = databases.map(measureInChild);
  return {
    title: 'Bulk import: 10,000-employee workbook, whole cycle',
    method: `A workbook of ${EMPLOYEES} employees (${DEPARTMENTS} departments in a tree, a manager for each employee but the first, one contract and one month of pay each; exceljs streaming writer, shared strings) imported into a fresh tenant: upload + validation (streaming read, plan, session with its lines and the rows read), simulation (the kept rows, plan), execution (the kept rows, plan again, every sheet written and tagged, all in one transaction), timed one after the other through the module's services as the routes call them; then the rollback of the session (not part of the goal). Peak RSS and heap used are sampled every 25 ms per phase, in a process per database that also holds the server, started with the server's heap budget (--max-old-space-size from shared/heap-budget.ts, as npm start, Docker and Electron start it). Baseline, same process right after: exceljs's streaming WorkbookReader over the same file, every cell touched, nothing kept. ${os.cpus().length} CPU(s), node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} when the run ended.`,
    tables: figures.map(table),
    notes: [
      'Before this work (same machine, SQLite, 10,000 employees): upload + validation 32.4 s, simulation 17.5 s, execution 260.8 s; total 310.7 s, peak RSS 679 MB; the exceljs streaming read alone 13.0 s, 505 MB.',
      'Before the rows were kept and the rollback made set-based (main 24216e2, SQLite, 10,000 employees, measured back to back with this bench, load average 11–15): upload + validation 21.4 s, simulation 10.0 s, execution 60.4 s; total 91.8 s, peak RSS 715 MB (370 MB before the cycle); rollback not finished after ~8 minutes. After: 13.3 s, 1.0 s, 41.3 s; total 55.6 s, peak RSS 680 MB (353 MB before the cycle); rollback 26.5 s.',
      'The heap budget (same code, compiled bench, SQLite, load average ≈ 5): without it the cycle peaked at 546 MB RSS (heap used 413 MB during execution); with 1,024 MB, 319 MB and 26.6 s; with 512 MB, 296 MB; with 256 MB, 287 MB — the live heap stays under 200 MB, V8 sized by the machine\'s 24 GB collected late.',
      'PostgreSQL, same pass (load average 12–14): main 28.3 s, 11.8 s, 81.0 s; total 121.1 s, peak RSS 842 MB. After: 21.5 s, 2.3 s, 41.2 s; total 65.0 s, peak RSS 645 MB (execution alone 501 MB); rollback 91.2 s.',
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const child = process.env.BENCH_IMPORT_CHILD as 'sqlite' | 'postgres' | undefined;
  if (child) console.log(`${MARK}${JSON.stringify(await measure(child))}`);
  else publish(await run());
  process.exit(0);
}
