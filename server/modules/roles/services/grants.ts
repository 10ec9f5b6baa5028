import { Op } from 'sequelize';
import type { OperatorRole } from '../../../../shared/permissions';
import { Role } from '../models/role';
import { RolePermission } from '../models/role-permission';
import { UserRole } from '../models/user-role';
import { systemRoleGrants, systemRoleName } from '../system-roles';

export interface RoleSummary {
  id: string;
  name: string;
  description: string | null;
  systemRole: boolean;
  tenantId: string | null;
}

export function summarize(role: Role): RoleSummary {
  return { id: role.id, name: role.name, description: role.description ?? null, systemRole: role.systemRole, tenantId: role.tenantId ?? null };
}

/** Codes granted by each role (system grants from the catalog, custom ones from the table). */
export async function permissionsOfRoles(roles: readonly Pick<Role, 'id' | 'systemRole'>[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const custom: string[] = [];
  for (const role of roles) {
    const system = role.systemRole ? systemRoleName(role.id) : undefined;
    if (system) out.set(role.id, [...systemRoleGrants(system)]);
    else {
      out.set(role.id, []);
      custom.push(role.id);
    }
  }
  if (custom.length) {
    const rows = await RolePermission.findAll({ where: { roleId: { [Op.in]: custom } }, order: [['permissionCode', 'ASC']] });
    for (const row of rows) out.get(row.roleId)!.push(row.permissionCode);
  }
  return out;
}

/** Roles of several users of the current tenant, by user id. */
export async function rolesOfUsers(userIds: readonly string[]): Promise<Map<string, RoleSummary[]>> {
  const out = new Map<string, RoleSummary[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return out;
  const rows = await UserRole.findAll({
    where: { userId: { [Op.in]: [...userIds] } },
    include: [{ model: Role, as: 'role', required: true }],
    order: [[{ model: Role, as: 'role' }, 'name', 'ASC']],
  });
  for (const row of rows) out.get(row.userId)?.push(summarize(row.role!));
  return out;
}

/** What a tenant user's roles grant, before the tenant's licensed modules are applied. */
export async function grantsOfUser(userId: string): Promise<{ roles: RoleSummary[]; granted: Set<string> }> {
  const roles = (await rolesOfUsers([userId])).get(userId) ?? [];
  const byRole = await permissionsOfRoles(roles);
  return { roles, granted: new Set([...byRole.values()].flat()) };
}

export function operatorGrants(role: OperatorRole): readonly string[] {
  return systemRoleGrants(role);
}

/** Ids of the users of the current tenant holding a role. */
/** Users whose roles grant a permission (system roles and the tenant's custom roles). */
export async function userIdsWithPermission(code: string): Promise<string[]> {
  const roles = await Role.findAll({ where: { realm: 'tenant' } });
  const grants = await permissionsOfRoles(roles);
  const roleIds = roles.filter((r) => grants.get(r.id)?.includes(code)).map((r) => r.id);
  if (!roleIds.length) return [];
  const rows = await UserRole.findAll({ where: { roleId: { [Op.in]: roleIds } }, attributes: ['userId'] });
  return [...new Set(rows.map((r) => r.userId))];
}

export async function userIdsWithRole(roleId: string): Promise<string[]> {
  const rows = await UserRole.findAll({ where: { roleId }, attributes: ['userId'] });
  return rows.map((r) => r.userId);
}
