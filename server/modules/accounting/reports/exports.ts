import type { Sequelize } from 'sequelize';
import { EXPORT_BATCH_SIZE, keysetBatches, keysetRows } from '../../../platform/db/keyset';
import { bookStart } from '../fiscal-years/book-start';
import { balanceReport, type BalanceParams } from './balance';
import type { IsoDate } from './dates';
import type { Cell, Column, Language, Table, TableRow } from './export/tabular';
import { grandLivreAccountsSql, ledgerFilters } from './grand-livre';
import { postedSource } from './posted-source';
import { NOT_OPENING, POSTED_LINES, dateText, num, reportQuery } from './sql';

/** The debit and credit columns of a balance: a debit balance on the left, a credit one on the right, never negative. */
export function sides(balance: number): [number, number] {
  return balance >= 0 ? [balance, 0] : [0, -balance];
}

const text = (fr: string, en: string, width?: number): Column => ({ fr, en, kind: 'text', width });
const amount = (fr: string, en: string): Column => ({ fr, en, kind: 'amount' });

export const GRAND_LIVRE_COLUMNS: Column[] = [
  text('Compte', 'Account', 12),
  text('Intitulé', 'Account title'),
  { fr: 'Date', en: 'Date', kind: 'date', width: 12 },
  text('Journal', 'Journal', 9),
  text('Pièce', 'Piece', 16),
  text('Libellé', 'Label', 40),
  text('Tiers', 'Third party', 24),
  text('Lettrage', 'Letter', 9),
  amount('Débit', 'Debit'),
  amount('Crédit', 'Credit'),
  amount('Solde débiteur', 'Debit balance'),
  amount('Solde créditeur', 'Credit balance'),
];

interface LedgerRow extends Record<string, unknown> {
  account_code: string;
  entry_date: string;
  piece: string;
  journal_code: string | null;
  entry_id: string;
  line_no: number;
  label: string | null;
  third_party: string | null;
  letter_code: string | null;
  debit_cents: unknown;
  credit_cents: unknown;
}

/** The ledger's keyset key (date, piece, entry, line) as `keysetBatches` reads it from a row. */
const KEY_COLUMNS = `${dateText('l.entry_date')} AS entry_date, e.piece_number AS piece, l.entry_id, l.line_no`;
const LINE_COLUMNS = `l.account_code, ${dateText('l.entry_date')} AS entry_date, e.piece_number AS piece, e.journal_code, l.entry_id, l.line_no,
  COALESCE(l.label, e.label) AS label, l.third_party, l.letter_code, l.debit_cents, l.credit_cents`;
function linesFrom(extraJoin = ''): string {
  return `FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id AND e.tenant_id = :tenantId ${extraJoin}
  WHERE ${POSTED_LINES} AND l.entry_date >= :from AND l.entry_date <= :to`;
}

/** The order of the ledger (as `grand-livre.ts` pages it): account, date, piece, entry, line. */
const LEDGER_SQL_ORDER = 'l.account_code, l.entry_date, e.piece_number, l.entry_id, l.line_no';

export interface LedgerAccount {
  accountCode: string;
  accountTitle: string | null;
  openingBalance: unknown;
  totalDebit: unknown;
  totalCredit: unknown;
  lineCount: unknown;
}

/**
 * The period's lines of the listed accounts in ledger order, one array per query, each line read
 * once: consecutive accounts holding together at most `size` lines (their counts from the
 * accounts query) in one range query sorted in full, an account holding more alone in keyset
 * batches of `size` lines within it (date, piece, entry, line). No query sorts or skips lines
 * another one reads.
 */
