import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, demoClient } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';

// The demo company invoices: every state, payments, a credit note, reminders, all in the ledger.
let t: TestServer;
beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
}, 120_000);
afterAll(() => t?.close());

interface Summary {
  id: string;
  pieceNumber: string;
  documentType: string;
  status: string;
  amountInclTax: string;
  remainingAmount: string;
  issueDate: string;
}

describe('invoicing demo data', () => {
  it('gives the accountant three dozen invoices in every state, posted, with payments, a credit note and reminders', async () => {
    const api = await demoClient(t, 'accountant@demo.local');
    const all = (await api.get('/accounting/invoices?pageSize=200').expect(200)).body.items as Summary[];
    const invoices = all.filter((i) => i.documentType === 'INVOICE');
    const notes = all.filter((i) => i.documentType === 'CREDIT_NOTE');
    expect(invoices).toHaveLength(36);
    expect(notes).toHaveLength(1);
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['DRAFT', 'SENT', 'PARTIALLY_PAID', 'PAID', 'CANCELLED']));
    expect(invoices.every((i) => i.issueDate >= '2026-06-21' && i.issueDate <= '2026-11-18')).toBe(true);
    expect((await api.get('/accounting/customers').expect(200)).body.total).toBe(8);

    let reminded = 0;
    for (const summary of invoices.filter((i) => i.status !== 'DRAFT')) {
      const invoice = (await api.get(`/accounting/invoices/${summary.id}`).expect(200)).body;
      const issued = invoice.entries.find((e: { source: string }) => e.source === 'INVOICE');
      expect(issued, summary.pieceNumber).toMatchObject({ status: 'POSTED', total: summary.amountInclTax });
      const payments = invoice.payments.filter((p: { reversedAt: string | null }) => !p.reversedAt);
      if (summary.status === 'PAID' || summary.status === 'PARTIALLY_PAID') expect(payments.length, summary.pieceNumber).toBeGreaterThan(0);
      for (const p of payments) expect(p.entry, summary.pieceNumber).not.toBeNull();
      if (summary.status === 'CANCELLED') expect(invoice.entries.length, summary.pieceNumber).toBeGreaterThanOrEqual(2);
      reminded += invoice.reminders.length;
    }
    expect(reminded).toBe(2);
    const note = (await api.get(`/accounting/invoices/${notes[0].id}`).expect(200)).body;
    expect(note.originalInvoice).not.toBeNull();
    expect(note.entries.map((e: { source: string; status: string }) => [e.source, e.status])).toEqual([['CREDIT_NOTE', 'POSTED']]);
    const totals = (await api.get('/accounting/invoices/totals').expect(200)).body;
    expect(totals.dueCount).toBeGreaterThan(0);
    expect(totals.draftCount).toBe(3);
  });
});
