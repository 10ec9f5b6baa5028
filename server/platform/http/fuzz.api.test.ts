import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ROLE_GRANTS } from '../../../shared/permissions';
import { createDemoServer, demoClient } from '../../test/demo-server';
import { buildOperator, loginAsOperator } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import { changedTables, tableChecksums } from '../../test/table-checksums';
import { answerFailures, send } from '../../test/fuzz/answers';
import { buildCase, type FuzzCase } from '../../test/fuzz/cases';
import { knownPaths } from '../../test/fuzz/known-paths';
import { operationsOf, type FuzzOperation, type OpenApiDocument } from '../../test/fuzz/operations';
import { Prng, runSeed } from '../../test/fuzz/prng';
import { refusalCulprits } from '../../test/fuzz/refusals';
import { WriteLog } from '../../test/fuzz/write-log';
import { realmOfPath } from './requirements';
import { answerClientErrors } from './client-errors';

// Every operation of the generated OpenAPI document (a route added tomorrow is fuzzed without
// touching this file) receives requests generated from its own schemas, then spoiled: wrong types,
// missing and extra fields, huge and negative numbers, NaN, impossible dates, unicode and NUL,
// deep nesting, arrays for objects, malformed bodies, odd path ids. Sent by an account holding the
// operation's permission, so the cases reach validation and the handlers. Whatever the answer:
// never a 5xx, every refusal a problem body, no stack trace or SQL, and no row changed by a
// refusal: row triggers note every committed write (a checksum of every table per request would
// take seconds on the demo data), a refusal during which a write was noted is replayed alone to
// pin it, and every table's checksum before and after the run proves the triggers saw every
// change. Reproducible: the seed is printed; FUZZ_SEED replays a run, FUZZ_CASES sizes it.

const SEED = runSeed(process.env.FUZZ_SEED);
const TOTAL = Number(process.env.FUZZ_CASES ?? 10_000);
const BATCH = 250;
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 2);
/** Tables that record refusals on purpose: failed logins (throttle) and hits on rate-limited public pages. */
const REFUSAL_RECORDS = ['login_throttles', 'rate_limit_hits'];
/** A refused login is an authentication event of the audit trail. */
const recordsOf = (c: FuzzCase) => [...REFUSAL_RECORDS, ...(/\/auth\/login$/.test(c.op.path) ? ['audit_events'] : [])];

let t: TestServer;
let listener: http.Server;
let baseUrl: string;
let operations: FuzzOperation[];
let cases: FuzzCase[];
let log: WriteLog;
const tokens: { tenant?: string; operator?: string } = {};

const tokenFor = (op: FuzzOperation) => (op.access.kind === 'public' ? undefined : tokens[realmOfPath(op.path)]);

async function getJson(path: string, token: string | undefined): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];

beforeAll(async () => {
  const demo = await createDemoServer({ now: '2026-11-18T08:00:00Z' });
  t = demo.t;
  tokens.tenant = (await demoClient(t, 'admin@demo.local')).accessToken;
  const operator = await buildOperator(t, { role: 'PLATFORM_OPERATOR' });
  tokens.operator = (await loginAsOperator(t, operator)).accessToken;
  // Served as main.ts serves it, the parser's own refusals answered as problems.
  listener = http.createServer(t.server.app);
  answerClientErrors(listener);
  // No idle timeout on the server side: on a loaded machine its timer and the client's raced, and
  // a request sent on a socket the server had just closed failed with ECONNRESET.
  listener.keepAliveTimeout = 0;
  listener.listen(0, '127.0.0.1');
  await once(listener, 'listening');
  baseUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;

  const document = (await getJson('/openapi.json', undefined)).body as OpenApiDocument;
  operations = operationsOf(document);
  // The caller, its employee, roles and tenant are never the record a case names.
  const me = await getJson('/auth/me', tokens.tenant);
  const protectedIds = new Set([demo.demoTenantId, operator.id, ...stringsIn(me.body)]);
  const lists = new Map<string, Promise<Array<Record<string, unknown>>>>();
  const list = (token: string | undefined) => (path: string) => {
    const key = `${token} ${path}`;
    if (!lists.has(key)) {
      lists.set(
        key,
        getJson(`${path}?pageSize=100`, token).then(({ status, body }) => {
          const items = status === 200 ? (Array.isArray(body) ? body : (body as { items?: unknown })?.items) : undefined;
          return Array.isArray(items) ? (items as Array<Record<string, unknown>>) : [];
        }),
      );
    }
    return lists.get(key)!;
  };
  const rng = new Prng(SEED);
  const perOperation = Math.ceil(TOTAL / operations.length);
  cases = [];
  for (const [i, op] of operations.entries()) {
    const paths = op.pathParams.length && op.access.kind !== 'public' ? await knownPaths(op, list(tokenFor(op)), protectedIds, rng) : [];
    for (let k = 0; k < perOperation; k++) cases.push(buildCase(op, i, k, SEED, document, paths));
  }
  log = await WriteLog.install(t.server.sequelize);
  process.stdout.write(`fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays this run), ${cases.length} cases over ${operations.length} operations on ${t.dialect}\n`);
}, 600_000);

