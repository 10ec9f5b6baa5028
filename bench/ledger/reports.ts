import type { Sequelize } from 'sequelize';
import { agingDuesSql, agingReplacements, duesHoldSql } from '../../server/modules/accounting/reports/aging';
import { balanceSql } from '../../server/modules/accounting/reports/balance';
import { accountBalancesSql, openResultSql } from '../../server/modules/accounting/reports/bilan';
import { AGING_BUCKETS } from '../../server/modules/accounting/reports/computations';
import {
  grandLivreAccountsSql,
  grandLivreLinesSql,
} from '../../server/modules/accounting/reports/grand-livre';
import { postedSource, type Cuts } from '../../server/modules/accounting/reports/posted-source';
import { resultatSql } from '../../server/modules/accounting/reports/resultat';
import { prefixFilter } from '../../server/modules/accounting/reports/sql';
import { statementLayout } from '../../server/modules/accounting/reports/statements/layout';
import { BEGINNING_OF_BOOKS } from '../../server/modules/accounting/fiscal-years/book-start';
import type { CliReport } from './cli';
import { oldGrandLivreLinesSql } from './old-sql';
import { referenceAgingSql } from '../../server/modules/accounting/reports/aging-reference';

/**
 * The reports timed by the ledger benchmark, each with its contenders: the HTTP endpoint, the
 * project's SQL as it was before the totals (an aggregate over every posted line since the
 * books began — the "lines" baseline) and the floor, the same figures from the totals kept at
 * posting run directly on the database. `check` runs both SQL forms once and refuses to time
 * them if their figures differ.
 */
export interface Contenders {
  measure: string;
  cli?: CliReport;
  check(): Promise<void>;
  http(): Promise<unknown>;
  lines(): Promise<unknown>;
  floor(): Promise<unknown>;
}

type Raw = (sql: string, replacements: Record<string, unknown>) => Promise<unknown[]>;

interface Context {
  base: string;
  accessToken: string;
  raw: Raw;
  tenantId: string;
  sequelize: Sequelize;
}

