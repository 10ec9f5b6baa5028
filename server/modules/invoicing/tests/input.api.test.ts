import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { draft, invoicingWorld, sent, type InvoicingWorld } from './world';

let t: TestServer;
let w: InvoicingWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-18T09:00:00Z' });
  w = await invoicingWorld(t);
});
afterAll(() => t?.close());

const line = { description: 'Conseil', quantity: 1, unitPrice: '1000' };

describe('bad input', () => {
  it.each([
    ['a zero quantity', { lines: [{ ...line, quantity: 0 }] }, 'lines.0.quantity'],
    ['a negative quantity', { lines: [{ ...line, quantity: -2 }] }, 'lines.0.quantity'],
    ['four decimals of quantity', { lines: [{ ...line, quantity: '1.0001' }] }, 'lines.0.quantity'],
    ['a VAT rate above 100', { vatRate: 101 }, 'vatRate'],
    ['a negative line VAT rate', { lines: [{ ...line, vatRate: -1 }] }, 'lines.0.vatRate'],
    ['a due date before the issue date', { issueDate: '2026-03-10', dueDate: '2026-03-09' }, 'dueDate'],
    ['a unit price with three decimals', { lines: [{ ...line, unitPrice: '10.005' }] }, 'lines.0.unitPrice'],
    ['a unit price as a binary float', { lines: [{ ...line, unitPrice: 0.1 + 0.2 }] }, 'lines.0.unitPrice'],
    ['a negative unit price', { lines: [{ ...line, unitPrice: '-5' }] }, 'lines.0.unitPrice'],
    ['no customer', { customerName: undefined }, 'customerName'],
    ['no line and no amount', { lines: undefined }, 'lines'],
    ['an empty line list', { lines: [] }, 'lines'],
    ['a sales account outside class 70', { lines: [{ ...line, accountCode: '4111' }] }, 'lines.0.accountCode'],
    ['an impossible date', { dueDate: '2026-02-30' }, 'dueDate'],
  ])('refuses %s (400 naming the field), creating nothing', async (_what, body, path) => {
    const before = (await w.clerk.get('/accounting/invoices?pageSize=1').expect(200)).body.total;
    const res = await w.clerk.post('/accounting/invoices', { customerName: 'Dakar Services', issueDate: '2026-03-02', dueDate: '2026-04-01', lines: [line], ...body }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect((await w.clerk.get('/accounting/invoices?pageSize=1').expect(200)).body.total).toBe(before);
  });

  it('refuses a total of zero and a due date before a default issue date (422 naming the field)', async () => {
    const zero = await w.clerk.post('/accounting/invoices', { customerName: 'X', lines: [{ ...line, unitPrice: 0 }] }).expect(422);
    expect(zero.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'lines' }] });
    const early = await w.clerk.post('/accounting/invoices', { customerName: 'X', dueDate: '2026-03-01', lines: [line] }).expect(422);
    expect(early.body.errors).toEqual([{ path: 'dueDate', message: 'The due date cannot be before the issue date' }]);
  });

  it('refuses payment amounts with more than two decimals or not above zero, and malformed payment dates', async () => {
    const invoice = await sent(w.clerk);
    for (const [body, path] of [
      [{ amount: '10.001', paymentDate: '2026-03-10' }, 'amount'],
      [{ amount: 0, paymentDate: '2026-03-10' }, 'amount'],
      [{ amount: '1e3', paymentDate: '2026-03-10' }, 'amount'],
      [{ amount: '100', paymentDate: '10/03/2026' }, 'paymentDate'],
      [{ amount: '100', paymentDate: '2026-03-10', mode: 'BITCOIN' }, 'mode'],
    ] as const) {
      const res = await w.clerk.post(`/accounting/invoices/${invoice.id}/record-payment`, body).expect(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    // A bank account of nobody, or cash paid into a bank account.
    const unknown = await w.clerk.post(`/accounting/invoices/${invoice.id}/record-payment`, { amount: '100', paymentDate: '2026-03-10', bankAccountId: '00000000-0000-4000-8000-000000000000' }).expect(422);
    expect(unknown.body.errors).toEqual([{ path: 'bankAccountId', message: 'No bank account has this identifier' }]);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    await w.clerk.get('/accounting/invoices/00000000-0000-4000-8000-000000000000').expect(404);
    await w.clerk.get('/accounting/invoices/not-an-id').expect(404);
    await w.clerk.post('/accounting/invoices/00000000-0000-4000-8000-000000000000/send', {}).expect(404);
    await w.clerk.get('/accounting/invoices/00000000-0000-4000-8000-000000000000/pdf').expect(404);
  });

  it('keeps a draft’s piece number in its year and recomputes lines at a new default rate', async () => {
    const invoice = await draft(w.clerk, { lines: [line, { ...line, vatRate: '9' }] });
    const other = await w.clerk.put(`/accounting/invoices/${invoice.id}`, { issueDate: '2027-01-02', dueDate: '2027-02-01' }).expect(422);
    expect(other.body.errors[0].path).toBe('issueDate');
    const rated = await w.clerk.put(`/accounting/invoices/${invoice.id}`, { vatRate: '10' }).expect(200);
    expect(rated.body.lines.map((l: { vatRate: string }) => l.vatRate)).toEqual(['10.00', '9.00']);
    expect(rated.body.vatBreakdown).toEqual([
      { rate: '10.00', base: '1000.00', vat: '100.00' },
      { rate: '9.00', base: '1000.00', vat: '90.00' },
    ]);
  });
});

