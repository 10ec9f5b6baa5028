/**
 * Bank reconciliation at the issue's scale: a statement of 10,000 lines imported and auto-matched
 * against a ledger of 100,000 posted entries (half of them moving the bank account 5211), over
 * HTTP, on SQLite and PostgreSQL. Each run imports the statement (CSV, multipart) and runs the
 * auto-match; the run's import is then deleted so the next run finds the same state. Baseline,
 * in the same run: the floor of the matching, one SQL statement joining the imported lines to
 * the entries' net movements on the account by amount within the date window. Goal: import and
 * auto-match together under 5 s.
 *
 * `npm run bench reconciliation`. Options (environment): BENCH_DB (sqlite, postgres or both),
 * BENCH_RECON_ENTRIES (default 100000), BENCH_RECON_LINES (default 10000), BENCH_RUNS (default 5, the issue's minimum),
 * BENCH_RECON_PROFILE (1: the SQL of one more import and auto-match timed, the candidate read explained).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { QueryTypes, type Sequelize } from 'sequelize';
import { loadConfig } from '../server/config';
import { buildServer } from '../server/bootstrap';
import { asTenant } from '../server/platform/tenancy/context';
import { Account } from '../server/modules/accounting/models';
import { ensureAccount } from '../server/modules/accounting/chart/accounts';
import { resolveJournal } from '../server/modules/accounting/journal/journals';
import { buildTenant, buildUser, loginAs } from '../server/test/factories';
import type { TestServer } from '../server/test/test-server';
import { BENCH_ACCOUNTS, loadEntries } from './ledger/load';
import { median, ms } from './ledger/measure';
import { publish, ratio, verdict, type BenchTable } from './lib/report';
import { selectedTargets } from './lib/targets';
import { withDeferredIndexes } from './lib/deferred-indexes';

const ENTRIES = Number(process.env.BENCH_RECON_ENTRIES ?? 100_000);
const LINES = Number(process.env.BENCH_RECON_LINES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_RECON_PROFILE=1: one more import and auto-match after the timed runs, their SQL statements timed and the candidate read's plan printed. */
const PROFILE = process.env.BENCH_RECON_PROFILE === '1';
const GOAL_MS = 5000;
const YEAR = 2025;

const log = (message: string) => process.stderr.write(`${message}\n`);

async function timed<T>(task: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = process.hrtime.bigint();
  const result = await task();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}

const amountText = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

interface StatementRow {
  date: string;
  label: string;
  reference: string;
  amountCents: number;
}

