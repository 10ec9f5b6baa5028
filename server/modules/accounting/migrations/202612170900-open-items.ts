import type { Migration } from '../../../platform/db/migrations';

/**
 * The open items of the third-party accounts (401x suppliers, 411x customers), kept by the
 * database in the transaction that writes the lines, as the ledger totals are: per third party,
 * due date and year of the line, the sum (debit − credit) and count of the posted lines not
 * lettered. The aged balances read them instead of every line of those accounts since the books
 * began (reports/aging.ts), and correct them with the few lines that differ at an earlier date
 * (dated after it, or lettered after it).
 *
 * The key repeats the aged balances' grouping: `party` is the line's third party id as text, else
 * the name written on it; `by_id` tells the two apart (a name could read like an id). `year_start`
 * (the first day of the line's year) lets a report leave out the years before its books' start.
 * A key whose lines are all lettered or gone is deleted, so the table holds what is open.
 */
export const OPEN_ITEM_PREFIXES = ['401', '411'] as const;

const KEY = 'tenant_id, prefix, party, by_id, due, year_start';
const COLUMNS = `${KEY}, party_id, amount_cents, line_count`;
const PREFIX_IN = `(${OPEN_ITEM_PREFIXES.map((p) => `'${p}'`).join(', ')})`;

const NAMES = [...KEY.split(', '), 'party_id', 'amount_cents', 'line_count'];

/** The open-item row of line `r` (a trigger's NEW/OLD, or a table alias), signed: one expression per column of COLUMNS. */
function values(r: string, yearStart: string, sign: '' | '-'): string[] {
  return [
    `${r}.tenant_id`,
    `SUBSTR(${r}.account_code, 1, 3)`,
    `COALESCE(CAST(${r}.third_party_id AS VARCHAR(36)), ${r}.third_party, '')`,
    `CASE WHEN ${r}.third_party_id IS NULL THEN 0 ELSE 1 END`,
    `COALESCE(${r}.due_date, ${r}.entry_date)`,
    yearStart,
    `${r}.third_party_id`,
    `${sign}(${r}.debit_cents - ${r}.credit_cents)`,
    `${sign}1`,
  ];
}

/** The same, each expression named as its column (a derived table's select list). */
const named = (r: string, yearStart: string, sign: '' | '-') => values(r, yearStart, sign).map((v, i) => `${v} AS ${NAMES[i]}`).join(', ');

const isOpen = (r: string) => `${r}.posted AND ${r}.letter_id IS NULL AND SUBSTR(${r}.account_code, 1, 3) IN ${PREFIX_IN}`;
const sqliteYear = (r: string) => `SUBSTR(${r}.entry_date, 1, 4) || '-01-01'`;
const pgYear = (r: string) => `CAST(DATE_TRUNC('year', ${r}.entry_date) AS DATE)`;
const ON_CONFLICT = `ON CONFLICT (${KEY}) DO UPDATE SET amount_cents = ledger_open_items.amount_cents + excluded.amount_cents, line_count = ledger_open_items.line_count + excluded.line_count`;

function sqliteChange(r: 'NEW' | 'OLD', sign: '' | '-'): string {
  const row = values(r, sqliteYear(r), sign);
  const upsert = `INSERT INTO ledger_open_items (${COLUMNS}) VALUES (${row.join(', ')}) ${ON_CONFLICT};`;
  if (sign === '') return upsert;
  const sameKey = KEY.split(', ').map((k, i) => `${k} = ${row[i]}`).join(' AND ');
  return `${upsert}
    DELETE FROM ledger_open_items WHERE ${sameKey} AND line_count = 0;`;
}

const CHANGED = 'posted, tenant_id, account_code, third_party_id, third_party, due_date, entry_date, debit_cents, credit_cents, letter_id';

const sqlite = [
  `CREATE TRIGGER journal_lines_open_items_insert AFTER INSERT ON journal_lines WHEN ${isOpen('NEW')} BEGIN ${sqliteChange('NEW', '')} END`,
  `CREATE TRIGGER journal_lines_open_items_delete AFTER DELETE ON journal_lines WHEN ${isOpen('OLD')} BEGIN ${sqliteChange('OLD', '-')} END`,
  `CREATE TRIGGER journal_lines_open_items_update_old AFTER UPDATE OF ${CHANGED} ON journal_lines WHEN ${isOpen('OLD')} BEGIN ${sqliteChange('OLD', '-')} END`,
  `CREATE TRIGGER journal_lines_open_items_update_new AFTER UPDATE OF ${CHANGED} ON journal_lines WHEN ${isOpen('NEW')} BEGIN ${sqliteChange('NEW', '')} END`,
];

