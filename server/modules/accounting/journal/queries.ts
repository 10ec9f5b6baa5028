import { Op, type WhereOptions } from 'sequelize';
import type { EntrySource, EntryStatus } from '../../../../shared/accounting';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { Account, EntryAttachment, Journal, JournalEntry, JournalLine, ThirdParty } from '../models';
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
const SORT_COLUMNS = { date: 'entryDate', totalDebit: 'totalDebitCents' };

const ENTRY_ATTRIBUTES = [
  'id',
  'pieceNumber',
  'entryDate',
  'label',
  'source',
  'sourceRef',
  'journalId',
  'journalCode',
  'status',
  'reversalOfId',
  'postedAt',
  'createdBy',
  'totalDebitCents',
  'totalCreditCents',
  'createdAt',
  'updatedAt',
] as const;
const LINE_ATTRIBUTES = ['id', 'entryId', 'lineNo', 'accountCode', 'label', 'debitCents', 'creditCents', 'thirdParty', 'thirdPartyId', 'dueDate', 'reference', 'letterId', 'letterCode'] as const;

/**
 * Rows read with `raw: true` carry the driver's values: SQLite answers timestamps as text
 * ('2026-11-18 08:00:00.000 +00:00'), PostgreSQL as Date and BIGINT as text.
 */
const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const asCents = (v: unknown): number => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${String(v)} is not a safe integer of cents`);
  return n;
};

function journalWhere(filters: JournalFilters): WhereOptions<JournalEntry> {
  const where: Record<string | symbol, unknown> = {};
  if (filters.status) where.status = filters.status;
  if (filters.source) where.source = filters.source;
  if (filters.sourceRef) where.sourceRef = filters.sourceRef;
  if (filters.journalId) where.journalId = filters.journalId;
  if (filters.journalCode) where.journalCode = filters.journalCode;
  if (filters.from || filters.to) {
    where.entryDate = {
      ...(filters.from ? { [Op.gte]: filters.from } : {}),
      ...(filters.to ? { [Op.lte]: filters.to } : {}),
    };
  }
  if (filters.q) {
    // Wildcards typed by the user are taken literally by dropping them; PostgreSQL's LIKE is case-sensitive.
    const like = `%${filters.q.replace(/[\\%_]/g, '')}%`;
    const op = ledgerDb().getDialect() === 'postgres' ? Op.iLike : Op.like;
    where[Op.or] = [{ pieceNumber: { [op]: like } }, { label: { [op]: like } }];
  }
  return where as WhereOptions<JournalEntry>;
}

/** Joined columns come flat ('account.title'): no nesting pass over the rows. */
type RawLine = Record<(typeof LINE_ATTRIBUTES)[number] | 'account.title' | 'party.code' | 'party.name', unknown>;

/** The lines of the given entries with their account titles and third parties: one SELECT, plain rows. */
async function linesOf(ids: string[]): Promise<Map<string, LineRecord[]>> {
  const rows = (await JournalLine.findAll({
    where: { entryId: ids },
    attributes: [...LINE_ATTRIBUTES],
    include: [
      { model: Account, as: 'account', attributes: ['title'] },
      { model: ThirdParty, as: 'party', attributes: ['code', 'name'] },
    ],
    order: [['lineNo', 'ASC']],
    raw: true,
  })) as unknown as RawLine[];
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
      account: r['account.title'] == null ? null : { title: r['account.title'] as string },
      party: r['party.name'] == null ? null : { code: r['party.code'] as string, name: r['party.name'] as string },
    };
    const list = byEntry.get(r.entryId as string);
    if (list) list.push(line);
    else byEntry.set(r.entryId as string, [line]);
  }
  return byEntry;
}

async function attachmentsOf(ids: string[]): Promise<Map<string, AttachmentRecord[]>> {
  const rows = (await EntryAttachment.findAll({
    where: { entryId: ids },
    attributes: ['id', 'entryId', 'filename', 'contentType', 'size', 'uploadedBy', 'createdAt'],
    order: [['createdAt', 'ASC'], ['id', 'ASC']],
    raw: true,
  })) as unknown as Record<string, unknown>[];
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
  const rows = (await JournalEntry.findAll({ where: { reversalOfId: { [Op.in]: ids } }, attributes: ['id', 'reversalOfId'], raw: true })) as unknown as { id: string; reversalOfId: string }[];
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
  const { limit, offset, order } = pageOptions(filters, [['entryDate', 'DESC'], ['pieceNumber', 'DESC']], SORT_COLUMNS);
  const [page, count] = await Promise.all([
    JournalEntry.findAll({
      where,
      attributes: [...ENTRY_ATTRIBUTES],
      include: [{ model: Journal, as: 'journal', attributes: ['name'] }],
      limit,
      offset,
      order,
      raw: true,
    }) as unknown as Promise<Record<string, unknown>[]>,
    JournalEntry.count({ where }),
  ]);
  const ids = page.map((r) => r.id as string);
  if (!ids.length) return { rows: [], count, reversals: new Map() };
  const [lines, attachments, reversals] = await Promise.all([linesOf(ids), attachmentsOf(ids), reversalsAmong(ids)]);
  const rows = page.map((r): EntryRecord => {
    const name = r['journal.name'] as string | null;
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
      lines: lines.get(r.id as string) ?? [],
      attachments: attachments.get(r.id as string) ?? [],
    };
  });
  return { rows, count, reversals };
}
