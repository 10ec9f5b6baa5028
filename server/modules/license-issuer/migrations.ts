import type { Migration } from '../../platform/db/migrations';
import { idColumn, timestampColumns } from '../../platform/db/migrations';

/**
 * The issuer's records (saas profile): the on-premise instances declared by the operators and the
 * license keys issued to them. They belong to the platform, not to a tenant.
 */
export const migrations: Migration[] = [
  {
    name: '202612020900-create-license-instances',
    async up({ qi, DataTypes }) {
      await qi.createTable('license_instances', {
        ...idColumn(),
        instance_code: { type: DataTypes.STRING(30), allowNull: false, unique: true },
        company_name: { type: DataTypes.STRING(200), allowNull: false },
        contact_name: { type: DataTypes.STRING(200), allowNull: false },
        contact_email: { type: DataTypes.STRING(320), allowNull: false },
        phone: { type: DataTypes.STRING(40), allowNull: true },
        country: { type: DataTypes.STRING(2), allowNull: false },
        registry_number: { type: DataTypes.STRING(100), allowNull: true },
        fingerprint: { type: DataTypes.JSON, allowNull: false },
        request_nonce: { type: DataTypes.STRING(64), allowNull: true },
        request_hash: { type: DataTypes.STRING(64), allowNull: true },
        request_app_version: { type: DataTypes.STRING(50), allowNull: true },
        request_created_at: { type: DataTypes.DATE, allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false },
        status_reason: { type: DataTypes.STRING(500), allowNull: true },
        activated_at: { type: DataTypes.DATE, allowNull: true },
        expires_at: { type: DataTypes.DATE, allowNull: true },
        grace_period_days: { type: DataTypes.INTEGER, allowNull: false },
        max_offline_days: { type: DataTypes.INTEGER, allowNull: false },
        search_text: { type: DataTypes.STRING(1000), allowNull: false },
        ...timestampColumns(),
      });
      await qi.addIndex('license_instances', ['status', 'created_at'], { name: 'license_instances_status' });
      // One instance per request file: declaring the same file twice is refused.
      await qi.addIndex('license_instances', ['request_nonce'], { name: 'license_instances_request_nonce', unique: true });
      await qi.createTable('license_keys', {
        ...idColumn(),
        instance_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'license_instances', key: 'id' }, onDelete: 'CASCADE' },
        sequence: { type: DataTypes.INTEGER, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false },
        lic_value: { type: DataTypes.TEXT, allowNull: false },
        payload_json: { type: DataTypes.TEXT, allowNull: false },
        issued_at: { type: DataTypes.DATE, allowNull: false },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        renewed_from_key_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'license_keys', key: 'id' } },
        issued_by_operator_id: { type: DataTypes.UUID, allowNull: true },
        issued_by_operator_email: { type: DataTypes.STRING(320), allowNull: true },
        ended_at: { type: DataTypes.DATE, allowNull: true },
        mailed_at: { type: DataTypes.DATE, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
      });
      await qi.addIndex('license_keys', ['instance_id', 'sequence'], { name: 'license_keys_instance_sequence', unique: true });
      // At most one ACTIVE key per instance, whatever the interleaving of concurrent issuances.
      await qi.addIndex('license_keys', ['instance_id'], { name: 'license_keys_one_active', unique: true, where: { status: 'ACTIVE' } });
    },
    async down({ qi }) {
      await qi.dropTable('license_keys');
      await qi.dropTable('license_instances');
    },
  },
];
