import { businessRule, invalidState } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { formatCents } from '../../../../shared/money';
import { PLATFORM_CURRENCY } from '../../../../shared/operator';
import type { UpdateSubscriptionInput } from '../../../../shared/schemas/operator';
import type { TenantSummary } from '../../tenants';
import { PromoCode } from '../models/promo-code';
import type { Subscription } from '../models/subscription';
import { recordOperatorAction } from './audit-log';
import { activeAddOnsByCodes, addOnsByCodes } from './catalog-add-ons';
import { findPlanByCode } from './catalog-plans';
import { addMonths, monthlyPricing } from './pricing';
import { redeemPromoCode } from './promo-codes';
import { userQuotaOf } from './quota';
import { ensureSubscription, findTenant, loadSubscription, lockTenant, modulesOf, recordHistory, today } from './subscription-store';
import { setTenantStatus } from './tenant-lifecycle';

/** The subscription as the console shows it: status, plan, period, add-ons, promo, deal, quotas and the monthly price. */
export async function presentSubscription(tenant: TenantSummary, subscription: Subscription) {
  const plan = tenant.planCode ? await findPlanByCode(tenant.planCode) : null;
  const addOns = await addOnsByCodes(subscription.addOnCodes ?? []);
  const promo = subscription.promoCodeId ? await PromoCode.findByPk(subscription.promoCodeId) : null;
  const deal = subscription.customDealMonthlyCents !== null && subscription.customDealMonthlyCents !== undefined ? subscription : null;
  const pricing = monthlyPricing({
    cycle: subscription.billingCycle,
    monthlyPriceCents: plan?.monthlyPriceCents ?? 0,
    annualPriceCents: plan?.annualPriceCents ?? 0,
    addOnMonthlyCents: addOns.map((a) => a.monthlyPriceCents),
    promo: promo ? { ...promo.get(), appliedOn: subscription.promoAppliedOn ?? null } : null,
    customDeal: deal ? { monthlyCents: deal.customDealMonthlyCents!, until: deal.customDealUntil ?? null } : null,
    today: today(),
  });
  const quota = await userQuotaOf(tenant);
  return {
    tenantId: tenant.id,
    status: tenant.subscriptionStatus,
    plan: plan ? { code: plan.code, name: plan.name, status: plan.status } : null,
    billingCycle: subscription.billingCycle,
    currentPeriodStart: subscription.currentPeriodStart ?? null,
    currentPeriodEnd: subscription.currentPeriodEnd ?? null,
    trialEndsAt: tenant.trialEndsAt?.toISOString() ?? null,
    autoRenew: subscription.autoRenew,
    addOns: addOns.map((a) => ({ code: a.code, name: a.name, type: a.type, monthlyPrice: formatCents(a.monthlyPriceCents) })),
    promo: promo ? { code: promo.code, discountType: promo.discountType, appliedOn: subscription.promoAppliedOn ?? null } : null,
    customDeal: deal
      ? { monthlyPrice: formatCents(deal.customDealMonthlyCents!), description: deal.customDealDescription ?? null, validUntil: deal.customDealUntil ?? null }
      : null,
    suspensionReason: subscription.suspensionReason ?? null,
    licensedModules: [...tenant.licensedModules],
    quotas: { users: quota?.limit ?? null, activeUsers: quota ? await quota.activeUsers() : null },
    pricing: {
      currency: PLATFORM_CURRENCY,
      listMonthly: formatCents(pricing.listMonthly),
      discountMonthly: formatCents(pricing.discountMonthly),
      customDealAdjustment: formatCents(pricing.customDealAdjustment),
      netMonthly: formatCents(pricing.netMonthly),
    },
  };
}

export async function readSubscription(tenantId: string) {
  const tenant = await findTenant(tenantId);
  return presentSubscription(tenant, await loadSubscription(tenantId));
}

