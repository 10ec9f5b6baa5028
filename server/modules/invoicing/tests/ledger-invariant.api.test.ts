import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { invoicingWorld, ledgerBalance, sent, type InvoicingWorld } from './world';

let t: TestServer;
let w: InvoicingWorld;

const TODAY = '2026-03-18';

beforeAll(async () => {
  t = await createTestServer({ now: `${TODAY}T09:00:00Z` });
  w = await invoicingWorld(t);
  await w.admin.post('/accounting/config/bank-accounts', { accountCode: '5211', title: 'Compte courant', bank: 'SGCI', iban: 'CI93CI0080111301134291200589', bic: 'SGCICIAB' }).expect(201);
});
afterAll(() => t?.close());

type Op =
  | { kind: 'send'; cents: number }
  | { kind: 'pay'; pick: number; share: number }
  | { kind: 'reverse'; pick: number }
  | { kind: 'credit'; pick: number; share: number }
  | { kind: 'cancel'; pick: number };

const pick = fc.nat({ max: 1000 });
const share = fc.integer({ min: 1, max: 120 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('send' as const), cents: fc.integer({ min: 1, max: 5_000_000 }) }),
  fc.record({ kind: fc.constant('pay' as const), pick, share }),
  fc.record({ kind: fc.constant('reverse' as const), pick }),
  fc.record({ kind: fc.constant('credit' as const), pick, share }),
  fc.record({ kind: fc.constant('cancel' as const), pick }),
);

interface Summary {
  id: string;
  status: string;
  remainingAmount: string;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const amount = (c: number) => (c / 100).toFixed(2);

/** Every invoice of the tenant (credit notes aside): what the ledger's 4111 must sum to. */
async function invoices(): Promise<Summary[]> {
  const res = await w.clerk.get('/accounting/invoices').query({ documentType: 'INVOICE', pageSize: 200 }).expect(200);
  expect(res.body.total).toBeLessThanOrEqual(200);
  return res.body.items;
}

async function expectLedgerMatches(): Promise<void> {
  const all = await invoices();
  const remaining = all.filter((i) => i.status !== 'DRAFT').reduce((s, i) => s + cents(i.remainingAmount), 0);
  expect(await ledgerBalance(t, w.tenant, '4111')).toBe(remaining);
}

async function apply(o: Op, ids: string[]): Promise<void> {
  if (o.kind === 'send') {
    ids.push((await sent(w.clerk, { issueDate: TODAY, dueDate: '2026-04-17', lines: [{ description: 'Prestation', quantity: 1, unitPrice: amount(o.cents) }] })).id);
    return;
  }
  if (ids.length === 0) return;
  const id = ids[o.pick % ids.length];
  const invoice = (await w.clerk.get(`/accounting/invoices/${id}`).expect(200)).body;
  const due = cents(invoice.remainingAmount);
  let res;
  if (o.kind === 'pay') {
    // share above 100 % asks for more than remains: OVERPAYMENT, nothing written.
    const wanted = Math.max(1, Math.floor((Math.max(due, 1) * o.share) / 100));
    res = await w.clerk.post(`/accounting/invoices/${id}/record-payment`, { amount: amount(wanted), paymentDate: TODAY });
    if (invoice.status === 'SENT' || invoice.status === 'PARTIALLY_PAID') expect(res.status).toBe(wanted > due ? 422 : 200);
  } else if (o.kind === 'reverse') {
    const payment = invoice.payments.find((p: { reversedAt: string | null }) => !p.reversedAt);
    if (!payment) return;
    res = await w.clerk.post(`/accounting/invoices/${id}/payments/${payment.id}/reverse`, { reason: 'Erreur de saisie' });
    expect(res.status).toBe(invoice.status === 'CANCELLED' ? 409 : 200);
  } else if (o.kind === 'credit') {
    const creditable = cents(invoice.amountInclTax) - cents(invoice.creditedAmount);
    const wanted = Math.max(1, Math.floor((Math.max(creditable, 1) * o.share) / 100));
    res = await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: id, amount: amount(wanted), date: TODAY });
  } else {
    res = await w.clerk.post(`/accounting/invoices/${id}/cancel`, { reason: 'Commande annulée' });
  }
  // Whatever the answer, it is a contract answer, never a crash.
  expect([200, 201, 409, 422], JSON.stringify(res.body)).toContain(res.status);
}

describe('the customer account follows the invoices (fast-check)', () => {
  it('after every send, payment, reversal, credit note and cancellation, 4111 = the sum of remaining amounts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 2, maxLength: 8 }), async (ops) => {
        const ids: string[] = [];
        for (const o of ops) {
          await apply(o, ids);
          await expectLedgerMatches();
        }
      }),
      // Each send and credit note renders a PDF: few runs keep the file near a minute.
      { numRuns: 6 },
    );
  }, 240_000);
});
