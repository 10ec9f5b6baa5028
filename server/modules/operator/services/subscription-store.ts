import { notFound } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { now } from '../../../platform/tenancy/context';
import type { ModuleId } from '../../../../shared/modules';
import type { HistoryKind } from '../../../../shared/operator';
import type { TenantSummary } from '../../tenants';
import type { AddOn } from '../models/add-on';
import type { Plan } from '../models/plan';
import { Subscription } from '../models/subscription';
import { TenantHistory } from '../models/tenant-history';
import { actingOperator, nextSeq } from './audit-log';

export async function findTenant(id: string): Promise<TenantSummary> {
  const tenant = await port('tenants').findTenantById(id);
  if (!tenant) throw notFound('Tenant', id);
  return tenant;
}

/** The tenant with its row locked for the rest of the transaction: every subscription write starts here. */
export async function lockTenant(id: string): Promise<TenantSummary> {
  const tenant = await port('tenants').lockTenant(id);
  if (!tenant) throw notFound('Tenant', id);
  return tenant;
}

/** The tenant's subscription record, or an unsaved default one (reads only). */
export async function loadSubscription(tenantId: string): Promise<Subscription> {
  return (await Subscription.findOne({ where: { tenantId } })) ?? Subscription.build({ tenantId, addOnCodes: [], billingCycle: 'MONTHLY', autoRenew: true });
}

/** The tenant's subscription record, created when missing; call after lockTenant. */
export async function ensureSubscription(tenantId: string): Promise<Subscription> {
  return (await Subscription.findOne({ where: { tenantId } })) ?? Subscription.create({ tenantId, addOnCodes: [], billingCycle: 'MONTHLY', autoRenew: true });
}

/** What a tenant is licensed for: its plan's modules and the modules of its MODULE add-ons. */
export function modulesOf(plan: Pick<Plan, 'modules'>, addOns: readonly Pick<AddOn, 'type' | 'module'>[]): ModuleId[] {
  const modules = new Set<ModuleId>(plan.modules);
  for (const addOn of addOns) if (addOn.type === 'MODULE' && addOn.module) modules.add(addOn.module as ModuleId);
  return [...modules].sort();
}

export async function recordHistory(tenantId: string, kind: HistoryKind, fromValue: string | null, toValue: string | null, reason?: string | null): Promise<void> {
  await TenantHistory.create({ tenantId, kind, fromValue, toValue, reason: reason ?? null, ...actingOperator(), occurredAt: now(), seq: nextSeq() });
}

export function today(): string {
  return now().toISOString().slice(0, 10);
}
