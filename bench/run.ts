/**
 * `npm run bench [name…]`: runs every benchmark of bench/ (`<name>.bench.ts`), or only those
 * named, each in a process of its own, one after the other (the machine is small: two benchmarks
 * at once would measure each other). Each benchmark's section is kept in bench/results/<name>.md
 * and bench/RESULTS.md is rebuilt from all kept sections under a description of the machine, so a
 * benchmark run alone refreshes its own section only.
 *
 * A benchmark publishes its tables with `publish()` (bench/lib/report.ts): medians of at least 5
 * runs after a warm-up, each next to a baseline measured in the same run and the ratio. A
 * benchmark that only prints is kept as its printed output.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin } from '../server/test/postgres-cluster';
import { isBenchReport, reportMarkdown } from './lib/report';
import { CACHE_VARIABLE, SHARED_CLUSTER_VARIABLE, startBenchCluster } from './lib/targets';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(here, 'results');
const suffix = '.bench.ts';

const all = fs
  .readdirSync(here)
  .filter((f) => f.endsWith(suffix))
  .map((f) => f.slice(0, -suffix.length))
  .sort();
const wanted = process.argv.slice(2).map((a) => path.basename(a).replace(suffix, ''));
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) throw new Error(`No benchmark ${unknown.join(', ')} in bench/ (there are: ${all.join(', ')})`);
const names = wanted.length ? wanted : all;

function version(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split('\n')[0];
  } catch {
    return null;
  }
}

function machine(): string {
  const cpus = os.cpus();
  const pgBin = findPostgresBin();
  const sqliteVersion = version(process.execPath, ['-e', "const s=require('sqlite3');const d=new s.Database(':memory:');d.get('select sqlite_version() v',(e,r)=>{console.log(r.v);d.close()})"]);
  return [
    `- CPU: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`,
    `- Memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB; ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node ${process.version}; SQLite ${sqliteVersion ?? '?'} (node sqlite3); ${pgBin ? (version(path.join(pgBin, 'postgres'), ['--version']) ?? 'PostgreSQL ?') : 'PostgreSQL: not found'}`,
    `- ledger: ${version('ledger', ['--version']) ?? 'not installed'}; hledger: ${version('hledger', ['--version']) ?? 'not installed'}`,
    `- Load average when the run started: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')} (the machine is shared)`,
  ].join('\n');
}

interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

function runOne(name: string): Promise<Outcome & { section: string }> {
  const reportFile = path.join(os.tmpdir(), `baobab-bench-${process.pid}-${name}.json`);
  fs.rmSync(reportFile, { force: true });
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'lib', 'child.ts'), path.join(here, `${name}${suffix}`)], {
      env: { ...process.env, BENCH_REPORT_FILE: reportFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('close', (code) => {
      const seconds = (Date.now() - start) / 1000;
      const report: unknown = fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')) : null;
      fs.rmSync(reportFile, { force: true });
      const status = code === 0 ? `ran in ${seconds.toFixed(0)} s` : `FAILED (exit ${code}) after ${seconds.toFixed(0)} s`;
      const body = isBenchReport(report) ? reportMarkdown(report) : `Printed output:\n\n\`\`\`\n${output.trim()}\n\`\`\``;
      const title = isBenchReport(report) ? report.title : name;
      const section = `## ${title}\n\n_\`bench/${name}${suffix}\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${status}._\n\n${body}\n`;
      resolve({ name, code: code ?? 1, seconds, section });
    });
  });
}

fs.mkdirSync(resultsDir, { recursive: true });
const started = Date.now();
const options = Object.entries(process.env)
  .filter(([k]) => k.startsWith('BENCH_'))
  .map(([k, v]) => `${k}=${v}`)
  .join(', ');
const header = machine();
// One PostgreSQL cluster and one demo seed per database for the whole run (bench/lib/targets.ts, bench/lib/demo.ts).
const cluster = process.env.BENCH_DB === 'sqlite' ? null : await startBenchCluster();
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-bench-cache-'));
process.env[CACHE_VARIABLE] = cache;
if (cluster) process.env[SHARED_CLUSTER_VARIABLE] = cluster.url;
const cleanUp = () => {
  cluster?.stop();
  fs.rmSync(cache, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
const outcomes: Outcome[] = [];
try {
  for (const name of names) {
    process.stderr.write(`\n=== bench ${name} ===\n`);
    const outcome = await runOne(name);
    outcomes.push(outcome);
    fs.writeFileSync(path.join(resultsDir, `${name}.md`), outcome.section);
  }
} finally {
  cleanUp();
}
const total = (Date.now() - started) / 1000;

const kept = fs
  .readdirSync(resultsDir)
  .filter((f) => f.endsWith('.md') && all.includes(f.slice(0, -3)))
  .sort();
const results = [
  '# Benchmark results',
  '',
  'Written by `npm run bench` (bench/run.ts); each section below is the last run of that benchmark. Figures are medians of',
  'the runs each section states, after a warm-up, next to a baseline measured in the same run on the same data.',
  '',
  '## Machine',
  '',
  header,
  `- Last run: ${names.join(', ')} in ${(total / 60).toFixed(1)} min (${outcomes.map((o) => `${o.name} ${o.seconds.toFixed(0)} s`).join(', ')})`,
  `- Options: ${options || 'the defaults'}`,
  '',
  ...kept.map((f) => fs.readFileSync(path.join(resultsDir, f), 'utf8')),
  // What was changed for each goal, with figures before and after, and what limits the goals not met.
  ...(fs.existsSync(path.join(here, 'ANALYSIS.md')) ? [fs.readFileSync(path.join(here, 'ANALYSIS.md'), 'utf8')] : []),
].join('\n');
fs.writeFileSync(path.join(here, 'RESULTS.md'), results);
process.stderr.write(`\nbench/RESULTS.md written (${(total / 60).toFixed(1)} min)\n`);
const failed = outcomes.filter((o) => o.code !== 0);
if (failed.length) {
  process.stderr.write(`Failed: ${failed.map((o) => o.name).join(', ')}\n`);
  process.exitCode = 1;
}
