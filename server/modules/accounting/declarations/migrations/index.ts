import type { Migration } from '../../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../../platform/db/migrations';

export const migrations: Migration[] = [
  {
    name: '202611210801-create-tax-declarations',
    async up({ qi, DataTypes }) {
      await qi.createTable('tax_declarations', {
        ...idColumn(),
        ...tenantColumn(),
        declaration_type: { type: DataTypes.STRING(30), allowNull: false },
        period_label: { type: DataTypes.STRING(60), allowNull: false },
        start_date: { type: DataTypes.DATEONLY, allowNull: false },
        end_date: { type: DataTypes.DATEONLY, allowNull: false },
        collected_vat_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        deductible_vat_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        vat_payable_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        credit_to_carry_forward_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'DRAFT' },
        submitted_at: { type: DataTypes.DATE, allowNull: true },
        submitted_by: { type: DataTypes.UUID, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        ...timestampColumns(),
      });
      await qi.addIndex('tax_declarations', ['tenant_id', 'declaration_type', 'start_date', 'end_date'], {
        unique: true,
        name: 'tax_declarations_tenant_type_period',
      });
      await qi.addIndex('tax_declarations', ['tenant_id', 'start_date'], { name: 'tax_declarations_tenant_start' });
    },
    async down({ qi }) {
      await qi.dropTable('tax_declarations');
    },
  },
  {
    name: '202611210802-create-social-declarations',
    async up({ qi, DataTypes }) {
      await qi.createTable('social_declarations', {
        ...idColumn(),
        ...tenantColumn(),
        social_body: { type: DataTypes.STRING(40), allowNull: false },
        period_label: { type: DataTypes.STRING(60), allowNull: false },
        start_date: { type: DataTypes.DATEONLY, allowNull: false },
        end_date: { type: DataTypes.DATEONLY, allowNull: false },
        employee_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        gross_payroll_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        employer_contributions_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        employee_contributions_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'DRAFT' },
        submitted_at: { type: DataTypes.DATE, allowNull: true },
        submitted_by: { type: DataTypes.UUID, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        ...timestampColumns(),
      });
      await qi.addIndex('social_declarations', ['tenant_id', 'social_body', 'start_date', 'end_date'], {
        unique: true,
        name: 'social_declarations_tenant_body_period',
      });
      await qi.addIndex('social_declarations', ['tenant_id', 'start_date'], { name: 'social_declarations_tenant_start' });
    },
    async down({ qi }) {
      await qi.dropTable('social_declarations');
    },
  },
];
