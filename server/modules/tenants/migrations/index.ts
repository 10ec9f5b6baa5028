import type { Migration } from '../../../platform/db/migrations';
import { idColumn, timestampColumns } from '../../../platform/db/migrations';

export const migrations: Migration[] = [
  {
    name: '202611210001-create-tenants',
    async up({ qi, DataTypes }) {
      await qi.createTable('tenants', {
        ...idColumn(),
        slug: { type: DataTypes.STRING(63), allowNull: false, unique: true },
        company_name: { type: DataTypes.STRING(200), allowNull: false },
        country: { type: DataTypes.STRING(2), allowNull: false },
        currency: { type: DataTypes.STRING(3), allowNull: false },
        subscription_status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'TRIAL' },
        licensed_modules: { type: DataTypes.JSON, allowNull: false },
        plan_code: { type: DataTypes.STRING(50), allowNull: true },
        trial_ends_at: { type: DataTypes.DATE, allowNull: true },
        settings: { type: DataTypes.JSON, allowNull: false },
        ...timestampColumns(),
      });
    },
    async down({ qi }) {
      await qi.dropTable('tenants');
    },
  },
  {
    // The on-premise license's user quota (maxUsers); null: no limit.
    name: '202611261400-tenant-max-users',
    async up({ qi, DataTypes }) {
      await qi.addColumn('tenants', 'max_users', { type: DataTypes.INTEGER, allowNull: true });
    },
    async down({ qi }) {
      await qi.removeColumn('tenants', 'max_users');
    },
  },
];
