import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../platform/db/transaction';
import { Problem } from '../../../platform/http/problem';
import { runInApp } from '../../../platform/modules';
import { asTenant } from '../../../platform/tenancy/context';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { recordPayment } from '../services/payments';
import { invoicingWorld, ledgerBalance, sent, type InvoicingWorld } from './world';

/**
 * Separation of duties, a tenant option ("posting steps need accounting.write"): recording an
 * invoice payment posts to the ledger. Over HTTP the route already asks accounting.write (the
 * specification's permission table), so the option changes nothing there; the payment service
 * checks it too, for any caller that reaches it another way.
 */
let t: TestServer;
let w: InvoicingWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-18T09:00:00Z' });
  w = await invoicingWorld(t);
});
afterAll(() => t?.close());

const setOption = async (on: boolean) => {
  const res = await w.admin.put('/accounting/config', { postingRequiresWrite: on }).expect(200);
  expect(res.body.postingRequiresWrite).toBe(on);
};

const payment = { amount: 18000, paymentDate: '2026-03-10' };

/** What a payment would change: the invoice's status, amounts and payments, and the customer account. */
async function state(id: string) {
  const invoice = (await w.admin.get(`/accounting/invoices/${id}`).expect(200)).body;
  return {
    status: invoice.status as string,
    paid: invoice.paidAmount as string,
    remaining: invoice.remainingAmount as string,
    payments: (invoice.payments as unknown[]).length,
    receivable: await ledgerBalance(t, w.tenant, '4111'),
  };
}

/** recordPayment (amounts in cents there) called as a user holding only accounting.read, in a transaction of its own. */
const payAsReaderDirectly = (id: string) =>
  runInApp(t.server.container, () =>
    asTenant(w.tenant.id, () => inTransaction(t.server.sequelize, () => recordPayment(id, { amount: 1_800_000, paymentDate: payment.paymentDate, reference: null })), {
      userId: w.users.reader.id,
      permissions: new Set(['accounting.read']),
    }),
  );

describe('separation of duties: recording an invoice payment', () => {
  it('off (the default): the clerk records a payment; without accounting.write the route refuses as it always did', async () => {
    expect((await w.admin.get('/accounting/config').expect(200)).body.postingRequiresWrite).toBe(false);
    const invoice = await sent(w.clerk);
    const before = await state(invoice.id);
    expect((await w.reader.post(`/accounting/invoices/${invoice.id}/record-payment`, payment).expect(403)).body.code).toBe('PERMISSION_DENIED');
    expect(await state(invoice.id)).toEqual(before);
    const paid = await w.clerk.post(`/accounting/invoices/${invoice.id}/record-payment`, payment).expect(200);
    expect(paid.body).toMatchObject({ status: 'PARTIALLY_PAID', paidAmount: '18000.00', remainingAmount: '100000.00' });
  });

  it('on: the clerk (accounting.write) still records payments; a caller without it gets 403 and nothing changes', async () => {
    const invoice = await sent(w.clerk);
    await setOption(true);
    try {
      const before = await state(invoice.id);
      expect((await w.reader.post(`/accounting/invoices/${invoice.id}/record-payment`, payment).expect(403)).body.code).toBe('PERMISSION_DENIED');
      expect(await state(invoice.id)).toEqual(before);
      const paid = await w.clerk.post(`/accounting/invoices/${invoice.id}/record-payment`, payment).expect(200);
      expect(paid.body).toMatchObject({ status: 'PARTIALLY_PAID', paidAmount: '18000.00' });
      expect((await state(invoice.id)).receivable).toBe(before.receivable - 1_800_000);
    } finally {
      await setOption(false);
    }
  });

  it('the payment service itself: on, a caller without accounting.write is refused before anything changes; off, the same caller pays', async () => {
    const invoice = await sent(w.clerk);
    const before = await state(invoice.id);
    await setOption(true);
    try {
      const refused = await payAsReaderDirectly(invoice.id).then(() => null, (err: unknown) => err);
      expect(refused).toBeInstanceOf(Problem);
      expect(refused).toMatchObject({ code: 'PERMISSION_DENIED', status: 403 });
      expect((refused as Problem).extensions).toEqual({ requiredPermission: 'accounting.write' });
      expect(await state(invoice.id)).toEqual(before);
    } finally {
      await setOption(false);
    }
    await payAsReaderDirectly(invoice.id);
    expect(await state(invoice.id)).toEqual({ ...before, status: 'PARTIALLY_PAID', paid: '18000.00', remaining: '100000.00', payments: 1, receivable: before.receivable - 1_800_000 });
  });
});
