import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createJournal: Migration = {
  name: '202611210502-create-journal',
  async up({ qi, DataTypes }) {
    await qi.createTable('journal_entries', {
      ...idColumn(),
      ...tenantColumn(),
      piece_number: { type: DataTypes.STRING(40), allowNull: false },
      entry_date: { type: DataTypes.DATEONLY, allowNull: false },
      label: { type: DataTypes.STRING(255), allowNull: false },
      source: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'MANUAL' },
      source_ref: { type: DataTypes.STRING(100), allowNull: true },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'DRAFT' },
      reversal_of_id: {
        type: DataTypes.UUID,
        allowNull: true,
        references: { model: 'journal_entries', key: 'id' },
        onDelete: 'RESTRICT',
      },
      posted_at: { type: DataTypes.DATE, allowNull: true },
      created_by: { type: DataTypes.UUID, allowNull: true },
      total_debit_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
      total_credit_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
      ...timestampColumns(),
    });
    await qi.addIndex('journal_entries', ['tenant_id', 'piece_number'], { unique: true, name: 'journal_entries_tenant_piece_unique' });
    await qi.addIndex('journal_entries', ['tenant_id', 'entry_date'], { name: 'journal_entries_tenant_date' });
    await qi.addIndex('journal_entries', ['tenant_id', 'status', 'source'], { name: 'journal_entries_tenant_status_source' });
    await qi.addIndex('journal_entries', ['tenant_id', 'source', 'source_ref'], { name: 'journal_entries_tenant_source_ref' });
    await qi.addIndex('journal_entries', ['reversal_of_id'], { name: 'journal_entries_reversal_of' });

    await qi.createTable('journal_lines', {
      ...idColumn(),
      ...tenantColumn(),
      entry_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: 'journal_entries', key: 'id' },
        onDelete: 'CASCADE',
      },
      line_no: { type: DataTypes.INTEGER, allowNull: false },
      account_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: 'accounts', key: 'id' },
        onDelete: 'RESTRICT',
      },
      account_code: { type: DataTypes.STRING(20), allowNull: false },
      label: { type: DataTypes.STRING(255), allowNull: true },
      debit_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
      credit_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
      entry_date: { type: DataTypes.DATEONLY, allowNull: false },
      posted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      third_party: { type: DataTypes.STRING(100), allowNull: true },
      due_date: { type: DataTypes.DATEONLY, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('journal_lines', ['tenant_id', 'posted', 'entry_date', 'account_code'], { name: 'journal_lines_tenant_posted_date_account' });
    await qi.addIndex('journal_lines', ['tenant_id', 'account_code', 'entry_date'], { name: 'journal_lines_tenant_account_date' });
    await qi.addIndex('journal_lines', ['entry_id'], { name: 'journal_lines_entry' });
    await qi.addIndex('journal_lines', ['account_id'], { name: 'journal_lines_account' });
  },
  async down({ qi }) {
    await qi.dropTable('journal_lines');
    await qi.dropTable('journal_entries');
  },
};
