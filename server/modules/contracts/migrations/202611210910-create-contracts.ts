import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

/** Contract templates (shared ones have no tenant), contracts and their amendments. */
export const createContracts: Migration = {
  name: '202611210910-create-contracts',
  async up({ qi, DataTypes }) {
    await qi.createTable('contract_templates', {
      ...idColumn(),
      ...tenantColumn(true),
      code: { type: DataTypes.STRING(60), allowNull: true },
      name: { type: DataTypes.STRING(150), allowNull: false },
      country: { type: DataTypes.STRING(2), allowNull: false },
      contract_type: { type: DataTypes.STRING(20), allowNull: false },
      language: { type: DataTypes.STRING(2), allowNull: false },
      description: { type: DataTypes.STRING(500), allowNull: true },
      body: { type: DataTypes.TEXT, allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...timestampColumns(),
    });
    await qi.addIndex('contract_templates', ['tenant_id', 'country', 'contract_type'], { name: 'contract_templates_lookup_idx' });

    await qi.createTable('contracts', {
      ...idColumn(),
      ...tenantColumn(),
      reference: { type: DataTypes.STRING(30), allowNull: false },
      employee_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'employees', key: 'id' }, onDelete: 'RESTRICT' },
      template_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'contract_templates', key: 'id' }, onDelete: 'SET NULL' },
      type: { type: DataTypes.STRING(20), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      country: { type: DataTypes.STRING(2), allowNull: false },
      job_title: { type: DataTypes.STRING(150), allowNull: true },
      salary: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      weekly_hours: { type: DataTypes.INTEGER, allowNull: true },
      start_date: { type: DataTypes.DATEONLY, allowNull: false },
      end_date: { type: DataTypes.DATEONLY, allowNull: true },
      trial_period_end_date: { type: DataTypes.DATEONLY, allowNull: true },
      work_location: { type: DataTypes.STRING(200), allowNull: true },
      body: { type: DataTypes.TEXT, allowNull: false },
      sent_at: { type: DataTypes.DATE, allowNull: true },
      signed_at: { type: DataTypes.DATE, allowNull: true },
      signed_on: { type: DataTypes.DATEONLY, allowNull: true },
      signed_document_id: { type: DataTypes.UUID, allowNull: true },
      signed_filename: { type: DataTypes.STRING(255), allowNull: true },
      activated_at: { type: DataTypes.DATE, allowNull: true },
      terminated_at: { type: DataTypes.DATE, allowNull: true },
      termination_date: { type: DataTypes.DATEONLY, allowNull: true },
      termination_reason: { type: DataTypes.STRING(500), allowNull: true },
      end_alert_sent_at: { type: DataTypes.DATE, allowNull: true },
      trial_alert_sent_at: { type: DataTypes.DATE, allowNull: true },
      created_by_user_id: { type: DataTypes.UUID, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('contracts', ['tenant_id', 'reference'], { name: 'contracts_reference_uq', unique: true });
    await qi.addIndex('contracts', ['tenant_id', 'employee_id'], { name: 'contracts_employee_idx' });
    await qi.addIndex('contracts', ['status', 'end_date'], { name: 'contracts_end_idx' });

    await qi.createTable('contract_amendments', {
      ...idColumn(),
      ...tenantColumn(),
      contract_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'contracts', key: 'id' }, onDelete: 'CASCADE' },
      number: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      effective_date: { type: DataTypes.DATEONLY, allowNull: false },
      reason: { type: DataTypes.STRING(1000), allowNull: false },
      changes: { type: DataTypes.JSON, allowNull: false },
      previous_values: { type: DataTypes.JSON, allowNull: true },
      signed_at: { type: DataTypes.DATE, allowNull: true },
      signed_on: { type: DataTypes.DATEONLY, allowNull: true },
      signed_document_id: { type: DataTypes.UUID, allowNull: true },
      signed_filename: { type: DataTypes.STRING(255), allowNull: true },
      applied_at: { type: DataTypes.DATE, allowNull: true },
      cancelled_at: { type: DataTypes.DATE, allowNull: true },
      created_by_user_id: { type: DataTypes.UUID, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('contract_amendments', ['contract_id', 'number'], { name: 'contract_amendments_number_uq', unique: true });
    await qi.addIndex('contract_amendments', ['status', 'effective_date'], { name: 'contract_amendments_due_idx' });
  },
  async down({ qi }) {
    for (const table of ['contract_amendments', 'contracts', 'contract_templates']) await qi.dropTable(table);
  },
};
