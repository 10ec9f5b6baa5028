import type { z } from 'zod';
import type { PermissionView, RolePermissionsView, RoleView } from '../../../../../shared/views/roles';

/** A role as `/admin/roles` presents it (system roles have no tenant and are read-only). */
export type RoleRecord = z.infer<typeof RoleView>;

/** One code of the permission catalog (`/admin/roles/permissions/all`); module `CORE` needs no license. */
export type PermissionInfo = z.infer<typeof PermissionView>;

export type RolePermissions = z.infer<typeof RolePermissionsView>;

export const ROLES_PATH = '/admin/roles';
export const PERMISSION_CATALOG_PATH = '/admin/roles/permissions/all';
export const rolePath = (id: string) => `/admin/roles/${id}`;
export const rolePermissionsPath = (id: string) => `/admin/roles/${id}/permissions`;
