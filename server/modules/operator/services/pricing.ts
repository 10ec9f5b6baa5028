import Big from 'big.js';
import { percentOf, sumCents, type Cents } from '../../../../shared/money';
import type { BillingCycle, DiscountType } from '../../../../shared/operator';

/** What a subscription costs per month, in cents: pure, so the metrics and the detail agree. */
export interface PricingInput {
  cycle: BillingCycle;
  monthlyPriceCents: Cents;
  annualPriceCents: Cents;
  addOnMonthlyCents: readonly Cents[];
  promo: { discountType: DiscountType; percent: number | null; amountCents: Cents | null; freeMonths: number | null; appliedOn: string | null } | null;
  customDeal: { monthlyCents: Cents; until: string | null } | null;
  /** YYYY-MM-DD */
  today: string;
}

export interface MonthlyPricing {
  /** Plan (annual price / 12 on an annual cycle) plus add-ons. */
  listMonthly: Cents;
  /** What the promo code takes off. */
  discountMonthly: Cents;
  /** What the custom deal takes off what remains (negative when the deal costs more). */
  customDealAdjustment: Cents;
  netMonthly: Cents;
}

/** The month `months` after an ISO date (same day, clamped to the month's last day). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Annual price spread over twelve months, half-up to the cent. */
export function monthlyOfAnnual(annualCents: Cents): Cents {
  return Number(new Big(annualCents).div(12).round(0, Big.roundHalfUp).toFixed(0));
}

export function monthlyPricing(input: PricingInput): MonthlyPricing {
  const plan = input.cycle === 'ANNUAL' ? monthlyOfAnnual(input.annualPriceCents) : input.monthlyPriceCents;
  const listMonthly = sumCents([plan, ...input.addOnMonthlyCents]);
  let discountMonthly = 0;
  const promo = input.promo;
  if (promo?.discountType === 'PCT' && promo.percent) discountMonthly = percentOf(listMonthly, promo.percent);
  if (promo?.discountType === 'FIXED' && promo.amountCents) discountMonthly = Math.min(promo.amountCents, listMonthly);
  if (promo?.discountType === 'MONTHS_FREE' && promo.freeMonths && promo.appliedOn && input.today < addMonths(promo.appliedOn, promo.freeMonths)) {
    discountMonthly = listMonthly;
  }
  const afterDiscount = listMonthly - discountMonthly;
  const deal = input.customDeal;
  if (deal && (deal.until === null || input.today <= deal.until)) {
    return { listMonthly, discountMonthly, customDealAdjustment: afterDiscount - deal.monthlyCents, netMonthly: deal.monthlyCents };
  }
  return { listMonthly, discountMonthly, customDealAdjustment: 0, netMonthly: afterDiscount };
}
