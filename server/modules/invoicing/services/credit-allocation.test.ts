import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf } from '../../../../shared/money';
import { allocateCredit, type CreditableLine } from './credit-allocation';

const lines: CreditableLine[] = [
  { lineId: 'a', vatRate: '18.00', netCents: 100_000_00 },
  { lineId: 'b', vatRate: '18.00', netCents: 50_000_00 },
  { lineId: 'c', vatRate: '9.00', netCents: 20_000_00 },
];
const groups = [
  { rate: '18.00', baseCents: 150_000_00, vatCents: 27_000_00 },
  { rate: '9.00', baseCents: 20_000_00, vatCents: 1_800_00 },
];

describe('credit note allocation', () => {
  it('credits everything that remains exactly', () => {
    const all = allocateCredit(198_800_00, lines, groups);
    expect(all.groups).toEqual(groups);
    expect(all.lines).toEqual([
      { lineId: 'a', netCents: 100_000_00 },
      { lineId: 'b', netCents: 50_000_00 },
      { lineId: 'c', netCents: 20_000_00 },
    ]);
  });

  it('spreads half of an invoice over its rates and lines', () => {
    // 99 400 = half of 198 800: 88 500 at 18 % (75 000 + 13 500) and 10 900 at 9 % (10 000 + 900).
    const half = allocateCredit(99_400_00, lines, groups);
    expect(half.groups).toEqual([
      { rate: '18.00', baseCents: 75_000_00, vatCents: 13_500_00 },
      { rate: '9.00', baseCents: 10_000_00, vatCents: 900_00 },
    ]);
    expect(half.lines).toEqual([
      { lineId: 'a', netCents: 50_000_00 },
      { lineId: 'b', netCents: 25_000_00 },
      { lineId: 'c', netCents: 10_000_00 },
    ]);
  });

  it('splits an amount including tax the way a price including tax is split', () => {
    // 1 000.00 at 18 %: base 847.46, VAT 152.54.
    const one = allocateCredit(1_000_00, [lines[0]], [{ rate: '18.00', baseCents: 100_000_00, vatCents: 18_000_00 }]);
    expect(one.groups).toEqual([{ rate: '18.00', baseCents: 847_46, vatCents: 152_54 }]);
  });

  it('totals the amount asked and never exceeds what remains, per rate and per line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ rate: fc.constantFrom('0.00', '5.50', '9.00', '18.00', '20.00'), net: fc.integer({ min: 1, max: 10_000_000 }) }), { minLength: 1, maxLength: 6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, fraction) => {
          const ls = raw.map((r, i) => ({ lineId: String(i), vatRate: r.rate, netCents: r.net }));
          const rates = [...new Set(ls.map((l) => l.vatRate))];
          const gs = rates.map((rate) => {
            const base = ls.filter((l) => l.vatRate === rate).reduce((s, l) => s + l.netCents, 0);
            return { rate, baseCents: base, vatCents: percentOf(base, rate) };
          });
          const creditable = gs.reduce((s, g) => s + g.baseCents + g.vatCents, 0);
          const amount = Math.max(1, Math.floor(creditable * fraction));
          const out = allocateCredit(amount, ls, gs);
          expect(out.groups.reduce((s, g) => s + g.baseCents + g.vatCents, 0)).toBe(amount);
          for (const g of out.groups) {
            const remaining = gs.find((x) => x.rate === g.rate);
            expect(g.baseCents).toBeLessThanOrEqual(remaining?.baseCents ?? 0);
            expect(g.vatCents).toBeLessThanOrEqual(remaining?.vatCents ?? 0);
            expect(g.baseCents).toBeGreaterThanOrEqual(0);
            expect(g.vatCents).toBeGreaterThanOrEqual(0);
            const lineSum = out.lines.filter((l) => ls.find((x) => x.lineId === l.lineId)?.vatRate === g.rate).reduce((s, l) => s + l.netCents, 0);
            expect(lineSum).toBe(g.baseCents);
          }
          for (const l of out.lines) expect(l.netCents).toBeLessThanOrEqual(ls.find((x) => x.lineId === l.lineId)?.netCents ?? 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
