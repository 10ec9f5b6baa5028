import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createBankStatements: Migration = {
  name: '202611211500-create-bank-statements',
  async up({ qi, DataTypes }) {
    // No foreign key to tenant_bank_accounts: a bank account may be removed while its statements
    // stay as history (the treasury account code is kept on the import).
    await qi.createTable('bank_statement_imports', {
      ...idColumn(),
      ...tenantColumn(),
      bank_account_id: { type: DataTypes.UUID, allowNull: false },
      account_code: { type: DataTypes.STRING(20), allowNull: false },
      period_start: { type: DataTypes.DATEONLY, allowNull: false },
      period_end: { type: DataTypes.DATEONLY, allowNull: false },
      file_name: { type: DataTypes.STRING(255), allowNull: false },
      format: { type: DataTypes.STRING(10), allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: true },
      opening_balance_cents: { type: DataTypes.BIGINT, allowNull: true },
      closing_balance_cents: { type: DataTypes.BIGINT, allowNull: true },
      line_count: { type: DataTypes.INTEGER, allowNull: false },
      imported_by: { type: DataTypes.UUID, allowNull: true },
      imported_at: { type: DataTypes.DATE, allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('bank_statement_imports', ['tenant_id', 'bank_account_id', 'period_start'], { name: 'bank_statement_imports_account_idx' });

    await qi.createTable('bank_statement_lines', {
      ...idColumn(),
      ...tenantColumn(),
      import_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'bank_statement_imports', key: 'id' }, onDelete: 'CASCADE' },
      bank_account_id: { type: DataTypes.UUID, allowNull: false },
      line_no: { type: DataTypes.INTEGER, allowNull: false },
      line_date: { type: DataTypes.DATEONLY, allowNull: false },
      label: { type: DataTypes.STRING(500), allowNull: false },
      reference: { type: DataTypes.STRING(100), allowNull: true },
      amount_cents: { type: DataTypes.BIGINT, allowNull: false },
      external_id: { type: DataTypes.STRING(100), allowNull: false },
      status: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'UNMATCHED' },
      journal_entry_id: { type: DataTypes.UUID, allowNull: true },
      matched_by: { type: DataTypes.UUID, allowNull: true },
      matched_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    });
    // A bank movement is imported once per account; an entry settles at most one movement.
    await qi.addIndex('bank_statement_lines', ['tenant_id', 'bank_account_id', 'external_id'], { name: 'bank_statement_lines_external_uq', unique: true });
    await qi.addIndex('bank_statement_lines', ['tenant_id', 'journal_entry_id'], { name: 'bank_statement_lines_entry_uq', unique: true });
    await qi.addIndex('bank_statement_lines', ['tenant_id', 'import_id', 'line_no'], { name: 'bank_statement_lines_import_idx' });
    await qi.addIndex('bank_statement_lines', ['tenant_id', 'status', 'line_date'], { name: 'bank_statement_lines_status_idx' });
  },
  async down({ qi }) {
    await qi.dropTable('bank_statement_lines');
    await qi.dropTable('bank_statement_imports');
  },
};
