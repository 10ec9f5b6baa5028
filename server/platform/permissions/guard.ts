import { permissionDef } from '../../../shared/permissions';
import { Problem } from '../http/problem';
import { requireContext } from '../tenancy/context';

/**
 * Permission checks against the caller's effective set, usable by the route guard and inside
 * handlers (for instance the audit history, whose permission depends on the entity type).
 */
export function hasPermission(...anyOf: string[]): boolean {
  const { permissions } = requireContext();
  return anyOf.some((code) => permissions.has(code));
}

/**
 * Throws unless the caller holds one of the codes: MODULE_NOT_LICENSED when every code belongs
 * to a module the caller's tenant is not licensed for, PERMISSION_DENIED otherwise. No tenant is
 * ever licensed PLATFORM (the operator's codes, which an on-premise ORG_ADMIN also holds for the
 * installation's license): lacking one of those is PERMISSION_DENIED.
 */
export function requirePermission(...anyOf: string[]): void {
  if (hasPermission(...anyOf)) return;
  const { licensedModules } = requireContext();
  const modules = anyOf.map((code) => permissionDef(code)?.module);
  const unlicensed = modules.length > 0 && modules.every((m) => m !== undefined && m !== 'CORE' && m !== 'PLATFORM' && !licensedModules?.has(m));
  if (unlicensed) {
    throw new Problem('MODULE_NOT_LICENSED', `The ${[...new Set(modules)].join(', ')} module is not licensed to your organisation`, {
      modules: [...new Set(modules)],
    });
  }
  throw new Problem('PERMISSION_DENIED', `This requires the permission ${anyOf.join(' or ')}`, { requiredPermissions: anyOf });
}

/**
 * Throws MODULE_NOT_LICENSED unless the caller's tenant is licensed for the module: for routes
 * open to any signed-in user whose permission is decided further in (an approval step's approver).
 */
export function requireModule(module: string): void {
  const { licensedModules } = requireContext();
  if (licensedModules && !licensedModules.has(module)) {
    throw new Problem('MODULE_NOT_LICENSED', `The ${module} module is not licensed to your organisation`, { modules: [module] });
  }
}
