import { Op, QueryTypes, Transaction } from 'sequelize';
import type { EntrySource, EntryStatus } from '../../../../shared/accounting';
import { recordAuditEvents } from '../../../platform/audit/record';
import { Problem, businessRule } from '../../../platform/http/problem';
import { now } from '../../../platform/tenancy/context';
import { FiscalPeriod } from '../models';
import { currentTenantId, ledgerDb, monthOf, yearOf } from '../runtime';

/**
 * Posting many drafts at once in a handful of statements: the drafts read as plain rows (no model
 * instance per entry), checked as sets, then marked posted by chunks of ids — one UPDATE of the
 * entries and one of their lines per chunk — and their audit events written in multi-row inserts.
 * The lines' UPDATE is what the ledger totals follow (row triggers on SQLite, statement triggers
 * on PostgreSQL: migration 202612160900-ledger-totals), whatever the number of rows it touches.
 */
export interface EntryRow {
  id: string;
  pieceNumber: string;
  entryDate: string;
  source: EntrySource;
  status: EntryStatus;
}

/** Ids per UPDATE: a few hundred KB of SQL, and few trigger runs on PostgreSQL. */
const CHUNK = 2000;

function chunks<T>(list: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) parts.push(list.slice(i, i + CHUNK));
  return parts;
}

/**
 * SQLite has no statistics here (it never runs ANALYZE): it then prefers any index starting with
 * tenant_id — every row of the tenant — to the keys an IN list names, or to a sort. The unary `+`
 * (a no-op) keeps such a term off the indexes; PostgreSQL plans from its statistics.
 */
const offIndex = (column: string) => (ledgerDb().getDialect() === 'sqlite' ? `+${column}` : column);

/**
 * The tenant's entries matching `condition`, in posting order (date, then piece number), locked
 * until the transaction ends (PostgreSQL; SQLite serialises writers): an entry posted or deleted
 * meanwhile by another request is read as it is once that request commits. `byIds`: the condition
 * names the entries by id (the tenant filter is then only a guard).
 */
export async function lockEntryRows(condition: string, replacements: Record<string, unknown> = {}, options: { byIds?: boolean } = {}): Promise<EntryRow[]> {
  const db = ledgerDb();
  const lock = db.getDialect() === 'postgres' ? ' FOR UPDATE' : '';
  const tenant = options.byIds ? offIndex('tenant_id') : 'tenant_id';
  return db.query<EntryRow>(
    `SELECT id, piece_number AS "pieceNumber", CAST(entry_date AS VARCHAR(10)) AS "entryDate", source, status
     FROM journal_entries WHERE ${tenant} = :tenantId AND (${condition}) ORDER BY ${offIndex('entry_date')}, piece_number${lock}`,
    { type: QueryTypes.SELECT, replacements: { ...replacements, tenantId: currentTenantId() } },
  );
}

/**
 * The account code of each line of an entry, in line order, with the status of the tenant's
 * account of that code (null when it has none): what `accountsOfLines` checks, in one read.
 */
export async function lineAccountsOf(entryId: string): Promise<Array<{ accountCode: string; status: string | null }>> {
  return ledgerDb().query<{ accountCode: string; status: string | null }>(
    `SELECT l.account_code AS "accountCode", a.status FROM journal_lines l
     LEFT OUTER JOIN accounts a ON a.tenant_id = :tenantId AND a.code = l.account_code
     WHERE ${offIndex('l.tenant_id')} = :tenantId AND l.entry_id = :entryId ORDER BY l.line_no`,
    { type: QueryTypes.SELECT, replacements: { tenantId: currentTenantId(), entryId } },
  );
}

/**
 * Refuses the whole set when one draft is dated in a closed period (PERIOD_CLOSED) or, unless it
 * is a reversal, has a line on an account deactivated since it was written (BUSINESS_RULE). The
 * periods of the drafts' months are read with a share lock (PostgreSQL), as a single posting
 * does: a period cannot be closed while the drafts it holds are being posted.
 */
