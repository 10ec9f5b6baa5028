import type { AddressInfo } from 'node:net';
import { QueryTypes } from 'sequelize';
import type { Server } from '../../server/bootstrap';
import { asTenant } from '../../server/platform/tenancy/context';
import { Account } from '../../server/modules/accounting/models';
import { ensureAccount } from '../../server/modules/accounting/chart/accounts';
import { balanceSql } from '../../server/modules/accounting/reports/balance';
import { BEGINNING_OF_BOOKS } from '../../server/modules/accounting/fiscal-years/book-start';
import { grandLivreAccountsSql, grandLivreLinesSql } from '../../server/modules/accounting/reports/grand-livre';
import { grandLivreRows } from '../../server/modules/accounting/reports/exports';
import { resolveJournal } from '../../server/modules/accounting/journal/journals';
import { prefixFilter } from '../../server/modules/accounting/reports/sql';
import { buildTenant, buildUser, loginAs } from '../../server/test/factories';
import type { TestServer } from '../../server/test/test-server';
import { BENCH_ACCOUNTS, loadEntries } from './load';
import { mb, memoryGrowth, ms, timePair, type Row } from './measure';

export interface DatabaseTarget {
  name: string;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

const YEAR = 2025;
const FROM = `${YEAR}-01-01`;
const TO = `${YEAR}-12-31`;
const LEDGER_ACCOUNT = '6222';
const LEDGER_PAGE = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);

const log = (message: string) => process.stderr.write(`${message}\n`);

async function fetchJson(url: string, token: string): Promise<unknown> {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Downloads a CSV, reading and dropping the chunks as a client would; answers the line count. */
async function download(url: string, token: string): Promise<number> {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`${url} answered ${res.status}`);
  let lines = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return lines;
    for (const byte of value) if (byte === 10) lines += 1;
  }
}

const ratioText = (http: number, raw: number) => `${(http / raw).toFixed(2)}×`;

