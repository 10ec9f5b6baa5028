/**
 * The API floor: authenticated paginated reads (the journal list, the employee directory, the
 * bookings list — 50 items a page) of the demo tenant under autocannon with 50 connections,
 * next to a bare Express handler on the same machine answering the same bytes. autocannon runs
 * in a process of its own (the server keeps one core, the load generator the other). Also the
 * latency of one request alone (median of 21). Goal: ≥ 0.20 of the bare throughput, p99 < 100 ms.
 *
 * `npm run bench api`. Options (environment): BENCH_DB (sqlite, postgres or both),
 * BENCH_SECONDS (default 5 per measure, after a warm-up of BENCH_WARMUP_SECONDS, default 1).
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../server/config';
import { buildServer } from '../server/bootstrap';
import { median, ms } from './ledger/measure';
import { publish, ratio, verdict, type BenchTable } from './lib/report';
import { demoTarget } from './lib/demo';
import { selectedKinds } from './lib/targets';

// The server runs as `npm start` runs it: compiled JavaScript without source-map support. Under
// tsx every Error.stack read maps through source maps (Sequelize's SQLite dialect reads one per
// query), which the product never pays.
process.setSourceMapsEnabled(false);

const run = promisify(execFile);
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const CONNECTIONS = 50;
const READS = [
  { name: 'journal list', path: '/accounting/journal?pageSize=50' },
  { name: 'employee directory', path: '/hr/employees?pageSize=50' },
  { name: 'bookings list', path: '/booking/bookings?pageSize=50' },
];

interface Load {
  /** Mean over the run (autocannon). */
  rps: number;
  p99: number;
  non2xx: number;
}

async function autocannon(url: string, token: string | null, seconds: number): Promise<Load> {
  const args = ['-c', String(CONNECTIONS), '-d', String(seconds), '-j', ...(token ? ['-H', `Authorization=Bearer ${token}`] : []), url];
  const { stdout } = await run(process.execPath, [autocannonCli, ...args], { maxBuffer: 64 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p99: number }; non2xx: number };
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

async function listen(app: express.Express | ((req: unknown, res: unknown) => void)): Promise<{ base: string; server: HttpServer }> {
  const server = (app as express.Express).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function once(url: string, token: string): Promise<{ ms: number; body: Buffer; type: string }> {
  const start = process.hrtime.bigint();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.toString()}`);
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, body, type: res.headers.get('content-type') ?? 'application/json' };
}

const tables: BenchTable[] = [];
for (const kind of selectedKinds()) {
  const started = Date.now();
  // The demo tenant, seeded once per `npm run bench` run and copied for each benchmark (bench/lib/demo.ts).
  const target = await demoTarget(kind);
  try {
    const config = loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', ...target.env });
    const ready = Date.now();
    const server = await buildServer(config, { logger: pino({ level: 'silent' }) });
    try {
      process.stderr.write(`[${target.name}] demo data ready in ${((ready - started) / 1000).toFixed(1)} s, server built in ${((Date.now() - ready) / 1000).toFixed(1)} s (load ${os.loadavg()[0].toFixed(1)})\n`);
      const app = await listen(server.app);
      const login = await fetch(`${app.base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234', tenant: 'demo' }),
      });
      if (login.status !== 200) throw new Error(`Demo login answered ${login.status}`);
      const { accessToken } = (await login.json()) as { accessToken: string };
      const rows: string[][] = [];
      const startLoad = os.loadavg()[0].toFixed(1);
      for (const read of READS) {
        const url = `${app.base}${read.path}`;
        const samples: number[] = [];
        let sample = await once(url, accessToken);
        for (let i = 0; i < 21; i++) {
          sample = await once(url, accessToken);
          samples.push(sample.ms);
        }
        // The floor: a bare Express handler sending the same bytes.
        const bare = express();
        const { body, type } = sample;
        bare.get('/{*path}', (_req, res) => {
          res.type(type).send(body);
        });
        const floor = await listen(bare);
        try {
          process.stderr.write(`[${target.name}] ${read.name}: autocannon ${SECONDS} s against the app and the bare handler…\n`);
          await autocannon(url, accessToken, WARMUP);
          const measured = await autocannon(url, accessToken, SECONDS);
          await autocannon(`${floor.base}${read.path}`, null, WARMUP);
          const base = await autocannon(`${floor.base}${read.path}`, null, SECONDS);
          const met = base.rps > 0 && measured.rps >= 0.2 * base.rps && measured.p99 < 100 && measured.non2xx === 0;
          rows.push([
            `${read.name} (${(body.length / 1024).toFixed(1)} KB)`,
            ms(median(samples)),
            `${measured.rps} req/s, p99 ${measured.p99} ms${measured.non2xx ? `, ${measured.non2xx} non-2xx` : ''}`,
            `${base.rps} req/s, p99 ${base.p99} ms`,
            ratio(measured.rps, base.rps),
            `≥ 0.20× and p99 < 100 ms: ${verdict(met)}`,
          ]);
          process.stderr.write(`[${target.name}]   ${rows[rows.length - 1].join(' | ')}\n`);
        } finally {
          floor.server.close();
        }
      }
      tables.push({ title: `${target.name} (load average ${startLoad} at the start, ${os.loadavg()[0].toFixed(1)} at the end)`, columns: ['read (page of 50)', 'one request alone (median of 21)', `Baobab, ${CONNECTIONS} connections`, 'bare Express, same bytes', 'ratio', 'goal'], rows });
      await new Promise<void>((resolve) => app.server.close(() => resolve()));
    } finally {
      await server.close();
    }
  } finally {
    await target.cleanup();
  }
}

publish({
  title: 'API floor: authenticated paginated reads under load',
  method: `The demo tenant as \`npm run demo\` seeds it, read as its administrator (bearer token). autocannon (a separate process) with ${CONNECTIONS} connections for ${SECONDS} s after a ${WARMUP} s warm-up; requests/s is autocannon's mean over the run (its one-second samples are the runs: ${SECONDS}), p99 its latency percentile. The baseline is a bare Express handler answering the same bytes, measured right after on the same machine.`,
  tables,
});
