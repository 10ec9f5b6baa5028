import { assertAcceptablePassword } from '../../../platform/auth/password-policy';
import { TENANT_MODULE_IDS, type ModuleId } from '../../../../shared/modules';
import { defaultCurrency, type CreateTenantInput } from '../../../../shared/schemas/tenants';
import { businessRule, duplicate, notFound } from '../../../platform/http/problem';
import { port, type AppContainer } from '../../../platform/modules';
import { asTenant, now, requireContext } from '../../../platform/tenancy/context';
import type { TenantSummary } from '../../tenants';

export const TRIAL_DAYS = 30;

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
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** A plan's modules; every plan code is unknown until the catalog exists. */
async function modulesOfPlan(planCode: string | undefined): Promise<ModuleId[]> {
  if (!planCode) return [...TENANT_MODULE_IDS];
  throw businessRule(`Unknown plan ${planCode}`, { errors: [{ path: 'planCode', message: 'Unknown plan' }] });
}

/**
 * Creates a tenant in trial and its first ORG_ADMIN user (invited by mail when no password is
 * given). Without a plan every module is licensed for the trial.
 */
export async function createTenant(deps: AppContainer, input: CreateTenantInput, baseUrl: string) {
  if (input.adminPassword) assertAcceptablePassword(input.adminPassword, 'adminPassword');
  const tenants = port('tenants');
  if (await tenants.findTenantBySlug(input.slug)) throw duplicate(`The slug ${input.slug} is taken`, 'slug');
  const licensedModules = await modulesOfPlan(input.planCode);
  const at = now();
  const tenant = await tenants.createTenant({
    slug: input.slug,
    companyName: input.companyName,
    country: input.country,
    currency: input.currency ?? defaultCurrency(input.country),
    subscriptionStatus: 'TRIAL',
    licensedModules,
    planCode: input.planCode ?? null,
    trialEndsAt: new Date(at.getTime() + TRIAL_DAYS * 86_400_000),
  });
  const ctx = requireContext();
  const admin = await asTenant(
    tenant.id,
    () =>
      port('users').createUserAccount(
        deps,
        {
          email: input.adminEmail,
          firstName: input.adminFirstName ?? 'Admin',
          lastName: input.adminLastName ?? input.companyName,
          password: input.adminPassword,
          roles: ['ORG_ADMIN'],
        },
        baseUrl,
      ),
    { realm: ctx.realm, userId: ctx.userId, actorLabel: ctx.actorLabel },
  );
  return { ...presentTenant(tenant), admin: { id: admin.id, email: admin.email, invitationSent: !input.adminPassword } };
}

export async function findTenant(id: string): Promise<TenantSummary> {
  const tenant = await port('tenants').findTenantById(id);
  if (!tenant) throw notFound('Tenant', id);
  return tenant;
}