async function get(url: string, token: string): Promise<unknown> {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const canonical = (rows: unknown[]) =>
  JSON.stringify(
    rows
      .map((r) =>
        Object.fromEntries(
          Object.entries(r as object).map(([k, v]) => [
            k,
            typeof v === 'bigint' || typeof v === 'string' ? String(v) : v,
          ]),
        ),
      )
      .map((r) => JSON.stringify(r))
      .map((s) => s.replace(/"(-?\d+)"/g, '$1')),
  );

function sameFigures(measure: string, lines: unknown[], floor: unknown[]): void {
  if (canonical(lines) !== canonical(floor))
    throw new Error(`${measure}: the totals give other figures than the lines`);
}

export async function reportContenders({
  base,
  accessToken,
  raw,
  sequelize,
}: Context): Promise<Contenders[]> {
  const withSource = (
    cuts: Cuts,
    build: (sql: string) => string[],
    replacements: Record<string, unknown>,
  ) => {
    const source = postedSource(cuts, sequelize.getDialect());
    return { sqls: build(source.sql), replacements: { ...replacements, ...source.replacements } };
  };
  const layout = statementLayout('SYSCOHADA');
  const many = async (sqls: string[], replacements: Record<string, unknown>) => {
    const out: unknown[] = [];
    for (const sql of sqls) out.push(...(await raw(sql, replacements)));
    return out;
  };
  const pair = (
    measure: string,
    url: string,
    lines: { sqls: string[]; replacements: Record<string, unknown> },
    floor: { sqls: string[]; replacements: Record<string, unknown> },
    cli?: CliReport,
  ): Contenders => ({
    measure,
    cli,
    check: async () => {
      await get(`${base}${url}`, accessToken);
      sameFigures(
        measure,
        await many(lines.sqls, lines.replacements),
        await many(floor.sqls, floor.replacements),
      );
    },
    http: () => get(`${base}${url}`, accessToken),
    lines: () => many(lines.sqls, lines.replacements),
    floor: () => many(floor.sqls, floor.replacements),
  });

  const balance = (from: string, to: string, cli?: CliReport) => {
    const params = { from, to, bookStart: BEGINNING_OF_BOOKS };
    return pair(
      `trial balance ${from} → ${to}`,
      `/accounting/reports/balance?from=${from}&to=${to}`,
      { sqls: [balanceSql()], replacements: params },
      withSource(
        { before: [from, BEGINNING_OF_BOOKS], through: [to] },
        (s) => [balanceSql(undefined, s)],
        params,
      ),
      cli,
    );
  };

  const resultat = () => {
    const params = {
      from: '2025-01-01',
      to: '2025-12-31',
      previousFrom: '2024-01-01',
      previousTo: '2024-12-31',
    };
    return pair(
      'income statement 2025 with 2024 beside it',
      '/accounting/reports/resultat?from=2025-01-01&to=2025-12-31&comparative=true',
      { sqls: [resultatSql(true, layout.resultClasses)], replacements: params },
      withSource(
        { before: [params.from, params.previousFrom], through: [params.to, params.previousTo] },
        (s) => [resultatSql(true, layout.resultClasses, s)],
        params,
      ),
    );
  };

  const bilan = () => {
    const at = (asOf: string) => ({
      asOf,
      bookStart: BEGINNING_OF_BOOKS,
      yearStart: `${asOf.slice(0, 4)}-01-01`,
    });
    const sql = (s?: string) => [accountBalancesSql(s), openResultSql(layout.resultClasses, s)];
    const cuts = (asOf: string): Cuts => ({
      before: [BEGINNING_OF_BOOKS, `${asOf.slice(0, 4)}-01-01`],
      through: [asOf],
    });
    const current = withSource(cuts('2025-12-31'), sql, at('2025-12-31'));
    const previous = withSource(cuts('2024-12-31'), sql, at('2024-12-31'));
    return {
      ...pair(
        'balance sheet at 2025-12-31 with 2024-12-31 beside it',
        '/accounting/reports/bilan?asOf=2025-12-31',
        { sqls: sql(), replacements: at('2025-12-31') },
        current,
      ),
      lines: async () => [...(await many(sql(), at('2025-12-31'))), ...(await many(sql(), at('2024-12-31')))],
      floor: async () => [
        ...(await many(current.sqls, current.replacements)),
        ...(await many(previous.sqls, previous.replacements)),
      ],
    };
  };

  const grandLivre = (account: string, cli?: CliReport) => {
    const params = {
      from: '2025-01-01',
      to: '2025-12-31',
      bookStart: BEGINNING_OF_BOOKS,
      ...prefixFilter(account).replacements,
      limit: 1000,
      offset: 0,
    };
    const filter = { accountPrefix: account };
    const floor = withSource(
      { before: [params.from, BEGINNING_OF_BOOKS], through: [params.to] },
      (s) => [grandLivreAccountsSql(filter, { sql: s, replacements: {} }), grandLivreLinesSql(filter)],
      params,
    );
    const old = [grandLivreAccountsSql(filter), oldGrandLivreLinesSql(filter)];
    return {
      ...pair(
        `general ledger of ${account} in 2025, first 1,000 lines`,
        `/accounting/reports/grand-livre?from=2025-01-01&to=2025-12-31&accountPrefix=${account}&pageSize=1000`,
        { sqls: old, replacements: params },
        floor,
        cli,
      ),
      // The floor's lines carry no running balance (the report adds it up from the opening
      // balance): the check compares the lines in order, and the old window's balances with
      // the running sums of the floor's lines.
      check: async () => {
        const [oldAccounts, oldLines] = await Promise.all(old.map((sql) => raw(sql, params)));
        const [newAccounts, newLines] = [
          await raw(floor.sqls[0], floor.replacements),
          await raw(floor.sqls[1], floor.replacements),
        ];
        sameFigures(`general ledger of ${account} (accounts)`, oldAccounts, newAccounts);
        const openings = new Map(
          (newAccounts as { accountCode: string; openingBalance: unknown }[]).map((a) => [a.accountCode, Number(a.openingBalance)]),
        );
        let code = '';
        let balance = 0;
        const running = (newLines as { id: string; accountCode: string; debit: unknown; credit: unknown }[]).map((l) => {
          if (l.accountCode !== code) [code, balance] = [l.accountCode, openings.get(l.accountCode) ?? 0];
          balance += Number(l.debit) - Number(l.credit);
          return [l.id, balance];
        });
        const before = (oldLines as { id: string; balance: unknown }[]).map((l) => [l.id, Number(l.balance)]);
        if (JSON.stringify(before) !== JSON.stringify(running)) throw new Error(`general ledger of ${account}: the lines or balances differ`);
      },
    };
  };

  const aging = () => {
    const params = {
      ...agingReplacements('receivable', '2025-12-31', BEGINNING_OF_BOOKS),
      ...prefixFilter('411').replacements,
    };
    const lines = { sqls: [referenceAgingSql('receivable')], replacements: params };
    // At the end of the data the report reads the open items across the years (checked below).
    const floor = { sqls: [agingDuesSql('receivable')], replacements: params };
    // The open items kept at posting may add parties whose items all net to nothing at asOf
    // (the report leaves them out): the check compares the parties with a figure.
    const withFigures = (rows: unknown[]) =>
      (rows as Record<string, unknown>[])
        .filter((r) => AGING_BUCKETS.some((b) => Number(r[b]) !== 0) || Number(r.unappliedCredit) !== 0)
        .sort((a, b) => `${String(a.party)}|${String(a.thirdPartyId)}`.localeCompare(`${String(b.party)}|${String(b.thirdPartyId)}`));
    return {
      ...pair('aged receivables at 2025-12-31 (floor: the open items across the years kept at posting, the report\'s SQL alone)', '/accounting/reports/aging/receivable?asOf=2025-12-31', lines, floor),
      check: async () => {
        const [gate] = (await raw(duesHoldSql(false), params)) as Array<{ holds: unknown }>;
        if (Number(gate?.holds) !== 1) throw new Error('aged receivables: the report would not read the open items across the years');
        await get(`${base}/accounting/reports/aging/receivable?asOf=2025-12-31`, accessToken);
        sameFigures('aged receivables', withFigures(await many(lines.sqls, params)), withFigures(await many(floor.sqls, params)));
      },
    };
  };

  return [
    balance('2025-01-01', '2025-12-31', 'balance'),
    balance('2024-01-01', '2024-12-31'),
    balance('2025-03-10', '2025-08-20'),
    resultat(),
    bilan(),
    grandLivre('622201'),
    grandLivre('5211'),
    aging(),
  ];
}
