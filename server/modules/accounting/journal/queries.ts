import { Op, type WhereOptions } from 'sequelize';
import type { EntrySource, EntryStatus } from '../../../../shared/accounting';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { Account, EntryAttachment, Journal, JournalEntry, JournalLine, ThirdParty } from '../models';
import { ledgerDb } from '../runtime';
import { reversalsOf } from './posting';

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

/** One page of entries with their lines, and whether each has been reversed. */
export async function listEntries(filters: JournalFilters) {
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
  const { limit, offset, order } = pageOptions(filters, [['entryDate', 'DESC'], ['pieceNumber', 'DESC']], SORT_COLUMNS);
  const { rows, count } = await JournalEntry.findAndCountAll({
    where: where as WhereOptions<JournalEntry>,
    include: [
      { model: Journal, as: 'journal', attributes: ['id', 'code', 'name'] },
      { model: EntryAttachment, as: 'attachments' },
    ],
    distinct: true,
    limit,
    offset,
    order,
  });
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await JournalLine.findAll({
        where: { entryId: ids },
        include: [
          { model: Account, as: 'account', attributes: ['id', 'title'] },
          { model: ThirdParty, as: 'party', attributes: ['id', 'code', 'name'] },
        ],
        order: [['lineNo', 'ASC']],
      })
    : [];
  const byEntry = new Map<string, JournalLine[]>();
  for (const line of lines) byEntry.set(line.entryId, [...(byEntry.get(line.entryId) ?? []), line]);
  for (const row of rows) row.lines = byEntry.get(row.id) ?? [];
  return { rows, count, reversals: await reversalsOf(ids) };
}
