import type { EntrySource, EntryStatus } from '../../../../shared/accounting';
import type { PageQuery } from '../../../platform/http/list';
import { notFound } from '../../../platform/http/problem';
import { tenantQuery } from '../../../platform/db/tenant-scope';
import { ledgerDb } from '../runtime';
import type { AttachmentRecord, EntryRecord, LineRecord } from './presenter';

export interface JournalFilters extends PageQuery {
  status?: EntryStatus;
  source?: EntrySource;
  from?: string;
  to?: string;
  q?: string;
  sourceRef?: string;
  journalId?: string;
  journalCode?: string;
}

export const JOURNAL_SORTS = ['date', 'pieceNumber', 'createdAt', 'totalDebit', 'label', 'journalCode'] as const;
const SORT_COLUMNS: Record<(typeof JOURNAL_SORTS)[number], string> = {
  date: 'e.entry_date',
  pieceNumber: 'e.piece_number',
  createdAt: 'e.created_at',
  totalDebit: 'e.total_debit_cents',
  label: 'e.label',
  journalCode: 'e.journal_code',
};
const DEFAULT_ORDER = 'e.entry_date DESC, e.piece_number DESC';

/**
 * The journal's reads in plain SQL (tenant-filtered through tenantQuery): no query building and
 * no model instance per row. The driver's values are normalised once here: SQLite answers
 * timestamps as text ('2026-11-18 08:00:00.000 +00:00'), PostgreSQL as Date and BIGINT as text.
 */
const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const asCents = (v: unknown): number => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${String(v)} is not a safe integer of cents`);
  return n;
};

const ENTRY_SELECT = `SELECT e.id, e.piece_number AS "pieceNumber", e.entry_date AS "entryDate", e.label, e.source, e.source_ref AS "sourceRef",
  e.journal_id AS "journalId", e.journal_code AS "journalCode", e.status, e.reversal_of_id AS "reversalOfId", e.posted_at AS "postedAt",
  e.created_by AS "createdBy", e.total_debit_cents AS "totalDebitCents", e.total_credit_cents AS "totalCreditCents",
  e.created_at AS "createdAt", e.updated_at AS "updatedAt", j.name AS "journalName"
