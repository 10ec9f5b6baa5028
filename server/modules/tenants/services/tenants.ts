import { Op, Transaction, col, fn, where, type WhereOptions } from 'sequelize';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import type { ModuleId, SubscriptionStatus } from '../../../../shared/modules';
import { currentApp } from '../../../platform/tenancy/context';
import { Tenant } from '../models/tenant';

/** What other modules know of a tenant. */
export interface TenantSummary {
  id: string;
  slug: string;
  companyName: string;
  country: string;
  currency: string;
  subscriptionStatus: SubscriptionStatus;
  licensedModules: ModuleId[];
  planCode: string | null;
  trialEndsAt: Date | null;
  /** Most active users allowed (the on-premise license's maxUsers quota); null: no limit. */
  maxUsers: number | null;
  settings: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewTenant {
  slug: string;
  companyName: string;
  country: string;
  currency: string;
  subscriptionStatus?: SubscriptionStatus;
  licensedModules: ModuleId[];
  planCode?: string | null;
  trialEndsAt?: Date | null;
  maxUsers?: number | null;
  settings?: Record<string, unknown>;
  /** Demo data only: a tenant created in the past. */
  createdAt?: Date;
}

export function summarize(tenant: Tenant): TenantSummary {
  return {
    id: tenant.id,
    slug: tenant.slug,
    companyName: tenant.companyName,
    country: tenant.country,
    currency: tenant.currency,
    subscriptionStatus: tenant.subscriptionStatus,
    licensedModules: [...tenant.licensedModules],
    planCode: tenant.planCode ?? null,
    trialEndsAt: tenant.trialEndsAt ?? null,
    maxUsers: tenant.maxUsers ?? null,
    settings: { ...(tenant.settings ?? {}) },
    createdAt: tenant.createdAt,
    updatedAt: tenant.updatedAt,
  };
}

/** Creates a tenant; once committed, `tenant.created` lets other modules set it up (chart, roles…). */
export async function createTenant(input: NewTenant): Promise<TenantSummary> {
  const tenant = await Tenant.create({ settings: {}, ...input });
  await currentApp().services.events.publish('tenant.created', { tenantId: tenant.id });
  return summarize(tenant);
}

export async function findTenantById(id: string): Promise<TenantSummary | null> {
  const tenant = await Tenant.findByPk(id);
  return tenant ? summarize(tenant) : null;
}

export async function findTenantBySlug(slug: string): Promise<TenantSummary | null> {
  const tenant = await Tenant.findOne({ where: { slug } });
  return tenant ? summarize(tenant) : null;
}

/** The oldest tenants, at most `limit` (the on-premise profile's single company). */
export async function oldestTenants(limit: number): Promise<TenantSummary[]> {
  const tenants = await Tenant.findAll({ order: [['createdAt', 'ASC']], limit });
  return tenants.map(summarize);
}

export async function countTenants(): Promise<number> {
  return Tenant.count();
}

/** Tenants whose subscription lets scheduled work run for them (trial and active). */
export async function activeTenantIds(): Promise<string[]> {
  const tenants = await Tenant.findAll({
    attributes: ['id'],
    where: { subscriptionStatus: { [Op.notIn]: ['SUSPENDED', 'TERMINATED'] } },
    order: [['createdAt', 'ASC']],
  });
  return tenants.map((t) => t.id);
}

export async function updateTenant(id: string, changes: Partial<NewTenant>): Promise<TenantSummary | null> {
  const tenant = await Tenant.findByPk(id);
  if (!tenant) return null;
  await tenant.update(changes);
  return summarize(tenant);
}

export interface TenantFilter extends PageQuery {
  status?: string;
  plan?: string;
  q?: string;
}

/** A page of tenants (operator space), filtered by status, plan and a search on slug or name. */
export async function listTenants(filter: TenantFilter): Promise<{ rows: TenantSummary[]; count: number }> {
  const and: WhereOptions[] = [];
  if (filter.status) and.push({ subscriptionStatus: filter.status });
  if (filter.plan) and.push({ planCode: filter.plan });
  if (filter.q) {
    const like = `%${filter.q.toLowerCase()}%`;
    and.push({ [Op.or]: ['slug', 'company_name'].map((column) => where(fn('lower', col(column)), { [Op.like]: like })) });
  }
  const { rows, count } = await Tenant.findAndCountAll({ where: { [Op.and]: and }, ...pageOptions(filter, [['companyName', 'ASC'], ['id', 'ASC']]) });
  return { rows: rows.map(summarize), count };
}

/**
 * The tenant, its row locked until the transaction ends (PostgreSQL; SQLite writers are already
 * one at a time): status moves and quota checks read it this way so concurrent ones queue.
 */
export async function lockTenant(id: string): Promise<TenantSummary | null> {
  const tenant = await Tenant.findByPk(id, { lock: Transaction.LOCK.UPDATE });
  return tenant ? summarize(tenant) : null;
}

/** Every tenant, oldest first (operator metrics). */
export async function allTenants(): Promise<TenantSummary[]> {
  const tenants = await Tenant.findAll({ order: [['createdAt', 'ASC'], ['id', 'ASC']] });
  return tenants.map(summarize);
}

/**
 * Asks every module to run its tenant setup again (chart, periods…): once committed,
 * `tenant.provisioned` reaches the same idempotent handlers as `tenant.created`.
 */
export async function requestProvisioning(id: string): Promise<void> {
  await currentApp().services.events.publish('tenant.provisioned', { tenantId: id });
}