/** Billing cycle, period, renewal, add-ons (licensed modules follow), promo code, activation or termination. */
export async function updateSubscription(tenantId: string, input: UpdateSubscriptionInput) {
  let tenant = await lockTenant(tenantId);
  if (tenant.subscriptionStatus === 'TERMINATED') throw invalidState(tenant.subscriptionStatus, 'update');
  const subscription = await ensureSubscription(tenantId);
  const changes: Partial<Subscription> = {};
  if (input.billingCycle) changes.billingCycle = input.billingCycle;
  if (input.autoRenew !== undefined) changes.autoRenew = input.autoRenew;
  if (input.currentPeriodStart !== undefined) changes.currentPeriodStart = input.currentPeriodStart;
  if (input.currentPeriodEnd !== undefined) changes.currentPeriodEnd = input.currentPeriodEnd;
  const start = changes.currentPeriodStart ?? subscription.currentPeriodStart;
  const end = changes.currentPeriodEnd ?? subscription.currentPeriodEnd;
  if (start && end && end < start) throw businessRule('The period ends before it starts', { errors: [{ path: 'currentPeriodEnd', message: 'Before the start' }] });
  if (input.addOnCodes) {
    const addOns = await activeAddOnsByCodes(input.addOnCodes);
    changes.addOnCodes = addOns.map((a) => a.code);
    const plan = tenant.planCode ? await findPlanByCode(tenant.planCode) : null;
    if (plan) tenant = (await port('tenants').updateTenant(tenantId, { licensedModules: modulesOf(plan, addOns) }))!;
  }
  if (input.promoCode !== undefined) {
    if (input.promoCode === null) {
      changes.promoCodeId = null;
      changes.promoAppliedOn = null;
    } else {
      const promo = await redeemPromoCode(input.promoCode, tenantId, tenant.planCode);
      changes.promoCodeId = promo.id;
      changes.promoAppliedOn = today();
      await recordHistory(tenantId, 'PROMO', null, promo.code, input.reason);
    }
  }
  if (input.status === 'ACTIVE' && tenant.subscriptionStatus === 'TRIAL') {
    const cycle = changes.billingCycle ?? subscription.billingCycle;
    changes.currentPeriodStart ??= subscription.currentPeriodStart ?? today();
    changes.currentPeriodEnd ??= subscription.currentPeriodEnd ?? addMonths(changes.currentPeriodStart!, cycle === 'ANNUAL' ? 12 : 1);
  }
  await subscription.update(changes);
  if (input.status) tenant = await setTenantStatus(tenant, input.status, input.reason);
  await recordOperatorAction('SUBSCRIPTION_UPDATED', 'SUBSCRIPTION', tenantId, { fields: Object.keys(input) });
  return presentSubscription(tenant, subscription);
}

/** Pushes the end of the paid period by whole months, or to a date. */
export async function extendSubscription(tenantId: string, input: { months?: number; until?: string; reason?: string }) {
  const tenant = await lockTenant(tenantId);
  if (tenant.subscriptionStatus === 'TERMINATED') throw invalidState(tenant.subscriptionStatus, 'extend');
  const subscription = await ensureSubscription(tenantId);
  const previousEnd = subscription.currentPeriodEnd ?? null;
  const current = previousEnd ?? today();
  const until = input.until ?? addMonths(current, input.months!);
  if (until <= current) throw businessRule(`The subscription already runs until ${current}`, { errors: [{ path: 'until', message: `After ${current}` }] });
  await subscription.update({ currentPeriodEnd: until, currentPeriodStart: subscription.currentPeriodStart ?? today() });
  await recordHistory(tenantId, 'PERIOD', previousEnd, until, input.reason);
  await recordOperatorAction('SUBSCRIPTION_EXTENDED', 'SUBSCRIPTION', tenantId, { from: current, until });
  return presentSubscription(tenant, subscription);
}

export async function setCustomDeal(tenantId: string, input: { monthlyPrice: number; description: string; validUntil?: string | null }) {
  const tenant = await lockTenant(tenantId);
  if (tenant.subscriptionStatus === 'TERMINATED') throw invalidState(tenant.subscriptionStatus, 'customDeal');
  const subscription = await ensureSubscription(tenantId);
  await subscription.update({ customDealMonthlyCents: input.monthlyPrice, customDealDescription: input.description, customDealUntil: input.validUntil ?? null });
  await recordHistory(tenantId, 'CUSTOM_DEAL', null, formatCents(input.monthlyPrice), input.description);
  await recordOperatorAction('CUSTOM_DEAL_CREATED', 'SUBSCRIPTION', tenantId, { monthlyPrice: formatCents(input.monthlyPrice), validUntil: input.validUntil ?? null });
  return presentSubscription(tenant, subscription);
}

export async function removeCustomDeal(tenantId: string) {
  const tenant = await lockTenant(tenantId);
  const subscription = await ensureSubscription(tenantId);
  if (subscription.customDealMonthlyCents === null || subscription.customDealMonthlyCents === undefined) throw businessRule('This subscription has no custom deal');
  const before = formatCents(subscription.customDealMonthlyCents);
  await subscription.update({ customDealMonthlyCents: null, customDealDescription: null, customDealUntil: null });
  await recordHistory(tenantId, 'CUSTOM_DEAL', before, null);
  await recordOperatorAction('CUSTOM_DEAL_REMOVED', 'SUBSCRIPTION', tenantId, { monthlyPrice: before });
  return presentSubscription(tenant, subscription);
}
