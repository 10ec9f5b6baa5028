import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { invoicingWorld, pay, sent, type InvoicingWorld } from './world';

// The accounting dashboard, the aged receivables and the VAT declaration read the invoices.
let t: TestServer;
let w: InvoicingWorld;
const ids: Record<string, { id: string; pieceNumber: string }> = {};

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-18T09:00:00Z' });
  w = await invoicingWorld(t);
  await w.admin.post('/accounting/config/bank-accounts', { accountCode: '5211', title: 'Compte courant', bank: 'SGCI', iban: 'CI93CI0080111301134291200589', bic: 'SGCICIAB' }).expect(201);
  ids.overdue = await sent(w.clerk, { customerName: 'Retard SA', issueDate: '2026-01-10', dueDate: '2026-02-09' });
  await pay(w.clerk, ids.overdue.id, '18000', '2026-02-01');
  ids.current = await sent(w.clerk, { customerName: 'À jour SARL', issueDate: '2026-03-02', dueDate: '2026-04-01' });
  await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: ids.current.id, amount: '11800', date: '2026-03-10' }).expect(201);
  ids.paid = await sent(w.clerk, { customerName: 'Payé SA', issueDate: '2026-02-01', dueDate: '2026-03-03', vatRate: '9' });
  await pay(w.clerk, ids.paid.id, '109000', '2026-02-20');
  ids.cancelled = await sent(w.clerk, { customerName: 'Annulé SA', issueDate: '2026-02-01', dueDate: '2026-02-15' });
  await w.clerk.post(`/accounting/invoices/${ids.cancelled.id}/cancel`, { reason: 'Erreur' }).expect(200);
});
afterAll(() => t?.close());

describe('accounting figures from invoices', () => {
  it('counts on the dashboard only sent invoices past due that still owe something', async () => {
    const dashboard = (await w.admin.get('/accounting/dashboard').expect(200)).body;
    expect(dashboard.overdueInvoices).toBe(1);
    expect(dashboard.overdueReceivables).toBe('100000.00');
  });

  it('lists each open invoice in the aged receivables with what it still owes and its bucket', async () => {
    const aging = (await w.admin.get('/accounting/reports/aging/receivable?asOf=2026-03-18').expect(200)).body;
    expect(aging.invoices.map((i: { pieceNumber: string; remaining: string; bucket: string }) => [i.pieceNumber, i.remaining, i.bucket]).sort()).toEqual(
      [
        [ids.overdue.pieceNumber, '100000.00', 'days31To60'],
        [ids.current.pieceNumber, '106200.00', 'current'],
      ].sort(),
    );
  });

  it('breaks the VAT declaration’s invoiced sales down by rate, credit notes and cancellations deducted', async () => {
    const vat = (await w.admin.get('/accounting/vat/declaration?from=2026-01-01&to=2026-03-31').expect(200)).body;
    expect(vat.invoicedSales).toEqual({
      byRate: [
        { rate: '18.00', base: '190000.00', vat: '34200.00' },
        { rate: '9.00', base: '100000.00', vat: '9000.00' },
      ],
      totalVat: '43200.00',
    });
  });
});