export async function* ledgerLineBatches<Row extends { account_code: string } = LedgerRow>(
  sequelize: Sequelize,
  accounts: readonly LedgerAccount[],
  filters: string,
  replacements: Record<string, unknown>,
  size: number,
  columns = LINE_COLUMNS,
): AsyncGenerator<Row[]> {
  const select = `SELECT ${columns} ${linesFrom()} AND ${NOT_OPENING}${filters}`;
  // The keyset batches read their key from each batch's last line.
  const keyed = columns === LINE_COLUMNS ? select : `SELECT ${columns}, ${KEY_COLUMNS} ${linesFrom()} AND ${NOT_OPENING}${filters}`;
  const range = (low: string, high: string) =>
    reportQuery<Row>(sequelize, `${select} AND l.account_code >= :rangeLow AND l.account_code <= :rangeHigh ORDER BY ${LEDGER_SQL_ORDER}`, { ...replacements, rangeLow: low, rangeHigh: high });
  let group: LedgerAccount[] = [];
  let grouped = 0;
  for (const [i, account] of accounts.entries()) {
    const count = num(account.lineCount);
    if (count > size) {
      if (group.length) yield await range(group[0].accountCode, group[group.length - 1].accountCode);
      group = [];
      grouped = 0;
      for await (const rows of keysetBatches<Row & Record<string, unknown>>(sequelize, {
        select: `${keyed} AND l.account_code = :keyAccount`,
        order: ['l.entry_date', 'e.piece_number', 'l.entry_id', 'l.line_no'],
        keyFields: ['entry_date', 'piece', 'entry_id', 'line_no'],
        replacements: { ...replacements, keyAccount: account.accountCode },
        batchSize: size,
      })) {
        yield rows;
      }
      continue;
    }
    if (grouped + count > size && group.length) {
      yield await range(group[0].accountCode, group[group.length - 1].accountCode);
      group = [];
      grouped = 0;
    }
    group.push(account);
    grouped += count;
    if (i === accounts.length - 1) yield await range(group[0].accountCode, account.accountCode);
  }
}

/**
 * The batches of `source` with the next one always being read: its query runs (in SQLite's
 * worker thread, in PostgreSQL's process) while the caller formats and sends the current one.
 * Two batches at most are held. A caller that stops early lets the read in flight end, then
 * closes the source.
 */
export async function* readAhead<T>(source: AsyncIterator<T>): AsyncGenerator<T> {
  // A caller that drops this generator unfinished never awaits the read in flight: its failure is reported to no one.
  const ask = () => {
    const read = source.next();
    read.catch(() => undefined);
    return read;
  };
  let pending = ask();
  let finished = false;
  try {
    for (;;) {
      const read = await pending;
      if (read.done) {
        finished = true;
        return;
      }
      pending = ask();
      yield read.value;
    }
  } finally {
    if (!finished) {
      await pending.catch(() => undefined);
      await source.return?.();
    }
  }
}

/**
 * The lines' batches walked account by account, in ledger order. `take(code)` answers the lines of
 * that account left in the batch in hand and whether more of them may follow in the next batch;
 * then the caller sends what it holds and calls `read()`. One await per batch, none per line.
 */
class AccountLines<Row extends { account_code: string }> {
  private batch: Row[] = [];
  private next = 0;
  private left = true;

  constructor(private readonly batches: AsyncIterator<Row[]>) {}

  take(code: string): { rows: Row[]; more: boolean } {
    const start = this.next;
    while (this.next < this.batch.length && this.batch[this.next].account_code === code) this.next += 1;
    return { rows: this.batch.slice(start, this.next), more: this.left && this.next >= this.batch.length };
  }

  async read(): Promise<void> {
    const read = await this.batches.next();
    this.left = !read.done;
    this.batch = read.done ? [] : read.value;
    this.next = 0;
  }
}

type LedgerLine = { account_code: string; debit_cents: unknown; credit_cents: unknown };

/** An account's opening or total row: its code, title, date and label, then the amount columns. */
export function accountRowCells(account: LedgerAccount, date: string, label: string, amounts: Cell[]): Cell[] {
  return [account.accountCode, account.accountTitle ?? '', date, null, null, label, null, null, ...amounts];
}

/** The ledger's last row: the totals of every account. */
export function grandTotalCells(debit: number, credit: number): Cell[] {
  return ['TOTAL', '', null, null, null, null, null, null, debit, credit, null, null];
}

/** What a general-ledger writer makes of each step of the walk (`walkLedger`). */
export interface LedgerWriter<Row, Out> {
  opening(account: LedgerAccount, balance: number): void;
  line(account: LedgerAccount, row: Row, debit: number, credit: number, balance: number): void;
  total(account: LedgerAccount, debit: number, credit: number, balance: number): void;
  end(totalDebit: number, totalCredit: number): void;
  /** What goes out before the next batch of lines is read; null to keep it for later. */
  ready(): Out | null;
  /** What is left once the walk is over. */
  rest(): Out;
}

