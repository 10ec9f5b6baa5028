import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';
import { systemRoleRows } from '../system-roles';

export const migrations: Migration[] = [
  {
    name: '202611210302-create-roles',
    async up({ qi, DataTypes }) {
      await qi.createTable('roles', {
        ...idColumn(),
        ...tenantColumn(true),
        name: { type: DataTypes.STRING(60), allowNull: false },
        description: { type: DataTypes.STRING(500), allowNull: true },
        system_role: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        realm: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'tenant' },
        ...timestampColumns(),
      });
      await qi.addIndex('roles', ['tenant_id', 'name'], { unique: true, name: 'roles_tenant_name_unique' });
      await qi.bulkInsert('roles', systemRoleRows(new Date()));

      await qi.createTable('role_permissions', {
        ...idColumn(),
        ...tenantColumn(),
        role_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'roles', key: 'id' }, onDelete: 'CASCADE' },
        permission_code: { type: DataTypes.STRING(80), allowNull: false },
        ...timestampColumns(),
      });
      await qi.addIndex('role_permissions', ['role_id', 'permission_code'], { unique: true, name: 'role_permissions_unique' });

      await qi.createTable('user_roles', {
        ...idColumn(),
        ...tenantColumn(),
        user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
        role_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'roles', key: 'id' } },
        ...timestampColumns(),
      });
      await qi.addIndex('user_roles', ['user_id', 'role_id'], { unique: true, name: 'user_roles_unique' });
      await qi.addIndex('user_roles', ['tenant_id', 'role_id'], { name: 'user_roles_role' });

      await qi.createTable('access_versions', {
        scope: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
        version: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        updated_at: { type: DataTypes.DATE, allowNull: false },
      });
    },
    async down({ qi }) {
      await qi.dropTable('access_versions');
      await qi.dropTable('user_roles');
      await qi.dropTable('role_permissions');
      await qi.dropTable('roles');
    },
  },
];
