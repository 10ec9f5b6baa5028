import { assertAcceptablePassword } from '../../../platform/auth/password-policy';
import { Op, col, fn, where, type WhereOptions } from 'sequelize';
import { TENANT_MODULE_IDS, type ModuleId } from '../../../../shared/modules';
import { defaultCurrency, type CreateTenantInput } from '../../../../shared/schemas/tenants';
import { businessRule, duplicate, notFound } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import type { AppDeps } from '../../../platform/modules';
import { asTenant, now, requireContext } from '../../../platform/tenancy/context';
import { createUser } from '../../identity';
import { Tenant } from '../../tenants';

export const TRIAL_DAYS = 30;

/** Resolves a plan's modules; provided by the catalog module once it exists (deps.services.planCatalog). */
export interface PlanCatalog {
  modulesOf(planCode: string): Promise<ModuleId[] | null>;
}

export function presentTenant(t: Tenant) {
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

async function modulesOfPlan(deps: AppDeps, planCode: string | undefined): Promise<ModuleId[]> {
  if (!planCode) return [...TENANT_MODULE_IDS];
  const catalog = deps.services.planCatalog as PlanCatalog | undefined;
  const modules = catalog ? await catalog.modulesOf(planCode) : null;
  if (!modules) throw businessRule(`Unknown plan ${planCode}`, { errors: [{ path: 'planCode', message: 'Unknown plan' }] });
  return modules;
}

/**
 * Creates a tenant in trial and its first ORG_ADMIN user (invited by mail when no password is
 * given). Without a plan every module is licensed for the trial.
 */
export async function createTenant(deps: AppDeps, input: CreateTenantInput, baseUrl: string) {
  if (input.adminPassword) assertAcceptablePassword(input.adminPassword, 'adminPassword');
  if (await Tenant.findOne({ where: { slug: input.slug } })) throw duplicate(`The slug ${input.slug} is taken`, 'slug');
  const licensedModules = await modulesOfPlan(deps, input.planCode);
  const at = now();
  const tenant = await Tenant.create({
    slug: input.slug,
    companyName: input.companyName,
    country: input.country,
    currency: input.currency ?? defaultCurrency(input.country),
    subscriptionStatus: 'TRIAL',
    licensedModules,
    planCode: input.planCode ?? null,
    trialEndsAt: new Date(at.getTime() + TRIAL_DAYS * 86_400_000),
    settings: {},
  });
  const ctx = requireContext();
  const admin = await asTenant(
    tenant.id,
    () =>
      createUser(
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

export interface TenantFilter extends PageQuery {
  status?: string;
  plan?: string;
  q?: string;
}

export async function listTenants(filter: TenantFilter) {
  const and: WhereOptions[] = [];
  if (filter.status) and.push({ subscriptionStatus: filter.status });
  if (filter.plan) and.push({ planCode: filter.plan });
  if (filter.q) {
    const like = `%${filter.q.toLowerCase()}%`;
    and.push({ [Op.or]: ['slug', 'company_name'].map((column) => where(fn('lower', col(column)), { [Op.like]: like })) });
  }
  return Tenant.findAndCountAll({ where: { [Op.and]: and }, ...pageOptions(filter, [['companyName', 'ASC'], ['id', 'ASC']]) });
}

export async function findTenant(id: string): Promise<Tenant> {
  const tenant = await Tenant.findByPk(id);
  if (!tenant) throw notFound('Tenant', id);
  return tenant;
}
