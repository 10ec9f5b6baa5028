import { describe, expect, it } from 'vitest';
import { liveAmounts, toInvoiceBody, type InvoiceValues } from './invoiceForm';

const values = (over: Partial<InvoiceValues>): InvoiceValues => ({ customerId: null, customerName: 'Client', customerEmail: '', issueDate: '2026-03-02', dueDate: '', description: '', vatRate: '18', lines: [], ...over });

describe('the editor’s live totals', () => {
  it('take the invoice’s rate for lines without one, and count lines being typed as zero', () => {
    const a = liveAmounts(
      values({
        lines: [
          { description: 'Conseil', quantity: '2', unitPrice: '100000', vatRate: '' },
          { description: 'Pièces', quantity: '1,5', unitPrice: '1000', vatRate: '9' },
          { description: 'En cours', quantity: '', unitPrice: '12abc', vatRate: '' },
        ],
      }),
    );
    expect(a.lineNets).toEqual([20_000_000, 150_000, 0]);
    expect(a.vatBreakdown.map((g) => [g.rate, g.baseCents, g.vatCents])).toEqual([
      ['18.00', 20_000_000, 3_600_000],
      ['9.00', 150_000, 13_500],
    ]);
    expect(a.amountInclTaxCents).toBe(23_763_500);
  });

  it('send decimals with a dot and leave empty fields out (the server then applies its defaults)', () => {
    expect(toInvoiceBody(values({ dueDate: '', lines: [{ description: ' Conseil ', quantity: '2,5', unitPrice: '10,50', vatRate: '' }] }))).toEqual({
      customerId: undefined,
      customerName: 'Client',
      customerEmail: undefined,
      issueDate: '2026-03-02',
      dueDate: undefined,
      description: undefined,
      vatRate: '18',
      lines: [{ description: 'Conseil', quantity: '2.5', unitPrice: '10.50', vatRate: undefined }],
    });
  });
});
