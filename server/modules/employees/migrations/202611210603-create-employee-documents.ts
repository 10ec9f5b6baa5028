import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createEmployeeDocuments: Migration = {
  name: '202611210603-create-employee-documents',
  async up({ qi, DataTypes }) {
    await qi.createTable('employee_documents', {
      ...idColumn(),
      ...tenantColumn(),
      employee_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'employees', key: 'id' }, onDelete: 'RESTRICT' },
      kind: { type: DataTypes.STRING(20), allowNull: false },
      category: { type: DataTypes.STRING(40), allowNull: false },
      title: { type: DataTypes.STRING(200), allowNull: false },
      document_number: { type: DataTypes.STRING(60), allowNull: true },
      issuing_country: { type: DataTypes.STRING(2), allowNull: true },
      issue_date: { type: DataTypes.DATEONLY, allowNull: true },
      expiry_date: { type: DataTypes.DATEONLY, allowNull: true },
      stored_document_id: { type: DataTypes.UUID, allowNull: false },
      filename: { type: DataTypes.STRING(255), allowNull: false },
      content_type: { type: DataTypes.STRING(120), allowNull: false },
      size: { type: DataTypes.INTEGER, allowNull: false },
      uploaded_by: { type: DataTypes.UUID, allowNull: true },
      expiry_notified_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('employee_documents', ['tenant_id', 'employee_id'], { name: 'employee_documents_employee_idx' });
    await qi.addIndex('employee_documents', ['expiry_date'], { name: 'employee_documents_expiry_idx' });
  },
  async down({ qi }) {
    await qi.dropTable('employee_documents');
  },
};
