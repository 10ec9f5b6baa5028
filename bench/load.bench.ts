/**
 * Load: a mixed read/write workload against the real server — a process of its own, started as
 * `server/main.ts` starts it, on the demo data — driven by autocannon from this process. Each
 * connection cycles through the journal list, the employee directory and the bookings list
 * (pages of 50), an entry recorded then posted (accountant), a booking of a free slot (administrator)
 * and an expense claim submitted (employee). Baseline: the same three reads alone, measured
 * just before on the same server. Goal: no error answer and no failed connection, the server's
 * RSS at the end within 10 % of its RSS at the start, both read after a full garbage collection
 * (the start after a warm-up and the baseline); BENCH_HEAP_SNAPSHOTS=<folder> also writes heap
 * snapshots of the server at both ends, to compare what grew.
 *
 * `npm run bench load`, or `npx tsx bench/load.bench.ts`. Options (environment): BENCH_DB
 * (sqlite, postgres or both), BENCH_SECONDS (default 60: the mixed run; the baseline runs a
 * quarter of it, at least 15 s, the warm-up a tenth, at least 6 s).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadServerMessage } from './lib/load-server';
import { publish, ratio, verdict, type BenchReport, type BenchTable } from './lib/report';
import { demoTarget } from './lib/demo';
import { selectedKinds } from './lib/targets';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = 20;
const RSS_GROWTH_GOAL = 0.1;
/** A folder: heap snapshots of the server at the start and end of the mixed run are written there. */
const SNAPSHOTS = process.env.BENCH_HEAP_SNAPSHOTS;
const here = path.dirname(fileURLToPath(import.meta.url));

