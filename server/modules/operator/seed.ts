import { TENANT_MODULE_IDS, type SubscriptionStatus } from '../../../shared/modules';
import { PLATFORM_CURRENCY } from '../../../shared/operator';
import { port, type SeedContext } from '../../platform/modules';
import { now } from '../../platform/tenancy/context';
import { AddOn } from './models/add-on';
import { Feature } from './models/feature';
import { SubscriptionPayment } from './models/payment';
import { PaymentAuditEntry } from './models/payment-audit-entry';
import { PromoCode } from './models/promo-code';
import { PromoRedemption } from './models/promo-redemption';
import { Subscription } from './models/subscription';
import { TenantHistory } from './models/tenant-history';
import { TenantNote } from './models/tenant-note';
import { nextSeq } from './services/audit-log';
import { createPlan, findPlanByCode } from './services/catalog-plans';
import { addMonths, monthlyOfAnnual } from './services/pricing';
import { modulesOf } from './services/subscription-store';
import { DEMO_ADD_ONS, DEMO_FEATURES, DEMO_PLANS, DEMO_PROMOS, DEMO_TENANTS, type DemoTenant } from './seed-data';

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

async function history(tenantId: string, kind: TenantHistory['kind'], fromValue: string | null, toValue: string | null, at: Date, reason: string | null = null) {
  await TenantHistory.create({ tenantId, kind, fromValue, toValue, reason, operatorId: null, operatorEmail: 'operator@platform.local', occurredAt: at, seq: nextSeq() });
}

/** Monthly (or yearly) payments from the start of the subscription up to its end or today. */
async function payments(tenantId: string, demo: DemoTenant, start: Date, end: Date): Promise<void> {
  const plan = (await findPlanByCode(demo.plan!))!;
  const addOns = await AddOn.findAll({ where: { code: demo.addOns ?? [] } });
  const monthly = demo.customDeal?.monthlyPrice ?? plan.monthlyPriceCents + addOns.reduce((s, a) => s + a.monthlyPriceCents, 0);
  const step = demo.cycle === 'ANNUAL' ? 12 : 1;
  const amount = demo.cycle === 'ANNUAL' ? monthlyOfAnnual(plan.annualPriceCents) * 12 : demo.promo ? Math.round(monthly * 0.8) : monthly;
  for (let paidOn = iso(start); paidOn <= iso(end); paidOn = addMonths(paidOn, step)) {
    const payment = await SubscriptionPayment.create({
      tenantId,
      amountCents: amount,
      currency: PLATFORM_CURRENCY,
      paidOn,
      method: demo.country === 'SN' || demo.country === 'CI' ? 'MOBILE_MONEY' : 'BANK_TRANSFER',
      reference: `PAY-${demo.slug.slice(0, 6).toUpperCase()}-${paidOn.replace(/-/g, '')}`,
      note: null,
      source: 'MANUAL',
      status: 'VALIDATED',
      recordedBy: null,
    });
    await PaymentAuditEntry.create({
      operatorId: null,
      operatorEmail: 'operator@platform.local',
      tenantId,
      paymentId: payment.id,
      decision: 'MANUAL_PAYMENT_VALIDATED',
      payload: { amount: (amount / 100).toFixed(2), paidOn },
      ipAddress: null,
      createdAt: new Date(`${paidOn}T10:00:00Z`),
      seq: nextSeq(),
    });
  }
}