/** The statement: the bank side of the first LINES bank entries of the year, as the bank prints them. */
async function statementOf(
  sequelize: Sequelize,
  tenantId: string,
): Promise<{ csv: string; from: string; to: string; lines: StatementRow[] }> {
  const rows = await sequelize.query<{
    entryId: string;
    date: string;
    debit: number | string;
    credit: number | string;
  }>(
    `SELECT l.entry_id AS "entryId", CAST(MIN(l.entry_date) AS VARCHAR(10)) AS "date", SUM(l.debit_cents) AS "debit", SUM(l.credit_cents) AS "credit"
     FROM journal_lines l WHERE l.tenant_id = :tenantId AND l.account_code = '5211' AND l.entry_date >= :from
     GROUP BY l.entry_id ORDER BY MIN(l.entry_date), l.entry_id LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements: { tenantId, from: `${YEAR}-01-01`, limit: LINES } },
  );
  if (rows.length < LINES)
    throw new Error(`Only ${rows.length} bank entries in ${YEAR}: raise BENCH_RECON_ENTRIES`);
  // Money in: the debit on 5211 (the customer's payment; its fee is another movement). Money out:
  // the payment and its fee together, as the bank debits them.
  const lines = rows.map((r, i): StatementRow => {
    const debit = Number(r.debit);
    const amountCents = debit > 0 ? debit : -Number(r.credit);
    const n = i + 1;
    return { date: r.date, label: `${amountCents > 0 ? 'VIR RECU' : 'PRLV'} ${String(n).padStart(5, '0')}`, reference: `REF${String(n).padStart(6, '0')}`, amountCents };
  });
  return {
    csv: ['date,label,reference,amount', ...lines.map((l) => `${l.date},${l.label},${l.reference},${amountText(l.amountCents)}`)].join('\n'),
    from: rows[0].date,
    to: rows[rows.length - 1].date,
    lines,
  };
}

/** The window's movements on 5211 grouped per entry: money in (its debits), money out (its credits). */
const MOVEMENTS = `SELECT l.entry_id, MIN(l.entry_date) AS entry_date, SUM(l.debit_cents) AS money_in, -SUM(l.credit_cents) AS money_out
    FROM journal_lines l WHERE l.tenant_id = :tenantId AND l.account_code = '5211' AND l.posted = TRUE AND l.entry_date >= :from AND l.entry_date <= :to
    GROUP BY l.entry_id`;

/**
 * The floor: every imported line paired with the entries whose movement on 5211 is its amount
 * (money in: the entry's debits; money out: its credits), within ±5 days; the entries' movements
 * grouped once (`movements`: a materialized CTE on PostgreSQL, an indexed temporary table on
 * SQLite, which builds no index on a CTE and compared every pair: 18 s at 10,000 lines), each
 * side joined on the amount.
 */
const floorJoin = (dialect: string, movements: string) => {
  const near = dialect === 'postgres' ? 'm.entry_date BETWEEN s.line_date - 5 AND s.line_date + 5' : "m.entry_date BETWEEN date(s.line_date, '-5 days') AND date(s.line_date, '+5 days')";
  const side = (amount: string, sign: string) => `
    SELECT s.id FROM bank_statement_lines s JOIN ${movements} m ON m.${amount} = s.amount_cents AND ${near}
    WHERE s.tenant_id = :tenantId AND s.import_id = :importId AND s.amount_cents ${sign} 0`;
  return `SELECT COUNT(*) AS "pairs" FROM (${side('money_in', '>=')} UNION ALL ${side('money_out', '<')}) p`;
};

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The import's floor: the statement's lines written as multi-row INSERTs of literal values (500
 * lines per statement, one transaction) under an import row of their own (another bank account
 * id, so the bank ids do not collide with the imported ones); no file, no checks, no audit.
 * Answers the import's id (deleted afterwards like the imported one).
 */
async function floorImport(sequelize: Sequelize, tenantId: string, lines: readonly StatementRow[]): Promise<string> {
  const importId = randomUUID();
  const at = literal(new Date().toISOString());
  const account = literal(randomUUID());
  const tenant = literal(tenantId);
  await sequelize.transaction(async (transaction) => {
    await sequelize.query(
      `INSERT INTO bank_statement_imports (id, tenant_id, bank_account_id, account_code, period_start, period_end, file_name, format, line_count, imported_at, created_at, updated_at)
       VALUES (${literal(importId)}, ${tenant}, ${account}, '5211', ${literal(lines[0].date)}, ${literal(lines[lines.length - 1].date)}, 'floor.csv', 'CSV', ${lines.length}, ${at}, ${at}, ${at})`,
      { transaction },
    );
    for (let i = 0; i < lines.length; i += 500) {
      const values = lines
        .slice(i, i + 500)
        .map((l, k) => `(${literal(randomUUID())}, ${tenant}, ${literal(importId)}, ${account}, ${i + k + 1}, ${literal(l.date)}, ${literal(l.label)}, ${literal(l.reference)}, ${l.amountCents}, ${literal(l.reference)}, 'UNMATCHED', ${at}, ${at})`);
      await sequelize.query(
        `INSERT INTO bank_statement_lines (id, tenant_id, import_id, bank_account_id, line_no, line_date, label, reference, amount_cents, external_id, status, created_at, updated_at) VALUES ${values.join(', ')}`,
        { transaction },
      );
    }
  });
  return importId;
}

const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Runs one import and one auto-match with every SQL statement logged and timed (Sequelize's
 * benchmark option), prints the slowest statements of each and the plan of the candidate read
 * (the window's posted movements on the bank account): EXPLAIN QUERY PLAN on SQLite, EXPLAIN
 * ANALYZE on PostgreSQL.
 */
async function profileRun(
  sequelize: Sequelize,
  name: string,
  importOnce: () => Promise<string>,
  autoMatch: (id: string) => Promise<unknown>,
  forget: (id: string) => Promise<unknown>,
  floor: (id: string, explain: string) => Promise<Array<Record<string, unknown>>>,
): Promise<void> {
  // Sequelize reads its logging and benchmark options at each query; they are not in its typings.
  const options = (sequelize as unknown as { options: { logging?: unknown; benchmark?: boolean } }).options;
  const saved = { logging: options.logging, benchmark: options.benchmark };
  let statements: Array<{ sql: string; ms: number }> = [];
  options.benchmark = true;
  options.logging = (sql: string, elapsed?: number) => statements.push({ sql: sql.replace(/^Executed \([^)]*\): /, ''), ms: elapsed ?? 0 });
  const report = (what: string) => {
    const total = statements.reduce((sum, s) => sum + s.ms, 0);
    log(`[${name}] profile of the ${what}: ${statements.length} statements, ${ms(total)} in the database`);
    for (const s of [...statements].sort((a, b) => b.ms - a.ms).slice(0, 6)) log(`  ${ms(s.ms)}  ${s.sql.slice(0, 220)}`);
  };
  const explain = sequelize.getDialect() === 'postgres' ? 'EXPLAIN (ANALYZE, BUFFERS)' : 'EXPLAIN QUERY PLAN';
  const planText = (rows: Array<Record<string, unknown>>) => rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n  ');
  let candidateRead: string | undefined;
  try {
    const id = await importOnce();
    report('import');
    statements = [];
    await autoMatch(id);
    report('auto-match');
    candidateRead = statements.find((s) => /FROM [`"]journal_lines[`"]/.test(s.sql) && /account_code/.test(s.sql))?.sql;
    options.logging = false;
    log(`[${name}] plan of the floor:\n  ${planText(await floor(id, `${explain} `))}`);
    await forget(id);
  } finally {
    Object.assign(options, saved);
  }
  if (!candidateRead) {
    log(`[${name}] no candidate read captured`);
    return;
  }
  const plan = await sequelize.query<Record<string, unknown>>(`${explain} ${candidateRead.replace(/;\s*$/, '')}`, { type: QueryTypes.SELECT });
  log(`[${name}] plan of the candidate read:\n  ${planText(plan)}`);
}

