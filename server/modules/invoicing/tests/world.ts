import { expect } from 'vitest';
import type { PermissionCode } from '../../../../shared/permissions';
import { buildAdmin, buildUser, loginAs, type ApiClient, type TestTenant, type TestUser } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';
import { port, runInApp } from '../../../platform/modules';
import { asTenant } from '../../../platform/tenancy/context';

/** The specification's invoicing permissions: read, write, and the PDF download. */
export const CLERK: PermissionCode[] = ['accounting.read', 'accounting.write', 'accounting.invoicing.read'];
export const READER: PermissionCode[] = ['accounting.read'];

export interface InvoicingWorld {
  tenant: TestTenant;
  admin: ApiClient;
  clerk: ApiClient;
  reader: ApiClient;
  users: { admin: TestUser; clerk: TestUser; reader: TestUser };
}

/** A tenant (CI, XOF unless told) with an ORG_ADMIN, an invoicing clerk and a reader. */
export async function invoicingWorld(t: TestServer, tenantOptions: { country?: string; currency?: string; companyName?: string } = {}): Promise<InvoicingWorld> {
  const { tenant, user, api: admin } = await buildAdmin(t, tenantOptions);
  const clerkUser = await buildUser(t, { tenant, permissions: CLERK });
  const readerUser = await buildUser(t, { tenant, permissions: READER });
  const [clerk, reader] = [await loginAs(t, clerkUser), await loginAs(t, readerUser)];
  return { tenant, admin, clerk, reader, users: { admin: user, clerk: clerkUser, reader: readerUser } };
}

/** Moves the test clock and opens fresh sessions (access tokens expire when the clock jumps by days). */
export async function movedTo(t: TestServer, w: InvoicingWorld, iso: string): Promise<void> {
  t.clock.set(iso);
  w.admin = await loginAs(t, w.users.admin);
  w.clerk = await loginAs(t, w.users.clerk);
  w.reader = await loginAs(t, w.users.reader);
}

export interface InvoiceBody {
  customerName?: string;
  customerId?: string;
  customerEmail?: string;
  issueDate?: string;
  dueDate?: string;
  vatRate?: string | number;
  description?: string;
  lines?: Array<{ description: string; quantity: string | number; unitPrice: string | number; vatRate?: string | number; accountCode?: string }>;
  amountExclTax?: string | number;
}

/** POST /accounting/invoices, 201 expected: 100 000 excl. tax at 18 % unless told. */
export async function draft(api: ApiClient, body: InvoiceBody = {}) {
  const res = await api.post('/accounting/invoices', {
    customerName: 'Dakar Services',
    issueDate: '2026-03-02',
    dueDate: '2026-04-01',
    lines: [{ description: 'Prestation de conseil', quantity: 1, unitPrice: '100000' }],
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A draft, sent (200 expected; no mail). */
export async function sent(api: ApiClient, body: InvoiceBody = {}) {
  const invoice = await draft(api, body);
  const res = await api.post(`/accounting/invoices/${invoice.id}/send`, { mail: false });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export async function pay(api: ApiClient, id: string, amount: string | number, paymentDate = '2026-03-10', extra: Record<string, unknown> = {}) {
  const res = await api.post(`/accounting/invoices/${id}/record-payment`, { amount, paymentDate, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Posted balance (debit − credit, in cents) of an account over 2020–2099, read through the ledger port. */
export async function ledgerBalance(t: TestServer, tenant: TestTenant, accountCode: string): Promise<number> {
  const movements = await runInApp(t.server.container, () => asTenant(tenant.id, () => port('ledger').postedMovements(accountCode, '2020-01-01', '2099-12-31')));
  return movements.reduce((s, m) => s + m.debitCents - m.creditCents, 0);
}