interface AutocannonRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; requests: AutocannonRequest[] }) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** The server process as production starts it (plus memory readings: bench/lib/load-server.ts); answers its URL once it listens. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(here, 'lib', 'load-server.ts'), [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, ...env, APP_PROFILE: 'saas', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (m: { type?: string; url?: string }) => m.type === 'ready' && resolve(m.url!.replace('localhost', '127.0.0.1')));
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready`)));
  });
  return { child, url };
}

interface Memory {
  rss: number;
  heapUsed: number;
}

/** The server's memory after a full garbage collection, in MB: what survived, not garbage not yet collected. */
function memoryAfterGc(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    const listen = (raw: unknown) => {
      const message = raw as LoadServerMessage;
      if (message.type !== 'memory') return;
      child.off('message', listen);
      resolve({ rss: message.rss / 2 ** 20, heapUsed: message.heapUsed / 2 ** 20 });
    };
    child.on('message', listen);
    child.send({ type: 'memory' });
  });
}

/** Writes a heap snapshot of the server to `file` (BENCH_HEAP_SNAPSHOTS: to compare what grew). */
function heapSnapshot(child: ChildProcess, file: string): Promise<void> {
  return new Promise((resolve) => {
    const listen = (raw: unknown) => {
      if ((raw as LoadServerMessage).type !== 'heap-snapshot') return;
      child.off('message', listen);
      resolve();
    };
    child.on('message', listen);
    child.send({ type: 'heap-snapshot', file });
  });
}

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function call(url: string, method: string, pathname: string, token: string | null, body?: unknown): Promise<{ id?: string; accessToken?: string }> {
  const res = await fetch(`${url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { id?: string; accessToken?: string };
  if (res.status >= 300) throw new Error(`${method} ${pathname} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

const login = async (url: string, email: string) => (await call(url, 'POST', '/auth/login', null, { email, password: 'demo1234', tenant: 'demo' })).accessToken!;

/** The refused answers of a run, a few of each kind kept to be shown. */
class Refusals {
  readonly byKind = new Map<string, number>();
  readonly samples: string[] = [];
  record(name: string, status: number, body: string): void {
    if (status < 400) return;
    const kind = `${name} ${status}`;
    this.byKind.set(kind, (this.byKind.get(kind) ?? 0) + 1);
    if (this.samples.length < 5) this.samples.push(`${kind}: ${body.slice(0, 300)}`);
  }
}

function reads(tokens: { admin: string }, refusals: Refusals): AutocannonRequest[] {
  const auth = { authorization: `Bearer ${tokens.admin}` };
  return [
    ['journal list', '/accounting/journal?pageSize=50'],
    ['employee directory', '/hr/employees?pageSize=50'],
    ['bookings list', '/booking/bookings?pageSize=50'],
  ].map(([name, pathname]) => ({ method: 'GET', path: pathname, headers: auth, onResponse: (status, body) => refusals.record(name, status, body) }));
}

/** Booking slots handed out so far, by every phase. */
let slots = 0;

function mixed(tokens: { admin: string; accountant: string; employee: string }, resourceId: string, refusals: Refusals): AutocannonRequest[] {
  const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
  const today = new Date().toISOString().slice(0, 10);
  let n = 0;
  const nextSlot = () => {
    // One hour apart on one resource, far ahead of today, numbered across the warm-up and the
    // measured run (each builds its own requests): no two bookings overlap.
    const start = new Date(Date.UTC(2031, 0, 1, 0) + ++slots * 3_600_000);
    return { start: start.toISOString(), end: new Date(start.getTime() + 1_800_000).toISOString() };
  };
  return [
    ...reads(tokens, refusals),
    {
      method: 'POST',
      path: '/accounting/journal',
      headers: json(tokens.accountant),
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          date: today,
          label: `Charge ${++n}`,
          lines: [
            { accountCode: '6011', debit: '1000.00' },
            { accountCode: '4011', credit: '1000.00', thirdParty: 'Grossiste Koné' },
          ],
        }),
      }),
      onResponse: (status, body, context) => {
        refusals.record('create entry', status, body);
        context.entryId = status === 201 ? (JSON.parse(body) as { id: string }).id : null;
      },
    },
    {
      method: 'POST',
      path: '/accounting/journal',
      headers: json(tokens.accountant),
      body: '{}',
      setupRequest: (request, context) => (context.entryId ? { ...request, path: `/accounting/journal/${String(context.entryId)}/post` } : request),
      onResponse: (status, body) => refusals.record('post entry', status, body),
    },
    {
      method: 'POST',
      path: '/booking/bookings',
      headers: json(tokens.admin),
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ resourceId, subject: `Réunion ${n}`, ...nextSlot() }) }),
      onResponse: (status, body) => refusals.record('create booking', status, body),
    },
    {
      method: 'POST',
      path: '/accounting/expense-claims',
      headers: json(tokens.employee),
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ expenseDate: today, description: `Taxi ${++n}`, amount: '2500', category: 'travel' }) }),
      onResponse: (status, body) => refusals.record('submit expense', status, body),
    },
  ];
}

interface Measure {
  result: AutocannonResult;
  rssStart: number;
  rssEnd: number;
  /** RSS every RSS_SAMPLE_MS during the run: a plateau is warm-up, a steady climb a leak. */
  samples: number[];
}

const RSS_SAMPLE_MS = 5_000;

async function measure(url: string, pid: number, requests: AutocannonRequest[], seconds: number): Promise<Measure> {
  const rssStart = rssMb(pid);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(pid)), RSS_SAMPLE_MS);
  try {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests });
    return { result, rssStart, rssEnd: rssMb(pid), samples };
  } finally {
    clearInterval(sampler);
  }
}

const errorsOf = (r: AutocannonResult) => r.non2xx + r.errors + r.timeouts;

export async function run(): Promise<BenchReport> {
  const tables: BenchTable[] = [];
  const notes: string[] = [];
  // At least 21 s of load before the memory is first read: the RSS climbs during the first ~20 s
  // (V8 compiling the hot paths — what the heap snapshots show growing is compiled code — and
  // native memory the allocator keeps), then stays flat; read earlier, that warm-up passed for
  // growth (bench/ANALYSIS.md, *Load*).
  const warmUp = Math.max(6, Math.round(SECONDS / 10));
  const baselineSeconds = Math.max(15, Math.round(SECONDS / 4));
  for (const kind of selectedKinds()) {
    // The demo data (seeded once per run: bench/lib/demo.ts), then the server started on it as production starts it.
    const target = await demoTarget(kind);
    try {
      const { child, url } = await startServer(target.env);
      try {
        const tokens = { admin: await login(url, 'admin@demo.local'), accountant: await login(url, 'accountant@demo.local'), employee: await login(url, 'employee@demo.local') };
        const typeId = (await call(url, 'POST', '/booking/resource-types', tokens.admin, { name: 'Salles de charge' })).id!;
        const resourceId = (await call(url, 'POST', '/booking/resources', tokens.admin, { name: 'Salle de charge', code: 'LOAD-1', typeId })).id!;
        const refusals = new Refusals();
        process.stderr.write(`[${target.name}] warm-up ${warmUp} s, reads alone ${baselineSeconds} s, mixed ${SECONDS} s…\n`);
        await autocannon({ url, connections: CONNECTIONS, duration: warmUp, requests: mixed(tokens, resourceId, new Refusals()) });
        // autocannon leaves its last requests unanswered when it stops: the server answers them before the next phase.
        await call(url, 'GET', '/accounting/journal?pageSize=1', tokens.admin);
        const base = await measure(url, child.pid!, reads(tokens, refusals), baselineSeconds);
        await call(url, 'GET', '/accounting/journal?pageSize=1', tokens.admin);
        const snapshot = (moment: string) => (SNAPSHOTS ? heapSnapshot(child, path.join(SNAPSHOTS, `load-${target.name.toLowerCase()}-${moment}.heapsnapshot`)) : Promise.resolve());
        const memoryStart = await memoryAfterGc(child);
        await snapshot('start');
        const load = await measure(url, child.pid!, mixed(tokens, resourceId, refusals), SECONDS);
        await call(url, 'GET', '/accounting/journal?pageSize=1', tokens.admin);
        const memoryEnd = await memoryAfterGc(child);
        await snapshot('end');
        const growth = (memoryEnd.rss - memoryStart.rss) / memoryStart.rss;
        const errors = errorsOf(load.result) + errorsOf(base.result);
        const met = errors === 0 && growth <= RSS_GROWTH_GOAL;
        const change = (from: number, to: number) => `${from.toFixed(0)} → ${to.toFixed(0)} MB (${to >= from ? '+' : ''}${((100 * (to - from)) / from).toFixed(1)} %)`;
        const row = (name: string, m: Measure, memory: string) => [
          name,
          `${m.result.requests.total}`,
          `${errorsOf(m.result)} (non-2xx ${m.result.non2xx}, errors ${m.result.errors}, timeouts ${m.result.timeouts})`,
          `${m.result.requests.average} req/s`,
          `${m.result.latency.p50} ms`,
          `${m.result.latency.p99} ms`,
          memory,
        ];
        tables.push({
          title: target.name,
          columns: ['workload', 'requests', 'errors', 'throughput', 'p50', 'p99', 'server memory start → end', 'vs reads alone', 'goal'],
          rows: [
            [
              ...row(
                `mixed read/write, ${SECONDS} s`,
                load,
                `RSS after GC ${change(memoryStart.rss, memoryEnd.rss)}; heap used after GC ${change(memoryStart.heapUsed, memoryEnd.heapUsed)}; RSS without GC ${change(load.rssStart, load.rssEnd)}`,
              ),
              base.result.requests.average > 0 ? ratio(load.result.requests.average, base.result.requests.average) : 'n/a (no read answered)',
              `0 errors, RSS growth after GC ≤ 10 %: ${verdict(met)}`,
            ],
            [...row(`baseline: the three reads alone, ${baselineSeconds} s`, base, `RSS without GC ${change(base.rssStart, base.rssEnd)}`), '1.00×', ''],
          ],
        });
        notes.push(`${target.name}: RSS every ${RSS_SAMPLE_MS / 1000} s of the mixed run (MB): ${[load.rssStart, ...load.samples, load.rssEnd].map((v) => v.toFixed(0)).join(', ')}`);
        for (const [kind, count] of refusals.byKind) notes.push(`${target.name}: ${count} × ${kind}`);
        for (const sample of refusals.samples) notes.push(`${target.name}: ${sample}`);
        process.stderr.write(`[${target.name}] ${tables[tables.length - 1].rows.map((r) => r.join(' | ')).join('\n')}\n`);
      } finally {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    } finally {
      await target.cleanup();
    }
  }
  return {
    title: 'Load: mixed reads and writes against the server process',
    method: `The demo tenant as \`npm run demo\` seeds it, served by \`server/main.ts\` in a process of its own; autocannon in the bench process with ${CONNECTIONS} connections, each cycling through 3 reads (pages of 50: journal, employees, bookings) and 4 writes (an entry recorded then posted by the accountant, a booking of a free slot by the administrator, an expense claim by the employee), after a ${warmUp} s warm-up. Errors are non-2xx answers, failed connections and timeouts. Latency percentiles and mean requests/s from autocannon. Memory: the server (started with --expose-gc, bench/lib/load-server.ts) collects its garbage fully and reports its RSS and heap used just before the mixed run (after the warm-up and the baseline: ${warmUp + baselineSeconds} s of load) and just after it, so that the growth compared with the goal is what survived the run, not garbage not yet collected; its RSS read from /proc without a collection, at both ends and every ${RSS_SAMPLE_MS / 1000} s, is shown beside. Baseline: the reads alone, just before, on the same server.`,
    tables,
    notes,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) publish(await run());
