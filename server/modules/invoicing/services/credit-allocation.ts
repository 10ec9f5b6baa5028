import Big from 'big.js';
import type { VatGroup } from '../../../../shared/invoice-amounts';
import { allocate, type Cents } from '../../../../shared/money';

/** What is left to credit on one invoice line. */
export interface CreditableLine {
  lineId: string;
  vatRate: string;
  netCents: Cents;
}

export interface CreditAllocation {
  lines: Array<{ lineId: string; netCents: Cents }>;
  groups: VatGroup[];
}

/**
 * Spreads a credit (amount including tax) over what remains creditable, pro rata: first over the
 * VAT rates in proportion to what each still holds including tax, then within a rate over its
 * lines in proportion to their remaining amounts. The whole remainder credits exactly what is
 * left (per line and per rate). A part of a rate's remainder is split into base and VAT the way a
 * price including tax is: base = amount / (1 + rate) rounded, VAT = the rest, so the credit note
 * totals exactly the amount asked; neither part ever exceeds what remains of it.
 */
export function allocateCredit(amountCents: Cents, lines: readonly CreditableLine[], groups: readonly VatGroup[]): CreditAllocation {
  const inclusive = groups.map((g) => g.baseCents + g.vatCents);
  const shares = allocate(amountCents, inclusive);
  const outGroups: VatGroup[] = [];
  const outLines: CreditAllocation['lines'] = [];
  groups.forEach((group, i) => {
    const share = shares[i];
    if (share <= 0) return;
    let baseCents: Cents;
    let vatCents: Cents;
    if (share === inclusive[i]) {
      baseCents = group.baseCents;
      vatCents = group.vatCents;
    } else {
      baseCents = Math.min(group.baseCents, Number(new Big(share).times(100).div(new Big(group.rate).plus(100)).round(0, Big.roundHalfUp).toFixed(0)));
      vatCents = share - baseCents;
      if (vatCents > group.vatCents) {
        vatCents = group.vatCents;
        baseCents = share - vatCents;
      }
    }
    outGroups.push({ rate: group.rate, baseCents, vatCents });
    const members = lines.filter((l) => new Big(l.vatRate).eq(group.rate));
    const nets = baseCents === group.baseCents ? members.map((m) => m.netCents) : allocate(baseCents, members.map((m) => m.netCents));
    members.forEach((m, j) => {
      if (nets[j] > 0) outLines.push({ lineId: m.lineId, netCents: nets[j] });
    });
  });
  return { lines: outLines, groups: outGroups };
}