FROM journal_entries e LEFT OUTER JOIN journals j ON j.id = e.journal_id AND j.tenant_id = :tenantId`;

/**
 * SQLite has no statistics here: it would prefer an index starting with tenant_id (every row of
 * the tenant) to the keys an IN list names. The unary `+` (a no-op) keeps that term off the
 * indexes; PostgreSQL plans from its statistics.
 */
const offIndex = (column: string) => (ledgerDb().getDialect() === 'sqlite' ? `+${column}` : column);

function journalWhere(filters: JournalFilters): { sql: string; replacements: Record<string, unknown> } {
  const terms = ['e.tenant_id = :tenantId'];
  const replacements: Record<string, unknown> = {};
  const equal = (column: string, name: string, value: string | undefined) => {
    if (!value) return;
    terms.push(`${column} = :${name}`);
    replacements[name] = value;
  };
  equal('e.status', 'status', filters.status);
  equal('e.source', 'source', filters.source);
  equal('e.source_ref', 'sourceRef', filters.sourceRef);
  equal('e.journal_id', 'journalId', filters.journalId);
  equal('e.journal_code', 'journalCode', filters.journalCode);
  if (filters.from) {
    terms.push('e.entry_date >= :from');
    replacements.from = filters.from;
  }
  if (filters.to) {
    terms.push('e.entry_date <= :to');
    replacements.to = filters.to;
  }
  if (filters.q) {
    // Wildcards typed by the user are taken literally by dropping them; PostgreSQL's LIKE is case-sensitive.
    const like = ledgerDb().getDialect() === 'postgres' ? 'ILIKE' : 'LIKE';
    terms.push(`(e.piece_number ${like} :like OR e.label ${like} :like)`);
    replacements.like = `%${filters.q.replace(/[\\%_]/g, '')}%`;
  }
  return { sql: terms.join(' AND '), replacements };
}

function orderBy(sort: string | undefined): string {
  if (!sort) return DEFAULT_ORDER;
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  if (!column) throw new RangeError(`Unknown journal sort ${sort}`);
  return `${column} ${sort.startsWith('-') ? 'DESC' : 'ASC'}, ${DEFAULT_ORDER}`;
}

function entryOfRow(r: Record<string, unknown>, lines: LineRecord[], attachments: AttachmentRecord[]): EntryRecord {
  const name = r.journalName as string | null;
  return {
    id: r.id as string,
    pieceNumber: r.pieceNumber as string,
    entryDate: r.entryDate as string,
    label: r.label as string,
    source: r.source as EntrySource,
    sourceRef: r.sourceRef as string | null,
    journalId: r.journalId as string,
    journalCode: r.journalCode as string,
    status: r.status as EntryStatus,
    reversalOfId: r.reversalOfId as string | null,
    postedAt: r.postedAt == null ? null : asDate(r.postedAt),
    createdBy: r.createdBy as string | null,
    totalDebitCents: asCents(r.totalDebitCents),
    totalCreditCents: asCents(r.totalCreditCents),
    createdAt: asDate(r.createdAt),
    updatedAt: asDate(r.updatedAt),
    journal: name == null ? null : { name },
    lines,
    attachments,
  };
}

/** The lines of the given entries with their account titles and third parties: one SELECT, plain rows. */
async function linesOf(ids: string[]): Promise<Map<string, LineRecord[]>> {
  const rows = await tenantQuery<Record<string, unknown>>(
    ledgerDb(),
    `SELECT l.id, l.entry_id AS "entryId", l.line_no AS "lineNo", l.account_code AS "accountCode", l.label, l.debit_cents AS "debitCents",
       l.credit_cents AS "creditCents", l.third_party AS "thirdParty", l.third_party_id AS "thirdPartyId", l.due_date AS "dueDate", l.reference,
       l.letter_id AS "letterId", l.letter_code AS "letterCode", a.title AS "accountTitle", p.code AS "partyCode", p.name AS "partyName"
     FROM journal_lines l
     LEFT OUTER JOIN accounts a ON a.id = l.account_id AND a.tenant_id = :tenantId
     LEFT OUTER JOIN third_parties p ON p.id = l.third_party_id AND p.tenant_id = :tenantId
     WHERE ${offIndex('l.tenant_id')} = :tenantId AND l.entry_id IN (:ids)
     ORDER BY l.line_no ASC`,
    { ids },
  );
  const byEntry = new Map<string, LineRecord[]>();
  for (const r of rows) {
    const line: LineRecord = {
      id: r.id as string,
      lineNo: Number(r.lineNo),
      accountCode: r.accountCode as string,
      label: r.label as string | null,
      debitCents: asCents(r.debitCents),
      creditCents: asCents(r.creditCents),
      thirdParty: r.thirdParty as string | null,
      thirdPartyId: r.thirdPartyId as string | null,
      dueDate: r.dueDate as string | null,
      reference: r.reference as string | null,
      letterId: r.letterId as string | null,
      letterCode: r.letterCode as string | null,
      account: r.accountTitle == null ? null : { title: r.accountTitle as string },
      party: r.partyName == null ? null : { code: r.partyCode as string, name: r.partyName as string },
    };
    const list = byEntry.get(r.entryId as string);
    if (list) list.push(line);
    else byEntry.set(r.entryId as string, [line]);
  }
  return byEntry;
}

async function attachmentsOf(ids: string[]): Promise<Map<string, AttachmentRecord[]>> {
  const rows = await tenantQuery<Record<string, unknown>>(
    ledgerDb(),
    `SELECT id, entry_id AS "entryId", filename, content_type AS "contentType", size, uploaded_by AS "uploadedBy", created_at AS "createdAt"
     FROM entry_attachments WHERE ${offIndex('tenant_id')} = :tenantId AND entry_id IN (:ids) ORDER BY created_at ASC, id ASC`,
    { ids },
  );
  const byEntry = new Map<string, AttachmentRecord[]>();
  for (const r of rows) {
    const attachment: AttachmentRecord = {
      id: r.id as string,
      filename: r.filename as string,
      contentType: r.contentType as string,
      size: Number(r.size),
      uploadedBy: r.uploadedBy as string | null,
      createdAt: asDate(r.createdAt),
    };
    const list = byEntry.get(r.entryId as string);
    if (list) list.push(attachment);
    else byEntry.set(r.entryId as string, [attachment]);
  }
  return byEntry;
}

async function reversalsAmong(ids: string[]): Promise<Map<string, string>> {
  const rows = await tenantQuery<{ id: string; reversalOfId: string }>(
    ledgerDb(),
    `SELECT id, reversal_of_id AS "reversalOfId" FROM journal_entries WHERE ${offIndex('tenant_id')} = :tenantId AND reversal_of_id IN (:ids)`,
    { ids },
  );
  return new Map(rows.map((r) => [r.reversalOfId, r.id]));
}

/**
 * One page of entries with their lines, and whether each has been reversed. Set-based: one
 * SELECT for the page (its journal joined), one COUNT over the entries alone, one each for the
 * page's lines (accounts and third parties joined), attachments and reversals; plain rows, no
 * model instance per row.
 */
export async function listEntries(filters: JournalFilters): Promise<{ rows: EntryRecord[]; count: number; reversals: Map<string, string> }> {
  const where = journalWhere(filters);
  const [page, counted] = await Promise.all([
    tenantQuery<Record<string, unknown>>(ledgerDb(), `${ENTRY_SELECT} WHERE ${where.sql} ORDER BY ${orderBy(filters.sort)} LIMIT :limit OFFSET :offset`, {
      ...where.replacements,
      limit: filters.pageSize,
      offset: (filters.page - 1) * filters.pageSize,
    }),
    tenantQuery<{ count: number | string }>(ledgerDb(), `SELECT COUNT(*) AS count FROM journal_entries e WHERE ${where.sql}`, where.replacements),
  ]);
  const count = Number(counted[0]?.count ?? 0);
  const ids = page.map((r) => r.id as string);
  if (!ids.length) return { rows: [], count, reversals: new Map() };
  const [lines, attachments, reversals] = await Promise.all([linesOf(ids), attachmentsOf(ids), reversalsAmong(ids)]);
  const rows = page.map((r) => entryOfRow(r, lines.get(r.id as string) ?? [], attachments.get(r.id as string) ?? []));
  return { rows, count, reversals };
}

/**
 * One entry as the list reads it (its journal, lines and attachments; three SELECTs, plain
 * rows): what the writing routes answer, read back in their transaction. `recorded`: the entry
 * was written by this transaction, so it has no attachment yet and that read is skipped.
 */
export async function readEntry(id: string, options: { recorded?: boolean } = {}): Promise<EntryRecord> {
  const [found, lines, attachments] = await Promise.all([
    tenantQuery<Record<string, unknown>>(ledgerDb(), `${ENTRY_SELECT} WHERE ${offIndex('e.tenant_id')} = :tenantId AND e.id = :id`, { id }),
    linesOf([id]),
    options.recorded ? new Map<string, AttachmentRecord[]>() : attachmentsOf([id]),
  ]);
  if (!found.length) throw notFound('Journal entry', id);
  return entryOfRow(found[0], lines.get(id) ?? [], attachments.get(id) ?? []);
}
