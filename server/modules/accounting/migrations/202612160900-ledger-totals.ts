import type { Migration } from '../../../platform/db/migrations';

/**
 * Per-account totals of the posted lines, by day and by month, kept by the database itself in
 * the transaction that writes the lines: whatever posts, reverses, closes a year or reopens it
 * (and removes its year-end lines), the totals move with the lines. The reports read them
 * instead of every line since the books began (see totals/posted-source.ts).
 *
 * A key per account, date (or first day of the month), and year-end kind ('' for an ordinary
 * line, 'OPENING', 'CLOSING': the reports treat those apart). line_count lets the reports count
 * lines and skip keys whose lines are all gone.
 *
 * SQLite has one writer at a time: row triggers suffice. PostgreSQL: statement triggers over the
 * transition tables add one grouped delta per key, in key order, so two transactions posting on
 * the same accounts take the rows' locks in the same order and cannot deadlock on them.
 * Backfilled from the lines already posted.
 */
const KEY_COLUMNS = {
  ledger_day_totals: 'entry_date',
  ledger_month_totals: 'month_start',
} as const;

type TotalsTable = keyof typeof KEY_COLUMNS;

const SUMS = 'debit_cents = {t}.debit_cents + excluded.debit_cents, credit_cents = {t}.credit_cents + excluded.credit_cents, line_count = {t}.line_count + excluded.line_count';
const onConflict = (table: TotalsTable) => `ON CONFLICT (tenant_id, ${KEY_COLUMNS[table]}, account_code, year_end) DO UPDATE SET ${SUMS.replaceAll('{t}', table)}`;

// SQLite keeps DATEONLY values as 'YYYY-MM-DD' text.
const sqliteMonth = (date: string) => `SUBSTR(${date}, 1, 7) || '-01'`;
const pgMonth = (date: string) => `CAST(DATE_TRUNC('month', ${date}) AS DATE)`;

function sqliteUpserts(row: 'NEW' | 'OLD', sign: '' | '-'): string {
  const values = (date: string) =>
    `(${row}.tenant_id, ${date}, ${row}.account_code, COALESCE(${row}.year_end, ''), ${sign}${row}.debit_cents, ${sign}${row}.credit_cents, ${sign}1)`;
  return (['ledger_day_totals', 'ledger_month_totals'] as const)
    .map(
      (table) =>
        `INSERT INTO ${table} (tenant_id, ${KEY_COLUMNS[table]}, account_code, year_end, debit_cents, credit_cents, line_count)
         VALUES ${values(table === 'ledger_day_totals' ? `${row}.entry_date` : sqliteMonth(`${row}.entry_date`))} ${onConflict(table)};`,
    )
    .join('\n');
}

const CHANGED = 'posted, tenant_id, account_code, entry_date, year_end, debit_cents, credit_cents';

const sqlite = [
  `CREATE TRIGGER journal_lines_totals_insert AFTER INSERT ON journal_lines WHEN NEW.posted BEGIN ${sqliteUpserts('NEW', '')} END`,
  `CREATE TRIGGER journal_lines_totals_delete AFTER DELETE ON journal_lines WHEN OLD.posted BEGIN ${sqliteUpserts('OLD', '-')} END`,
  `CREATE TRIGGER journal_lines_totals_update_old AFTER UPDATE OF ${CHANGED} ON journal_lines WHEN OLD.posted BEGIN ${sqliteUpserts('OLD', '-')} END`,
  `CREATE TRIGGER journal_lines_totals_update_new AFTER UPDATE OF ${CHANGED} ON journal_lines WHEN NEW.posted BEGIN ${sqliteUpserts('NEW', '')} END`,
];

