import { QueryTypes, type Sequelize } from 'sequelize';

/**
 * Runs a bulk load with the tables' secondary indexes dropped, then creates them again from
 * their own definitions (SQLite's sqlite_master, PostgreSQL's pg_indexes): building an index
 * once over loaded rows is cheaper than maintaining it row by row. Indexes that back a
 * constraint (primary keys, UNIQUE constraints) stay. Nothing else reads the tables meanwhile.
 */
export async function withDeferredIndexes<T>(sequelize: Sequelize, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const isPg = sequelize.getDialect() === 'postgres';
  const indexes = isPg
    ? await sequelize.query<{ name: string; definition: string }>(
        `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
         WHERE schemaname = current_schema() AND tablename IN (:tables)
           AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
        { type: QueryTypes.SELECT, replacements: { tables } },
      )
    : await sequelize.query<{ name: string; definition: string }>(
        `SELECT name, sql AS definition FROM sqlite_master WHERE type = 'index' AND tbl_name IN (:tables) AND sql IS NOT NULL`,
        { type: QueryTypes.SELECT, replacements: { tables } },
      );
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const index of indexes) await sequelize.query(`DROP INDEX ${quoted(index.name)}`);
  try {
    return await load();
  } finally {
    for (const index of indexes) await sequelize.query(index.definition);
  }
}
