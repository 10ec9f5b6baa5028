import { permissionDef } from '../../../../shared/permissions';
import { Problem } from '../../../platform/http/problem';
import { requireContext } from '../../../platform/tenancy/context';
import type { Role } from '../models/role';
import { permissionsOfRoles } from './grants';

/**
 * Nobody grants what they do not hold: assigning a role, creating a user with roles or adding
 * codes to a role is refused when it would hand out a permission the caller lacks (codes of
 * modules not licensed to the tenant are inert and pass). Without this, a holder of
 * roles.manage alone could make themself ORG_ADMIN.
 */
export function ensureCanGrant(codes: Iterable<string>): void {
  const { permissions, licensedModules } = requireContext();
  const missing = [...new Set(codes)].filter((code) => {
    const module = permissionDef(code)?.module;
    const live = module === 'CORE' || (module !== undefined && licensedModules?.has(module));
    return live && !permissions.has(code);
  });
  if (missing.length) {
    throw new Problem('PERMISSION_DENIED', `You cannot grant permissions you do not hold: ${missing.sort().join(', ')}`, { permissions: missing.sort() });
  }
}

export async function ensureCanGrantRoles(roles: readonly Role[]): Promise<void> {
  const byRole = await permissionsOfRoles(roles);
  ensureCanGrant([...byRole.values()].flat());
}
