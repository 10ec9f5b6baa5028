import type { Migration } from '../../../platform/db/migrations';

/**
 * The open items of the third-party accounts (401x, 411x) per third party and due date across the
 * years: the same lines as `ledger_open_items` (migration 202612170900-open-items), without the
 * line's year in the key, so a (party, due date) is one row. The aged balances at a date after
 * every open line and every lettering, with no closed year left holding open lines (the usual
 * report, at today's date), read the parties' figures from it in one aggregate per party, in key
 * order: grouping the per-year rows by due date first was most of their time when many items
 * are open (reports/aging.ts).
 *
 * SQLite keeps the rows in the key's B-tree (WITHOUT ROWID): the aggregate reads no table row.
 */
const PREFIX_IN = "('401', '411')";
const KEY = 'tenant_id, prefix, party, by_id, due';
const COLUMNS = `${KEY}, party_id, amount_cents, line_count`;
const NAMES = COLUMNS.split(', ');

function values(r: string, sign: '' | '-'): string[] {
  return [
    `${r}.tenant_id`,
    `SUBSTR(${r}.account_code, 1, 3)`,
    `COALESCE(CAST(${r}.third_party_id AS VARCHAR(36)), ${r}.third_party, '')`,
    `CASE WHEN ${r}.third_party_id IS NULL THEN 0 ELSE 1 END`,
    `COALESCE(${r}.due_date, ${r}.entry_date)`,
    `${r}.third_party_id`,
    `${sign}(${r}.debit_cents - ${r}.credit_cents)`,
    `${sign}1`,
  ];
}

const isOpen = (r: string) => `${r}.posted AND ${r}.letter_id IS NULL AND SUBSTR(${r}.account_code, 1, 3) IN ${PREFIX_IN}`;
const ON_CONFLICT = `ON CONFLICT (${KEY}) DO UPDATE SET amount_cents = ledger_open_dues.amount_cents + excluded.amount_cents, line_count = ledger_open_dues.line_count + excluded.line_count`;

function sqliteChange(r: 'NEW' | 'OLD', sign: '' | '-'): string {
  const row = values(r, sign);
  const upsert = `INSERT INTO ledger_open_dues (${COLUMNS}) VALUES (${row.join(', ')}) ${ON_CONFLICT};`;
  if (sign === '') return upsert;
  const sameKey = KEY.split(', ').map((k, i) => `${k} = ${row[i]}`).join(' AND ');
  return `${upsert}
    DELETE FROM ledger_open_dues WHERE ${sameKey} AND line_count = 0;`;
}

const CHANGED = 'posted, tenant_id, account_code, third_party_id, third_party, due_date, entry_date, debit_cents, credit_cents, letter_id';

const sqlite = [
  `CREATE TABLE ledger_open_dues (tenant_id UUID NOT NULL, prefix VARCHAR(3) NOT NULL, party VARCHAR(100) NOT NULL, by_id INTEGER NOT NULL,
     due DATE NOT NULL, party_id UUID, amount_cents BIGINT NOT NULL DEFAULT 0, line_count INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (${KEY})) WITHOUT ROWID`,
  `CREATE TRIGGER journal_lines_open_dues_insert AFTER INSERT ON journal_lines WHEN ${isOpen('NEW')} BEGIN ${sqliteChange('NEW', '')} END`,
  `CREATE TRIGGER journal_lines_open_dues_delete AFTER DELETE ON journal_lines WHEN ${isOpen('OLD')} BEGIN ${sqliteChange('OLD', '-')} END`,
  `CREATE TRIGGER journal_lines_open_dues_update_old AFTER UPDATE OF ${CHANGED} ON journal_lines WHEN ${isOpen('OLD')} BEGIN ${sqliteChange('OLD', '-')} END`,
  `CREATE TRIGGER journal_lines_open_dues_update_new AFTER UPDATE OF ${CHANGED} ON journal_lines WHEN ${isOpen('NEW')} BEGIN ${sqliteChange('NEW', '')} END`,
];

/** PostgreSQL: one grouped, key-ordered upsert per statement over the transition tables, as the open items. */
function pgFunction(name: string, sources: Array<'new_rows' | 'old_rows'>): string {
  const parts = sources.map(
    (s) => `SELECT ${values('r', s === 'new_rows' ? '' : '-').map((v, i) => `${v} AS ${NAMES[i]}`).join(', ')} FROM ${s} r WHERE ${isOpen('r')}`,
  );
  const delta = `SELECT ${KEY}, party_id, SUM(amount_cents) AS amount_cents, SUM(line_count) AS line_count
    FROM (${parts.join(' UNION ALL ')}) x
    GROUP BY ${KEY}, party_id HAVING SUM(amount_cents) <> 0 OR SUM(line_count) <> 0
    ORDER BY ${KEY}`;
  const prune = sources.includes('old_rows')
    ? `DELETE FROM ledger_open_dues o USING (${delta}) d
       WHERE o.line_count = 0 AND ${KEY.split(', ').map((k) => `o.${k} = d.${k}`).join(' AND ')};`
    : '';
  return `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO ledger_open_dues (${COLUMNS}) ${delta} ${ON_CONFLICT};
     ${prune}
     RETURN NULL;
   END $$`;
}

const postgres = [
  `CREATE TABLE ledger_open_dues (tenant_id UUID NOT NULL, prefix VARCHAR(3) NOT NULL, party VARCHAR(100) NOT NULL, by_id INTEGER NOT NULL,
     due DATE NOT NULL, party_id UUID, amount_cents BIGINT NOT NULL DEFAULT 0, line_count INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (${KEY}))`,
  pgFunction('journal_lines_open_dues_insert', ['new_rows']),
  pgFunction('journal_lines_open_dues_update', ['old_rows', 'new_rows']),
  pgFunction('journal_lines_open_dues_delete', ['old_rows']),
  `CREATE TRIGGER journal_lines_open_dues_insert AFTER INSERT ON journal_lines REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_open_dues_insert()`,
  `CREATE TRIGGER journal_lines_open_dues_update AFTER UPDATE ON journal_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_open_dues_update()`,
  `CREATE TRIGGER journal_lines_open_dues_delete AFTER DELETE ON journal_lines REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_open_dues_delete()`,
];

export const openDues: Migration = {
  name: '202612180900-open-dues',
  async up({ sequelize, dialect }) {
    const [create, ...triggers] = dialect === 'postgres' ? postgres : sqlite;
    await sequelize.query(create);
    // Backfilled from the open items (the same lines, per year).
    await sequelize.query(
      `INSERT INTO ledger_open_dues (${COLUMNS})
       SELECT ${KEY}, party_id, SUM(amount_cents), SUM(line_count) FROM ledger_open_items GROUP BY ${KEY}, party_id`,
    );
    for (const sql of triggers) await sequelize.query(sql);
  },
  async down({ sequelize, dialect }) {
    const drops =
      dialect === 'postgres'
        ? ['insert', 'update', 'delete'].flatMap((op) => [
            `DROP TRIGGER IF EXISTS journal_lines_open_dues_${op} ON journal_lines`,
            `DROP FUNCTION IF EXISTS journal_lines_open_dues_${op}()`,
          ])
        : ['insert', 'delete', 'update_old', 'update_new'].map((op) => `DROP TRIGGER IF EXISTS journal_lines_open_dues_${op}`);
    for (const sql of drops) await sequelize.query(sql);
    await sequelize.query('DROP TABLE IF EXISTS ledger_open_dues');
  },
};
