import type { PendingEntityType } from '../../../shared/workflow';
import type { PermissionCode } from '../../../shared/permissions';
import { currentApp, requireContext } from '../tenancy/context';
import type { PendingApprovalViewT } from './views';

/**
 * Records that wait for the caller's decision outside the engine, contributed by their modules
 * (`contributes.pendingApprovals`) so the unified inbox and its count list them beside the
 * engine's requests: an expense claim waiting for a manager, a booking waiting for its owner.
 */
export interface PendingSource {
  /** The licensed module (shared/modules.ts) and the permissions (any of) a caller needs. */
  module: string;
  anyOf: readonly PermissionCode[];
  entityTypes: readonly PendingEntityType[];
  /** The caller's items, each with `canAct: true` and the module's approve/reject links. */
  mine(): Promise<PendingApprovalViewT[]>;
}

/** The caller's items of every source they may use (licensed module, one of its permissions). */
export async function pendingFromSources(entityType?: PendingEntityType): Promise<PendingApprovalViewT[]> {
  const ctx = requireContext();
  const usable = currentApp().pendingSources.filter(
    (source) =>
      (!entityType || source.entityTypes.includes(entityType)) &&
      (!ctx.licensedModules || ctx.licensedModules.has(source.module)) &&
      source.anyOf.some((code) => ctx.permissions.has(code)),
  );
  const items = (await Promise.all(usable.map((source) => source.mine()))).flat();
  return entityType ? items.filter((item) => item.entityType === entityType) : items;
}
