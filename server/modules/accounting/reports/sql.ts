import type { Sequelize } from 'sequelize';
import { tenantQuery } from '../../../platform/db/tenant-scope';

/**
 * SQL shared by the reports. Every report aggregates POSTED journal lines of the tenant; the
 * statements are plain SQL that SQLite and PostgreSQL read the same way (CASE, COALESCE, CAST,
 * window functions, dates compared as `YYYY-MM-DD`), so both databases give identical figures.
 */

/** Posted lines of the caller's tenant (alias `l`). */
export const POSTED_LINES = 'l.tenant_id = :tenantId AND l.posted = TRUE';

/**
 * Year-end lines. The result entry of a closed year (`year_end = 'CLOSING'`) empties the
 * income-statement accounts into 131/139: the income statement leaves it out. The à-nouveaux
 * (`'OPENING'`) repeat, on the first day of a year, the balances the closed year ended with:
 * balances are summed from the books' start (`:bookStart`, the opening of the year after the last
 * closed one), where the à-nouveaux are the opening balance, and à-nouveaux of a later year are
 * left out of a period that already holds the lines they repeat.
 */
export const NOT_CLOSING = "(l.year_end IS NULL OR l.year_end <> 'CLOSING')";
export const NOT_OPENING = "(l.year_end IS NULL OR l.year_end <> 'OPENING')";

/** Lines making up the balances of a period starting `:from` (with `:bookStart` = the books' start for `:from`). */
export const IN_BOOKS = `l.entry_date >= :bookStart AND (${NOT_OPENING} OR l.entry_date <= :from)`;
/** Of those, the lines that make the opening balance at `:from`. */
export const OPENING_PART = `(l.entry_date < :from OR l.year_end = 'OPENING')`;

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