async function assertPostable(drafts: readonly EntryRow[]): Promise<void> {
  const monthsByYear = new Map<number, Set<number>>();
  for (const d of drafts) {
    const months = monthsByYear.get(yearOf(d.entryDate)) ?? new Set<number>();
    months.add(monthOf(d.entryDate));
    monthsByYear.set(yearOf(d.entryDate), months);
  }
  const periods = await FiscalPeriod.findAll({
    where: { [Op.or]: [...monthsByYear].map(([year, months]) => ({ year, month: [...months] })) },
    attributes: ['id', 'year', 'month', 'status'],
    lock: Transaction.LOCK.SHARE,
  });
  const closedKeys = new Set(periods.filter((p) => p.status === 'CLOSED').map((p) => `${p.year}-${p.month}`));
  const inClosed = drafts.filter((d) => closedKeys.has(`${yearOf(d.entryDate)}-${monthOf(d.entryDate)}`));
  if (inClosed.length) {
    throw new Problem('PERIOD_CLOSED', `Drafts dated in closed periods: ${inClosed.map((d) => d.pieceNumber).join(', ')}; nothing was posted`, {
      pieceNumbers: inClosed.map((d) => d.pieceNumber),
    });
  }

  // Inactive accounts are few (usually none): their unposted lines name the drafts concerned,
  // with no list of the drafts sent to the database.
  const db = ledgerDb();
  const tenantId = currentTenantId();
  const accounts = await db.query<{ id: string }>(`SELECT id FROM accounts WHERE tenant_id = :tenantId AND status = 'INACTIVE'`, {
    type: QueryTypes.SELECT,
    replacements: { tenantId },
  });
  const inactive = accounts.length
    ? await db.query<{ entryId: string }>(
        `SELECT DISTINCT entry_id AS "entryId" FROM journal_lines WHERE account_id IN (:accountIds) AND ${offIndex('tenant_id')} = :tenantId AND posted = FALSE`,
        { type: QueryTypes.SELECT, replacements: { tenantId, accountIds: accounts.map((a) => a.id) } },
      )
    : [];
  if (inactive.length) {
    const ids = new Set(inactive.map((l) => l.entryId));
    const pieces = drafts.filter((d) => ids.has(d.id) && d.source !== 'REVERSAL').map((d) => d.pieceNumber);
    if (pieces.length) throw businessRule(`Drafts using inactive accounts: ${pieces.join(', ')}; nothing was posted`, { pieceNumbers: pieces });
  }
}

/**
 * DRAFT → POSTED for these entries, already checked and locked: the entries and their lines
 * updated by chunks of ids, one STATE_CHANGE audit event per entry (as a single posting writes it).
 */
export async function markPostedRows(drafts: readonly EntryRow[]): Promise<void> {
  if (!drafts.length) return;
  const db = ledgerDb();
  const tenantId = currentTenantId();
  const postedAt = now();
  // What Sequelize writes as updatedAt: the machine's clock, not the request's.
  const stamp = new Date();
  for (const part of chunks(drafts)) {
    const replacements = { tenantId, postedAt, stamp, ids: part.map((d) => d.id) };
    await db.query(`UPDATE journal_entries SET status = 'POSTED', posted_at = :postedAt, updated_at = :stamp WHERE ${offIndex('tenant_id')} = :tenantId AND id IN (:ids)`, {
      type: QueryTypes.UPDATE,
      replacements,
    });
    await db.query(`UPDATE journal_lines SET posted = TRUE, updated_at = :stamp WHERE ${offIndex('tenant_id')} = :tenantId AND entry_id IN (:ids)`, {
      type: QueryTypes.UPDATE,
      replacements,
    });
  }
  const changes = [
    { field: 'status', before: 'DRAFT', after: 'POSTED' },
    { field: 'postedAt', before: null, after: postedAt.toISOString() },
  ];
  await recordAuditEvents(drafts.map((d) => ({ tenantId, entityType: 'JOURNAL_ENTRY', entityId: d.id, action: 'STATE_CHANGE', changes })));
}

/** Posts the drafts, all or nothing: none dated in a closed period, none on an account deactivated since. */
export async function postDrafts(drafts: readonly EntryRow[]): Promise<{ posted: number; pieceNumbers: string[] }> {
  if (!drafts.length) return { posted: 0, pieceNumbers: [] };
  await assertPostable(drafts);
  await markPostedRows(drafts);
  return { posted: drafts.length, pieceNumbers: drafts.map((d) => d.pieceNumber) };
}
