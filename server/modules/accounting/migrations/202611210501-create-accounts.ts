import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createAccounts: Migration = {
  name: '202611210501-create-accounts',
  async up({ qi, DataTypes }) {
    await qi.createTable('accounts', {
      ...idColumn(),
      ...tenantColumn(),
      code: { type: DataTypes.STRING(20), allowNull: false },
      title: { type: DataTypes.STRING(200), allowNull: false },
      account_class: { type: DataTypes.INTEGER, allowNull: false },
      account_type: { type: DataTypes.STRING(20), allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'ACTIVE' },
      is_system: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ...timestampColumns(),
    });
    await qi.addIndex('accounts', ['tenant_id', 'code'], { unique: true, name: 'accounts_tenant_code_unique' });
    await qi.addIndex('accounts', ['tenant_id', 'account_class'], { name: 'accounts_tenant_class' });
  },
  async down({ qi }) {
    await qi.dropTable('accounts');
  },
};
