import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createFiscalPeriods: Migration = {
  name: '202611210503-create-fiscal-periods',
  async up({ qi, DataTypes }) {
    await qi.createTable('fiscal_periods', {
      ...idColumn(),
      ...tenantColumn(),
      year: { type: DataTypes.INTEGER, allowNull: false },
      month: { type: DataTypes.INTEGER, allowNull: false },
      start_date: { type: DataTypes.DATEONLY, allowNull: false },
      end_date: { type: DataTypes.DATEONLY, allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'OPEN' },
      closed_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('fiscal_periods', ['tenant_id', 'year', 'month'], { unique: true, name: 'fiscal_periods_tenant_year_month_unique' });
  },
  async down({ qi }) {
    await qi.dropTable('fiscal_periods');
  },
};
