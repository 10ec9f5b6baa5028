/**
 * `npx tsx bench/import.bench.ts`: the bulk import of BENCH_EMPLOYEES (default 10,000) employees
 * with departments, contracts and payroll lines on SQLite — upload + validation, simulation and
 * execution timed, peak RSS sampled. Baseline: exceljs's streaming read of the same file alone.
 * Goal: the whole cycle under 60 s and 500 MB. `run()` answers the figures for a bench runner.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { buildServer } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { inTransaction } from '../server/platform/db/transaction';
import { runInApp } from '../server/platform/modules';
import { readWorkbook } from '../server/platform/spreadsheet/read-workbook';
import { asTenant } from '../server/platform/tenancy/context';
import { TENANT_MODULE_IDS } from '../shared/modules';
import { loadExisting } from '../server/modules/import/services/existing';
import { executeSession } from '../server/modules/import/services/execute';
import { planWorkbook } from '../server/modules/import/services/plan';
import { createSession } from '../server/modules/import/services/sessions';
import { simulateSession } from '../server/modules/import/services/simulate';
import { readImportWorkbook, readSessionWorkbook } from '../server/modules/import/services/workbook';
import { HEADERS } from '../server/modules/import/tests/fixtures';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const DEPARTMENTS = 50;
const GOAL_MS = 60_000;
const GOAL_MB = 500;

export interface ImportBenchFigures {
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

export async function run(): Promise<ImportBenchFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-import-bench-'));
  const server = await buildServer(loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', DATA_DIR: dir }), { logger: pino({ level: 'silent' }) });
  const app = server.container;
  try {
    const file = await buildWorkbook(EMPLOYEES);
    const tenant = await runInApp(app, () => app.ports.tenants.createTenant({ slug: 'bench-import', companyName: 'Bench SARL', country: 'CI', currency: 'XOF', subscriptionStatus: 'ACTIVE', licensedModules: [...TENANT_MODULE_IDS] }));
    const baselineSampler = peakSampler();
    const baseline = await timed(() => readWorkbook(file, { maxRows: EMPLOYEES + 10 }));
    const baselinePeakMb = baselineSampler.stop();
    baseline.result.length = 0;

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
    const execute = await timed(() => inTenant(async () => {
      const sheets = await readSessionWorkbook(upload.result.documentId);
      return inTransaction(app.sequelize, () => executeSession(sessionId, sheets));
    }));
    const peakMb = sampler.stop();
    if (execute.result.summary?.created !== EMPLOYEES * 3 + DEPARTMENTS + 3) throw new Error(`Unexpected summary ${JSON.stringify(execute.result.summary)}`);
    const totalMs = upload.ms + simulate.ms + execute.ms;
    return {
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
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = await run();
  console.log(`bulk import bench — ${f.employees} employees (+ ${DEPARTMENTS} departments, ${f.employees} contracts, ${f.employees} payroll lines), ${(f.fileBytes / 1024 / 1024).toFixed(1)} MB workbook, SQLite, ${os.cpus().length} CPU(s), node ${process.version}`);
  console.log(`  baseline  exceljs streaming read alone   ${String(f.baselineReadMs).padStart(8)} ms   peak RSS ${f.baselinePeakMb} MB`);
  console.log(`  upload + validation                     ${String(f.uploadValidateMs).padStart(8)} ms`);
  console.log(`  simulation                              ${String(f.simulateMs).padStart(8)} ms`);
  console.log(`  execution                               ${String(f.executeMs).padStart(8)} ms`);
  console.log(`  total ${f.totalMs} ms, peak RSS ${f.peakMb} MB; goal < ${GOAL_MS} ms and < ${GOAL_MB} MB: ${f.goalMet ? 'met' : 'NOT met'}`);
}
