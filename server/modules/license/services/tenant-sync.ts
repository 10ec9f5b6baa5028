import { USER_QUOTA, type LicenseModuleGrant } from '../../../../shared/license';
import type { ModuleId } from '../../../../shared/modules';
import type { LicenseEvaluation } from '../../../platform/license';
import { port } from '../../../platform/modules';

/**
 * The tenant's user limit from the license: the largest maxUsers quota of the granted modules
 * (the users who may use the installation at all), null when no module sets one.
 */
export function userLimitOf(modules: readonly LicenseModuleGrant[]): number | null {
  const quotas = modules.map((g) => g.quotas[USER_QUOTA]).filter((q): q is number => typeof q === 'number');
  return quotas.length ? Math.max(...quotas) : null;
}

/**
 * The license's modules and user limit onto the on-premise installation's company (its single
 * tenant), through the tenants port. Nothing changes while no license could be verified: every
 * tenant endpoint is refused then, and the tenant keeps what the last license gave it.
 */
export async function applyLicenseToTenant(evaluation: LicenseEvaluation): Promise<void> {
  if (!evaluation.license) return;
  const tenants = port('tenants');
  const [tenant] = await tenants.oldestTenants(1);
  if (!tenant) return;
  const modules = [...new Set(evaluation.modules.map((g) => g.module))].sort() as ModuleId[];
  const maxUsers = userLimitOf(evaluation.modules);
  const same = tenant.maxUsers === maxUsers && [...tenant.licensedModules].sort().join() === modules.join();
  if (!same) await tenants.updateTenant(tenant.id, { licensedModules: modules, maxUsers });
}
