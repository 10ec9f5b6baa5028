import Big from 'big.js';
import { multiply, percentOf, sumCents, type Cents } from './money';

/**
 * The amounts of an invoice, computed the same way by the server (what is stored and posted) and
 * the renderer (the editor's live totals): each line's amount excluding tax is quantity × unit
 * price rounded half-up to the cent; VAT is computed once per rate on the sum of that rate's line
 * amounts, rounded half-up (EN 16931 BR-CO-17), never line by line; the total including tax is the
 * sum of both.
 */
export interface AmountLine {
  quantity: string;
  unitPriceCents: Cents;
  vatRate: string;
}

export interface VatGroup {
  /** Percent with two decimals ("18.00"). */
  rate: string;
  baseCents: Cents;
  vatCents: Cents;
}

export interface InvoiceAmounts {
  lineNets: Cents[];
  vatBreakdown: VatGroup[];
  amountExclTaxCents: Cents;
  vatAmountCents: Cents;
  amountInclTaxCents: Cents;
}

/** "18" → "18.00". */
export function normalizeRate(rate: string | number): string {
  return new Big(rate).toFixed(2);
}

/** "2.500" → "2.5", "3.000" → "3": a quantity as typed, without trailing zeros. */
export function normalizeQuantity(quantity: string | number): string {
  return new Big(quantity).toString();
}

export function lineNet(quantity: string, unitPriceCents: Cents): Cents {
  return multiply(unitPriceCents, quantity);
}

/** VAT per rate over lines already reduced to their amount excluding tax; highest rate first. */
export function vatBreakdownOf(lines: ReadonlyArray<{ netCents: Cents; vatRate: string }>): VatGroup[] {
  const bases = new Map<string, Cents>();
  for (const line of lines) {
    const rate = normalizeRate(line.vatRate);
    bases.set(rate, (bases.get(rate) ?? 0) + line.netCents);
  }
  return [...bases.entries()]
    .map(([rate, baseCents]) => ({ rate, baseCents, vatCents: percentOf(baseCents, rate) }))
    .sort((a, b) => new Big(b.rate).cmp(a.rate));
}

export function totalsOf(groups: readonly VatGroup[]): Pick<InvoiceAmounts, 'amountExclTaxCents' | 'vatAmountCents' | 'amountInclTaxCents'> {
  const amountExclTaxCents = sumCents(groups.map((g) => g.baseCents));
  const vatAmountCents = sumCents(groups.map((g) => g.vatCents));
  return { amountExclTaxCents, vatAmountCents, amountInclTaxCents: amountExclTaxCents + vatAmountCents };
}

export function computeInvoiceAmounts(lines: readonly AmountLine[]): InvoiceAmounts {
  const lineNets = lines.map((l) => lineNet(l.quantity, l.unitPriceCents));
  const vatBreakdown = vatBreakdownOf(lines.map((l, i) => ({ netCents: lineNets[i], vatRate: l.vatRate })));
  return { lineNets, vatBreakdown, ...totalsOf(vatBreakdown) };
}
