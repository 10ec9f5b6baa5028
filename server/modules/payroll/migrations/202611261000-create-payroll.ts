import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

/**
 * Payroll runs (one per tenant and month), their entries (one per employee, with the engine's
 * computation kept as JSON), the variable inputs of a run, the tenant's rule overrides and the
 * employees' payroll profiles.
 */
export const createPayroll: Migration = {
  name: '202611261000-create-payroll',
  async up({ qi, DataTypes }) {
    const cents = () => ({ type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 });
    const user = () => ({ type: DataTypes.UUID, allowNull: true });
    const at = () => ({ type: DataTypes.DATE, allowNull: true });
    const employee = () => ({ type: DataTypes.UUID, allowNull: false, references: { model: 'employees', key: 'id' }, onDelete: 'RESTRICT' });
    const run = () => ({ type: DataTypes.UUID, allowNull: false, references: { model: 'payroll_runs', key: 'id' }, onDelete: 'CASCADE' });

    await qi.createTable('payroll_runs', {
      ...idColumn(),
      ...tenantColumn(),
      year: { type: DataTypes.INTEGER, allowNull: false },
      month: { type: DataTypes.INTEGER, allowNull: false },
      note: { type: DataTypes.STRING(500), allowNull: true },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'DRAFT' },
      country: { type: DataTypes.STRING(2), allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      rule_set_from: { type: DataTypes.DATEONLY, allowNull: true },
      applied_overrides: { type: DataTypes.JSON, allowNull: true },
      account_titles: { type: DataTypes.JSON, allowNull: true },
      employee_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      adjusted_gross_cents: cents(),
      employee_contributions_cents: cents(),
      employer_contributions_cents: cents(),
      income_tax_cents: cents(),
      advances_cents: cents(),
      net_pay_cents: cents(),
      employer_cost_cents: cents(),
      computed_at: at(),
      inputs_stale: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      journal_lines: { type: DataTypes.JSON, allowNull: true },
      journal_entry_id: { type: DataTypes.UUID, allowNull: true },
      journal_piece_number: { type: DataTypes.STRING(30), allowNull: true },
      validated_by: user(),
      validated_at: at(),
      payment_date: { type: DataTypes.DATEONLY, allowNull: true },
      payment_entry_id: { type: DataTypes.UUID, allowNull: true },
      payment_piece_number: { type: DataTypes.STRING(30), allowNull: true },
      paid_by: user(),
      paid_at: at(),
      closed_by: user(),
      closed_at: at(),
      created_by: user(),
      ...timestampColumns(),
    });
    await qi.addIndex('payroll_runs', ['tenant_id', 'year', 'month'], { name: 'payroll_runs_period_uq', unique: true });
    await qi.addIndex('payroll_runs', ['tenant_id', 'status'], { name: 'payroll_runs_status_idx' });

    await qi.createTable('payroll_entries', {
      ...idColumn(),
      ...tenantColumn(),
      run_id: run(),
      employee_id: employee(),
      employee_number: { type: DataTypes.STRING(30), allowNull: false },
      employee_name: { type: DataTypes.STRING(210), allowNull: false },
      contract_id: { type: DataTypes.UUID, allowNull: true },
      contract_reference: { type: DataTypes.STRING(30), allowNull: true },
      days_present: { type: DataTypes.INTEGER, allowNull: false },
      days_in_period: { type: DataTypes.INTEGER, allowNull: false },
      base_salary_cents: cents(),
      prorated_base_cents: cents(),
      adjusted_gross_cents: cents(),
      net_taxable_cents: cents(),
      employee_contributions_cents: cents(),
      employer_contributions_cents: cents(),
      income_tax_cents: cents(),
      advances_cents: cents(),
      net_pay_cents: cents(),
      employer_cost_cents: cents(),
      computation: { type: DataTypes.JSON, allowNull: false },
      payslip_document_id: { type: DataTypes.UUID, allowNull: true },
      payslip_size: { type: DataTypes.INTEGER, allowNull: true },
      payslip_generated_at: at(),
      ...timestampColumns(),
    });
    await qi.addIndex('payroll_entries', ['tenant_id', 'run_id', 'employee_id'], { name: 'payroll_entries_employee_uq', unique: true });
    await qi.addIndex('payroll_entries', ['tenant_id', 'employee_id'], { name: 'payroll_entries_mine_idx' });

    await qi.createTable('payroll_variable_inputs', {
      ...idColumn(),
      ...tenantColumn(),
      run_id: run(),
      employee_id: employee(),
      inputs: { type: DataTypes.JSON, allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('payroll_variable_inputs', ['tenant_id', 'run_id', 'employee_id'], { name: 'payroll_inputs_employee_uq', unique: true });

    await qi.createTable('payroll_rule_overrides', {
      ...idColumn(),
      ...tenantColumn(),
      country: { type: DataTypes.STRING(2), allowNull: false },
      target: { type: DataTypes.STRING(20), allowNull: false },
      code: { type: DataTypes.STRING(60), allowNull: false },
      effective_from: { type: DataTypes.DATEONLY, allowNull: false },
      override: { type: DataTypes.JSON, allowNull: false },
      note: { type: DataTypes.STRING(500), allowNull: true },
      created_by: user(),
      ...timestampColumns(),
    });
    await qi.addIndex('payroll_rule_overrides', ['tenant_id', 'country', 'target', 'code', 'effective_from'], { name: 'payroll_overrides_target_uq', unique: true });

    await qi.createTable('payroll_profiles', {
      ...idColumn(),
      ...tenantColumn(),
      employee_id: employee(),
      category: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'NON_CADRE' },
      expatriate: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      family_parts: { type: DataTypes.STRING(10), allowNull: false, defaultValue: '1' },
      trimf_parts: { type: DataTypes.STRING(10), allowNull: false, defaultValue: '1' },
      cmu_persons: { type: DataTypes.STRING(10), allowNull: false, defaultValue: '1' },
      risk_rate: { type: DataTypes.STRING(10), allowNull: true },
      pas_rate: { type: DataTypes.STRING(10), allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('payroll_profiles', ['tenant_id', 'employee_id'], { name: 'payroll_profiles_employee_uq', unique: true });
  },
  async down({ qi }) {
    for (const table of ['payroll_profiles', 'payroll_rule_overrides', 'payroll_variable_inputs', 'payroll_entries', 'payroll_runs']) await qi.dropTable(table);
  },
};
