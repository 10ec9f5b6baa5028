import { z } from 'zod';
import { TENANT_PERMISSIONS, type PermissionCode } from '../permissions';

/** Request schemas of role administration (/admin/roles…), shared by the server and the forms. */
export const RoleName = z
  .string()
  .trim()
  .min(2, 'At least 2 characters')
  .max(60, 'At most 60 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _.'-]*$/u, 'Letters, digits, spaces and _ . - only');

export const CreateRoleBody = z.object({
  name: RoleName,
  description: z.string().trim().max(500).nullish(),
});

export const UpdateRoleBody = CreateRoleBody;

const tenantCodes: ReadonlySet<string> = new Set(TENANT_PERMISSIONS);

export const RolePermissionsBody = z.object({
  permissions: z
    .array(z.string())
    .max(500)
    .superRefine((codes, ctx) => {
      codes.forEach((code, index) => {
        if (!tenantCodes.has(code)) ctx.addIssue({ code: 'custom', path: [index], message: `Unknown permission ${code}` });
      });
    })
    .transform((codes) => codes as PermissionCode[]),
});

export const AssignRoleBody = z
  .object({ roleId: z.uuid().optional(), roleName: z.string().trim().min(1).max(60).optional() })
  .refine((b) => Boolean(b.roleId) !== Boolean(b.roleName), { message: 'Give roleId or roleName', path: ['roleId'] });

export type CreateRoleInput = z.infer<typeof CreateRoleBody>;
export type RolePermissionsInput = z.infer<typeof RolePermissionsBody>;
