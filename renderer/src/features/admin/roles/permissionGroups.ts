import type { PermissionInfo } from './api';

/** Order of the module groups: the platform's own codes first, then the spec's module order. */
const MODULE_ORDER = ['CORE', 'ACCOUNTING', 'HR', 'LEAVE', 'APPRAISAL', 'RECRUITMENT', 'BOOKING', 'SUPPLIES'];

export interface PermissionGroup {
  module: string;
  permissions: PermissionInfo[];
}

export function groupByModule(catalog: readonly PermissionInfo[]): PermissionGroup[] {
  const groups = new Map<string, PermissionInfo[]>();
  for (const permission of catalog) {
    if (!groups.has(permission.module)) groups.set(permission.module, []);
    groups.get(permission.module)!.push(permission);
  }
  const rank = (module: string) => {
    const index = MODULE_ORDER.indexOf(module);
    return index === -1 ? MODULE_ORDER.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([module, permissions]) => ({ module, permissions }));
}
