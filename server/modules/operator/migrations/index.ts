import type { Migration } from '../../../platform/db/migrations';
import { idColumn, timestampColumns } from '../../../platform/db/migrations';
import { createOperatorSpace } from './202612010900-operator-space';

export const migrations: Migration[] = [
  {
    name: '202611210301-create-operators',
    async up({ qi, DataTypes }) {
      await qi.createTable('operators', {
        ...idColumn(),
        email: { type: DataTypes.STRING(320), allowNull: false, unique: true },
        first_name: { type: DataTypes.STRING(100), allowNull: false },
        last_name: { type: DataTypes.STRING(100), allowNull: false },
        password_hash: { type: DataTypes.STRING(200), allowNull: true },
        role: { type: DataTypes.STRING(30), allowNull: false },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        locale: { type: DataTypes.STRING(5), allowNull: false, defaultValue: 'fr' },
        last_login_at: { type: DataTypes.DATE, allowNull: true },
        password_changed_at: { type: DataTypes.DATE, allowNull: true },
        ...timestampColumns(),
      });
    },
    async down({ qi }) {
      await qi.dropTable('operators');
    },
  },
  createOperatorSpace,
];
