/**
 * Posting throughput, on SQLite and on a throwaway PostgreSQL cluster, each next to the raw
 * inserts of the same rows (entries and lines written straight in their posted state, multi-row
 * INSERTs in one transaction, the totals kept by the database's triggers as for any posting):
 *  (a) 10,000 entries recorded and posted through the API by 8 concurrent clients (POST
 *      /accounting/journal, then POST /accounting/journal/{id}/post), in rounds: each round's
 *      entries by the API, then the same entries raw twice — all in one transaction (the issue's
 *      baseline), then one entry per transaction, 8 at a time (what one request per entry cannot
 *      avoid); the rate is the median of the rounds';
 *  (b) bulk-post of 100,000 drafts in one request (POST /accounting/journal/bulk-post), the drafts
 *      written raw beforehand (not timed), then the same rows raw in their posted state.
 * Goal: ≥ 50 % of the raw rate. Data from the ledger benchmark's seeded generator.
 *
 * `npm run bench posting`. Options (environment): BENCH_DB (sqlite, postgres or both),
 * BENCH_POST_ENTRIES (default 1000), BENCH_POST_CLIENTS (8), BENCH_POST_ROUNDS (5, after a
 * warm-up round of 200 entries), BENCH_POST_DRAFTS (default 20000), BENCH_POST_BULK_RUNS (1 after
 * a warm-up of 2,000 drafts: one run writes 2 × DRAFTS entries and posts half of them). The
 * issue's scale (BENCH_POST_ENTRIES=10000 BENCH_POST_DRAFTS=100000) does not fit the bench's
 * share of the suite's 20 minutes on both databases (bench/ANALYSIS.md, fourth pass): the
 * defaults are a tenth and a fifth of it.
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { pino } from 'pino';
import { QueryTypes, type Sequelize } from 'sequelize';
import { loadConfig } from '../server/config';
import { buildServer, type Server } from '../server/bootstrap';
import { asTenant } from '../server/platform/tenancy/context';
import { Account } from '../server/modules/accounting/models';
import { ensureAccount } from '../server/modules/accounting/chart/accounts';
import { resolveJournal } from '../server/modules/accounting/journal/journals';
import { buildTenant, buildUser, loginAs, type TestUser } from '../server/test/factories';
import type { TestServer } from '../server/test/test-server';
import { BENCH_ACCOUNTS } from './ledger/load';
import { median, ms } from './ledger/measure';
import { publish, verdict, type BenchTable } from './lib/report';
import { selectedTargets } from './lib/targets';
import { createAndPost, JsonClient } from './posting/http';
import { generateEntries, insertEntryByEntry, insertStatements, runInOneTransaction, type BenchEntry, type RawPlan } from './posting/rows';

// As `npm start` runs it: no source maps (under tsx Sequelize's SQLite dialect maps a stack per query).
process.setSourceMapsEnabled(false);

const API_ENTRIES = Number(process.env.BENCH_POST_ENTRIES ?? 1_000);
const CLIENTS = Number(process.env.BENCH_POST_CLIENTS ?? 8);
const ROUNDS = Math.max(1, Number(process.env.BENCH_POST_ROUNDS ?? 5));
const DRAFTS = Number(process.env.BENCH_POST_DRAFTS ?? 20_000);
const BULK_RUNS = Math.max(1, Number(process.env.BENCH_POST_BULK_RUNS ?? 1));
const API_WARMUP = Math.min(200, API_ENTRIES);
const BULK_WARMUP = Math.min(2000, DRAFTS);
const GOAL = 0.5;
const YEAR = 2025;

const log = (message: string) => process.stderr.write(`${message}\n`);
const load = () => os.loadavg()[0].toFixed(1);

async function timed(task: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await task();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const rate = (entries: number, millis: number) => (entries * 1000) / millis;
const rateText = (r: number) => `${Math.round(r).toLocaleString('en')} entries/s`;

interface Bench {
  server: Server;
  sequelize: Sequelize;
  base: string;
  t: TestServer;
  user: TestUser;
  plan: (piecePrefix: string, status: RawPlan['status'], source: string) => RawPlan;
}

/** A client with a fresh token (an access token lasts 15 minutes; a run may take longer). */
async function clientOf(b: Bench): Promise<JsonClient> {
  const { accessToken } = await loginAs(b.t, b.user);
  return new JsonClient(b.base, accessToken, CLIENTS);
}

/** Writes the entries raw in one transaction; only that transaction is timed. */
async function rawInsert(b: Bench, entries: readonly BenchEntry[], plan: RawPlan): Promise<number> {
  const statements = insertStatements(b.sequelize, entries, plan);
  return timed(() => runInOneTransaction(b.sequelize, statements));
}

/** Writes the entries raw, one entry per transaction, CLIENTS at a time; timed. */
async function rawEntryByEntry(b: Bench, entries: readonly BenchEntry[], plan: RawPlan): Promise<number> {
  return timed(() => insertEntryByEntry(b.sequelize, entries, plan, CLIENTS));
}

