import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createAccountingConfig: Migration = {
  name: '202611210505-create-accounting-config',
  async up({ qi, DataTypes }) {
    await qi.createTable('accounting_configs', {
      ...idColumn(),
      ...tenantColumn(),
      chart_standard: { type: DataTypes.STRING(20), allowNull: false },
      country: { type: DataTypes.STRING(2), allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      tax_regime: { type: DataTypes.STRING(20), allowNull: false },
      standard_vat_rate: { type: DataTypes.DECIMAL(5, 2), allowNull: false },
      vat_periodicity: { type: DataTypes.STRING(10), allowNull: false },
      social_body: { type: DataTypes.STRING(10), allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('accounting_configs', ['tenant_id'], { unique: true, name: 'accounting_configs_tenant_unique' });

    await qi.createTable('tenant_bank_accounts', {
      ...idColumn(),
      ...tenantColumn(),
      account_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: 'accounts', key: 'id' },
        onDelete: 'RESTRICT',
      },
      account_code: { type: DataTypes.STRING(20), allowNull: false },
      title: { type: DataTypes.STRING(200), allowNull: false },
      bank: { type: DataTypes.STRING(200), allowNull: false },
      iban: { type: DataTypes.STRING(34), allowNull: false },
      bic: { type: DataTypes.STRING(11), allowNull: true },
      is_default: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ...timestampColumns(),
    });
    await qi.addIndex('tenant_bank_accounts', ['tenant_id', 'account_code'], { unique: true, name: 'tenant_bank_accounts_tenant_code_unique' });
    await qi.addIndex('tenant_bank_accounts', ['tenant_id', 'iban'], { unique: true, name: 'tenant_bank_accounts_tenant_iban_unique' });
  },
  async down({ qi }) {
    await qi.dropTable('tenant_bank_accounts');
    await qi.dropTable('accounting_configs');
  },
};
