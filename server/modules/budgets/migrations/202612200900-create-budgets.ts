import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

const MONTH_COLUMNS = Array.from({ length: 12 }, (_, i) => `month${i + 1}_cents`);

export const createBudgets: Migration = {
  name: '202612200900-create-budgets',
  async up({ qi, DataTypes, sequelize }) {
    await qi.createTable('budgets', {
      ...idColumn(),
      ...tenantColumn(),
      name: { type: DataTypes.STRING(200), allowNull: false },
      fiscal_year: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'DRAFT' },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      created_by: { type: DataTypes.UUID, allowNull: true },
      activated_by: { type: DataTypes.UUID, allowNull: true },
      activated_at: { type: DataTypes.DATE, allowNull: true },
      closed_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('budgets', ['tenant_id', 'fiscal_year', 'status'], { name: 'budgets_year_idx' });
    // One ACTIVE budget per fiscal year: the database refuses a second one whatever the code does.
    await sequelize.query(
      "CREATE UNIQUE INDEX budgets_one_active_uq ON budgets (tenant_id, fiscal_year) WHERE status = 'ACTIVE'",
    );

    const months = Object.fromEntries(
      MONTH_COLUMNS.map((c) => [c, { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 }]),
    );
    await qi.createTable('budget_lines', {
      ...idColumn(),
      ...tenantColumn(),
      budget_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'budgets', key: 'id' }, onDelete: 'CASCADE' },
      account_code: { type: DataTypes.STRING(20), allowNull: false },
      split: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'EVEN' },
      ...months,
      ...timestampColumns(),
    });
    await qi.addIndex('budget_lines', ['budget_id', 'account_code'], { name: 'budget_lines_account_uq', unique: true });
    await qi.addIndex('budget_lines', ['tenant_id', 'budget_id'], { name: 'budget_lines_budget_idx' });
  },
  async down({ qi }) {
    await qi.dropTable('budget_lines');
    await qi.dropTable('budgets');
  },
};
