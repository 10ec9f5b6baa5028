import type { PermissionCode } from '../../../shared/permissions';
/** Permission codes of contracts (the specification's table): reading and managing. */
export const CONTRACT_PERMISSIONS = {
  read: 'contract.read',
  manage: 'contract.manage',
} as const satisfies Record<string, PermissionCode>;