const tables: BenchTable[] = [];
for (const makeTarget of selectedTargets()) {
  const target = await makeTarget();
  try {
    const config = loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', ...target.env });
    const server = await buildServer(config, { logger: pino({ level: 'silent' }) });
    try {
      const sequelize = server.sequelize;
      const t = {
        server,
        config: server.container.config,
        clock: { now: () => new Date() },
      } as unknown as TestServer;
      const tenant = await buildTenant(t, { country: 'CI' });
      const admin = await buildUser(t, { tenant, roles: ['ORG_ADMIN'] });
      const { accounts, journal } = await asTenant(tenant.id, async () => {
        for (const code of BENCH_ACCOUNTS) await ensureAccount(code, `Compte ${code}`);
        const od = await resolveJournal({ source: 'MANUAL', accountCodes: [] });
        return {
          accounts: new Map((await Account.findAll()).map((a) => [a.code, a.id])),
          journal: { id: od.id, code: od.code },
        };
      });
      log(`[${target.name}] loading ${ENTRIES} entries…`);
      const loadStart = Date.now();
      // The ledger's secondary indexes are built once after the load instead of row by row.
      await withDeferredIndexes(sequelize, ['journal_entries', 'journal_lines'], () =>
        loadEntries(sequelize, {
          tenantId: tenant.id,
          accounts,
          journal,
          entries: ENTRIES,
          years: [YEAR - 1, YEAR],
        }),
      );
      await sequelize.query('ANALYZE');
      const loadSeconds = (Date.now() - loadStart) / 1000;

      const listener = server.app.listen(0, '127.0.0.1');
      await new Promise<void>((resolve) => listener.once('listening', () => resolve()));
      const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
      try {
        const { accessToken } = await loginAs(t, admin);
        const auth = { Authorization: `Bearer ${accessToken}` };
        const bank = await fetch(`${base}/accounting/config/bank-accounts`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            accountCode: '5211',
            title: 'Compte courant',
            bank: 'SGCI',
            iban: 'CI93CI0080111301134291200589',
            bic: 'SGCICIAB',
          }),
        });
        if (bank.status !== 201) throw new Error(`Bank account: ${bank.status} ${await bank.text()}`);
        const bankAccountId = ((await bank.json()) as { id: string }).id;
        const statement = await statementOf(sequelize, tenant.id);

        const importOnce = async () => {
          const form = new FormData();
          form.set('bankAccountId', bankAccountId);
          form.set('periodStart', statement.from);
          form.set('periodEnd', statement.to);
          form.set('file', new Blob([statement.csv], { type: 'text/csv' }), 'releve.csv');
          const res = await fetch(`${base}/accounting/reconciliation/imports/parse`, {
            method: 'POST',
            headers: auth,
            body: form,
          });
          if (res.status !== 201)
            throw new Error(`Import: ${res.status} ${(await res.text()).slice(0, 500)}`);
          return ((await res.json()) as { id: string }).id;
        };
        const autoMatch = async (id: string) => {
          const res = await fetch(`${base}/accounting/reconciliation/imports/${id}/auto-match`, {
            method: 'POST',
            headers: auth,
          });
          if (res.status !== 200)
            throw new Error(`Auto-match: ${res.status} ${(await res.text()).slice(0, 500)}`);
          return (await res.json()) as { matched: number; proposed: number; unmatched: number };
        };
        const floor = async (importId: string, explain = '') => {
          const options = {
            type: QueryTypes.SELECT,
            replacements: { tenantId: tenant.id, importId, from: shift(statement.from, -5), to: shift(statement.to, 5) },
          } as const;
          if (sequelize.getDialect() === 'postgres') {
            return sequelize.query<Record<string, unknown>>(`${explain}WITH m AS MATERIALIZED (${MOVEMENTS}) ${floorJoin('postgres', 'm')}`, options);
          }
          // Declared types: a column of CREATE TABLE … AS SELECT SUM(…) has no affinity, and its
          // index cannot serve an equality with an INTEGER column.
          await sequelize.query('CREATE TEMP TABLE floor_m (entry_id TEXT, entry_date TEXT, money_in INTEGER, money_out INTEGER)');
          try {
            await sequelize.query(`INSERT INTO floor_m ${MOVEMENTS}`, { replacements: options.replacements });
            await sequelize.query('CREATE INDEX temp.floor_m_in ON floor_m (money_in)');
            await sequelize.query('CREATE INDEX temp.floor_m_out ON floor_m (money_out)');
            return await sequelize.query<Record<string, unknown>>(`${explain}${floorJoin('sqlite', 'floor_m')}`, options);
          } finally {
            await sequelize.query('DROP TABLE temp.floor_m');
          }
        };
        // The next run starts from the same state: no import, no match.
        const forget = (importId: string) =>
          sequelize.transaction(async (transaction) => {
            await sequelize.query('DELETE FROM bank_statement_lines WHERE import_id = :importId', {
              replacements: { importId },
              transaction,
            });
            await sequelize.query('DELETE FROM bank_statement_imports WHERE id = :importId', {
              replacements: { importId },
              transaction,
            });
          });

        const samples = { import: [] as number[], importFloor: [] as number[], match: [] as number[], floor: [] as number[] };
        let outcome = { matched: 0, proposed: 0, unmatched: 0 };
        for (let run = 0; run <= RUNS; run++) {
          const imported = await timed(importOnce);
          const floorRun = await timed(() => floor(imported.result));
          const matched = await timed(() => autoMatch(imported.result));
          outcome = matched.result;
          await forget(imported.result);
          const importFloor = await timed(() => floorImport(sequelize, tenant.id, statement.lines));
          await forget(importFloor.result);
          if (run === 0) continue; // warm-up
          samples.import.push(imported.ms);
          samples.importFloor.push(importFloor.ms);
          samples.match.push(matched.ms);
          samples.floor.push(floorRun.ms);
          log(
            `[${target.name}] run ${run}: import ${ms(imported.ms)} (floor ${ms(importFloor.ms)}), auto-match ${ms(matched.ms)} (${JSON.stringify(matched.result)}), floor ${ms(floorRun.ms)}`,
          );
        }
        if (PROFILE) await profileRun(sequelize, target.name, importOnce, autoMatch, forget, floor);
        const total = median(samples.import.map((v, i) => v + samples.match[i]));
        tables.push({
          title: `${target.name} — ${LINES.toLocaleString('en')} statement lines against ${ENTRIES.toLocaleString('en')} entries (loaded in ${loadSeconds.toFixed(0)} s)`,
          columns: ['measure', 'Baobab (HTTP)', 'floor (SQL run directly)', 'ratio', 'goal'],
          rows: [
            [
              'import (parse, checks, write; floor: the lines as multi-row INSERTs)',
              ms(median(samples.import)),
              ms(median(samples.importFloor)),
              ratio(median(samples.import), median(samples.importFloor)),
              '—',
            ],
            [
              `auto-match (${outcome.matched} matched, ${outcome.proposed} proposed, ${outcome.unmatched} unmatched; floor: one SQL join)`,
              ms(median(samples.match)),
              ms(median(samples.floor)),
              ratio(median(samples.match), median(samples.floor)),
              '—',
            ],
            [
              'import + auto-match',
              ms(total),
              '—',
              '—',
              `< ${GOAL_MS / 1000} s: ${verdict(total < GOAL_MS)}`,
            ],
          ],
        });
      } finally {
        await new Promise<void>((resolve) => listener.close(() => resolve()));
      }
    } finally {
      await server.close();
    }
  } finally {
    await target.cleanup();
  }
}

publish({
  title: `Bank reconciliation: ${LINES.toLocaleString('en')} statement lines against ${ENTRIES.toLocaleString('en')} entries`,
  method: `${ENTRIES.toLocaleString('en')} posted entries over ${YEAR - 1} and ${YEAR} (the ledger benchmark's seeded generator: half of them move the bank account 5211), loaded with multi-row INSERTs. The statement is the bank side of the first ${LINES.toLocaleString('en')} bank entries of ${YEAR} as a CSV file, imported through the API (multipart), then auto-matched through the API; the import is deleted after each run. Medians of ${RUNS} runs after one warm-up. The import's floor is the same lines written as multi-row INSERTs of literal values (500 per statement, one transaction), run directly; the auto-match's floor is one SQL statement pairing the imported lines with the entries' movements on the account (same amount, within 5 days of the line), run directly.`,
  tables,
});
