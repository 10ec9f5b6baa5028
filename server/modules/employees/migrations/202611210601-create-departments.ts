import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createDepartments: Migration = {
  name: '202611210601-create-departments',
  async up({ qi, DataTypes }) {
    await qi.createTable('departments', {
      ...idColumn(),
      ...tenantColumn(),
      name: { type: DataTypes.STRING(120), allowNull: false },
      code: { type: DataTypes.STRING(30), allowNull: true },
      parent_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'departments', key: 'id' }, onDelete: 'RESTRICT' },
      ...timestampColumns(),
    });
    await qi.addIndex('departments', ['tenant_id', 'name'], { unique: true, name: 'departments_tenant_name_uq' });
    await qi.addIndex('departments', ['tenant_id', 'code'], { unique: true, name: 'departments_tenant_code_uq' });
    await qi.addIndex('departments', ['parent_id'], { name: 'departments_parent_idx' });
  },
  async down({ qi }) {
    await qi.dropTable('departments');
  },
};
