import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { draft, invoicingWorld, ledgerBalance, sent, type InvoicingWorld } from './world';

let t: TestServer;
let w: InvoicingWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-18T09:00:00Z' });
  w = await invoicingWorld(t);
});
afterAll(() => t?.close());

describe('creating invoices', () => {
  it('creates a DRAFT from customerName alone, in the contract’s shape', async () => {
    const res = await w.clerk.post('/accounting/invoices', {
      customerName: 'Dakar Services',
      dueDate: '2026-04-30',
      vatRate: 18,
      lines: [
        { description: 'Conseil', quantity: 2, unitPrice: '50000' },
        { description: 'Déplacement', quantity: '1.5', unitPrice: 10000.1 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      pieceNumber: expect.stringMatching(/^FAC-2026-\d{5}$/),
      documentType: 'INVOICE',
      status: 'DRAFT',
      customerName: 'Dakar Services',
      issueDate: '2026-03-18',
      dueDate: '2026-04-30',
      vatRate: '18.00',
      amountExclTax: '115000.15',
      vatAmount: '20700.03',
      amountInclTax: '135700.18',
      remainingAmount: '135700.18',
    });
    expect(res.body.lines.map((l: { amountExclTax: string; quantity: string }) => [l.quantity, l.amountExclTax])).toEqual([
      ['2', '100000.00'],
      ['1.5', '15000.15'],
    ]);
    expect(res.body.allowedActions).toEqual(['edit', 'send']);
  });

  it('accepts amountExclTax without lines', async () => {
    const invoice = await draft(w.clerk, { lines: undefined, amountExclTax: '250000', description: 'Audit annuel' });
    expect(invoice).toMatchObject({ amountExclTax: '250000.00', vatAmount: '45000.00', amountInclTax: '295000.00' });
    expect(invoice.lines).toMatchObject([{ description: 'Audit annuel', quantity: '1', unitPrice: '250000.00', accountCode: '7061' }]);
  });

  it('posts the issued entry when sent: customer in debit with its due date, sales and VAT in credit', async () => {
    const before = await ledgerBalance(t, w.tenant, '4111');
    const invoice = await sent(w.clerk, { lines: [{ description: 'Conseil', quantity: 1, unitPrice: '100000' }, { description: 'Matériel', quantity: 2, unitPrice: '25000', accountCode: '7011' }] });
    expect(invoice).toMatchObject({ status: 'SENT', amountInclTax: '177000.00', pdf: { available: true, facturX: false } });
    expect(invoice.entries).toHaveLength(1);
    const entry = (await w.admin.get(`/accounting/journal/${invoice.entries[0].id}`).expect(200)).body;
    expect(entry).toMatchObject({ source: 'INVOICE', sourceRef: invoice.id, status: 'POSTED', date: '2026-03-02', totalDebit: '177000.00' });
    expect(entry.lines.map((l: { accountCode: string; debit: string; credit: string; thirdParty: string | null; dueDate: string | null }) => [l.accountCode, l.debit, l.credit, l.thirdParty, l.dueDate])).toEqual([
      ['4111', '177000.00', '0.00', 'Dakar Services', '2026-04-01'],
      ['7061', '0.00', '100000.00', null, null],
      ['7011', '0.00', '50000.00', null, null],
      ['4431', '0.00', '27000.00', null, null],
    ]);
    expect((await ledgerBalance(t, w.tenant, '4111')) - before).toBe(177_000_00);
  });
});
