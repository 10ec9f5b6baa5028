import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { inTransaction } from '../../server/platform/db/transaction';
import { addDays } from '../../server/modules/accounting/reports/dates';
import { entryLines, rng, type Line } from '../ledger/load';

/**
 * The entries of the posting benchmark, from the ledger benchmark's seeded generator (a sale, a
 * purchase, a customer payment, a supplier payment, four lines each), and the raw multi-row
 * INSERTs that write them straight into the ledger's tables — as drafts to be bulk-posted, or
 * posted (the baseline: what the database alone costs for the same rows).
 */
export interface BenchEntry {
  date: string;
  label: string;
  lines: Line[];
}

/** `count` entries spread evenly over `year`, the same for the same seed. */
export function generateEntries(count: number, year: number, seed: number): BenchEntry[] {
  const r = rng(seed);
  const days = year % 4 === 0 ? 366 : 365;
  return Array.from({ length: count }, (_, n) => {
    const date = addDays(`${year}-01-01`, Math.floor((n * days) / count));
    return { date, label: `Écriture ${n + 1}`, lines: entryLines(r, n, date) };
  });
}

export interface RawPlan {
  tenantId: string;
  /** Code → id of the tenant's accounts. */
  accounts: Map<string, string>;
  journal: { id: string; code: string };
  /** Makes the run's piece numbers unique in the tenant: `PREFIX-0000001`… */
  piecePrefix: string;
  status: 'DRAFT' | 'POSTED';
  source: string;
}

const ROWS_PER_INSERT = 1000;
const quote = (s: string | null) => (s === null ? 'NULL' : `'${s.replace(/'/g, "''")}'`);

/**
 * The INSERT statements (entries, then their lines) writing these entries as the plan says; the
 * first is numbered `firstIndex + 1` in the plan's series.
 */
export function insertStatements(sequelize: Sequelize, entries: readonly BenchEntry[], plan: RawPlan, firstIndex = 0): string[] {
  const isPg = sequelize.getDialect() === 'postgres';
  const posted = plan.status === 'POSTED';
  const flag = posted ? (isPg ? 'TRUE' : '1') : isPg ? 'FALSE' : '0';
  const stamp = quote(new Date().toISOString());
  const entryRows: string[] = [];
  const lineRows: string[] = [];
  entries.forEach((e, n) => {
    const id = randomUUID();
    const total = e.lines.reduce((s, l) => s + l.debit, 0);
    const piece = `${plan.piecePrefix}-${String(firstIndex + n + 1).padStart(7, '0')}`;
    entryRows.push(
      `(${quote(id)}, ${quote(plan.tenantId)}, ${quote(piece)}, ${quote(plan.journal.id)}, ${quote(plan.journal.code)}, ${quote(e.date)}, ${quote(e.label)}, ${quote(plan.source)}, NULL, ${quote(plan.status)}, NULL, ${posted ? stamp : 'NULL'}, NULL, ${total}, ${total}, ${stamp}, ${stamp})`,
    );
    e.lines.forEach((l, j) => {
      const accountId = plan.accounts.get(l.code);
      if (!accountId) throw new Error(`Account ${l.code} is missing from the chart`);
      lineRows.push(
        `(${quote(randomUUID())}, ${quote(plan.tenantId)}, ${quote(id)}, ${j + 1}, ${quote(accountId)}, ${quote(l.code)}, NULL, ${l.debit}, ${l.credit}, ${quote(e.date)}, ${flag}, ${quote(l.thirdParty)}, ${quote(l.dueDate)}, ${stamp}, ${stamp})`,
      );
    });
  });
  const statements: string[] = [];
  for (let k = 0; k < entryRows.length; k += ROWS_PER_INSERT) {
    statements.push(
      `INSERT INTO journal_entries (id, tenant_id, piece_number, journal_id, journal_code, entry_date, label, source, source_ref, status, reversal_of_id, posted_at, created_by, total_debit_cents, total_credit_cents, created_at, updated_at) VALUES ${entryRows.slice(k, k + ROWS_PER_INSERT).join(',')}`,
    );
  }
  for (let k = 0; k < lineRows.length; k += ROWS_PER_INSERT) {
    statements.push(
      `INSERT INTO journal_lines (id, tenant_id, entry_id, line_no, account_id, account_code, label, debit_cents, credit_cents, entry_date, posted, third_party, due_date, created_at, updated_at) VALUES ${lineRows.slice(k, k + ROWS_PER_INSERT).join(',')}`,
    );
  }
  return statements;
}

/** Runs the statements in one transaction. */
export async function runInOneTransaction(sequelize: Sequelize, statements: readonly string[]): Promise<void> {
  await sequelize.transaction(async (transaction) => {
    for (const sql of statements) await sequelize.query(sql, { transaction });
  });
}

/**
 * The same rows one entry per transaction (its entry INSERT and its lines' INSERT, then COMMIT),
 * `clients` transactions at a time, through the server's own transaction helper: on SQLite they
 * queue for the one writer as the server's requests do.
 */
export async function insertEntryByEntry(sequelize: Sequelize, entries: readonly BenchEntry[], plan: RawPlan, clients: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const n = next++;
      const statements = insertStatements(sequelize, [entries[n]], plan, n);
      await inTransaction(sequelize, async (transaction) => {
        for (const sql of statements) await sequelize.query(sql, { transaction });
      });
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
}
