import { CustomerBody, UpdateCustomerBody } from '../../../../shared/schemas/invoicing';
import { CustomerList, CustomerView } from '../../../../shared/schemas/invoicing-views';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import type { Customer } from '../models';
import { presentCustomer } from '../presenter';
import { CustomerListQuery } from '../schema';
import { createCustomer, customerStats, deleteCustomer, findCustomer, listCustomers, updateCustomer } from '../services/customers';

const READ = permission('accounting.read');
const WRITE = permission('accounting.write');

async function one(customer: Customer) {
  return presentCustomer(customer, (await customerStats([customer.id])).get(customer.id));
}

/** The customer register (beyond the specification): who invoices are addressed to. */
export function customerRoutes(): ApiRouter {
  return new ApiRouter('Customers')
    .get('/accounting/customers', { summary: 'Customers (search by name, email or tax id)', access: READ, query: CustomerListQuery, response: CustomerList }, async ({ query }) => {
      const { rows, count } = await listCustomers(query);
      const stats = await customerStats(rows.map((r) => r.id));
      return envelope(
        rows.map((r) => presentCustomer(r, stats.get(r.id))),
        count,
        query,
      );
    })
    .get('/accounting/customers/{id}', { summary: 'One customer', access: READ, params: IdParams, response: CustomerView }, async ({ params }) => one(await findCustomer(params.id)))
    .post(
      '/accounting/customers',
      { summary: 'Register a customer', description: 'Names are unique (409 DUPLICATE); receivable account 4111 (PCG 411) and 30 days by default.', access: WRITE, body: CustomerBody, status: 201, response: CustomerView },
      async ({ body }) => one(await createCustomer(body)),
    )
    .put(
      '/accounting/customers/{id}',
      { summary: 'Change a customer (fields omitted are kept)', description: 'Invoices already sent keep the name, address and tax id they were sent with.', access: WRITE, params: IdParams, body: UpdateCustomerBody, response: CustomerView },
      async ({ params, body }) => one(await updateCustomer(params.id, body)),
    )
    .delete(
      '/accounting/customers/{id}',
      { summary: 'Delete a customer never invoiced', description: 'A customer with invoices cannot be deleted (422 BUSINESS_RULE): deactivate it (active: false).', access: WRITE, params: IdParams, status: 204 },
      async ({ params }) => {
        await deleteCustomer(params.id);
        return undefined;
      },
    );
}
