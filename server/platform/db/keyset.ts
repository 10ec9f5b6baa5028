import type { Sequelize } from 'sequelize';
import { requireContext, runWithContext } from '../tenancy/context';
import { tenantQuery } from './tenant-scope';

export interface KeysetQuery {
  /** `SELECT … FROM … WHERE …` without ORDER BY: the caller's filters, `:tenantId` included. */
  select: string;
  /**
   * The ORDER BY expressions, unique together. The first one leads an index; the others order
   * rows within one value of the first.
   */
  order: readonly string[];
  /** Aliases of the order expressions in the selected row, to read the last row's key. */
  keyFields: readonly string[];
  replacements: Record<string, unknown>;
  batchSize?: number;
}

export const EXPORT_BATCH_SIZE = 5000;

/**
 * Yields the rows of a query in order, one batch at a time, each batch starting after the key
 * of the previous one's last row: memory stays flat whatever the number of rows, and no batch
 * rereads what came before. Each batch is two index-friendly queries: the rest of the current
 * leading value (`lead = :k0 AND (others) > (:k…)`), then the following values (`lead > :k0`).
 */
export async function* keysetRows<T extends Record<string, unknown>>(sequelize: Sequelize, q: KeysetQuery): AsyncGenerator<T> {
  for await (const rows of keysetBatches<T>(sequelize, q)) yield* rows;
}

/** The same batches as arrays: a consumer that handles a batch at once pays no promise per row. */
export async function* keysetBatches<T extends Record<string, unknown>>(sequelize: Sequelize, q: KeysetQuery): AsyncGenerator<T[]> {
  const ctx = requireContext();
  const size = q.batchSize ?? EXPORT_BATCH_SIZE;
  const orderBy = `ORDER BY ${q.order.join(', ')}`;
  const [lead, second, ...others] = q.order;
  const keyNames = q.order.map((_, i) => `k${i}`);
  const restTuple = `(${[second, ...others].join(', ')}) > (${keyNames.slice(1).map((k) => `:${k}`).join(', ')})`;
  const sameLead = `${q.select} AND ${lead} = :k0 AND ${second} >= :k1 AND ${restTuple} ${orderBy} LIMIT :batchLimit`;
  const nextLead = `${q.select} AND ${lead} > :k0 ${orderBy} LIMIT :batchLimit`;
  const first = `${q.select} ${orderBy} LIMIT :batchLimit`;
  // Stream consumers pull from other async contexts: run each batch in the request's context.
  const fetch = (sql: string, key: Record<string, unknown>, limit: number) =>
    runWithContext(ctx, () => tenantQuery<T>(sequelize, sql, { ...q.replacements, ...key, batchLimit: limit }));

  let key: Record<string, unknown> | undefined;
  for (;;) {
    let rows: T[];
    if (!key) {
      rows = await fetch(first, {}, size);
    } else {
      rows = await fetch(sameLead, key, size);
      if (rows.length < size) rows = rows.concat(await fetch(nextLead, key, size - rows.length));
    }
    if (rows.length) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    key = Object.fromEntries(q.keyFields.map((field, i) => [keyNames[i], last[field]]));
  }
}
