import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

/** Customers, invoices and credit notes with their lines, payments and reminders; dunning and invoice settings. */
export const createInvoicing: Migration = {
  name: '202612010900-create-invoicing',
  async up({ qi, DataTypes }) {
    const str = (n: number, allowNull = true) => ({ type: DataTypes.STRING(n), allowNull });
    const uuid = (allowNull = true) => ({ type: DataTypes.UUID, allowNull });
    const cents = (defaultValue?: number) => ({ type: DataTypes.BIGINT, allowNull: false, ...(defaultValue === undefined ? {} : { defaultValue }) });

    await qi.createTable('customers', {
      ...idColumn(),
      ...tenantColumn(),
      name: str(200, false),
      name_key: str(200, false),
      address_line: str(200),
      postal_code: str(20),
      city: str(100),
      country: str(2, false),
      tax_id: str(50),
      email: str(200),
      phone: str(40),
      payment_terms_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 30 },
      receivable_account: str(20, false),
      language: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'fr' },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      created_by: uuid(),
      ...timestampColumns(),
    });
    await qi.addIndex('customers', ['tenant_id', 'name_key'], { name: 'customers_name_uq', unique: true });

    await qi.createTable('invoices', {
      ...idColumn(),
      ...tenantColumn(),
      document_type: str(20, false),
      piece_number: str(30, false),
      status: str(20, false),
      customer_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'customers', key: 'id' }, onDelete: 'RESTRICT' },
      customer_name: str(200, false),
      customer_address_line: str(200),
      customer_postal_code: str(20),
      customer_city: str(100),
      customer_country: str(2),
      customer_tax_id: str(50),
      customer_email: str(200),
      customer_language: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'fr' },
      description: str(500),
      issue_date: { type: DataTypes.DATEONLY, allowNull: false },
      due_date: { type: DataTypes.DATEONLY, allowNull: false },
      currency: str(3, false),
      vat_rate: { type: DataTypes.DECIMAL(5, 2), allowNull: false },
      amount_excl_tax_cents: cents(0),
      vat_amount_cents: cents(0),
      amount_incl_tax_cents: cents(0),
      paid_cents: cents(0),
      credited_cents: cents(0),
      remaining_cents: cents(0),
      vat_breakdown: { type: DataTypes.JSON, allowNull: false },
      receivable_account: str(20, false),
      original_invoice_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'invoices', key: 'id' }, onDelete: 'RESTRICT' },
      credit_reason: str(500),
      issued_entry_id: uuid(),
      cancel_entry_id: uuid(),
      pdf_document_id: uuid(),
      pdf_filename: str(120),
      facturx: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      sent_at: { type: DataTypes.DATE, allowNull: true },
      sent_by: uuid(),
      cancelled_at: { type: DataTypes.DATE, allowNull: true },
      cancelled_on: { type: DataTypes.DATEONLY, allowNull: true },
      cancelled_by: uuid(),
      cancel_reason: str(500),
      created_by: uuid(),
      ...timestampColumns(),
    });
    await qi.addIndex('invoices', ['tenant_id', 'piece_number'], { name: 'invoices_piece_number_uq', unique: true });
    await qi.addIndex('invoices', ['tenant_id', 'status', 'due_date'], { name: 'invoices_status_due_idx' });
    await qi.addIndex('invoices', ['tenant_id', 'issue_date'], { name: 'invoices_issue_date_idx' });
    await qi.addIndex('invoices', ['tenant_id', 'customer_id'], { name: 'invoices_customer_idx' });
    await qi.addIndex('invoices', ['tenant_id', 'original_invoice_id'], { name: 'invoices_original_idx' });

    await qi.createTable('invoice_lines', {
      ...idColumn(),
      ...tenantColumn(),
      invoice_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'invoices', key: 'id' }, onDelete: 'CASCADE' },
      line_no: { type: DataTypes.INTEGER, allowNull: false },
      description: str(500, false),
      quantity: { type: DataTypes.DECIMAL(16, 3), allowNull: false },
      unit_price_cents: cents(),
      vat_rate: { type: DataTypes.DECIMAL(5, 2), allowNull: false },
      account_code: str(20, false),
      amount_excl_tax_cents: cents(),
      source_line_id: uuid(),
      ...timestampColumns(),
    });
    await qi.addIndex('invoice_lines', ['invoice_id', 'line_no'], { name: 'invoice_lines_no_uq', unique: true });
    await qi.addIndex('invoice_lines', ['tenant_id', 'source_line_id'], { name: 'invoice_lines_source_idx' });

    await qi.createTable('invoice_payments', {
      ...idColumn(),
      ...tenantColumn(),
      invoice_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'invoices', key: 'id' }, onDelete: 'RESTRICT' },
      payment_date: { type: DataTypes.DATEONLY, allowNull: false },
      amount_cents: cents(),
      mode: str(20, false),
      bank_account_id: uuid(),
      treasury_account: str(20, false),
      reference: str(100),
      entry_id: uuid(),
      reversed_at: { type: DataTypes.DATE, allowNull: true },
      reversed_on: { type: DataTypes.DATEONLY, allowNull: true },
      reversed_by: uuid(),
      reversal_entry_id: uuid(),
      reversal_reason: str(500),
      created_by: uuid(),
      ...timestampColumns(),
    });
    await qi.addIndex('invoice_payments', ['tenant_id', 'invoice_id'], { name: 'invoice_payments_invoice_idx' });

    await qi.createTable('invoice_reminders', {
      ...idColumn(),
      ...tenantColumn(),
      invoice_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'invoices', key: 'id' }, onDelete: 'CASCADE' },
      level: { type: DataTypes.INTEGER, allowNull: false },
      sent_at: { type: DataTypes.DATE, allowNull: false },
      sent_to: str(200, false),
      manual: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      fee_cents: { type: DataTypes.BIGINT, allowNull: true },
      subject: str(200, false),
      created_by: uuid(),
      ...timestampColumns(),
    });
    // One reminder per level and invoice, whoever sends it (the daily job on any server, or a user).
    await qi.addIndex('invoice_reminders', ['invoice_id', 'level'], { name: 'invoice_reminders_level_uq', unique: true });

    await qi.createTable('dunning_configs', {
      ...idColumn(),
      ...tenantColumn(),
      enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      levels: { type: DataTypes.JSON, allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('dunning_configs', ['tenant_id'], { name: 'dunning_configs_tenant_uq', unique: true });

    await qi.createTable('invoicing_settings', {
      ...idColumn(),
      ...tenantColumn(),
      legal_name: str(200),
      address_line: str(200),
      postal_code: str(20),
      city: str(100),
      tax_id: str(50),
      registration_number: str(50),
      legal_form: str(200),
      email: str(200),
      phone: str(40),
      payment_terms_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 30 },
      legal_mentions: str(1000),
      ...timestampColumns(),
    });
    await qi.addIndex('invoicing_settings', ['tenant_id'], { name: 'invoicing_settings_tenant_uq', unique: true });
  },
  async down({ qi }) {
    for (const table of ['invoicing_settings', 'dunning_configs', 'invoice_reminders', 'invoice_payments', 'invoice_lines', 'invoices', 'customers']) await qi.dropTable(table);
  },
};
