import type { TenantSummary } from '../tenants';

export function presentTenant(t: TenantSummary) {
  return {
    id: t.id,
    slug: t.slug,
    companyName: t.companyName,
    country: t.country,
    currency: t.currency,
    subscriptionStatus: t.subscriptionStatus,
    planCode: t.planCode ?? null,
    licensedModules: [...t.licensedModules],
    trialEndsAt: t.trialEndsAt?.toISOString() ?? null,
    settings: { ...t.settings },
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