async function seedTenant(demo: DemoTenant, at: Date): Promise<void> {
  const createdAt = new Date(at.getTime() - (demo.monthsAgo * 30 + 3) * DAY);
  const endedAt = demo.endedMonthsAgo !== undefined ? new Date(at.getTime() - demo.endedMonthsAgo * 30 * DAY) : null;
  const plan = demo.plan ? await findPlanByCode(demo.plan) : null;
  const addOns = await AddOn.findAll({ where: { code: demo.addOns ?? [] } });
  const trial = demo.status === 'TRIAL' || demo.suspendedFrom === 'TRIAL';
  const tenant = await port('tenants').createTenant({
    slug: demo.slug,
    companyName: demo.companyName,
    country: demo.country,
    currency: 'XOF',
    subscriptionStatus: demo.status,
    licensedModules: plan ? modulesOf(plan, addOns) : [...TENANT_MODULE_IDS],
    planCode: plan?.code ?? null,
    trialEndsAt: trial ? new Date(createdAt.getTime() + 30 * DAY) : null,
    settings: { contactEmail: `contact@${demo.slug}.example`, defaultLocale: 'fr', timezone: 'Africa/Abidjan', deployment: 'SAAS' },
    createdAt,
  });
  const paidStart = new Date(createdAt.getTime() + 30 * DAY);
  const promo = demo.promo ? await PromoCode.findOne({ where: { code: demo.promo } }) : null;
  await Subscription.create({
    tenantId: tenant.id,
    billingCycle: demo.cycle,
    currentPeriodStart: trial ? null : iso(paidStart),
    currentPeriodEnd: trial ? null : addMonths(iso(paidStart), demo.cycle === 'ANNUAL' ? 12 : demo.monthsAgo),
    autoRenew: true,
    addOnCodes: addOns.map((a) => a.code),
    promoCodeId: promo?.id ?? null,
    promoAppliedOn: promo ? iso(paidStart) : null,
    customDealMonthlyCents: demo.customDeal?.monthlyPrice ?? null,
    customDealDescription: demo.customDeal?.description ?? null,
    customDealUntil: null,
    suspendedFromStatus: demo.status === 'SUSPENDED' ? (demo.suspendedFrom ?? 'ACTIVE') : null,
    suspensionReason: demo.status === 'SUSPENDED' ? 'Impayés' : null,
  });
  if (promo) {
    await PromoRedemption.create({ promoCodeId: promo.id, tenantId: tenant.id, redeemedAt: paidStart });
    await promo.increment('usesCount');
  }
  if (plan) await history(tenant.id, 'PLAN', null, plan.code, createdAt);
  if (!trial) {
    await history(tenant.id, 'STATUS', 'TRIAL', 'ACTIVE', paidStart);
    await payments(tenant.id, demo, paidStart, endedAt ?? at);
  }
  if (demo.customDeal) await history(tenant.id, 'CUSTOM_DEAL', null, (demo.customDeal.monthlyPrice / 100).toFixed(2), paidStart, demo.customDeal.description);
  if (endedAt) {
    const from: SubscriptionStatus = trial ? 'TRIAL' : 'ACTIVE';
    await history(tenant.id, 'STATUS', from, demo.status, endedAt, demo.status === 'SUSPENDED' ? 'Impayés' : 'Résiliation à la demande du client');
  }
  await TenantNote.create({
    tenantId: tenant.id,
    body: demo.status === 'SUSPENDED' ? 'Relancé par téléphone pour les factures en retard.' : `Client suivi par l’équipe ${demo.country}.`,
    operatorId: null,
    operatorEmail: 'operator@platform.local',
    createdAt: new Date(createdAt.getTime() + 2 * DAY),
    seq: nextSeq(),
  });
}

/** The demo catalog, promo codes and a dozen tenants in every status with payments and history. */
export async function seedOperatorSpace(ctx: SeedContext): Promise<void> {
  const at = now();
  for (const [i, f] of DEMO_FEATURES.entries()) {
    await Feature.create({
      code: f.code,
      nameFr: f.nameFr,
      nameEn: f.nameEn,
      module: f.module,
      icon: f.icon,
      status: 'status' in f ? f.status : 'ACTIVE',
      visibleInComparison: 'visibleInComparison' in f ? f.visibleInComparison : true,
      sortOrder: i,
    });
  }
  for (const plan of DEMO_PLANS) await createPlan(plan);
  for (const a of DEMO_ADD_ONS) {
    await AddOn.create({
      code: a.code,
      name: a.name,
      description: a.description,
      type: a.type,
      monthlyPriceCents: a.monthlyPrice,
      module: 'module' in a ? a.module : null,
      featureCode: 'featureCode' in a ? a.featureCode : null,
      users: 'users' in a ? a.users : null,
      active: true,
    });
  }
  for (const p of DEMO_PROMOS) {
    await PromoCode.create({
      code: p.code,
      description: p.description,
      discountType: p.discountType,
      percent: p.percent ?? null,
      amountCents: p.amount ?? null,
      freeMonths: p.freeMonths ?? null,
      validFrom: iso(new Date(at.getTime() - 365 * DAY)),
      validUntil: iso(new Date(at.getTime() + 365 * DAY)),
      maxUses: p.maxUses ?? null,
      planCodes: p.planCodes,
      active: true,
    });
  }
  for (const demo of DEMO_TENANTS) await seedTenant(demo, at);
  if (ctx.demoTenantId) {
    await port('tenants').updateTenant(ctx.demoTenantId, { planCode: 'ENTREPRISE' });
    await Subscription.create({ tenantId: ctx.demoTenantId, billingCycle: 'ANNUAL', currentPeriodStart: iso(at), currentPeriodEnd: addMonths(iso(at), 12), autoRenew: true, addOnCodes: [] });
    await history(ctx.demoTenantId, 'PLAN', null, 'ENTREPRISE', at);
  }
}