describe('permissions', () => {
  it('lets accounting.read consult and not write; the PDF needs accounting.invoicing.read', async () => {
    const invoice = await sent(w.clerk);
    await w.reader.get(`/accounting/invoices/${invoice.id}`).expect(200);
    expect((await w.reader.get('/accounting/invoices').expect(200)).body.items.length).toBeGreaterThan(0);
    for (const call of [
      w.reader.post('/accounting/invoices', { customerName: 'X', lines: [line] }),
      w.reader.put(`/accounting/invoices/${invoice.id}`, {}),
      w.reader.post(`/accounting/invoices/${invoice.id}/record-payment`, { amount: '1', paymentDate: '2026-03-10' }),
      w.reader.post(`/accounting/invoices/${invoice.id}/cancel`, {}),
      w.reader.post('/accounting/invoices/credit-note', { invoiceId: invoice.id }),
      w.reader.post(`/accounting/invoices/${invoice.id}/remind`),
      w.reader.post('/accounting/customers', { name: 'X' }),
      w.reader.put('/accounting/dunning/config', { enabled: false, levels: [] }),
      w.reader.get(`/accounting/invoices/${invoice.id}/pdf`),
    ]) {
      expect((await call.expect(403)).body.code).toBe('PERMISSION_DENIED');
    }
    expect((await w.reader.get(`/accounting/invoices/${invoice.id}`).expect(200)).body.allowedActions).toEqual([]);
    const pdfOnly = await loginAs(t, await buildUser(t, { tenant: w.tenant, permissions: ['accounting.invoicing.read'] }));
    const pdf = await pdfOnly.get(`/accounting/invoices/${invoice.id}/pdf`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${invoice.pieceNumber}.pdf`);
    await t.http.get('/accounting/invoices').expect(401);
  });

  it('the dunning configuration is changed with accounting.manage', async () => {
    await w.clerk.put('/accounting/dunning/config', { enabled: false, levels: [] }).expect(403);
    await w.admin.put('/accounting/dunning/config', { enabled: false, levels: [] }).expect(200);
  });
});

describe('refusals in the caller’s language', () => {
  it('names the rule in French for a French caller, in English otherwise', async () => {
    const invoice = await sent(w.clerk);
    const fr = await w.clerk.post(`/accounting/invoices/${invoice.id}/record-payment`, { amount: '200000', paymentDate: '2026-03-10' }).set('Accept-Language', 'fr-FR,fr;q=0.9').expect(422);
    expect(fr.body).toMatchObject({ code: 'OVERPAYMENT', remainingAmount: '118000.00', detail: `Le paiement de 200000.00 dépasse les 118000.00 restant dus sur ${invoice.pieceNumber}`, errors: [{ path: 'amount', message: 'Au plus 118000.00' }] });
    const en = await w.clerk.post(`/accounting/invoices/${invoice.id}/record-payment`, { amount: '100', paymentDate: '2026-03-01' }).set('Accept-Language', 'en').expect(422);
    expect(en.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [{ path: 'paymentDate', message: 'A payment cannot be dated before the invoice (2026-03-02)' }] });
    const future = await w.clerk.post(`/accounting/invoices/${invoice.id}/record-payment`, { amount: '100', paymentDate: '2026-03-19' }).set('Accept-Language', 'fr').expect(422);
    expect(future.body.errors).toEqual([{ path: 'paymentDate', message: 'Un paiement ne peut pas être daté dans le futur' }]);
    expect((await w.clerk.get(`/accounting/invoices/${invoice.id}`).expect(200)).body.payments).toEqual([]);
  });
});
