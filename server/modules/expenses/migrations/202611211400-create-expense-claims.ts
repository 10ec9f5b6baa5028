import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createExpenseClaims: Migration = {
  name: '202611211400-create-expense-claims',
  async up({ qi, DataTypes }) {
    const user = () => ({ type: DataTypes.UUID, allowNull: true });
    const at = () => ({ type: DataTypes.DATE, allowNull: true });
    await qi.createTable('expense_claims', {
      ...idColumn(),
      ...tenantColumn(),
      reference: { type: DataTypes.STRING(30), allowNull: false },
      employee_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: 'employees', key: 'id' },
        onDelete: 'RESTRICT',
      },
      submitted_by: user(),
      submitted_at: { type: DataTypes.DATE, allowNull: false },
      expense_date: { type: DataTypes.DATEONLY, allowNull: false },
      description: { type: DataTypes.STRING(500), allowNull: false },
      amount_cents: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      category: { type: DataTypes.STRING(40), allowNull: false, defaultValue: 'OTHER' },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'SUBMITTED' },
      receipt_document_id: { type: DataTypes.UUID, allowNull: true },
      receipt_filename: { type: DataTypes.STRING(255), allowNull: true },
      receipt_content_type: { type: DataTypes.STRING(120), allowNull: true },
      receipt_size: { type: DataTypes.INTEGER, allowNull: true },
      approved_by: user(),
      approved_at: at(),
      rejected_by: user(),
      rejected_at: at(),
      rejection_reason: { type: DataTypes.STRING(500), allowNull: true },
      payment_scheduled_by: user(),
      payment_scheduled_at: at(),
      reimbursed_by: user(),
      reimbursed_at: at(),
      payment_mode: { type: DataTypes.STRING(20), allowNull: true },
      payment_note: { type: DataTypes.STRING(500), allowNull: true },
      journal_entry_id: { type: DataTypes.UUID, allowNull: true },
      journal_piece_number: { type: DataTypes.STRING(30), allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('expense_claims', ['tenant_id', 'reference'], {
      name: 'expense_claims_reference_uq',
      unique: true,
    });
    await qi.addIndex('expense_claims', ['tenant_id', 'employee_id', 'expense_date'], {
      name: 'expense_claims_employee_idx',
    });
    await qi.addIndex('expense_claims', ['tenant_id', 'status'], { name: 'expense_claims_status_idx' });
    // Keyset order of the CSV export (and the lists' default order).
    await qi.addIndex('expense_claims', ['tenant_id', 'expense_date', 'id'], {
      name: 'expense_claims_date_idx',
    });
  },
  async down({ qi }) {
    await qi.dropTable('expense_claims');
  },
};
