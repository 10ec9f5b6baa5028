import type { Migration } from '../../../platform/db/migrations';
import { idColumn, timestampColumns } from '../../../platform/db/migrations';

/**
 * The operator space's records: audit logs, catalog (plans, features, add-ons), promo codes and
 * what the platform keeps about each tenant's subscription (payments, history, notes). They
 * belong to the platform, not to a tenant: tenant users never reach them.
 */
export const createOperatorSpace: Migration = {
  name: '202612010900-operator-space',
  async up({ qi, DataTypes }) {
    const tenantRef = () => ({ type: DataTypes.UUID, allowNull: false, references: { model: 'tenants', key: 'id' }, onDelete: 'CASCADE' as const });
    const operatorRef = () => ({ type: DataTypes.UUID, allowNull: true });
    await qi.createTable('operator_password_tokens', {
      ...idColumn(),
      operator_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'operators', key: 'id' }, onDelete: 'CASCADE' },
      token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      purpose: { type: DataTypes.STRING(20), allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      used_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    });
    await qi.createTable('operator_audit_entries', {
      ...idColumn(),
      operator_id: operatorRef(),
      operator_email: { type: DataTypes.STRING(320), allowNull: true },
      action: { type: DataTypes.STRING(60), allowNull: false },
      target_type: { type: DataTypes.STRING(40), allowNull: false },
      target_id: { type: DataTypes.STRING(64), allowNull: true },
      payload: { type: DataTypes.JSON, allowNull: false },
      ip_address: { type: DataTypes.STRING(64), allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      seq: { type: DataTypes.BIGINT, allowNull: false },
    });
    await qi.addIndex('operator_audit_entries', ['created_at', 'seq']);
    await qi.addIndex('operator_audit_entries', ['operator_id', 'created_at']);
    await qi.createTable('payment_audit_entries', {
      ...idColumn(),
      operator_id: operatorRef(),
      operator_email: { type: DataTypes.STRING(320), allowNull: true },
      tenant_id: tenantRef(),
      payment_id: { type: DataTypes.UUID, allowNull: true },
      decision: { type: DataTypes.STRING(40), allowNull: false },
      payload: { type: DataTypes.JSON, allowNull: false },
      ip_address: { type: DataTypes.STRING(64), allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      seq: { type: DataTypes.BIGINT, allowNull: false },
    });
    await qi.createTable('plans', {
      ...idColumn(),
      code: { type: DataTypes.STRING(50), allowNull: false, unique: true },
      name: { type: DataTypes.STRING(120), allowNull: false },
      description: { type: DataTypes.STRING(2000), allowNull: true },
      monthly_price_cents: { type: DataTypes.BIGINT, allowNull: false },
      annual_price_cents: { type: DataTypes.BIGINT, allowNull: false },
      quota_users: { type: DataTypes.INTEGER, allowNull: true },
      quota_companies: { type: DataTypes.INTEGER, allowNull: true },
      other_quotas: { type: DataTypes.JSON, allowNull: false },
      visibility: { type: DataTypes.STRING(20), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      modules: { type: DataTypes.JSON, allowNull: false },
      feature_codes: { type: DataTypes.JSON, allowNull: false },
      sort_order: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestampColumns(),
    });
    await qi.createTable('plan_changes', {
      ...idColumn(),
      plan_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'plans', key: 'id' }, onDelete: 'CASCADE' },
      operator_id: operatorRef(),
      operator_email: { type: DataTypes.STRING(320), allowNull: true },
      action: { type: DataTypes.STRING(30), allowNull: false },
      changes: { type: DataTypes.JSON, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
      seq: { type: DataTypes.BIGINT, allowNull: false },
    });
    await qi.addIndex('plan_changes', ['plan_id', 'created_at']);
    await qi.createTable('features', {
      ...idColumn(),
      code: { type: DataTypes.STRING(60), allowNull: false, unique: true },
      name_fr: { type: DataTypes.STRING(150), allowNull: false },
      name_en: { type: DataTypes.STRING(150), allowNull: false },
      module: { type: DataTypes.STRING(20), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      icon: { type: DataTypes.STRING(60), allowNull: true },
      visible_in_comparison: { type: DataTypes.BOOLEAN, allowNull: false },
      sort_order: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestampColumns(),
    });
    await qi.createTable('add_ons', {
      ...idColumn(),
      code: { type: DataTypes.STRING(50), allowNull: false, unique: true },
      name: { type: DataTypes.STRING(120), allowNull: false },
      description: { type: DataTypes.STRING(2000), allowNull: true },
      type: { type: DataTypes.STRING(20), allowNull: false },
      monthly_price_cents: { type: DataTypes.BIGINT, allowNull: false },
      module: { type: DataTypes.STRING(20), allowNull: true },
      feature_code: { type: DataTypes.STRING(60), allowNull: true },
      users: { type: DataTypes.INTEGER, allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false },
      ...timestampColumns(),
    });
    await qi.createTable('promo_codes', {
      ...idColumn(),
      code: { type: DataTypes.STRING(40), allowNull: false, unique: true },
      description: { type: DataTypes.STRING(500), allowNull: true },
      discount_type: { type: DataTypes.STRING(20), allowNull: false },
      percent: { type: DataTypes.INTEGER, allowNull: true },
      amount_cents: { type: DataTypes.BIGINT, allowNull: true },
      free_months: { type: DataTypes.INTEGER, allowNull: true },
      valid_from: { type: DataTypes.DATEONLY, allowNull: true },
      valid_until: { type: DataTypes.DATEONLY, allowNull: true },
      max_uses: { type: DataTypes.INTEGER, allowNull: true },
      uses_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      plan_codes: { type: DataTypes.JSON, allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false },
      ...timestampColumns(),
    });
    await qi.createTable('promo_redemptions', {
      ...idColumn(),
      promo_code_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'promo_codes', key: 'id' }, onDelete: 'CASCADE' },
      tenant_id: tenantRef(),
      redeemed_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('promo_redemptions', ['promo_code_id', 'tenant_id'], { unique: true, name: 'promo_redemptions_once_per_tenant' });
    await qi.createTable('subscriptions', {
      ...idColumn(),
      tenant_id: { ...tenantRef(), unique: true },
      billing_cycle: { type: DataTypes.STRING(10), allowNull: false },
      current_period_start: { type: DataTypes.DATEONLY, allowNull: true },
      current_period_end: { type: DataTypes.DATEONLY, allowNull: true },
      auto_renew: { type: DataTypes.BOOLEAN, allowNull: false },
      add_on_codes: { type: DataTypes.JSON, allowNull: false },
      promo_code_id: { type: DataTypes.UUID, allowNull: true },
      promo_applied_on: { type: DataTypes.DATEONLY, allowNull: true },
      custom_deal_monthly_cents: { type: DataTypes.BIGINT, allowNull: true },
      custom_deal_description: { type: DataTypes.STRING(500), allowNull: true },
      custom_deal_until: { type: DataTypes.DATEONLY, allowNull: true },
      suspended_from_status: { type: DataTypes.STRING(20), allowNull: true },
      suspension_reason: { type: DataTypes.STRING(500), allowNull: true },
      ...timestampColumns(),
    });
    await qi.createTable('subscription_payments', {
      ...idColumn(),
      tenant_id: tenantRef(),
      amount_cents: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      paid_on: { type: DataTypes.DATEONLY, allowNull: false },
      method: { type: DataTypes.STRING(20), allowNull: false },
      reference: { type: DataTypes.STRING(100), allowNull: true },
      note: { type: DataTypes.STRING(1000), allowNull: true },
      source: { type: DataTypes.STRING(20), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      recorded_by: operatorRef(),
      ...timestampColumns(),
    });
    await qi.addIndex('subscription_payments', ['tenant_id', 'paid_on']);
    await qi.createTable('tenant_history', {
      ...idColumn(),
      tenant_id: tenantRef(),
      kind: { type: DataTypes.STRING(20), allowNull: false },
      from_value: { type: DataTypes.STRING(50), allowNull: true },
      to_value: { type: DataTypes.STRING(50), allowNull: true },
      reason: { type: DataTypes.STRING(500), allowNull: true },
      operator_id: operatorRef(),
      operator_email: { type: DataTypes.STRING(320), allowNull: true },
      occurred_at: { type: DataTypes.DATE, allowNull: false },
      seq: { type: DataTypes.BIGINT, allowNull: false },
    });
    await qi.addIndex('tenant_history', ['tenant_id', 'occurred_at']);
    await qi.addIndex('tenant_history', ['kind', 'occurred_at']);
    await qi.createTable('tenant_notes', {
      ...idColumn(),
      tenant_id: tenantRef(),
      body: { type: DataTypes.STRING(4000), allowNull: false },
      operator_id: operatorRef(),
      operator_email: { type: DataTypes.STRING(320), allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      seq: { type: DataTypes.BIGINT, allowNull: false },
    });
  },
  async down({ qi }) {
    for (const table of [
      'tenant_notes',
      'tenant_history',
      'subscription_payments',
      'subscriptions',
      'promo_redemptions',
      'promo_codes',
      'add_ons',
      'features',
      'plan_changes',
      'plans',
      'payment_audit_entries',
      'operator_audit_entries',
      'operator_password_tokens',
    ]) {
      await qi.dropTable(table);
    }
  },
};
