import Big from 'big.js';
import { Op } from 'sequelize';
import { port } from '../../../platform/modules';
import { now } from '../../../platform/tenancy/context';
import { formatCents, sumCents } from '../../../../shared/money';
import { PLATFORM_CURRENCY } from '../../../../shared/operator';
import { AddOn } from '../models/add-on';
import { Feature } from '../models/feature';
import { Plan } from '../models/plan';
import { PromoCode } from '../models/promo-code';
import { Subscription } from '../models/subscription';
import { TenantHistory } from '../models/tenant-history';
import { monthlyPricing, type MonthlyPricing } from './pricing';

const MONTHS = 12;

/** The last `count` months as YYYY-MM, oldest first, ending with the month of `at`. */
export function lastMonths(at: Date, count: number): string[] {
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  return months;
}

const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);
const rate = (part: number, base: number) => (base === 0 ? '0.00' : new Big(part).times(100).div(base).round(2, Big.roundHalfUp).toFixed(2));

/**
 * The operator dashboard: tenants by status, MRR of the active subscriptions (monthly prices,
 * annual prices over twelve, add-ons, less promo discounts and custom deals), new tenants and
 * churn (terminations over the tenants there at the start) per month over twelve months.
 */
export async function dashboardMetrics() {
  const at = now();
  const today = at.toISOString().slice(0, 10);
  const tenants = await port('tenants').allTenants();
  const [plans, subscriptions, addOns, promos, terminations] = await Promise.all([
    Plan.findAll(),
    Subscription.findAll(),
    AddOn.findAll(),
    PromoCode.findAll(),
    TenantHistory.findAll({ where: { kind: 'STATUS', toValue: 'TERMINATED' }, order: [['occurredAt', 'ASC']] }),
  ]);
  const planByCode = new Map(plans.map((p) => [p.code, p]));
  const subscriptionOf = new Map(subscriptions.map((s) => [s.tenantId, s]));
  const addOnByCode = new Map(addOns.map((a) => [a.code, a]));
  const promoById = new Map(promos.map((p) => [p.id, p]));

  const count = (status: string) => tenants.filter((t) => t.subscriptionStatus === status).length;
  const priced: Array<{ planCode: string; pricing: MonthlyPricing }> = [];
  for (const tenant of tenants) {
    if (tenant.subscriptionStatus !== 'ACTIVE' || !tenant.planCode) continue;
    const plan = planByCode.get(tenant.planCode);
    if (!plan) continue;
    const s = subscriptionOf.get(tenant.id);
    const promo = s?.promoCodeId ? promoById.get(s.promoCodeId) : undefined;
    const pricing = monthlyPricing({
      cycle: s?.billingCycle ?? 'MONTHLY',
      monthlyPriceCents: plan.monthlyPriceCents,
      annualPriceCents: plan.annualPriceCents,
      addOnMonthlyCents: (s?.addOnCodes ?? []).flatMap((code) => (addOnByCode.has(code) ? [addOnByCode.get(code)!.monthlyPriceCents] : [])),
      promo: promo ? { ...promo.get(), appliedOn: s?.promoAppliedOn ?? null } : null,
      customDeal: s && s.customDealMonthlyCents !== null && s.customDealMonthlyCents !== undefined ? { monthlyCents: s.customDealMonthlyCents, until: s.customDealUntil ?? null } : null,
      today,
    });
    priced.push({ planCode: plan.code, pricing });
  }
  const total = (pick: (p: MonthlyPricing) => number) => sumCents(priced.map((p) => pick(p.pricing)));
  const net = total((p) => p.netMonthly);

  const months = lastMonths(at, MONTHS);
  const terminatedAt = new Map(terminations.map((h) => [h.tenantId, h.occurredAt]));
  const presentAt = (instant: Date) =>
    tenants.filter((t) => t.createdAt < instant && !((terminatedAt.get(t.id)?.getTime() ?? Infinity) < instant.getTime())).length;
  const churnByMonth = months.map((month, i) => {
    const start = monthStart(month);
    const end = i + 1 < months.length ? monthStart(months[i + 1]) : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const terminated = terminations.filter((h) => h.occurredAt >= start && h.occurredAt < end).length;
    const base = presentAt(start);
    return { month, terminated, base, rate: rate(terminated, base) };
  });
  const since = new Date(at.getTime() - 30 * 86_400_000);
  const last30 = terminations.filter((h) => h.occurredAt >= since && h.occurredAt <= at).length;
  const base30 = presentAt(since);

  return {
    currency: PLATFORM_CURRENCY,
    asOf: at.toISOString(),
    tenants: { total: tenants.length, active: count('ACTIVE'), trial: count('TRIAL'), suspended: count('SUSPENDED'), terminated: count('TERMINATED') },
    mrr: {
      gross: formatCents(total((p) => p.listMonthly)),
      discounts: formatCents(total((p) => p.discountMonthly)),
      customDeals: formatCents(total((p) => p.customDealAdjustment)),
      net: formatCents(net),
    },
    arr: formatCents(net * 12),
    newTenantsByMonth: months.map((month) => ({ month, count: tenants.filter((t) => t.createdAt.toISOString().startsWith(month)).length })),
    churnByMonth,
    churn: { last30Days: last30, base: base30, rate: rate(last30, base30) },
    plans: plans
      .filter((p) => tenants.some((t) => t.planCode === p.code))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code))
      .map((p) => ({
        code: p.code,
        name: p.name,
        tenants: tenants.filter((t) => t.planCode === p.code && t.subscriptionStatus !== 'TERMINATED').length,
        mrr: formatCents(sumCents(priced.filter((x) => x.planCode === p.code).map((x) => x.pricing.netMonthly))),
      })),
  };
}

/** The public plan comparison: active public plans and the active features flagged for it. */
export async function publicPlans() {
  const [plans, features] = await Promise.all([
    Plan.findAll({ where: { status: 'ACTIVE', visibility: 'PUBLIC' }, order: [['sortOrder', 'ASC'], ['monthlyPriceCents', 'ASC']] }),
    Feature.findAll({
      where: { visibleInComparison: true, status: { [Op.ne]: 'DEPRECATED' } },
      order: [['module', 'ASC'], ['sortOrder', 'ASC'], ['code', 'ASC']],
    }),
  ]);
  const shown = new Set(features.map((f) => f.code));
  return {
    currency: PLATFORM_CURRENCY,
    plans: plans.map((p) => ({
      code: p.code,
      name: p.name,
      description: p.description ?? null,
      monthlyPrice: formatCents(p.monthlyPriceCents),
      annualPrice: formatCents(p.annualPriceCents),
      quotas: { users: p.quotaUsers, companies: p.quotaCompanies, others: { ...(p.otherQuotas ?? {}) } },
      modules: [...p.modules],
      featureCodes: p.featureCodes.filter((c) => shown.has(c)),
    })),
    features: features.map((f) => ({ code: f.code, nameFr: f.nameFr, nameEn: f.nameEn, module: f.module, icon: f.icon ?? null })),
  };
}