afterAll(async () => {
  if (listener) await new Promise((resolve) => listener.close(resolve));
  await t?.close();
});

/** Runs `work` over `items`, `width` at a time, in order of start. */
async function pool<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]);
      }
    }),
  );
  return results;
}

const describeCase = (c: FuzzCase) => `[case ${c.id}, seed ${SEED}] ${c.method} ${c.url.slice(0, 160)} {${c.mutations.join('; ') || 'valid base'}}`;

describe('generated fuzzing of every OpenAPI operation', () => {
  it('reads every mounted route from the OpenAPI document, each sent by an account that may call it', () => {
    expect(operations.length).toBe(t.server.routes.length);
    expect(operations.length).toBeGreaterThan(400);
    const grants = { tenant: new Set<string>(SYSTEM_ROLE_GRANTS.ORG_ADMIN), operator: new Set<string>(SYSTEM_ROLE_GRANTS.PLATFORM_OPERATOR) };
    const ungranted = operations.filter((op) => op.access.kind === 'permission' && !op.access.permissions!.some((p) => grants[realmOfPath(op.path)].has(p)));
    expect(ungranted.map((op) => op.label)).toEqual([]);
  });

  it(`sends ${TOTAL} generated cases at least: no 5xx, every refusal a problem, no stack or SQL, no row changed by a refusal`, async () => {
    const started = Date.now();
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    const slowest: Array<[number, string]> = [];
    const replay = async (c: FuzzCase) => (await send(baseUrl, c, tokenFor(c.op))).status;
    // The first operator list without parameters: the operator must still be let in after each batch.
    const operatorHome = operations.find((op) => op.method === 'get' && realmOfPath(op.path) === 'operator' && op.access.kind === 'permission' && !op.pathParams.length)!.path;
    const ignore = ['fuzz_write_log'];
    const first = await tableChecksums(t.server.sequelize, { ignore });
    const firstMark = await log.mark();
    let unconfirmed = 0;
    for (let start = 0; start < cases.length; start += BATCH) {
      const batch = cases.slice(start, start + BATCH);
      const suspects: FuzzCase[] = [];
      await pool(batch, CONCURRENCY, async (c) => {
        const at = Date.now();
        const mark = await log.mark();
        const answer = await send(baseUrl, c, tokenFor(c.op));
        const ms = Date.now() - at;
        if (ms > 200) slowest.push([ms, `${c.id} ${c.method} ${c.url.slice(0, 80)} → ${answer.status}`]);
        const kind = `${String(answer.status)[0]}xx`;
        statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
        for (const failure of answerFailures(c, answer)) failures.push(`${describeCase(c)}: ${failure}`);
        if (answer.status >= 400 && (await log.since(mark)).some((table) => !recordsOf(c).includes(table))) suspects.push(c);
      });
      const found = await refusalCulprits({ log, replay, recordsOf }, suspects);
      unconfirmed += found.unconfirmed;
      for (const { c, tables } of found.culprits) failures.push(`${describeCase(c)}: refused, yet changed ${tables.join(', ')}`);
      // The callers must still be let in, or the rest of the run proves nothing.
      const health = [await getJson('/auth/me', tokens.tenant), await getJson(operatorHome, tokens.operator)];
      if (health.some((h) => h.status !== 200)) {
        failures.push(`after cases ${batch[0].id}…${batch[batch.length - 1].id} a caller is locked out: ${health.map((h) => h.status).join(', ')}`);
        break;
      }
    }
    // The checksums of every table before and after the run: the triggers saw every table that changed.
    const logged = new Set(await log.since(firstMark));
    const unseen = changedTables(first, await tableChecksums(t.server.sequelize, { ignore })).filter((table) => !logged.has(table));
    expect(unseen, 'tables changed that the write log did not see').toEqual([]);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`fuzz: ${cases.length} cases on ${t.dialect} in ${seconds} s, ${CONCURRENCY} in flight (seed ${SEED}): ${[...statuses].map(([k, n]) => `${k} ${n}`).join(', ')}; ${unconfirmed} refusals replayed without writing\n`);
    if (process.env.FUZZ_PROFILE) process.stdout.write(`fuzz: slowest\n${slowest.sort((a, b) => b[0] - a[0]).slice(0, 40).map(([ms, what]) => `  ${ms} ms ${what}`).join('\n')}\n`);
    expect(failures).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(TOTAL);
  }, 600_000);
});
