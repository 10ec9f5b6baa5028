import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

/**
 * Journals, third parties, lettering, fiscal years and entry attachments (issue #14), and the
 * columns of entries and lines that refer to them. Existing rows are given their journal and
 * third parties by the next migration.
 */
export const createJournalsAndThirdParties: Migration = {
  name: '202612150900-create-journals-and-third-parties',
  async up({ qi, DataTypes }) {
    await qi.createTable('journals', {
      ...idColumn(),
      ...tenantColumn(),
      code: { type: DataTypes.STRING(8), allowNull: false },
      name: { type: DataTypes.STRING(100), allowNull: false },
      kind: { type: DataTypes.STRING(12), allowNull: false },
      bank_account_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'tenant_bank_accounts', key: 'id' }, onDelete: 'SET NULL' },
      account_code: { type: DataTypes.STRING(20), allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...timestampColumns(),
    });
    await qi.addIndex('journals', ['tenant_id', 'code'], { unique: true, name: 'journals_tenant_code_unique' });
    await qi.addIndex('journals', ['tenant_id', 'bank_account_id'], { unique: true, name: 'journals_tenant_bank_account_unique' });

    await qi.createTable('third_parties', {
      ...idColumn(),
      ...tenantColumn(),
      code: { type: DataTypes.STRING(20), allowNull: false },
      name: { type: DataTypes.STRING(100), allowNull: false },
      name_key: { type: DataTypes.STRING(100), allowNull: false },
      kind: { type: DataTypes.STRING(10), allowNull: false },
      employee_id: { type: DataTypes.UUID, allowNull: true },
      email: { type: DataTypes.STRING(200), allowNull: true },
      phone: { type: DataTypes.STRING(40), allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...timestampColumns(),
    });
    await qi.addIndex('third_parties', ['tenant_id', 'code'], { unique: true, name: 'third_parties_tenant_code_unique' });
    // A name is one third party per kind (names written by other modules resolve to it).
    await qi.addIndex('third_parties', ['tenant_id', 'kind', 'name_key'], { unique: true, name: 'third_parties_tenant_kind_name_unique' });
    // NULLs are distinct in unique indexes on both databases: one third party per employee.
    await qi.addIndex('third_parties', ['tenant_id', 'employee_id'], { unique: true, name: 'third_parties_tenant_employee_unique' });

    await qi.createTable('letterings', {
      ...idColumn(),
      ...tenantColumn(),
      account_code: { type: DataTypes.STRING(20), allowNull: false },
      code: { type: DataTypes.STRING(10), allowNull: false },
      third_party_id: { type: DataTypes.UUID, allowNull: true },
      lettered_on: { type: DataTypes.DATEONLY, allowNull: false },
      line_count: { type: DataTypes.INTEGER, allowNull: false },
      total_cents: { type: DataTypes.BIGINT, allowNull: false },
      automatic: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      created_by: { type: DataTypes.UUID, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('letterings', ['tenant_id', 'account_code', 'code'], { unique: true, name: 'letterings_tenant_account_code_unique' });

    await qi.createTable('fiscal_years', {
      ...idColumn(),
      ...tenantColumn(),
      year: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'OPEN' },
      closed_at: { type: DataTypes.DATE, allowNull: true },
      closed_by: { type: DataTypes.UUID, allowNull: true },
      result_cents: { type: DataTypes.BIGINT, allowNull: true },
      result_entry_id: { type: DataTypes.UUID, allowNull: true },
      opening_entry_id: { type: DataTypes.UUID, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('fiscal_years', ['tenant_id', 'year'], { unique: true, name: 'fiscal_years_tenant_year_unique' });

    await qi.createTable('entry_attachments', {
      ...idColumn(),
      ...tenantColumn(),
      entry_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'journal_entries', key: 'id' }, onDelete: 'CASCADE' },
      document_id: { type: DataTypes.UUID, allowNull: false },
      filename: { type: DataTypes.STRING(255), allowNull: false },
      content_type: { type: DataTypes.STRING(100), allowNull: false },
      size: { type: DataTypes.INTEGER, allowNull: false },
      uploaded_by: { type: DataTypes.UUID, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('entry_attachments', ['tenant_id', 'entry_id'], { name: 'entry_attachments_tenant_entry' });

    await qi.addColumn('journal_entries', 'journal_id', { type: DataTypes.UUID, allowNull: true });
    await qi.addColumn('journal_entries', 'journal_code', { type: DataTypes.STRING(8), allowNull: true });
    await qi.addIndex('journal_entries', ['tenant_id', 'journal_id', 'entry_date'], { name: 'journal_entries_tenant_journal_date' });

    await qi.addColumn('journal_lines', 'third_party_id', { type: DataTypes.UUID, allowNull: true });
    await qi.addColumn('journal_lines', 'reference', { type: DataTypes.STRING(60), allowNull: true });
    await qi.addColumn('journal_lines', 'letter_id', { type: DataTypes.UUID, allowNull: true });
    await qi.addColumn('journal_lines', 'letter_code', { type: DataTypes.STRING(10), allowNull: true });
    await qi.addColumn('journal_lines', 'lettered_on', { type: DataTypes.DATEONLY, allowNull: true });
    // 'CLOSING' on the year's result entry, 'OPENING' on the à-nouveaux; NULL on every other line.
    await qi.addColumn('journal_lines', 'year_end', { type: DataTypes.STRING(10), allowNull: true });
    await qi.addIndex('journal_lines', ['tenant_id', 'account_code', 'third_party_id', 'entry_date'], { name: 'journal_lines_tenant_account_party' });
    await qi.addIndex('journal_lines', ['letter_id'], { name: 'journal_lines_letter' });

    // The last letter code handed out on the account (codes A, B, … Z, AA… per account).
    await qi.addColumn('accounts', 'letter_seq', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
    // Separation of duties: every step that posts to the ledger also needs accounting.write.
    await qi.addColumn('accounting_configs', 'posting_requires_write', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
  },
  async down({ qi }) {
    await qi.removeColumn('accounting_configs', 'posting_requires_write');
    await qi.removeColumn('accounts', 'letter_seq');
    for (const column of ['year_end', 'lettered_on', 'letter_code', 'letter_id', 'reference', 'third_party_id']) await qi.removeColumn('journal_lines', column);
    for (const column of ['journal_code', 'journal_id']) await qi.removeColumn('journal_entries', column);
    for (const table of ['entry_attachments', 'fiscal_years', 'letterings', 'third_parties', 'journals']) await qi.dropTable(table);
  },
};
