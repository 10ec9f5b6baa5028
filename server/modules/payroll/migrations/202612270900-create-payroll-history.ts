import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

/** Payroll history taken over from an earlier system: one line per employee and month (gross, deductions, net). */
export const createPayrollHistory: Migration = {
  name: '202612270900-create-payroll-history',
  async up({ qi, DataTypes }) {
    await qi.createTable('payroll_history_lines', {
      ...idColumn(),
      ...tenantColumn(),
      employee_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'employees', key: 'id' }, onDelete: 'RESTRICT' },
      contract_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'contracts', key: 'id' }, onDelete: 'RESTRICT' },
      year: { type: DataTypes.INTEGER, allowNull: false },
      month: { type: DataTypes.INTEGER, allowNull: false },
      gross_cents: { type: DataTypes.BIGINT, allowNull: false },
      deductions_cents: { type: DataTypes.BIGINT, allowNull: false },
      net_cents: { type: DataTypes.BIGINT, allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('payroll_history_lines', ['tenant_id', 'employee_id', 'year', 'month'], { name: 'payroll_history_lines_uq', unique: true });
  },
};