/** The grouped change of the statement: posted rows after (+) and before (−), keys with no change left out. */
function pgDelta(sources: Array<'new_rows' | 'old_rows'>, key: (date: string) => string): string {
  const parts = sources.map((s) => {
    const sign = s === 'new_rows' ? '' : '-';
    return `SELECT tenant_id, ${key('entry_date')} AS k, account_code, COALESCE(year_end, '') AS year_end, ${sign}debit_cents AS d, ${sign}credit_cents AS c, ${sign}1 AS n FROM ${s} WHERE posted`;
  });
  return `SELECT tenant_id, k, account_code, year_end, SUM(d) AS d, SUM(c) AS c, SUM(n) AS n FROM (${parts.join(' UNION ALL ')}) x
    GROUP BY tenant_id, k, account_code, year_end HAVING SUM(d) <> 0 OR SUM(c) <> 0 OR SUM(n) <> 0
    ORDER BY tenant_id, k, account_code, year_end`;
}

function pgFunction(name: string, sources: Array<'new_rows' | 'old_rows'>): string {
  const apply = (table: TotalsTable, key: (date: string) => string) =>
    `INSERT INTO ${table} (tenant_id, ${KEY_COLUMNS[table]}, account_code, year_end, debit_cents, credit_cents, line_count)
     ${pgDelta(sources, key)} ${onConflict(table)};`;
  return `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     ${apply('ledger_day_totals', (d) => d)}
     ${apply('ledger_month_totals', pgMonth)}
     RETURN NULL;
   END $$`;
}

const postgres = [
  pgFunction('journal_lines_totals_insert', ['new_rows']),
  pgFunction('journal_lines_totals_update', ['old_rows', 'new_rows']),
  pgFunction('journal_lines_totals_delete', ['old_rows']),
  `CREATE TRIGGER journal_lines_totals_insert AFTER INSERT ON journal_lines REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_totals_insert()`,
  `CREATE TRIGGER journal_lines_totals_update AFTER UPDATE ON journal_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_totals_update()`,
  `CREATE TRIGGER journal_lines_totals_delete AFTER DELETE ON journal_lines REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_totals_delete()`,
];

export const ledgerTotals: Migration = {
  name: '202612160900-ledger-totals',
  async up({ qi, sequelize, dialect, DataTypes }) {
    for (const table of ['ledger_day_totals', 'ledger_month_totals'] as const) {
      const key = KEY_COLUMNS[table];
      await qi.createTable(table, {
        tenant_id: { type: DataTypes.UUID, allowNull: false },
        [key]: { type: DataTypes.DATEONLY, allowNull: false },
        account_code: { type: DataTypes.STRING(20), allowNull: false },
        year_end: { type: DataTypes.STRING(10), allowNull: false, defaultValue: '' },
        debit_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        credit_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        line_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      });
      await qi.addIndex(table, ['tenant_id', key, 'account_code', 'year_end'], { unique: true, name: `${table}_key` });
      // The reports read the year-end lines (few) by themselves.
      if (table === 'ledger_day_totals') await qi.addIndex(table, ['tenant_id', 'year_end', 'entry_date'], { name: 'ledger_day_totals_year_end' });
      const month = table === 'ledger_day_totals' ? 'entry_date' : dialect === 'postgres' ? pgMonth('entry_date') : sqliteMonth('entry_date');
      await sequelize.query(
        `INSERT INTO ${table} (tenant_id, ${key}, account_code, year_end, debit_cents, credit_cents, line_count)
         SELECT tenant_id, ${month}, account_code, COALESCE(year_end, ''), SUM(debit_cents), SUM(credit_cents), COUNT(*)
         FROM journal_lines WHERE posted = TRUE
         GROUP BY tenant_id, ${month}, account_code, COALESCE(year_end, '')`,
      );
    }
    for (const sql of dialect === 'postgres' ? postgres : sqlite) await sequelize.query(sql);
  },
  async down({ qi, sequelize, dialect }) {
    const drops =
      dialect === 'postgres'
        ? ['insert', 'update', 'delete'].flatMap((op) => [
            `DROP TRIGGER IF EXISTS journal_lines_totals_${op} ON journal_lines`,
            `DROP FUNCTION IF EXISTS journal_lines_totals_${op}()`,
          ])
        : ['insert', 'delete', 'update_old', 'update_new'].map((op) => `DROP TRIGGER IF EXISTS journal_lines_totals_${op}`);
    for (const sql of drops) await sequelize.query(sql);
    await qi.dropTable('ledger_month_totals');
    await qi.dropTable('ledger_day_totals');
  },
};
