import { assertAcceptablePassword } from '../../../platform/auth/password-policy';
import { TENANT_MODULE_IDS, type ModuleId } from '../../../../shared/modules';
import { defaultCurrency, type CreateTenantInput } from '../../../../shared/schemas/tenants';
import { businessRule, duplicate } from '../../../platform/http/problem';
import { port, type AppContainer } from '../../../platform/modules';
import { asTenant, now, requireContext } from '../../../platform/tenancy/context';
import { presentTenant } from '../presenter';
import { recordOperatorAction } from './audit-log';
import { findPlanByCode } from './catalog-plans';
import { recordHistory } from './subscription-store';

export const TRIAL_DAYS = 30;

/** A plan's modules (an active plan of the catalog); without a plan the trial licenses every module. */
async function modulesOfPlan(planCode: string | undefined): Promise<{ code: string | null; modules: ModuleId[] }> {
  if (!planCode) return { code: null, modules: [...TENANT_MODULE_IDS] };
  const plan = await findPlanByCode(planCode);
  if (!plan) throw businessRule(`Unknown plan ${planCode}`, { errors: [{ path: 'planCode', message: 'Unknown plan' }] });
  if (plan.status !== 'ACTIVE') throw businessRule(`The plan ${plan.code} is archived`, { errors: [{ path: 'planCode', message: 'Archived plan' }] });
  return { code: plan.code, modules: [...plan.modules] };
}

/**
 * Creates a tenant in trial and its first ORG_ADMIN user (invited by mail when no password is
 * given). Without a plan every module is licensed for the trial.
 */
export async function createTenant(deps: AppContainer, input: CreateTenantInput, baseUrl: string) {
  if (input.adminPassword) assertAcceptablePassword(input.adminPassword, 'adminPassword');
  const tenants = port('tenants');
  if (await tenants.findTenantBySlug(input.slug)) throw duplicate(`The slug ${input.slug} is taken`, 'slug');
  const plan = await modulesOfPlan(input.planCode);
  const at = now();
  const tenant = await tenants.createTenant({
    slug: input.slug,
    companyName: input.companyName,
    country: input.country,
    currency: input.currency ?? defaultCurrency(input.country),
    subscriptionStatus: 'TRIAL',
    licensedModules: plan.modules,
    planCode: plan.code,
    trialEndsAt: new Date(at.getTime() + TRIAL_DAYS * 86_400_000),
  });
  if (plan.code) await recordHistory(tenant.id, 'PLAN', null, plan.code);
  await recordOperatorAction('TENANT_CREATED', 'TENANT', tenant.id, { slug: tenant.slug, planCode: plan.code });
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
