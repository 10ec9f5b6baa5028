import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const migrations: Migration[] = [
  {
    name: '202611210300-create-users',
    async up({ qi, DataTypes }) {
      await qi.createTable('users', {
        ...idColumn(),
        ...tenantColumn(),
        email: { type: DataTypes.STRING(320), allowNull: false },
        first_name: { type: DataTypes.STRING(100), allowNull: false },
        last_name: { type: DataTypes.STRING(100), allowNull: false },
        password_hash: { type: DataTypes.STRING(200), allowNull: true },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        employee_id: { type: DataTypes.UUID, allowNull: true },
        locale: { type: DataTypes.STRING(5), allowNull: false, defaultValue: 'fr' },
        last_login_at: { type: DataTypes.DATE, allowNull: true },
        password_changed_at: { type: DataTypes.DATE, allowNull: true },
        ...timestampColumns(),
      });
      await qi.addIndex('users', ['tenant_id', 'email'], { unique: true, name: 'users_tenant_email_unique' });
      await qi.addIndex('users', ['tenant_id', 'employee_id'], { unique: true, name: 'users_tenant_employee_unique' });
    },
    async down({ qi }) {
      await qi.dropTable('users');
    },
  },
  {
    name: '202611210303-create-sessions',
    async up({ qi, DataTypes }) {
      await qi.createTable('refresh_tokens', {
        ...idColumn(),
        realm: { type: DataTypes.STRING(10), allowNull: false },
        tenant_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'tenants', key: 'id' }, onDelete: 'CASCADE' },
        subject_id: { type: DataTypes.UUID, allowNull: false },
        family_id: { type: DataTypes.UUID, allowNull: false },
        token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        issued_at: { type: DataTypes.DATE, allowNull: false },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        rotated_at: { type: DataTypes.DATE, allowNull: true },
        revoked_at: { type: DataTypes.DATE, allowNull: true },
        ip: { type: DataTypes.STRING(64), allowNull: true },
        user_agent: { type: DataTypes.STRING(300), allowNull: true },
      });
      await qi.addIndex('refresh_tokens', ['family_id'], { name: 'refresh_tokens_family' });
      await qi.addIndex('refresh_tokens', ['realm', 'subject_id'], { name: 'refresh_tokens_subject' });

      await qi.createTable('login_failures', {
        ...idColumn(),
        account_key: { type: DataTypes.STRING(420), allowNull: false },
        ip: { type: DataTypes.STRING(64), allowNull: false },
        attempted_at: { type: DataTypes.DATE, allowNull: false },
      });
      await qi.addIndex('login_failures', ['account_key', 'attempted_at'], { name: 'login_failures_account' });
      await qi.addIndex('login_failures', ['ip', 'attempted_at'], { name: 'login_failures_ip' });

      await qi.createTable('invitations', {
        ...idColumn(),
        ...tenantColumn(),
        user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
        token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        used_at: { type: DataTypes.DATE, allowNull: true },
        ...timestampColumns(),
      });
      await qi.addIndex('invitations', ['user_id'], { name: 'invitations_user' });
    },
    async down({ qi }) {
      await qi.dropTable('invitations');
      await qi.dropTable('login_failures');
      await qi.dropTable('refresh_tokens');
    },
  },
  {
    // One counted row per account and per address replaces the log of failures: an attempt is
    // counted under the row's lock before its password is checked (see services/throttle.ts).
    name: '202611251000-login-throttles',
    async up({ qi, DataTypes }) {
      await qi.dropTable('login_failures');
      await qi.createTable('login_throttles', {
        key: { type: DataTypes.STRING(500), primaryKey: true, allowNull: false },
        failures: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        last_failure_at: { type: DataTypes.DATE, allowNull: true },
      });
      await qi.addIndex('login_throttles', ['last_failure_at'], { name: 'login_throttles_last_failure' });
    },
    async down({ qi, DataTypes }) {
      await qi.dropTable('login_throttles');
      await qi.createTable('login_failures', {
        ...idColumn(),
        account_key: { type: DataTypes.STRING(420), allowNull: false },
        ip: { type: DataTypes.STRING(64), allowNull: false },
        attempted_at: { type: DataTypes.DATE, allowNull: false },
      });
    },
  },
];
