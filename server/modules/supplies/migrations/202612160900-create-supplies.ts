import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createSupplies: Migration = {
  name: '202612160900-create-supplies',
  async up({ qi, DataTypes }) {
    const user = () => ({ type: DataTypes.UUID, allowNull: true });
    const at = () => ({ type: DataTypes.DATE, allowNull: true });
    const text = (n: number) => ({ type: DataTypes.STRING(n), allowNull: true });
    await qi.createTable('vendors', {
      ...idColumn(),
      ...tenantColumn(),
      code: { type: DataTypes.STRING(20), allowNull: false },
      name: { type: DataTypes.STRING(150), allowNull: false },
      email: text(254),
      phone: text(40),
      address: text(500),
      tax_id: text(40),
      iban: text(34),
      bic: text(11),
      accounting_code: { type: DataTypes.STRING(10), allowNull: false, defaultValue: '401' },
      payment_terms_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 30 },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      notes: { type: DataTypes.TEXT, allowNull: true },
      search_text: { type: DataTypes.STRING(1000), allowNull: true },
      created_by: user(),
      ...timestampColumns(),
    });
    // One code per tenant: two concurrent creations with one code leave exactly one vendor.
    await qi.addIndex('vendors', ['tenant_id', 'code'], { name: 'vendors_code_uq', unique: true });
    await qi.addIndex('vendors', ['tenant_id', 'active', 'name'], { name: 'vendors_active_idx' });

    await qi.createTable('purchase_requests', {
      ...idColumn(),
      ...tenantColumn(),
      reference: { type: DataTypes.STRING(30), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'DRAFT' },
      requester_user_id: { type: DataTypes.UUID, allowNull: false },
      requester_employee_id: { type: DataTypes.UUID, allowNull: true },
      vendor_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'vendors', key: 'id' }, onDelete: 'RESTRICT' },
      needed_by: { type: DataTypes.DATEONLY, allowNull: false },
      justification: { type: DataTypes.TEXT, allowNull: false },
      account_code: { type: DataTypes.STRING(10), allowNull: true },
      total_cents: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      workflow_instance_id: { type: DataTypes.UUID, allowNull: true },
      submitted_at: at(),
      decided_at: at(),
      decided_by: user(),
      decision_comment: text(1000),
      ordered_at: at(),
      ordered_by: user(),
      order_note: text(1000),
      received_at: at(),
      received_by: user(),
      receipt_note: text(1000),
      cancelled_at: at(),
      ...timestampColumns(),
    });
    await qi.addIndex('purchase_requests', ['tenant_id', 'reference'], { name: 'purchase_requests_reference_uq', unique: true });
    await qi.addIndex('purchase_requests', ['tenant_id', 'requester_user_id', 'created_at'], { name: 'purchase_requests_requester_idx' });
    await qi.addIndex('purchase_requests', ['tenant_id', 'status'], { name: 'purchase_requests_status_idx' });

    await qi.createTable('purchase_request_items', {
      ...idColumn(),
      ...tenantColumn(),
      purchase_request_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'purchase_requests', key: 'id' }, onDelete: 'CASCADE' },
      line_no: { type: DataTypes.INTEGER, allowNull: false },
      description: { type: DataTypes.STRING(300), allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      unit_price_cents: { type: DataTypes.BIGINT, allowNull: false },
      total_cents: { type: DataTypes.BIGINT, allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('purchase_request_items', ['purchase_request_id', 'line_no'], { name: 'purchase_request_items_line_uq', unique: true });
  },
  async down({ qi }) {
    await qi.dropTable('purchase_request_items');
    await qi.dropTable('purchase_requests');
    await qi.dropTable('vendors');
  },
};
