import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { formatPieceNumber } from '../../../../shared/accounting';
import { ambientTransaction } from '../../../platform/db/transaction';
import { now } from '../../../platform/tenancy/context';
import { currentTenantId, ledgerDb } from '../runtime';

/**
 * The next value of the tenant's counter for a prefix and year, inside the caller's transaction.
 *
 * PostgreSQL: one `INSERT … ON CONFLICT DO UPDATE … RETURNING` takes the counter row's lock until
 * the transaction ends, so concurrent requests queue on it and each commits the next value; a
 * request that fails rolls its increment back with everything else. Numbers are therefore
 * gapless and never duplicated. SQLite: writers are serialised for the whole transaction, so the
 * same upsert is just as safe.
 */
export async function nextCounterValue(prefix: string, year: number): Promise<number> {
  return reserveCounterValues(prefix, year, 1);
}

/**
 * Reserves `count` consecutive values of the counter at once (bulk imports) and answers the last
 * one: the block is `last - count + 1 … last`.
 */
export async function reserveCounterValues(prefix: string, year: number, count: number): Promise<number> {
  if (!ambientTransaction()) throw new Error('Piece counters must be drawn inside the request transaction');
  if (!Number.isSafeInteger(count) || count < 1) throw new Error('A counter block has at least one value');
  const sequelize = ledgerDb();
  const replacements = { id: randomUUID(), tenantId: currentTenantId(), prefix, year, count, at: now() };
  const upsert = `INSERT INTO piece_counters (id, tenant_id, prefix, year, last_value, created_at, updated_at)
    VALUES (:id, :tenantId, :prefix, :year, :count, :at, :at)
    ON CONFLICT (tenant_id, prefix, year) DO UPDATE SET last_value = piece_counters.last_value + :count, updated_at = excluded.updated_at`;
  // Sequelize's SQLite dialect runs a statement starting with INSERT INTO without reading rows;
  // behind a comment it reads them, RETURNING's included (SQLite ≥ 3.35): no read after the upsert.
  const rows = await sequelize.query<{ last_value: number }>(`/* counter */ ${upsert} RETURNING last_value`, { type: QueryTypes.SELECT, replacements });
  return Number(rows[0].last_value);
}

/** `PREFIX-YYYY-00001`: the piece number for journal entries (JRN), invoices (FAC), credit notes (AVOIR). */
export async function nextPieceNumber(prefix: string, year: number): Promise<string> {
  return formatPieceNumber(prefix, year, await nextCounterValue(prefix, year));
}
