import { describe, expect, it } from 'vitest';
import { computeInvoiceAmounts } from './invoice-amounts';

describe('invoice amounts (worked examples)', () => {
  it('rounds VAT once per rate, never line by line', () => {
    // Two lines of 0.25 at 18 %: 0.045 of VAT each would round to 0.05 twice (0.10); on the
    // rate's base of 0.50 it is 0.09.
    const a = computeInvoiceAmounts([
      { quantity: '1', unitPriceCents: 25, vatRate: '18' },
      { quantity: '1', unitPriceCents: 25, vatRate: '18.00' },
    ]);
    expect(a).toEqual({ lineNets: [25, 25], vatBreakdown: [{ rate: '18.00', baseCents: 50, vatCents: 9 }], amountExclTaxCents: 50, vatAmountCents: 9, amountInclTaxCents: 59 });
  });

  it('rounds each line half-up to the cent and groups rates, highest first', () => {
    const a = computeInvoiceAmounts([
      { quantity: '1', unitPriceCents: 125_050, vatRate: '20' },
      { quantity: '2.5', unitPriceCents: 8_000, vatRate: '5.5' },
      { quantity: '0.5', unitPriceCents: 1, vatRate: '0' },
    ]);
    // 0.5 × 0.01 = 0.005 → 0.01 (half-up); 1250.50 × 20 % = 250.10; 200.00 × 5.5 % = 11.00.
    expect(a.lineNets).toEqual([125_050, 20_000, 1]);
    expect(a.vatBreakdown).toEqual([
      { rate: '20.00', baseCents: 125_050, vatCents: 25_010 },
      { rate: '5.50', baseCents: 20_000, vatCents: 1_100 },
      { rate: '0.00', baseCents: 1, vatCents: 0 },
    ]);
    expect([a.amountExclTaxCents, a.vatAmountCents, a.amountInclTaxCents]).toEqual([145_051, 26_110, 171_161]);
  });
});