/**
 * PostgreSQL: one grouped, key-ordered upsert per statement over the transition tables (as the
 * ledger totals: concurrent postings lock the same keys in the same order), then the keys left
 * without lines are deleted.
 */
function pgFunction(name: string, sources: Array<'new_rows' | 'old_rows'>): string {
  const parts = sources.map((s) => `SELECT ${named('r', pgYear('r'), s === 'new_rows' ? '' : '-')} FROM ${s} r WHERE ${isOpen('r')}`);
  const delta = `SELECT ${KEY}, party_id, SUM(amount_cents) AS amount_cents, SUM(line_count) AS line_count
    FROM (${parts.join(' UNION ALL ')}) x
    GROUP BY ${KEY}, party_id HAVING SUM(amount_cents) <> 0 OR SUM(line_count) <> 0
    ORDER BY ${KEY}`;
  const prune = sources.includes('old_rows')
    ? `DELETE FROM ledger_open_items o USING (${delta}) d
       WHERE o.line_count = 0 AND ${KEY.split(', ').map((k) => `o.${k} = d.${k}`).join(' AND ')};`
    : '';
  return `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO ledger_open_items (${COLUMNS}) ${delta} ${ON_CONFLICT};
     ${prune}
     RETURN NULL;
   END $$`;
}

const postgres = [
  pgFunction('journal_lines_open_items_insert', ['new_rows']),
  pgFunction('journal_lines_open_items_update', ['old_rows', 'new_rows']),
  pgFunction('journal_lines_open_items_delete', ['old_rows']),
  `CREATE TRIGGER journal_lines_open_items_insert AFTER INSERT ON journal_lines REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_open_items_insert()`,
  `CREATE TRIGGER journal_lines_open_items_update AFTER UPDATE ON journal_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_open_items_update()`,
  `CREATE TRIGGER journal_lines_open_items_delete AFTER DELETE ON journal_lines REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_open_items_delete()`,
];

export const openItems: Migration = {
  name: '202612170900-open-items',
  async up({ qi, sequelize, dialect, DataTypes }) {
    await qi.createTable('ledger_open_items', {
      tenant_id: { type: DataTypes.UUID, allowNull: false },
      prefix: { type: DataTypes.STRING(3), allowNull: false },
      party: { type: DataTypes.STRING(100), allowNull: false },
      by_id: { type: DataTypes.INTEGER, allowNull: false },
      due: { type: DataTypes.DATEONLY, allowNull: false },
      year_start: { type: DataTypes.DATEONLY, allowNull: false },
      party_id: { type: DataTypes.UUID, allowNull: true },
      amount_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
      line_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    });
    await qi.addIndex('ledger_open_items', KEY.split(', '), { unique: true, name: 'ledger_open_items_key' });
    // The aged balances at an earlier date add back the lines lettered after it.
    await qi.addIndex('letterings', ['tenant_id', 'lettered_on'], { name: 'letterings_tenant_lettered_on' });
    await sequelize.query(
      `INSERT INTO ledger_open_items (${COLUMNS})
       SELECT ${KEY}, party_id, SUM(amount_cents), COUNT(*)
       FROM (SELECT ${named('l', dialect === 'postgres' ? pgYear('l') : sqliteYear('l'), '')} FROM journal_lines l WHERE ${isOpen('l')}) x
       GROUP BY ${KEY}, party_id`,
    );
    for (const sql of dialect === 'postgres' ? postgres : sqlite) await sequelize.query(sql);
  },
  async down({ qi, sequelize, dialect }) {
    const drops =
      dialect === 'postgres'
        ? ['insert', 'update', 'delete'].flatMap((op) => [
            `DROP TRIGGER IF EXISTS journal_lines_open_items_${op} ON journal_lines`,
            `DROP FUNCTION IF EXISTS journal_lines_open_items_${op}()`,
          ])
        : ['insert', 'delete', 'update_old', 'update_new'].map((op) => `DROP TRIGGER IF EXISTS journal_lines_open_items_${op}`);
    for (const sql of drops) await sequelize.query(sql);
    await qi.removeIndex('letterings', 'letterings_tenant_lettered_on');
    await qi.dropTable('ledger_open_items');
  },
};