/**
 * (a) Rounds of API creation + posting, each next to the raw inserts of the same entries: the
 * issue's baseline (all of them in one transaction, multi-row INSERTs) and one entry per
 * transaction (what one request per entry cannot avoid: a transaction each).
 */
async function apiPosting(b: Bench, database: string): Promise<string[][]> {
  const entries = generateEntries(API_ENTRIES, YEAR, 20261127);
  const warm = generateEntries(API_WARMUP, YEAR, 1);
  const client = await clientOf(b);
  try {
    await createAndPost(client, warm, CLIENTS);
    await rawInsert(b, warm, b.plan('WARM-API', 'POSTED', 'MANUAL'));
    await rawEntryByEntry(b, warm, b.plan('WARM-API1', 'POSTED', 'MANUAL'));
    const perRound = Math.ceil(entries.length / ROUNDS);
    const api: number[] = [];
    const raw: number[] = [];
    const single: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const slice = entries.slice(round * perRound, (round + 1) * perRound);
      if (!slice.length) break;
      const apiMs = await timed(() => createAndPost(client, slice, CLIENTS));
      const rawMs = await rawInsert(b, slice, b.plan(`RAW-API-${round + 1}`, 'POSTED', 'MANUAL'));
      const singleMs = await rawEntryByEntry(b, slice, b.plan(`RAW1-API-${round + 1}`, 'POSTED', 'MANUAL'));
      api.push(rate(slice.length, apiMs));
      raw.push(rate(slice.length, rawMs));
      single.push(rate(slice.length, singleMs));
      log(
        `[${database}] round ${round + 1}: API ${rateText(api[api.length - 1])} (${ms(apiMs)}), raw ${rateText(raw[raw.length - 1])} (${ms(rawMs)}), ` +
          `raw one entry per transaction ${rateText(single[single.length - 1])} (${ms(singleMs)}), load ${load()}`,
      );
    }
    const a = median(api);
    const r = median(raw);
    const s = median(single);
    const measure = `record + post through the API, ${CLIENTS} clients: ${entries.length.toLocaleString('en')} entries in ${api.length} rounds of ${perRound.toLocaleString('en')}`;
    return [
      [`${measure} — vs raw, all in one transaction (the issue's baseline)`, rateText(a), rateText(r), `${((100 * a) / r).toFixed(1)} %`, `≥ ${GOAL * 100} % of raw: ${verdict(a >= GOAL * r)}`],
      [
        `${measure} — vs raw, one entry per transaction, ${CLIENTS} at a time`,
        rateText(a),
        rateText(s),
        `${((100 * a) / s).toFixed(1)} %`,
        `≥ ${GOAL * 100} % of this baseline: ${verdict(a >= GOAL * s)}`,
      ],
    ];
  } finally {
    client.close();
  }
}

