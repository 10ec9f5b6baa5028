import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { draft, invoicingWorld, pay, sent, type InvoicingWorld } from './world';

let t: TestServer;
let w: InvoicingWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-18T09:00:00Z' });
  w = await invoicingWorld(t);
});
afterAll(() => t?.close());

const journal = async (id: string) => (await w.admin.get(`/accounting/journal/${id}`).expect(200)).body;

describe('the customer-invoice state table', () => {
  it('DRAFT is editable, then frozen once sent', async () => {
    const invoice = await draft(w.clerk);
    const edited = await w.clerk.put(`/accounting/invoices/${invoice.id}`, { dueDate: '2026-04-15', lines: [{ description: 'Conseil', quantity: 3, unitPrice: '20000', vatRate: '9' }] }).expect(200);
    expect(edited.body).toMatchObject({ status: 'DRAFT', pieceNumber: invoice.pieceNumber, dueDate: '2026-04-15', amountExclTax: '60000.00', vatAmount: '5400.00', amountInclTax: '65400.00' });
    await w.clerk.post(`/accounting/invoices/${invoice.id}/send`, { mail: false }).expect(200);
    const refused = await w.clerk.put(`/accounting/invoices/${invoice.id}`, { dueDate: '2026-05-01' }).expect(409);
    expect(refused.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'SENT' });
    const again = await w.clerk.post(`/accounting/invoices/${invoice.id}/send`, {}).expect(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'SENT' });
    expect((await w.clerk.get(`/accounting/invoices/${invoice.id}`).expect(200)).body.dueDate).toBe('2026-04-15');
  });

  it('SENT → PARTIALLY_PAID → PAID, one record per payment, each posted against the customer', async () => {
    const invoice = await sent(w.clerk);
    const part = await pay(w.clerk, invoice.id, '50000', '2026-03-05');
    expect(part).toMatchObject({ status: 'PARTIALLY_PAID', paidAmount: '50000.00', remainingAmount: '68000.00', allowedActions: ['record-payment', 'credit-note', 'remind', 'cancel'] });
    const more = await pay(w.clerk, invoice.id, '18000.00', '2026-03-06');
    expect(more).toMatchObject({ status: 'PARTIALLY_PAID', remainingAmount: '50000.00' });
    const full = await pay(w.clerk, invoice.id, 50000, '2026-03-10', { mode: 'CASH', reference: 'Reçu 42' });
    expect(full).toMatchObject({ status: 'PAID', paidAmount: '118000.00', remainingAmount: '0.00', allowedActions: ['credit-note'] });
    expect(full.payments.map((p: { amount: string; mode: string }) => [p.amount, p.mode])).toEqual([
      ['50000.00', 'BANK_TRANSFER'],
      ['18000.00', 'BANK_TRANSFER'],
      ['50000.00', 'CASH'],
    ]);
    const cash = await journal(full.payments[2].entry.id);
    expect(cash).toMatchObject({ source: 'PAYMENT', sourceRef: invoice.id, date: '2026-03-10' });
    expect(cash.lines.map((l: { accountCode: string; debit: string; credit: string; thirdParty: string | null }) => [l.accountCode, l.debit, l.credit, l.thirdParty])).toEqual([
      ['5711', '50000.00', '0.00', null],
      ['4111', '0.00', '50000.00', 'Dakar Services'],
    ]);
    // Without a registered bank account, a transfer reaches 521 (banques locales).
    expect((await journal(full.payments[0].entry.id)).lines[0].accountCode).toBe('521');
    expect(full.entries.map((e: { source: string }) => e.source)).toEqual(['INVOICE', 'PAYMENT', 'PAYMENT', 'PAYMENT']);
  });

  it('refuses payments on DRAFT and PAID invoices, above what remains, before the invoice or in the future', async () => {
    const unsent = await draft(w.clerk);
    expect((await w.clerk.post(`/accounting/invoices/${unsent.id}/record-payment`, { amount: '1000', paymentDate: '2026-03-10' }).expect(409)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'DRAFT' });
    const invoice = await sent(w.clerk);
    const over = await w.clerk.post(`/accounting/invoices/${invoice.id}/record-payment`, { amount: '118000.01', paymentDate: '2026-03-10' }).expect(422);
    expect(over.body).toMatchObject({ code: 'OVERPAYMENT', remainingAmount: '118000.00', errors: [{ path: 'amount' }] });
    const early = await w.clerk.post(`/accounting/invoices/${invoice.id}/record-payment`, { amount: '1000', paymentDate: '2026-03-01' }).expect(422);
    expect(early.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'paymentDate' }] });
    const future = await w.clerk.post(`/accounting/invoices/${invoice.id}/record-payment`, { amount: '1000', paymentDate: '2026-03-19' }).expect(422);
    expect(future.body.errors).toEqual([{ path: 'paymentDate', message: 'A payment cannot be dated in the future' }]);
    await pay(w.clerk, invoice.id, '118000', '2026-03-18');
    expect((await w.clerk.post(`/accounting/invoices/${invoice.id}/record-payment`, { amount: '1', paymentDate: '2026-03-18' }).expect(409)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'PAID' });
    // Nothing of the refused payments was recorded.
    expect((await w.clerk.get(`/accounting/invoices/${invoice.id}`).expect(200)).body.payments).toHaveLength(1);
  });

  it('cancels a SENT invoice with a reversal entry dated the cancellation day', async () => {
    const invoice = await sent(w.clerk);
    const cancelled = await w.clerk.post(`/accounting/invoices/${invoice.id}/cancel`, { reason: 'Erreur de client' }).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', remainingAmount: '0.00', cancelReason: 'Erreur de client', allowedActions: [] });
    const reversal = await journal(cancelled.body.entries[1].id);
    expect(reversal).toMatchObject({ source: 'REVERSAL', date: '2026-03-18', reversalOfId: invoice.entries[0].id, totalDebit: '118000.00' });
    expect(reversal.lines.find((l: { accountCode: string }) => l.accountCode === '4111')).toMatchObject({ credit: '118000.00', thirdParty: 'Dakar Services' });
  });

  it('cancels a PARTIALLY_PAID invoice: what was paid remains to refund', async () => {
    const invoice = await sent(w.clerk);
    await pay(w.clerk, invoice.id, '18000');
    const cancelled = await w.clerk.post(`/accounting/invoices/${invoice.id}/cancel`, {}).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', paidAmount: '18000.00', remainingAmount: '-18000.00' });
    // A payment of a cancelled invoice is not reversed any more.
    const refused = await w.clerk.post(`/accounting/invoices/${invoice.id}/payments/${cancelled.body.payments[0].id}/reverse`, {}).expect(409);
    expect(refused.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'CANCELLED' });
  });

  it('refuses to cancel a DRAFT, PAID or CANCELLED invoice, or one with a credit note', async () => {
    const unsent = await draft(w.clerk);
    expect((await w.clerk.post(`/accounting/invoices/${unsent.id}/cancel`, {}).expect(409)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'DRAFT' });
    const paid = await sent(w.clerk);
    await pay(w.clerk, paid.id, '118000');
    expect((await w.clerk.post(`/accounting/invoices/${paid.id}/cancel`, {}).expect(409)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'PAID' });
    const gone = await sent(w.clerk);
    await w.clerk.post(`/accounting/invoices/${gone.id}/cancel`, {}).expect(200);
    expect((await w.clerk.post(`/accounting/invoices/${gone.id}/cancel`, {}).expect(409)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'CANCELLED' });
    const credited = await sent(w.clerk);
    const note = await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: credited.id, amount: '11800' }).expect(201);
    const refused = await w.clerk.post(`/accounting/invoices/${credited.id}/cancel`, {}).expect(422);
    expect(refused.body).toMatchObject({ code: 'BUSINESS_RULE', creditNotes: [{ id: note.body.id, pieceNumber: note.body.pieceNumber }] });
    expect((await w.clerk.get(`/accounting/invoices/${credited.id}`).expect(200)).body.status).toBe('SENT');
  });

  it('reverses a payment recorded by mistake: back to PARTIALLY_PAID, then SENT, once per payment', async () => {
    const invoice = await sent(w.clerk);
    await pay(w.clerk, invoice.id, '18000');
    const paid = await pay(w.clerk, invoice.id, '100000');
    expect(paid.status).toBe('PAID');
    const one = await w.clerk.post(`/accounting/invoices/${invoice.id}/payments/${paid.payments[1].id}/reverse`, { reason: 'Chèque impayé' }).expect(200);
    expect(one.body).toMatchObject({ status: 'PARTIALLY_PAID', paidAmount: '18000.00', remainingAmount: '100000.00' });
    expect(one.body.payments[1]).toMatchObject({ reversedOn: '2026-03-18', reversalReason: 'Chèque impayé', reversalEntry: { pieceNumber: expect.stringMatching(/^[A-Z][A-Z0-9]*-2026-\d{5}$/) } });
    const reversal = await journal(one.body.payments[1].reversalEntry.id);
    expect(reversal).toMatchObject({ source: 'REVERSAL', date: '2026-03-18', reversalOfId: paid.payments[1].entry.id });
    const twice = await w.clerk.post(`/accounting/invoices/${invoice.id}/payments/${paid.payments[1].id}/reverse`, {}).expect(409);
    expect(twice.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'REVERSED' });
    const none = await w.clerk.post(`/accounting/invoices/${invoice.id}/payments/${paid.payments[0].id}/reverse`, {}).expect(200);
    expect(none.body).toMatchObject({ status: 'SENT', paidAmount: '0.00', remainingAmount: '118000.00' });
    await w.clerk.post(`/accounting/invoices/${invoice.id}/payments/${invoice.id}/reverse`, {}).expect(404);
  });
});

