import { QueryTypes, type Sequelize } from 'sequelize';
import { tableNames } from '../table-checksums';

const LOG = 'fuzz_write_log';

/**
 * Row triggers on every table of a throwaway test database that note the table's name in
 * `fuzz_write_log` on each INSERT, DELETE and UPDATE that changes a value. They run inside the
 * writer's transaction, so a rolled-back write leaves no note: the notes since a mark are exactly
 * the tables whose rows a request changed, read with one small query instead of a checksum of
 * every table.
 */
export class WriteLog {
  private constructor(private readonly sequelize: Sequelize) {}

  static async install(sequelize: Sequelize): Promise<WriteLog> {
    const qi = sequelize.getQueryInterface();
    const q = (name: string) => qi.quoteIdentifier(name);
    const postgres = sequelize.getDialect() === 'postgres';
    const tables = (await tableNames(sequelize)).filter((name) => name !== LOG);
    if (postgres) {
      await sequelize.query(`CREATE TABLE ${LOG} (seq BIGSERIAL PRIMARY KEY, tbl TEXT NOT NULL)`);
      await sequelize.query(`CREATE FUNCTION fuzz_note() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ${LOG} (tbl) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`);
      for (const table of tables) {
        await sequelize.query(`CREATE TRIGGER fuzz_note_write AFTER INSERT OR DELETE ON ${q(table)} FOR EACH ROW EXECUTE FUNCTION fuzz_note()`);
        await sequelize.query(`CREATE TRIGGER fuzz_note_update AFTER UPDATE ON ${q(table)} FOR EACH ROW WHEN (OLD::text IS DISTINCT FROM NEW::text) EXECUTE FUNCTION fuzz_note()`);
      }
    } else {
      await sequelize.query(`CREATE TABLE ${LOG} (seq INTEGER PRIMARY KEY AUTOINCREMENT, tbl TEXT NOT NULL)`);
      for (const [i, table] of tables.entries()) {
        const columns = await sequelize.query<{ name: string }>(`PRAGMA table_info(${q(table)})`, { type: QueryTypes.SELECT });
        const note = `INSERT INTO ${LOG} (tbl) VALUES (${sequelize.escape(table)});`;
        const changed = columns.map((c) => `OLD.${q(c.name)} IS NOT NEW.${q(c.name)}`).join(' OR ');
        await sequelize.query(`CREATE TRIGGER fuzz_ins_${i} AFTER INSERT ON ${q(table)} BEGIN ${note} END`);
        await sequelize.query(`CREATE TRIGGER fuzz_del_${i} AFTER DELETE ON ${q(table)} BEGIN ${note} END`);
        await sequelize.query(`CREATE TRIGGER fuzz_upd_${i} AFTER UPDATE ON ${q(table)} WHEN ${changed || '0'} BEGIN ${note} END`);
      }
    }
    return new WriteLog(sequelize);
  }

  /** The position of the log now. */
  async mark(): Promise<number> {
    const [row] = await this.sequelize.query<{ seq: number | string | null }>(`SELECT max(seq) AS seq FROM ${LOG}`, { type: QueryTypes.SELECT });
    return Number(row?.seq ?? 0);
  }

  /** The tables written since `mark`, sorted. */
  async since(mark: number): Promise<string[]> {
    const rows = await this.sequelize.query<{ tbl: string }>(`SELECT DISTINCT tbl FROM ${LOG} WHERE seq > :mark ORDER BY tbl`, { type: QueryTypes.SELECT, replacements: { mark } });
    return rows.map((r) => r.tbl);
  }
}
