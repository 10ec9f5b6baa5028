import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { invoicingWorld, sent, type InvoicingWorld } from './world';

let t: TestServer;
let w: InvoicingWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-18T09:00:00Z' });
  w = await invoicingWorld(t);
});
afterAll(() => t?.close());

describe('concurrency', () => {
  it('gives 100 concurrent creations 100 distinct consecutive numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => w.clerk.post('/accounting/invoices', { customerName: `Client ${i}`, issueDate: '2026-03-02', lines: [{ description: 'Conseil', quantity: 1, unitPrice: '1000' }] })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(201));
    const numbers = responses.map((r) => r.body.pieceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => `FAC-2026-${String(i + 1).padStart(5, '0')}`));
  });

  it('of two payments at once that together exceed what remains, exactly one is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const invoice = await sent(w.clerk);
      const [a, b] = await Promise.all([0, 1].map(() => w.clerk.post(`/accounting/invoices/${invoice.id}/record-payment`, { amount: '80000', paymentDate: '2026-03-10' })));
      expect([a.status, b.status].sort()).toEqual([200, 422]);
      expect([a, b].find((r) => r.status === 422)?.body.code).toBe('OVERPAYMENT');
      const after = (await w.clerk.get(`/accounting/invoices/${invoice.id}`).expect(200)).body;
      expect(after).toMatchObject({ status: 'PARTIALLY_PAID', paidAmount: '80000.00', remainingAmount: '38000.00' });
      expect(after.payments).toHaveLength(1);
      expect(after.entries).toHaveLength(2);
    }
  });

  it('of 20 payments at once, any two of which exceed what remains, exactly one is recorded', async () => {
    const invoice = await sent(w.clerk);
    const answers = await Promise.all(Array.from({ length: 20 }, () => w.clerk.post(`/accounting/invoices/${invoice.id}/record-payment`, { amount: '80000', paymentDate: '2026-03-10' })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual(Array(19).fill('OVERPAYMENT'));
    const after = (await w.clerk.get(`/accounting/invoices/${invoice.id}`).expect(200)).body;
    expect(after).toMatchObject({ status: 'PARTIALLY_PAID', paidAmount: '80000.00', remainingAmount: '38000.00' });
    expect(after.payments).toHaveLength(1);
  });

  it('of two credit notes at once that together exceed what remains creditable, exactly one is refused', async () => {
    const invoice = await sent(w.clerk);
    const [a, b] = await Promise.all([0, 1].map(() => w.clerk.post('/accounting/invoices/credit-note', { invoiceId: invoice.id, amount: '70000' })));
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect((await w.clerk.get(`/accounting/invoices/${invoice.id}`).expect(200)).body).toMatchObject({ creditedAmount: '70000.00', remainingAmount: '48000.00' });
  });

  it('a payment and a cancellation at once: one of them wins and the books agree with the invoice', async () => {
    const invoice = await sent(w.clerk);
    const [paid, cancelled] = await Promise.all([
      w.clerk.post(`/accounting/invoices/${invoice.id}/record-payment`, { amount: '118000', paymentDate: '2026-03-10' }),
      w.clerk.post(`/accounting/invoices/${invoice.id}/cancel`, {}),
    ]);
    const after = (await w.clerk.get(`/accounting/invoices/${invoice.id}`).expect(200)).body;
    if (paid.status === 200) {
      // Paid first: a PAID invoice is not cancelled.
      expect(cancelled.status).toBe(409);
      expect(after).toMatchObject({ status: 'PAID', remainingAmount: '0.00' });
    } else {
      expect(cancelled.status).toBe(200);
      expect(paid.status).toBe(409);
      expect(after).toMatchObject({ status: 'CANCELLED', remainingAmount: '0.00', payments: [] });
    }
  });
});
