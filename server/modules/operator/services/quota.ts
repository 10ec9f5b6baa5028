import { businessRule } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { asTenant } from '../../../platform/tenancy/context';
import type { TenantSummary } from '../../tenants';
import { addOnsByCodes } from './catalog-add-ons';
import { findPlanByCode } from './catalog-plans';
import { loadSubscription, lockTenant } from './subscription-store';

/** The user quota of a tenant's plan plus its USER_PACK add-ons; null without a plan or quota. */
export async function userQuotaOf(tenant: TenantSummary): Promise<{ limit: number; activeUsers: () => Promise<number> } | null> {
  if (!tenant.planCode) return null;
  const plan = await findPlanByCode(tenant.planCode);
  if (!plan || plan.quotaUsers === null) return null;
  const subscription = await loadSubscription(tenant.id);
  const packs = (await addOnsByCodes(subscription.addOnCodes ?? [])).filter((a) => a.type === 'USER_PACK');
  const limit = plan.quotaUsers + packs.reduce((sum, a) => sum + (a.users ?? 0), 0);
  return { limit, activeUsers: () => asTenant(tenant.id, () => port('users').countActiveUsers()) };
}

/**
 * The userQuota port: identity asks before it adds an active user. The tenant row is locked
 * first, so two concurrent creations at the quota's edge queue and the second sees the first.
 */
export const userQuota = {
  async ensureRoomForUser(tenantId: string, countActiveUsers: () => Promise<number>): Promise<void> {
    const tenant = await lockTenant(tenantId);
    const quota = await userQuotaOf(tenant);
    if (!quota) return;
    const used = await countActiveUsers();
    if (used + 1 > quota.limit) {
      throw businessRule(`The user quota of the plan ${tenant.planCode} is reached (${used} of ${quota.limit} active users)`, {
        quota: 'users',
        limit: quota.limit,
        used,
        errors: [{ path: 'quota.users', message: `At most ${quota.limit} active users` }],
      });
    }
  },
};
export type UserQuotaPort = typeof userQuota;
