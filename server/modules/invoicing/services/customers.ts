import { Op, QueryTypes, fn, col, where as sqlWhere, type WhereOptions } from 'sequelize';
import type { CustomerInput, UpdateCustomerInput } from '../../../../shared/schemas/invoicing';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '../../../../shared/invoicing';
import { duplicate, notFound, refusal } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { port } from '../../../platform/modules';
import { currentApp } from '../../../platform/tenancy/context';
import { INVOICING_ACCOUNTS } from '../accounts';
import { Customer, Invoice, customerNameKey } from '../models';
import { currentTenantId, currentUserId } from '../runtime';

export interface CustomerListQuery extends PageQuery {
  q?: string;
  active?: boolean;
}

export async function findCustomer(id: string): Promise<Customer> {
  const customer = await Customer.findByPk(id);
  if (!customer) throw notFound('Customer', id);
  return customer;
}

async function assertNameFree(name: string, exceptId?: string): Promise<void> {
  const nameKey = customerNameKey(name);
  const clash = await Customer.findOne({ where: exceptId ? { nameKey, id: { [Op.ne]: exceptId } } : { nameKey }, attributes: ['id'] });
  if (clash) throw duplicate(`A customer is already named ${name}`, 'name');
}

export async function createCustomer(input: CustomerInput): Promise<Customer> {
  await assertNameFree(input.name);
  const config = await port('ledger').config();
  return Customer.create({
    name: input.name,
    nameKey: customerNameKey(input.name),
    addressLine: input.addressLine,
    postalCode: input.postalCode,
    city: input.city,
    country: input.country ?? config.country,
    taxId: input.taxId,
    email: input.email,
    phone: input.phone,
    paymentTermsDays: input.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS,
    receivableAccount: input.receivableAccount ?? INVOICING_ACCOUNTS[config.chartStandard].receivable.code,
    language: input.language ?? 'fr',
    active: input.active ?? true,
    createdBy: currentUserId(),
  });
}

export async function updateCustomer(id: string, input: UpdateCustomerInput): Promise<Customer> {
  const customer = await findCustomer(id);
  if (input.name !== undefined) await assertNameFree(input.name, id);
  const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  await customer.update({ ...patch, ...(input.name !== undefined ? { nameKey: customerNameKey(input.name) } : {}) });
  return customer;
}

/** Only a customer never invoiced is deleted; one with invoices is deactivated instead. */
export async function deleteCustomer(id: string): Promise<void> {
  const customer = await findCustomer(id);
  const invoices = await Invoice.count({ where: { customerId: id } });
  if (invoices > 0) {
    throw refusal('BUSINESS_RULE', 'invoicing.customerInvoiced', { name: customer.name, count: invoices }, { invoiceCount: invoices });
  }
  await customer.destroy();
}

export async function listCustomers(q: CustomerListQuery): Promise<{ rows: Customer[]; count: number }> {
  const conditions: WhereOptions<Customer>[] = [];
  if (q.active !== undefined) conditions.push({ active: q.active });
  if (q.q) {
    const like = `%${q.q.toLowerCase()}%`;
    conditions.push({
      [Op.or]: [{ nameKey: { [Op.like]: like } }, sqlWhere(fn('LOWER', col('email')), { [Op.like]: like }), sqlWhere(fn('LOWER', col('tax_id')), { [Op.like]: like })],
    });
  }
  return Customer.findAndCountAll({ where: conditions.length ? { [Op.and]: conditions } : {}, ...pageOptions(q, [['nameKey', 'ASC']], { name: 'nameKey' }) });
}

export interface CustomerStats {
  invoiceCount: number;
  openCents: number;
}

/** Per customer: documents issued to it and what it still owes on sent invoices (one aggregate). */
export async function customerStats(ids: readonly string[]): Promise<Map<string, CustomerStats>> {
  if (!ids.length) return new Map();
  const rows = await currentApp().sequelize.query<{ customer_id: string; count: unknown; open: unknown }>(
    `SELECT customer_id, COUNT(*) AS count,
        SUM(CASE WHEN status IN ('SENT', 'PARTIALLY_PAID', 'PAID', 'CANCELLED') THEN remaining_cents ELSE 0 END) AS open
     FROM invoices WHERE tenant_id = :tenantId AND customer_id IN (:ids) GROUP BY customer_id`,
    { type: QueryTypes.SELECT, replacements: { tenantId: currentTenantId(), ids: [...new Set(ids)] } },
  );
  return new Map(rows.map((r) => [r.customer_id, { invoiceCount: Number(r.count), openCents: Number(r.open ?? 0) }]));
}