describe('credit notes', () => {
  it('credits a PAID invoice in full: AVOIR number, lines negated, posted as the mirror of the invoice, status unchanged', async () => {
    const invoice = await sent(w.clerk, { lines: [{ description: 'Conseil', quantity: 2, unitPrice: '50000' }, { description: 'Licence', quantity: 1, unitPrice: '40000', vatRate: '9', accountCode: '7011' }] });
    await pay(w.clerk, invoice.id, invoice.amountInclTax);
    const res = await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: invoice.id }).expect(201);
    expect(res.body).toMatchObject({
      pieceNumber: expect.stringMatching(/^AVOIR-2026-\d{5}$/),
      documentType: 'CREDIT_NOTE',
      status: 'SENT',
      customerName: 'Dakar Services',
      amountExclTax: '-140000.00',
      vatAmount: '-21600.00',
      amountInclTax: '-161600.00',
      remainingAmount: '0.00',
      originalInvoice: { id: invoice.id, pieceNumber: invoice.pieceNumber },
      pdf: { available: true },
      allowedActions: [],
    });
    expect(res.body.lines.map((l: { description: string; quantity: string; unitPrice: string; amountExclTax: string }) => [l.description, l.quantity, l.unitPrice, l.amountExclTax])).toEqual([
      ['Conseil', '-2', '50000.00', '-100000.00'],
      ['Licence', '-1', '40000.00', '-40000.00'],
    ]);
    const entry = await journal(res.body.entries[0].id);
    expect(entry).toMatchObject({ source: 'CREDIT_NOTE', sourceRef: res.body.id, date: '2026-03-18' });
    expect(entry.lines.map((l: { accountCode: string; debit: string; credit: string }) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['4111', '0.00', '161600.00'],
      ['7061', '100000.00', '0.00'],
      ['7011', '40000.00', '0.00'],
      ['4431', '18000.00', '0.00'],
      ['4431', '3600.00', '0.00'],
    ]);
    const original = (await w.clerk.get(`/accounting/invoices/${invoice.id}`).expect(200)).body;
    expect(original).toMatchObject({ status: 'PAID', creditedAmount: '161600.00', remainingAmount: '-161600.00', creditNotes: [{ id: res.body.id, amountInclTax: '-161600.00' }] });
    expect(original.entries.map((e: { source: string }) => e.source)).toEqual(['INVOICE', 'PAYMENT', 'CREDIT_NOTE']);
  });

  it('credits part of a SENT invoice pro rata, reduces what remains, and never more than what remains creditable', async () => {
    const invoice = await sent(w.clerk, { lines: [{ description: 'Conseil', quantity: 2, unitPrice: '50000' }, { description: 'Matériel', quantity: 1, unitPrice: '100000' }] });
    const part = await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: invoice.id, amount: '118000', reason: 'Remise' }).expect(201);
    expect(part.body).toMatchObject({ amountExclTax: '-100000.00', vatAmount: '-18000.00', amountInclTax: '-118000.00', description: 'Remise' });
    expect(part.body.lines.map((l: { amountExclTax: string }) => l.amountExclTax)).toEqual(['-50000.00', '-50000.00']);
    const after = (await w.clerk.get(`/accounting/invoices/${invoice.id}`).expect(200)).body;
    expect(after).toMatchObject({ status: 'SENT', creditedAmount: '118000.00', remainingAmount: '118000.00' });
    const over = await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: invoice.id, amount: '118000.01' }).expect(422);
    expect(over.body).toMatchObject({ code: 'BUSINESS_RULE', creditableAmount: '118000.00', errors: [{ path: 'amount' }] });
    await pay(w.clerk, invoice.id, '118000');
    const rest = await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: invoice.id }).expect(201);
    expect(rest.body.amountInclTax).toBe('-118000.00');
    const done = await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: invoice.id, amount: '1' }).expect(422);
    expect(done.body).toMatchObject({ code: 'BUSINESS_RULE', creditableAmount: '0.00' });
  });

  it('refuses a credit note against a DRAFT, a CANCELLED invoice, another credit note or an unknown invoice', async () => {
    const unsent = await draft(w.clerk);
    expect((await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: unsent.id }).expect(409)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'DRAFT' });
    const gone = await sent(w.clerk);
    await w.clerk.post(`/accounting/invoices/${gone.id}/cancel`, {}).expect(200);
    expect((await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: gone.id }).expect(409)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'CANCELLED' });
    const invoice = await sent(w.clerk);
    const note = await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: invoice.id, amount: '1000' }).expect(201);
    expect((await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: note.body.id }).expect(422)).body.errors).toEqual([{ path: 'invoiceId', message: 'A credit note cannot itself be credited' }]);
    await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    // A credit note is not paid, cancelled or edited.
    expect((await w.clerk.post(`/accounting/invoices/${note.body.id}/record-payment`, { amount: '1', paymentDate: '2026-03-18' }).expect(422)).body.code).toBe('BUSINESS_RULE');
    expect((await w.clerk.post(`/accounting/invoices/${note.body.id}/cancel`, {}).expect(422)).body.code).toBe('BUSINESS_RULE');
    expect((await w.clerk.put(`/accounting/invoices/${note.body.id}`, { dueDate: '2026-05-01' }).expect(409)).body.code).toBe('INVALID_STATE');
  });
});
