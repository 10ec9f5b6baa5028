import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createImportSessions: Migration = {
  name: '202612270910-create-import-sessions',
  async up({ qi, DataTypes }) {
    const user = () => ({ type: DataTypes.UUID, allowNull: true });
    const at = () => ({ type: DataTypes.DATE, allowNull: true });
    await qi.createTable('import_sessions', {
      ...idColumn(),
      ...tenantColumn(),
      filename: { type: DataTypes.STRING(255), allowNull: false },
      document_id: { type: DataTypes.UUID, allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      row_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      error_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      warning_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      sheet_stats: { type: DataTypes.JSON, allowNull: false },
      summary: { type: DataTypes.JSON, allowNull: true },
      created_by: user(),
      executed_by: user(),
      executed_at: at(),
      rolled_back_by: user(),
      rolled_back_at: at(),
      report_document_id: { type: DataTypes.UUID, allowNull: true },
      report_status: { type: DataTypes.STRING(20), allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('import_sessions', ['tenant_id', 'created_at'], { name: 'import_sessions_tenant_created' });
    await qi.createTable('import_lines', {
      ...idColumn(),
      ...tenantColumn(),
      session_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'import_sessions', key: 'id' }, onDelete: 'CASCADE' },
      sheet: { type: DataTypes.STRING(40), allowNull: false },
      row: { type: DataTypes.INTEGER, allowNull: false },
      column: { type: DataTypes.STRING(4), allowNull: true },
      severity: { type: DataTypes.STRING(10), allowNull: false },
      action: { type: DataTypes.STRING(10), allowNull: true },
      message: { type: DataTypes.STRING(500), allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('import_lines', ['session_id', 'sheet', 'row'], { name: 'import_lines_session' });
    await qi.createTable('import_records', {
      ...idColumn(),
      ...tenantColumn(),
      session_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'import_sessions', key: 'id' }, onDelete: 'CASCADE' },
      seq: { type: DataTypes.INTEGER, allowNull: false },
      sheet: { type: DataTypes.STRING(40), allowNull: false },
      row: { type: DataTypes.INTEGER, allowNull: false },
      entity: { type: DataTypes.STRING(30), allowNull: false },
      entity_id: { type: DataTypes.UUID, allowNull: false },
      action: { type: DataTypes.STRING(10), allowNull: false },
      replaced: { type: DataTypes.JSON, allowNull: true },
      version: { type: DataTypes.STRING(40), allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('import_records', ['session_id', 'seq'], { name: 'import_records_session_seq', unique: true });
  },
};
