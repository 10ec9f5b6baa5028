import { describe, expect, it } from 'vitest';
import { addMonths, monthlyOfAnnual, monthlyPricing, type PricingInput } from './pricing';

const base: PricingInput = {
  cycle: 'MONTHLY',
  monthlyPriceCents: 2_500_000,
  annualPriceCents: 25_000_000,
  addOnMonthlyCents: [],
  promo: null,
  customDeal: null,
  today: '2026-03-15',
};

describe('monthly pricing', () => {
  it('counts the monthly price, or the annual price over twelve months half-up, plus add-ons', () => {
    expect(monthlyPricing(base)).toEqual({ listMonthly: 2_500_000, discountMonthly: 0, customDealAdjustment: 0, netMonthly: 2_500_000 });
    // 250,000.00 / 12 = 20,833.333… → 20,833.33
    expect(monthlyOfAnnual(25_000_000)).toBe(2_083_333);
    // 100.01 / 12 = 8.334166… → 8.33; 100.02 / 12 = 8.335 → 8.34 (half-up)
    expect(monthlyOfAnnual(10_002)).toBe(834);
    expect(monthlyPricing({ ...base, cycle: 'ANNUAL', addOnMonthlyCents: [500_000, 100_000] }).listMonthly).toBe(2_083_333 + 600_000);
  });

  it('takes a percentage, a fixed amount (never more than the price) or free months off', () => {
    const pct = { discountType: 'PCT' as const, percent: 15, amountCents: null, freeMonths: null, appliedOn: '2026-01-01' };
    expect(monthlyPricing({ ...base, promo: pct })).toMatchObject({ discountMonthly: 375_000, netMonthly: 2_125_000 });
    const fixed = { discountType: 'FIXED' as const, percent: null, amountCents: 3_000_000, freeMonths: null, appliedOn: '2026-01-01' };
    expect(monthlyPricing({ ...base, promo: fixed })).toMatchObject({ discountMonthly: 2_500_000, netMonthly: 0 });
    const free = { discountType: 'MONTHS_FREE' as const, percent: null, amountCents: null, freeMonths: 3, appliedOn: '2026-01-20' };
    expect(monthlyPricing({ ...base, promo: free })).toMatchObject({ discountMonthly: 2_500_000, netMonthly: 0 });
    expect(monthlyPricing({ ...base, promo: free, today: '2026-04-20' })).toMatchObject({ discountMonthly: 0, netMonthly: 2_500_000 });
  });

  it('replaces the price by a custom deal while it runs, and says what it took off', () => {
    const deal = { monthlyCents: 1_800_000, until: '2026-06-30' };
    const pct = { discountType: 'PCT' as const, percent: 10, amountCents: null, freeMonths: null, appliedOn: '2026-01-01' };
    expect(monthlyPricing({ ...base, promo: pct, customDeal: deal })).toEqual({
      listMonthly: 2_500_000,
      discountMonthly: 250_000,
      customDealAdjustment: 450_000,
      netMonthly: 1_800_000,
    });
    expect(monthlyPricing({ ...base, customDeal: deal, today: '2026-07-01' }).netMonthly).toBe(2_500_000);
  });

  it('adds months clamped to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });
});
