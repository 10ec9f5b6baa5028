import { z } from 'zod';

/**
 * Response views of the roles module (roles and permissions): the routes answer them, API tests check every
 * answer against them, /openapi.json documents them, and the renderer infers its types from them.
 */
export const RoleView = z.object({
  id: z.uuid(),
  tenantId: z.uuid().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  systemRole: z.boolean(),
  permissions: z.array(z.string()),
  userCount: z.number().int(),
});

export const RoleSummaryView = RoleView.pick({ id: true, tenantId: true, name: true, description: true, systemRole: true });

export const PermissionView = z.object({
  code: z.string(),
  module: z.string(),
  labelFr: z.string(),
  labelEn: z.string(),
});

export const RolePermissionsView = z.object({ roleId: z.uuid(), permissions: z.array(z.string()) });
