import { permissionDef, type PermissionRealm } from '../../../shared/permissions';

/**
 * Effective permissions: the union of what the caller's roles grant, kept only where the code
 * belongs to the caller's realm and its module is licensed (CORE codes need no license).
 */
export function effectivePermissions(granted: Iterable<string>, licensedModules: ReadonlySet<string>, realm: PermissionRealm): Set<string> {
  const out = new Set<string>();
  for (const code of granted) {
    const def = permissionDef(code);
    if (!def || !def.realms.includes(realm)) continue;
    if (def.module === 'CORE' || licensedModules.has(def.module)) out.add(code);
  }
  return out;
}