/**
 * The general ledger account by account: its opening balance, the period's lines with the running
 * balance, the account's totals, then the grand totals. The walk keeps the figures; the writer
 * only formats them, and what it has ready goes out before each batch of lines is read.
 */
export async function* walkLedger<Row extends LedgerLine, Out>(
  accounts: readonly LedgerAccount[],
  batches: AsyncIterator<Row[]>,
  writer: LedgerWriter<Row, Out>,
): AsyncGenerator<Out> {
  const lines = new AccountLines(batches);
  let totalDebit = 0;
  let totalCredit = 0;
  for (const account of accounts) {
    let balance = num(account.openingBalance);
    writer.opening(account, balance);
    for (;;) {
      const { rows, more } = lines.take(account.accountCode);
      for (const row of rows) {
        const debit = num(row.debit_cents);
        const credit = num(row.credit_cents);
        balance += debit - credit;
        writer.line(account, row, debit, credit, balance);
      }
      if (!more) break;
      const out = writer.ready();
      if (out !== null) yield out;
      await lines.read();
    }
    const debit = num(account.totalDebit);
    const credit = num(account.totalCredit);
    totalDebit += debit;
    totalCredit += credit;
    writer.total(account, debit, credit, balance);
  }
  writer.end(totalDebit, totalCredit);
  yield writer.rest();
}

export type LedgerParams = { from: IsoDate; to: IsoDate; accountPrefix?: string; thirdPartyId?: string };

/** The ledger's accounts with their figures (from the totals kept at posting, from the lines for one third party), and what its line queries filter on. */
export async function ledgerAccounts(sequelize: Sequelize, params: LedgerParams): Promise<{ accounts: LedgerAccount[]; filters: string; replacements: Record<string, unknown> }> {
  const filters = ledgerFilters(params);
  const start = await bookStart(params.from);
  const replacements = { from: params.from, to: params.to, bookStart: start, ...filters.replacements };
  const source = params.thirdPartyId ? undefined : postedSource({ before: [params.from, start], through: [params.to] }, sequelize.getDialect());
  const accounts = await reportQuery<LedgerAccount>(sequelize, grandLivreAccountsSql(params, source), { ...replacements, ...source?.replacements });
  return { accounts, filters: filters.sql, replacements };
}

/**
 * The general ledger as table rows, account by account: its opening balance, the period's lines
 * (à-nouveaux count as opening) with the running balance on its debit or credit side, and the
 * account's totals. The accounts' figures come from the totals kept at posting (from the lines
 * for one third party); the lines stream in batches (`ledgerLineBatches`), and the rows go out
 * one array per batch: memory stays flat whatever the size, and no promise is paid per row.
 */
