import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { addDays } from '../../server/modules/accounting/reports/dates';

/**
 * Bulk load of posted entries for the benchmark: multi-row INSERTs of literal values inside
 * transactions of many entries, written straight into the ledger's tables as its posting
 * service leaves them (entry POSTED, lines carrying the entry's date and posted flag).
 */
export interface LoadPlan {
  tenantId: string;
  /** Code → id of the tenant's accounts (the seeded chart). */
  accounts: Map<string, string>;
  /** The journal the entries are filed in (the tenant's OD). */
  journal: { id: string; code: string };
  entries: number;
  /** The entries are spread evenly over these years, oldest first. */
  years: readonly number[];
  /** Called with each entry as it is generated (the journal file for ledger and hledger). */
  onEntry?: (date: string, label: string, lines: ReadonlyArray<{ code: string; debit: number; credit: number }>) => void;
  entriesPerTransaction?: number;
  rowsPerInsert?: number;
}

/** Four-line patterns: a sale, a purchase, a customer payment, a supplier payment. */
/** About 300 accounts: sub-accounts 01…NN of usual revenue and expense accounts. */
const sub = (bases: string[], count: number) => bases.flatMap((b) => Array.from({ length: count }, (_, i) => `${b}${String(i + 1).padStart(2, '0')}`));
const REVENUE = sub(['7011', '7021', '7061', '7071'], 20);
const EXPENSES = sub(['6011', '6047', '6051', '6052', '6222', '6251', '6281', '6324', '6031', '6413'], 20);
export const BENCH_ACCOUNTS = ['4111', '4011', '4431', '4452', '5211', '6318', ...REVENUE, ...EXPENSES];
const CUSTOMERS = Array.from({ length: 200 }, (_, i) => `Client ${String(i + 1).padStart(3, '0')}`);
const SUPPLIERS = Array.from({ length: 60 }, (_, i) => `Fournisseur ${String(i + 1).padStart(2, '0')}`);

export interface Line {
  code: string;
  debit: number;
  credit: number;
  thirdParty: string | null;
  dueDate: string | null;
}

/** A deterministic pseudo-random sequence (the same data on both databases). */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)];
}

export function entryLines(r: () => number, n: number, date: string): Line[] {
  const amount = 1000_00 + Math.floor(r() * 2_000_000_00);
  const vat = Math.round(amount * 0.18);
  const fee = 100_00 + Math.floor(r() * 2000_00);
  const line = (code: string, debit: number, credit: number, thirdParty: string | null = null, dueDate: string | null = null): Line => ({ code, debit, credit, thirdParty, dueDate });
  switch (n % 4) {
    case 0: {
      const first = Math.floor(amount * 0.6);
      return [line('4111', amount + vat, 0, pick(r, CUSTOMERS), addDays(date, 30)), line(pick(r, REVENUE), 0, first), line(pick(r, REVENUE), 0, amount - first), line('4431', 0, vat)];
    }
    case 1: {
      const first = Math.floor(amount * 0.7);
      return [line(pick(r, EXPENSES), first, 0), line(pick(r, EXPENSES), amount - first, 0), line('4452', vat, 0), line('4011', 0, amount + vat, pick(r, SUPPLIERS), addDays(date, 45))];
    }
    case 2:
      return [line('5211', amount, 0), line('6318', fee, 0), line('4111', 0, amount, pick(r, CUSTOMERS)), line('5211', 0, fee)];
    default:
      return [line('4011', amount, 0, pick(r, SUPPLIERS)), line('5211', 0, amount), line('6318', fee, 0), line('5211', 0, fee)];
  }
}

const quote = (s: string | null) => (s === null ? 'NULL' : `'${s.replace(/'/g, "''")}'`);

export async function loadEntries(sequelize: Sequelize, plan: LoadPlan, progress?: (done: number) => void): Promise<{ entries: number; lines: number }> {
  const r = rng(20261121);
  const isPg = sequelize.getDialect() === 'postgres';
  const posted = isPg ? 'TRUE' : '1';
  const perTx = plan.entriesPerTransaction ?? 10_000;
  const perInsert = plan.rowsPerInsert ?? 1000;
  const stamp = quote(new Date().toISOString());
  const first = `${plan.years[0]}-01-01`;
  const days = plan.years.reduce((n, y) => n + (y % 4 === 0 ? 366 : 365), 0);
  let lines = 0;
  for (let start = 0; start < plan.entries; start += perTx) {
    const count = Math.min(perTx, plan.entries - start);
    const entryRows: string[] = [];
    const lineRows: string[] = [];
    for (let i = 0; i < count; i++) {
      const n = start + i;
      const date = addDays(first, Math.floor((n * days) / plan.entries));
      const id = randomUUID();
      const ls = entryLines(r, n, date);
      const total = ls.reduce((s, l) => s + l.debit, 0);
      const piece = `${plan.journal.code}-${date.slice(0, 4)}-${String(n + 1).padStart(7, '0')}`;
      plan.onEntry?.(date, `Écriture ${n + 1}`, ls);
      entryRows.push(
        `(${quote(id)}, ${quote(plan.tenantId)}, ${quote(piece)}, ${quote(plan.journal.id)}, ${quote(plan.journal.code)}, ${quote(date)}, ${quote(`Écriture ${n + 1}`)}, 'MANUAL', NULL, 'POSTED', NULL, ${stamp}, NULL, ${total}, ${total}, ${stamp}, ${stamp})`,
      );
      ls.forEach((l, j) => {
        const accountId = plan.accounts.get(l.code);
        if (!accountId) throw new Error(`Account ${l.code} is missing from the chart`);
        lineRows.push(
          `(${quote(randomUUID())}, ${quote(plan.tenantId)}, ${quote(id)}, ${j + 1}, ${quote(accountId)}, ${quote(l.code)}, NULL, ${l.debit}, ${l.credit}, ${quote(date)}, ${posted}, ${quote(l.thirdParty)}, ${quote(l.dueDate)}, ${stamp}, ${stamp})`,
        );
      });
    }
    lines += lineRows.length;
    await sequelize.transaction(async (transaction) => {
      // Index pages of a large load stay in memory (SQLite's default cache is 2 MB).
      if (!isPg) await sequelize.query('PRAGMA cache_size = -262144', { transaction });
      for (let k = 0; k < entryRows.length; k += perInsert) {
        await sequelize.query(
          `INSERT INTO journal_entries (id, tenant_id, piece_number, journal_id, journal_code, entry_date, label, source, source_ref, status, reversal_of_id, posted_at, created_by, total_debit_cents, total_credit_cents, created_at, updated_at) VALUES ${entryRows.slice(k, k + perInsert).join(',')}`,
          { transaction },
        );
      }
      for (let k = 0; k < lineRows.length; k += perInsert) {
        await sequelize.query(
          `INSERT INTO journal_lines (id, tenant_id, entry_id, line_no, account_id, account_code, label, debit_cents, credit_cents, entry_date, posted, third_party, due_date, created_at, updated_at) VALUES ${lineRows.slice(k, k + perInsert).join(',')}`,
          { transaction },
        );
      }
    });
    progress?.(start + count);
  }
  return { entries: plan.entries, lines };
}