export async function runBenchOn(server: Server, database: string, entries: number): Promise<Row[]> {
  const sequelize = server.sequelize;
  // The factories only need the config and a clock from a test server.
  const t = { server, config: server.container.config, clock: { now: () => new Date() } } as unknown as TestServer;
  const tenant = await buildTenant(t, { country: 'CI', modules: ['ACCOUNTING'] });
  const user = await buildUser(t, { tenant, permissions: ['accounting.report.read'] });
  const { accounts, journal } = await asTenant(tenant.id, async () => {
    for (const code of BENCH_ACCOUNTS) await ensureAccount(code, `Compte ${code}`);
    const od = await resolveJournal({ source: 'MANUAL', accountCodes: [] });
    return { accounts: new Map((await Account.findAll()).map((a) => [a.code, a.id])), journal: { id: od.id, code: od.code } };
  });

  log(`[${database}] loading ${entries} entries…`);
  const loadStart = Date.now();
  const loaded = await loadEntries(sequelize, { tenantId: tenant.id, accounts, journal, entries, year: YEAR }, (done) => {
    if (done % 50_000 === 0) log(`[${database}]   ${done} entries`);
  });
  await sequelize.query('ANALYZE');
  const loadSeconds = (Date.now() - loadStart) / 1000;
  log(`[${database}] loaded ${loaded.lines} lines in ${loadSeconds.toFixed(0)} s`);

  const listener = server.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  // Access tokens live 15 minutes and a loaded machine can take longer: renew in the background.
  let accessToken = (await loginAs(t, user)).accessToken;
  const renewal = setInterval(() => {
    void loginAs(t, user).then((client) => {
      accessToken = client.accessToken;
    });
  }, 5 * 60_000);
  const rows: Row[] = [];
  const report = (row: Row) => {
    rows.push(row);
    log(`[${database}] ${row.measure}: HTTP ${row.http}, raw ${row.raw} (${row.ratio}) ${row.note}`);
  };
  const raw = (sql: string, replacements: Record<string, unknown>) =>
    sequelize.query(sql, { type: QueryTypes.SELECT, replacements: { tenantId: tenant.id, ...replacements } });
  try {
    log(`[${database}] balance report…`);
    const balance = (await fetchJson(`${base}/accounting/reports/balance?from=${FROM}&to=${TO}`, accessToken)) as { accounts: unknown[]; totals: { balanced: boolean; periodDebit: string } };
    if (!balance.totals.balanced) throw new Error('The trial balance is not balanced');
    const { a: balanceHttp, b: balanceRaw } = await timePair(
      RUNS,
      () => fetchJson(`${base}/accounting/reports/balance?from=${FROM}&to=${TO}`, accessToken),
      () => raw(balanceSql(), { from: FROM, to: TO, bookStart: BEGINNING_OF_BOOKS }),
    );
    report({
      database,
      measure: `balance ${YEAR} (${balance.accounts.length} accounts, ${loaded.lines.toLocaleString('en')} lines)`,
      http: ms(balanceHttp),
      raw: ms(balanceRaw),
      ratio: ratioText(balanceHttp, balanceRaw),
      note: `goal ≤ 1.50× → ${balanceHttp / balanceRaw <= 1.5 ? 'met' : 'NOT met'}`,
    });

    log(`[${database}] grand-livre of ${LEDGER_ACCOUNT}…`);
    const ledgerUrl = `${base}/accounting/reports/grand-livre?from=${FROM}&to=${TO}&accountPrefix=${LEDGER_ACCOUNT}&pageSize=${LEDGER_PAGE}`;
    const ledger = (await fetchJson(ledgerUrl, accessToken)) as { totals: { lineCount: number } };
    const params = { from: FROM, to: TO, bookStart: BEGINNING_OF_BOOKS, ...prefixFilter(LEDGER_ACCOUNT).replacements };
    const { a: ledgerHttp, b: ledgerRaw } = await timePair(
      RUNS,
      () => fetchJson(ledgerUrl, accessToken),
      async () => {
        await raw(grandLivreAccountsSql({ accountPrefix: LEDGER_ACCOUNT }), params);
        await raw(grandLivreLinesSql({ accountPrefix: LEDGER_ACCOUNT }), { ...params, limit: LEDGER_PAGE, offset: 0 });
      },
    );
    report({
      database,
      measure: `grand-livre ${LEDGER_ACCOUNT}, first ${LEDGER_PAGE} of ${ledger.totals.lineCount.toLocaleString('en')} lines`,
      http: ms(ledgerHttp),
      raw: ms(ledgerRaw),
      ratio: ratioText(ledgerHttp, ledgerRaw),
      note: 'account summary + running-balance page',
    });

    log(`[${database}] grand-livre CSV export…`);
    const exportUrl = `${base}/accounting/reports/grand-livre/export?from=${FROM}&to=${TO}`;
    let exported = 0;
    const { a: exportHttp, b: exportRaw } = await timePair(
      EXPORT_RUNS,
      async () => {
        exported = await download(exportUrl, accessToken);
        log(`[${database}]   export run: ${exported} lines`);
      },
      () =>
        asTenant(tenant.id, async () => {
          let n = 0;
          for await (const row of grandLivreRows(sequelize, { from: FROM, to: TO }, 'en')) n += row.cells.length > 0 ? 1 : 0;
          return n;
        }),
      0,
    );
    // Memory in a run of its own: forcing collections to see what is retained slows the export.
    const { growth } = await memoryGrowth(() => download(exportUrl, accessToken));
    const { growth: small } = await memoryGrowth(() => download(`${exportUrl}&accountPrefix=${LEDGER_ACCOUNT}`, accessToken));
    report({
      database,
      measure: `grand-livre CSV export, ${(exported - 1).toLocaleString('en')} rows`,
      http: ms(exportHttp),
      raw: ms(exportRaw),
      ratio: ratioText(exportHttp, exportRaw),
      note: `retained heap +${mb(growth.retainedBytes)} (one account: +${mb(small.retainedBytes)}), peak RSS +${mb(growth.rssBytes)}; raw = same keyset batches, no CSV/HTTP`,
    });
  } finally {
    clearInterval(renewal);
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  }
  log(`[${database}] done`);
  return rows;
}