export async function* grandLivreRowBatches(
  sequelize: Sequelize,
  params: LedgerParams,
  language: Language,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<TableRow[]> {
  const { accounts, filters, replacements } = await ledgerAccounts(sequelize, params);
  const openingLabel = language === 'fr' ? 'Solde à nouveau' : 'Opening balance';
  const out: TableRow[] = [];
  yield* walkLedger(accounts, readAhead(ledgerLineBatches(sequelize, accounts, filters, replacements, batchSize)), {
    opening: (account, balance) => out.push({ kind: 'groupStart', cells: accountRowCells(account, params.from, openingLabel, [null, null, ...sides(balance)]) }),
    line: (account, row, debit, credit, balance) =>
      out.push({
        kind: 'detail',
        cells: [row.account_code, account.accountTitle ?? '', row.entry_date, row.journal_code, row.piece, row.label, row.third_party, row.letter_code, debit, credit, ...sides(balance)],
      }),
    total: (account, debit, credit, balance) =>
      out.push({ kind: 'total', total: 'group', formulaColumns: [8, 9], cells: accountRowCells(account, params.to, `Total ${account.accountCode}`, [debit, credit, ...sides(balance)]) }),
    end: (totalDebit, totalCredit) => out.push({ kind: 'total', cells: grandTotalCells(totalDebit, totalCredit) }),
    // The rows so far go out before the next batch of lines is read.
    ready: () => (out.length ? out.splice(0) : null),
    rest: () => out,
  });
}

/** The same rows one by one. */
export async function* grandLivreRows(
  sequelize: Sequelize,
  params: { from: IsoDate; to: IsoDate; accountPrefix?: string; thirdPartyId?: string },
  language: Language,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<TableRow> {
  for await (const rows of grandLivreRowBatches(sequelize, params, language, batchSize)) yield* rows;
}

export const JOURNAL_COLUMNS: Column[] = [
  { fr: 'Date', en: 'Date', kind: 'date', width: 12 },
  text('Journal', 'Journal', 9),
  text('Pièce', 'Piece', 16),
  text('Origine', 'Source', 12),
  text("Libellé de l'écriture", 'Entry label', 36),
  { fr: 'Ligne', en: 'Line', kind: 'integer', width: 7 },
  text('Compte', 'Account', 12),
  text('Intitulé', 'Account title'),
  text('Tiers', 'Third party', 24),
  text('Libellé', 'Label', 36),
  amount('Débit', 'Debit'),
  amount('Crédit', 'Credit'),
];

interface JournalRow extends LedgerRow {
  source: string;
  entry_label: string;
  account_title: string | null;
}

/** The posted journal of the period, entry by entry in date and piece order (à-nouveaux included: they are entries of the AN journal), then its totals. */
export async function* journalRows(sequelize: Sequelize, params: { from: IsoDate; to: IsoDate; journalCode?: string }, batchSize?: number): AsyncGenerator<TableRow> {
  let debit = 0;
  let credit = 0;
  for await (const row of keysetRows<JournalRow>(sequelize, {
    select: `SELECT ${LINE_COLUMNS}, e.source, e.label AS entry_label, a.title AS account_title ${linesFrom(
      'LEFT JOIN accounts a ON a.id = l.account_id AND a.tenant_id = :tenantId',
    )}${params.journalCode ? ' AND e.journal_code = :journalCode' : ''}`,
    order: ['l.entry_date', 'e.piece_number', 'l.entry_id', 'l.line_no'],
    keyFields: ['entry_date', 'piece', 'entry_id', 'line_no'],
    replacements: { from: params.from, to: params.to, ...(params.journalCode ? { journalCode: params.journalCode } : {}) },
    batchSize,
  })) {
    const d = num(row.debit_cents);
    const c = num(row.credit_cents);
    debit += d;
    credit += c;
    yield {
      kind: 'detail',
      cells: [row.entry_date, row.journal_code, row.piece, row.source, row.entry_label, num(row.line_no), row.account_code, row.account_title ?? '', row.third_party, row.label, d, c],
    };
  }
  yield { kind: 'total', total: 'all', cells: ['', '', 'TOTAL', null, null, null, null, null, null, null, debit, credit] };
}

export const BALANCE_COLUMNS: Column[] = [
  text('Compte', 'Account', 12),
  text('Intitulé', 'Account title'),
  amount('Ouverture débit', 'Opening debit'),
  amount('Ouverture crédit', 'Opening credit'),
  amount('Mouvements débit', 'Period debit'),
  amount('Mouvements crédit', 'Period credit'),
  amount('Solde débiteur', 'Closing debit'),
  amount('Solde créditeur', 'Closing credit'),
];

/** The trial balance as table rows: one per account (already aggregated), then the totals. */
export async function balanceRows(sequelize: Sequelize, params: BalanceParams): Promise<TableRow[]> {
  const report = await balanceReport(sequelize, params);
  const amounts = (r: (typeof report.accounts)[number] | typeof report.totals) => [r.openingDebit, r.openingCredit, r.periodDebit, r.periodCredit, r.closingDebit, r.closingCredit];
  return [
    ...report.accounts.map((a): TableRow => ({ kind: 'detail', cells: [a.accountCode, a.accountTitle ?? '', ...amounts(a)] })),
    { kind: 'total', total: 'all', cells: ['TOTAL', '', ...amounts(report.totals)] },
  ];
}

/** A table with its rows. */
export function table(name: string, columns: Column[], rows: Table['rows'], title?: string): Table {
  return { name, columns, rows, title };
}