/** Drafts written raw (not timed), then posted in one bulk-post request. */
async function bulkPostOnce(b: Bench, entries: readonly BenchEntry[], prefix: string): Promise<number> {
  await runInOneTransaction(b.sequelize, insertStatements(b.sequelize, entries, b.plan(prefix, 'DRAFT', 'IMPORT')));
  // PostgreSQL's autovacuum would have analysed tables this size; SQLite never runs ANALYZE here.
  if (b.sequelize.getDialect() === 'postgres') for (const table of ['journal_entries', 'journal_lines']) await b.sequelize.query(`ANALYZE ${table}`);
  const client = await clientOf(b);
  try {
    let answer = { status: 0, body: { posted: 0 } };
    const took = await timed(async () => (answer = await client.post<{ posted: number }>('/accounting/journal/bulk-post?source=IMPORT')));
    if (answer.status !== 200 || answer.body.posted !== entries.length) throw new Error(`bulk-post answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    return took;
  } finally {
    client.close();
  }
}

/** (b) Bulk-post of DRAFTS drafts next to the raw inserts of the same rows posted. */
async function bulkPosting(b: Bench, database: string): Promise<string[]> {
  const entries = generateEntries(DRAFTS, YEAR, 20261128);
  const warm = generateEntries(BULK_WARMUP, YEAR, 2);
  await bulkPostOnce(b, warm, 'WARM-DRAFT');
  await rawInsert(b, warm, b.plan('WARM-BULK', 'POSTED', 'IMPORT'));
  const bulk: number[] = [];
  const raw: number[] = [];
  for (let run = 1; run <= BULK_RUNS; run++) {
    const bulkMs = await bulkPostOnce(b, entries, `DRAFT-${run}`);
    const rawMs = await rawInsert(b, entries, b.plan(`RAW-BULK-${run}`, 'POSTED', 'IMPORT'));
    bulk.push(bulkMs);
    raw.push(rawMs);
    log(`[${database}] bulk run ${run}: bulk-post ${ms(bulkMs)} (${rateText(rate(entries.length, bulkMs))}), raw ${ms(rawMs)} (${rateText(rate(entries.length, rawMs))}), load ${load()}`);
  }
  const a = rate(entries.length, median(bulk));
  const r = rate(entries.length, median(raw));
  return [
    `bulk-post of ${entries.length.toLocaleString('en')} drafts (one request; ${BULK_RUNS} run${BULK_RUNS > 1 ? 's' : ''}): ${ms(median(bulk))} against ${ms(median(raw))}`,
    rateText(a),
    rateText(r),
    `${((100 * a) / r).toFixed(1)} %`,
    `≥ ${GOAL * 100} % of raw: ${verdict(a >= GOAL * r)}`,
  ];
}

/** Every line is posted exactly when its entry is, and no draft is left. */
async function check(b: Bench, tenantId: string): Promise<void> {
  const [row] = await b.sequelize.query<{ mismatched: unknown; drafts: unknown }>(
    `SELECT (SELECT COUNT(*) FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
             WHERE l.tenant_id = :tenantId AND (l.posted = TRUE) <> (e.status = 'POSTED')) AS mismatched,
            (SELECT COUNT(*) FROM journal_entries WHERE tenant_id = :tenantId AND status = 'DRAFT') AS drafts`,
    { type: QueryTypes.SELECT, replacements: { tenantId } },
  );
  if (Number(row.mismatched) !== 0 || Number(row.drafts) !== 0) throw new Error(`Check failed: ${JSON.stringify(row)}`);
}

const tables: BenchTable[] = [];
for (const makeTarget of selectedTargets()) {
  const target = await makeTarget();
  try {
    const config = loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', ...target.env });
    const server = await buildServer(config, { logger: pino({ level: 'silent' }) });
    const listener = server.app.listen(0, '127.0.0.1');
    try {
      await new Promise<void>((resolve) => listener.once('listening', () => resolve()));
      const t = { server, config: server.container.config, clock: { now: () => new Date() } } as unknown as TestServer;
      const tenant = await buildTenant(t, { country: 'CI', modules: ['ACCOUNTING'] });
      const user = await buildUser(t, { tenant, permissions: ['accounting.read', 'accounting.write', 'accounting.validate'] });
      const { accounts, journal } = await asTenant(tenant.id, async () => {
        for (const code of BENCH_ACCOUNTS) await ensureAccount(code, `Compte ${code}`);
        const od = await resolveJournal({ source: 'MANUAL', accountCodes: [] });
        return { accounts: new Map((await Account.findAll()).map((a) => [a.code, a.id])), journal: { id: od.id, code: od.code } };
      });
      const b: Bench = {
        server,
        sequelize: server.sequelize,
        base: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
        t,
        user,
        plan: (piecePrefix, status, source) => ({ tenantId: tenant.id, accounts, journal, piecePrefix, status, source }),
      };
      const startLoad = load();
      log(`[${target.name}] record + post through the API: ${API_ENTRIES} entries, ${CLIENTS} clients, ${ROUNDS} rounds (load ${startLoad})…`);
      const apiRows = await apiPosting(b, target.name);
      log(`[${target.name}] bulk-post of ${DRAFTS} drafts, ${BULK_RUNS} run(s)…`);
      const bulkRow = await bulkPosting(b, target.name);
      await check(b, tenant.id);
      tables.push({
        title: `${target.name} (load average ${startLoad} at the start, ${load()} at the end)`,
        columns: ['measure', 'Baobab', 'raw inserts (same rows, posted)', 'Baobab / raw', 'goal'],
        rows: [...apiRows, bulkRow],
      });
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      await server.close();
    }
  } finally {
    await target.cleanup();
  }
}

publish({
  title: `Posting throughput: ${API_ENTRIES.toLocaleString('en')} entries through the API, bulk-post of ${DRAFTS.toLocaleString('en')} drafts`,
  method: `Entries of four lines from the ledger benchmark's seeded generator, dated over ${YEAR}, about 300 accounts. **API**: ${CLIENTS} concurrent clients (keep-alive HTTP) each record an entry (POST /accounting/journal) then post it (POST …/{id}/post), in ${ROUNDS} rounds after a warm-up round of ${API_WARMUP}; each round is followed by the raw inserts of the same entries, twice: all in one transaction (the issue's baseline), then one entry per transaction (an entry INSERT and a lines INSERT, then COMMIT), ${CLIENTS} transactions at a time (SQLite: queued for its one writer, as the server's are); the rates are the medians of the rounds'. **Bulk-post**: ${DRAFTS.toLocaleString('en')} drafts written raw (not timed), posted by one POST /accounting/journal/bulk-post, then the same rows written raw in their posted state; ${BULK_RUNS} run(s) after a warm-up of ${BULK_WARMUP.toLocaleString('en')} drafts. **Raw inserts** (the baseline): entries and lines in their posted state, multi-row INSERTs of 1,000 rows, one transaction, the ledger totals kept by the triggers as for any posting. After the runs a check refuses lines whose posted flag differs from their entry's, and drafts left over.`,
  tables,
});
