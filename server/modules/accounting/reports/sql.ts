import type { Sequelize } from 'sequelize';
import { tenantQuery } from '../../../platform/db/tenant-scope';

/**
 * SQL shared by the reports. Every report aggregates POSTED journal lines of the tenant; the
 * statements are plain SQL that SQLite and PostgreSQL read the same way (CASE, COALESCE, CAST,
 * window functions, dates compared as `YYYY-MM-DD`), so both databases give identical figures.
 */

/** Posted lines of the caller's tenant (alias `l`). */
export const POSTED_LINES = 'l.tenant_id = :tenantId AND l.posted = TRUE';

/** An integer sum of cents, 0 over no rows, a BIGINT on both databases. */
export function sumOf(expression: string): string {
  return `CAST(COALESCE(SUM(${expression}), 0) AS BIGINT)`;
}

/** A date column as `YYYY-MM-DD` text on both databases. */
export function dateText(column: string): string {
  return `CAST(${column} AS VARCHAR(10))`;
}

/** The first digit of an account code: its class. */
export const ACCOUNT_CLASS = 'CAST(SUBSTR(l.account_code, 1, 1) AS INTEGER)';

/** Account codes are at most 20 characters: a prefix followed by 20 'z' sorts after all of its codes. */
const CODE_MAX = 'z'.repeat(20);

/**
 * Account prefix filter on `l.account_code` (the prefix is validated as letters and digits).
 * LIKE alone cannot use the (tenant, account_code, date) index (SQLite's LIKE ignores case, a
 * PostgreSQL LIKE needs C collation), so a range on the code leads and LIKE keeps the exact
 * meaning — case-sensitive on both databases.
 */
export function prefixFilter(prefix: string | undefined): { sql: string; replacements: Record<string, string> } {
  if (!prefix) return { sql: '', replacements: {} };
  return {
    sql: ' AND l.account_code >= :prefixLow AND l.account_code <= :prefixHigh AND l.account_code LIKE :prefixPattern',
    replacements: { prefixLow: prefix, prefixHigh: `${prefix}${CODE_MAX}`, prefixPattern: `${prefix}%` },
  };
}

/** Title of the tenant's account with the code of the aliased row (`x.account_code`). */
export const ACCOUNT_TITLE_JOIN = 'LEFT JOIN accounts a ON a.tenant_id = :tenantId AND a.code = x.account_code';

export function reportQuery<T extends object>(sequelize: Sequelize, sql: string, replacements: Record<string, unknown> = {}): Promise<T[]> {
  return tenantQuery<T>(sequelize, sql, replacements);
}

/** Counts and sums come back as numbers (SQLite integers, PostgreSQL int8 parsed as numbers). */
export function num(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`Aggregate ${String(value)} is not an exact integer`);
  return n;
}
