import type { Migration } from '../../platform/db/migrations';
import { INSTALLATION_ID } from './models/license-installation';

/**
 * The installation's license, one row (its state record and the installed `.lic`), and the
 * requests exported and not answered yet. Neither belongs to a tenant: the license covers the
 * whole on-premise installation.
 */
export const migrations: Migration[] = [
  {
    name: '202611261401-create-license-installation',
    async up({ qi, DataTypes }) {
      await qi.createTable('license_installation', {
        id: { type: DataTypes.STRING(20), primaryKey: true, allowNull: false },
        state_record: { type: DataTypes.TEXT, allowNull: true },
        lic_value: { type: DataTypes.TEXT, allowNull: true },
        license_key_id: { type: DataTypes.STRING(36), allowNull: true },
        instance_code: { type: DataTypes.STRING(30), allowNull: true },
        sequence: { type: DataTypes.INTEGER, allowNull: true },
        installed_at: { type: DataTypes.DATE, allowNull: true },
        updated_at: { type: DataTypes.DATE, allowNull: false },
      });
      // The row always exists, so every change can lock it first (SELECT … FOR UPDATE).
      await qi.bulkInsert('license_installation', [{ id: INSTALLATION_ID, updated_at: new Date() }]);
      await qi.createTable('license_requests', {
        nonce: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
        request_hash: { type: DataTypes.STRING(64), allowNull: false },
        instance_code: { type: DataTypes.STRING(30), allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
      });
      await qi.addIndex('license_requests', ['created_at'], { name: 'license_requests_created_at' });
    },
    async down({ qi }) {
      await qi.dropTable('license_requests');
      await qi.dropTable('license_installation');
    },
  },
];
