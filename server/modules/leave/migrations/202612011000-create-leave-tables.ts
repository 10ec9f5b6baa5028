import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

/**
 * Leave: types, versioned policies, balances with their accruals and adjustments, requests, and
 * the tenant's public holidays. Numbers of days are hundredths of a day (integers).
 */
export const createLeaveTables: Migration = {
  name: '202612011000-create-leave-tables',
  async up({ qi, DataTypes }) {
    const centi = (defaultValue: number | null = 0) => ({ type: DataTypes.INTEGER, allowNull: defaultValue === null, ...(defaultValue === null ? {} : { defaultValue }) });
    const uuid = (allowNull = true) => ({ type: DataTypes.UUID, allowNull });
    const employee = () => ({ type: DataTypes.UUID, allowNull: false, references: { model: 'employees', key: 'id' }, onDelete: 'RESTRICT' });
    const leaveType = () => ({ type: DataTypes.UUID, allowNull: false, references: { model: 'leave_types', key: 'id' }, onDelete: 'RESTRICT' });

    await qi.createTable('leave_types', {
      ...idColumn(),
      ...tenantColumn(),
      code: { type: DataTypes.STRING(30), allowNull: false },
      name: { type: DataTypes.STRING(100), allowNull: false },
      color: { type: DataTypes.STRING(7), allowNull: false },
      paid: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      requires_approval: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      requires_proof: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      accrual_mode: { type: DataTypes.STRING(20), allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...timestampColumns(),
    });
    await qi.addIndex('leave_types', ['tenant_id', 'code'], { name: 'leave_types_code_uq', unique: true });

    await qi.createTable('leave_policies', {
      ...idColumn(),
      ...tenantColumn(),
      leave_type_id: leaveType(),
      current_version: { type: DataTypes.INTEGER, allowNull: false },
      archived_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('leave_policies', ['tenant_id', 'leave_type_id'], { name: 'leave_policies_type_uq', unique: true });

    await qi.createTable('leave_policy_versions', {
      ...idColumn(),
      ...tenantColumn(),
      policy_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'leave_policies', key: 'id' }, onDelete: 'CASCADE' },
      version: { type: DataTypes.INTEGER, allowNull: false },
      is_current: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      annual_allowance_centi: centi(),
      carry_over_max_centi: centi(null),
      carry_over_expires_on: { type: DataTypes.STRING(5), allowNull: true },
      min_notice_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      max_consecutive_days: { type: DataTypes.INTEGER, allowNull: true },
      min_team_coverage_percent: { type: DataTypes.INTEGER, allowNull: true },
      blackout_periods: { type: DataTypes.JSON, allowNull: false },
      seniority_bonus: { type: DataTypes.JSON, allowNull: false },
      workflow_definition_id: uuid(),
      convention_code: { type: DataTypes.STRING(40), allowNull: true },
      change_note: { type: DataTypes.STRING(300), allowNull: true },
      rolled_back_from_version: { type: DataTypes.INTEGER, allowNull: true },
      created_by: uuid(),
      ...timestampColumns(),
    });
    // Two writers of one policy both computing version n+1: the second is refused here.
    await qi.addIndex('leave_policy_versions', ['policy_id', 'version'], { name: 'leave_policy_versions_uq', unique: true });

    await qi.createTable('leave_balances', {
      ...idColumn(),
      ...tenantColumn(),
      employee_id: employee(),
      leave_type_id: leaveType(),
      year: { type: DataTypes.INTEGER, allowNull: false },
      accrued_centi: centi(),
      carried_over_centi: centi(),
      carry_over_expires_on: { type: DataTypes.DATEONLY, allowNull: true },
      expired_centi: centi(),
      carry_over_expired_at: { type: DataTypes.DATE, allowNull: true },
      adjusted_centi: centi(),
      taken_centi: centi(),
      pending_centi: centi(),
      carried_to_next_centi: centi(null),
      rolled_over_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('leave_balances', ['tenant_id', 'employee_id', 'leave_type_id', 'year'], { name: 'leave_balances_uq', unique: true });
    await qi.addIndex('leave_balances', ['tenant_id', 'year'], { name: 'leave_balances_year_idx' });

    await qi.createTable('leave_balance_adjustments', {
      ...idColumn(),
      ...tenantColumn(),
      balance_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'leave_balances', key: 'id' }, onDelete: 'RESTRICT' },
      delta_centi: { type: DataTypes.INTEGER, allowNull: false },
      reason: { type: DataTypes.STRING(500), allowNull: false },
      author_user_id: uuid(),
      ...timestampColumns(),
    });
    await qi.addIndex('leave_balance_adjustments', ['tenant_id', 'balance_id'], { name: 'leave_balance_adjustments_balance_idx' });

    await qi.createTable('leave_accruals', {
      ...idColumn(),
      ...tenantColumn(),
      balance_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'leave_balances', key: 'id' }, onDelete: 'RESTRICT' },
      employee_id: employee(),
      leave_type_id: leaveType(),
      year: { type: DataTypes.INTEGER, allowNull: false },
      month: { type: DataTypes.INTEGER, allowNull: false },
      accrual_mode: { type: DataTypes.STRING(20), allowNull: false },
      days_centi: { type: DataTypes.INTEGER, allowNull: false },
      cumulative_centi: { type: DataTypes.INTEGER, allowNull: false },
      policy_version_id: uuid(),
      ...timestampColumns(),
    });
    // A month is accrued once per employee and type, whoever runs it and however often.
    await qi.addIndex('leave_accruals', ['tenant_id', 'employee_id', 'leave_type_id', 'year', 'month'], { name: 'leave_accruals_month_uq', unique: true });

    await qi.createTable('leave_requests', {
      ...idColumn(),
      ...tenantColumn(),
      employee_id: employee(),
      leave_type_id: leaveType(),
      policy_version_id: uuid(),
      balance_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'leave_balances', key: 'id' }, onDelete: 'RESTRICT' },
      year: { type: DataTypes.INTEGER, allowNull: false },
      start_date: { type: DataTypes.DATEONLY, allowNull: false },
      end_date: { type: DataTypes.DATEONLY, allowNull: false },
      start_period: { type: DataTypes.STRING(10), allowNull: false },
      end_period: { type: DataTypes.STRING(10), allowNull: false },
      days_centi: { type: DataTypes.INTEGER, allowNull: false },
      reason: { type: DataTypes.STRING(1000), allowNull: true },
      status: { type: DataTypes.STRING(20), allowNull: false },
      proof_document_id: uuid(),
      proof_filename: { type: DataTypes.STRING(255), allowNull: true },
      proof_content_type: { type: DataTypes.STRING(120), allowNull: true },
      proof_size: { type: DataTypes.INTEGER, allowNull: true },
      workflow_instance_id: uuid(),
      submitted_by: uuid(),
      submitted_at: { type: DataTypes.DATE, allowNull: false },
      decided_by: uuid(),
      decided_at: { type: DataTypes.DATE, allowNull: true },
      decision_comment: { type: DataTypes.STRING(1000), allowNull: true },
      cancelled_by: uuid(),
      cancelled_at: { type: DataTypes.DATE, allowNull: true },
      cancel_reason: { type: DataTypes.STRING(1000), allowNull: true },
      override_action: { type: DataTypes.STRING(10), allowNull: true },
      override_comment: { type: DataTypes.STRING(1000), allowNull: true },
      override_by: uuid(),
      override_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('leave_requests', ['tenant_id', 'employee_id', 'start_date'], { name: 'leave_requests_employee_idx' });
    await qi.addIndex('leave_requests', ['tenant_id', 'status'], { name: 'leave_requests_status_idx' });
    await qi.addIndex('leave_requests', ['tenant_id', 'start_date', 'end_date'], { name: 'leave_requests_period_idx' });

    await qi.createTable('leave_holidays', {
      ...idColumn(),
      ...tenantColumn(),
      date: { type: DataTypes.DATEONLY, allowNull: false },
      name: { type: DataTypes.STRING(120), allowNull: false },
      kind: { type: DataTypes.STRING(10), allowNull: false },
      estimated: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      source: { type: DataTypes.STRING(500), allowNull: true },
      origin: { type: DataTypes.STRING(10), allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('leave_holidays', ['tenant_id', 'date', 'name'], { name: 'leave_holidays_uq', unique: true });

    // The years whose shipped holidays were written for the tenant (once: edits then stay).
    await qi.createTable('leave_holiday_years', {
      tenant_id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, references: { model: 'tenants', key: 'id' }, onDelete: 'CASCADE' },
      year: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
      country: { type: DataTypes.STRING(2), allowNull: true },
      generated_at: { type: DataTypes.DATE, allowNull: false },
    });
  },
  async down({ qi }) {
    for (const table of ['leave_holiday_years', 'leave_holidays', 'leave_requests', 'leave_accruals', 'leave_balance_adjustments', 'leave_balances', 'leave_policy_versions', 'leave_policies', 'leave_types']) {
      await qi.dropTable(table);
    }
  },
};
