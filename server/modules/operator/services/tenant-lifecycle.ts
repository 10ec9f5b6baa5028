import { businessRule, invalidState } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { now } from '../../../platform/tenancy/context';
import { transition } from '../../../platform/state-machine';
import type { SubscriptionStatus } from '../../../../shared/modules';
import { TRIAL_EXTENSION_DAYS, type BillingCycle } from '../../../../shared/operator';
import type { TenantSettingsInput } from '../../../../shared/schemas/operator';
import type { TenantSummary } from '../../tenants';
import { TENANT_STATES, type TenantAction } from '../states';
import { recordOperatorAction } from './audit-log';
import { activeAddOnsByCodes } from './catalog-add-ons';
import { findPlanByCode } from './catalog-plans';
import { ensureSubscription, findTenant, lockTenant, modulesOf, recordHistory } from './subscription-store';

async function moveTenant(tenant: TenantSummary, action: TenantAction, reason?: string | null): Promise<TenantSummary> {
  const to = transition(TENANT_STATES, tenant.subscriptionStatus, action);
  const updated = (await port('tenants').updateTenant(tenant.id, { subscriptionStatus: to }))!;
  if (to !== tenant.subscriptionStatus) await recordHistory(tenant.id, 'STATUS', tenant.subscriptionStatus, to, reason);
  return updated;
}

/** Adds seven days to a trial (repeatable; concurrent extensions each count). */
export async function extendTrial(tenantId: string): Promise<TenantSummary> {
  const tenant = await lockTenant(tenantId);
  transition(TENANT_STATES, tenant.subscriptionStatus, 'extendTrial');
  const from = tenant.trialEndsAt ?? now();
  const trialEndsAt = new Date(from.getTime() + TRIAL_EXTENSION_DAYS * 86_400_000);
  const updated = (await port('tenants').updateTenant(tenantId, { trialEndsAt }))!;
  await recordHistory(tenantId, 'TRIAL', tenant.trialEndsAt?.toISOString() ?? null, trialEndsAt.toISOString());
  await recordOperatorAction('TENANT_TRIAL_EXTENDED', 'TENANT', tenantId, { trialEndsAt: trialEndsAt.toISOString() });
  return updated;
}

/**
 * Suspends the tenant: its users are refused (TENANT_SUSPENDED) from their next request, tokens
 * already issued included, in every server process (the tenant's access version moves).
 */
export async function suspendTenant(tenantId: string, reason?: string | null): Promise<TenantSummary> {
  const tenant = await lockTenant(tenantId);
  const updated = await moveTenant(tenant, 'suspend', reason);
  const subscription = await ensureSubscription(tenantId);
  await subscription.update({ suspendedFromStatus: tenant.subscriptionStatus, suspensionReason: reason ?? null });
  await recordOperatorAction('TENANT_SUSPENDED', 'TENANT', tenantId, { from: tenant.subscriptionStatus, reason: reason ?? null });
  return updated;
}

/** Lifts a suspension: the tenant returns to the status it had (trial or active). */
export async function reactivateTenant(tenantId: string, reason?: string | null): Promise<TenantSummary> {
  const tenant = await lockTenant(tenantId);
  const subscription = await ensureSubscription(tenantId);
  const updated = await moveTenant(tenant, subscription.suspendedFromStatus === 'TRIAL' ? 'reactivateTrial' : 'reactivate', reason);
  await subscription.update({ suspendedFromStatus: null, suspensionReason: null });
  await recordOperatorAction('TENANT_REACTIVATED', 'TENANT', tenantId, { to: updated.subscriptionStatus, reason: reason ?? null });
  return updated;
}

/** Ends a trial into a paid subscription on its plan, or terminates the tenant (final). */
export async function setTenantStatus(tenant: TenantSummary, status: Extract<SubscriptionStatus, 'ACTIVE' | 'TERMINATED'>, reason?: string | null): Promise<TenantSummary> {
  if (status === tenant.subscriptionStatus) return tenant;
  if (status === 'ACTIVE' && !tenant.planCode) throw businessRule('A tenant needs a plan before its subscription becomes active');
  const updated = await moveTenant(tenant, status === 'ACTIVE' ? 'activate' : 'terminate', reason);
  await recordOperatorAction(status === 'ACTIVE' ? 'SUBSCRIPTION_ACTIVATED' : 'TENANT_TERMINATED', 'TENANT', tenant.id, { from: tenant.subscriptionStatus, reason: reason ?? null });
  return updated;
}

/** Runs every module's idempotent tenant setup again (chart of accounts, periods…), through `tenant.provisioned`. */
export async function forceProvision(tenantId: string): Promise<TenantSummary> {
  const tenant = await findTenant(tenantId);
  if (tenant.subscriptionStatus === 'TERMINATED') throw invalidState(tenant.subscriptionStatus, 'forceProvision');
  await port('tenants').requestProvisioning(tenantId);
  await recordOperatorAction('TENANT_FORCE_PROVISIONED', 'TENANT', tenantId, {});
  return tenant;
}

export interface ApplyPlanInput {
  planCode: string;
  billingCycle?: BillingCycle;
  addOnCodes?: string[];
  reason?: string;
}

/**
 * Puts the tenant on a catalog plan: its licensed modules become the plan's and its MODULE
 * add-ons' at once (a module taken away answers MODULE_NOT_LICENSED on the next request). An
 * archived plan cannot be chosen, except by a tenant already on it.
 */
export async function applyPlan(tenantId: string, input: ApplyPlanInput): Promise<TenantSummary> {
  const tenant = await lockTenant(tenantId);
  if (tenant.subscriptionStatus === 'TERMINATED') throw invalidState(tenant.subscriptionStatus, 'applyPlan');
  const plan = await findPlanByCode(input.planCode);
  if (!plan) throw businessRule(`Unknown plan ${input.planCode}`, { errors: [{ path: 'planCode', message: 'Unknown plan' }] });
  if (plan.status === 'ARCHIVED' && tenant.planCode !== plan.code) {
    throw businessRule(`The plan ${plan.code} is archived: it cannot be chosen for another tenant`, { errors: [{ path: 'planCode', message: 'Archived plan' }] });
  }
  const subscription = await ensureSubscription(tenantId);
  const addOnCodes = input.addOnCodes ?? subscription.addOnCodes;
  const addOns = await activeAddOnsByCodes(addOnCodes);
  const licensedModules = modulesOf(plan, addOns);
  const updated = (await port('tenants').updateTenant(tenantId, { planCode: plan.code, licensedModules }))!;
  await subscription.update({ addOnCodes: addOns.map((a) => a.code), ...(input.billingCycle ? { billingCycle: input.billingCycle } : {}) });
  if (tenant.planCode !== plan.code) await recordHistory(tenantId, 'PLAN', tenant.planCode, plan.code, input.reason);
  await recordOperatorAction('TENANT_PLAN_APPLIED', 'TENANT', tenantId, { from: tenant.planCode, to: plan.code, modules: licensedModules, addOns: addOns.map((a) => a.code) });
  return updated;
}

/** General settings: the company name on the tenant, the rest in its settings. */
export async function updateTenantSettings(tenantId: string, input: TenantSettingsInput): Promise<TenantSummary> {
  const tenant = await lockTenant(tenantId);
  const { companyName, ...rest } = input;
  const settings = { ...tenant.settings, ...rest };
  const updated = (await port('tenants').updateTenant(tenantId, { ...(companyName ? { companyName } : {}), settings }))!;
  await recordOperatorAction('TENANT_SETTINGS_UPDATED', 'TENANT', tenantId, { fields: Object.keys(input) });
  return updated;
}
