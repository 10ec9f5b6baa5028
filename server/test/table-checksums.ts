import { createHash } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';

/**
 * A sha256 of every row of every table, per table: two snapshots that differ name the tables a
 * request changed. Rows are hashed in a stable order (their JSON, sorted), so neither the
 * database's scan order nor column order matters.
 */
export async function tableChecksums(sequelize: Sequelize, options: { ignore?: readonly string[] } = {}): Promise<Record<string, string>> {
  const tables = await tableNames(sequelize);
  const result: Record<string, string> = {};
  for (const table of tables) {
    if (options.ignore?.includes(table)) continue;
    const quoted = sequelize.getQueryInterface().quoteIdentifier(table);
    const rows = await sequelize.query<Record<string, unknown>>(`SELECT * FROM ${quoted}`, { type: QueryTypes.SELECT });
    const lines = rows.map((row) => JSON.stringify(Object.keys(row).sort().map((k) => [k, normalise(row[k])]))).sort();
    result[table] = createHash('sha256').update(lines.join('\n')).digest('hex');
  }
  return result;
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/** Every table of the database, sorted. */
export async function tableNames(sequelize: Sequelize): Promise<string[]> {
  const sql =
    sequelize.getDialect() === 'postgres'
      ? `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`
      : `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`;
  const rows = await sequelize.query<{ name: string }>(sql, { type: QueryTypes.SELECT });
  return rows.map((r) => r.name).sort();
}

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('base64');
  return value;
}
