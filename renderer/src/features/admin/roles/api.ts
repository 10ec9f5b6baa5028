/** A role as `/admin/roles` presents it (system roles have no tenant and are read-only). */
export interface RoleRecord {
  id: string;
  tenantId: string | null;
  name: string;
  description: string | null;
  systemRole: boolean;
  permissions: string[];
  userCount: number;
}

/** One code of the permission catalog (`/admin/roles/permissions/all`). */
export interface PermissionInfo {
  code: string;
  /** Module whose license the code needs (`CORE` needs none). */
  module: string;
  labelFr: string;
  labelEn: string;
}

export const ROLES_PATH = '/admin/roles';
export const PERMISSION_CATALOG_PATH = '/admin/roles/permissions/all';
export const rolePath = (id: string) => `/admin/roles/${id}`;
export const rolePermissionsPath = (id: string) => `/admin/roles/${id}/permissions`;
