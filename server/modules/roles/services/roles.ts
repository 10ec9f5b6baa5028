import { Op, fn, col } from 'sequelize';
import { withImplied, type PermissionCode } from '../../../../shared/permissions';
import type { CreateRoleInput } from '../../../../shared/schemas/roles';
import { recordAuditEvent } from '../../../platform/audit/record';
import { notFound, refusal } from '../../../platform/http/problem';
import { requireContext } from '../../../platform/tenancy/context';
import { Role } from '../models/role';
import { RolePermission } from '../models/role-permission';
import { UserRole } from '../models/user-role';
import { isSystemRoleName } from '../system-roles';
import { permissionsOfRoles, summarize, type RoleSummary } from './grants';

export interface RoleView extends RoleSummary {
  permissions: string[];
  userCount: number;
}

/** A tenant-realm role visible to the current tenant (its own or a system role), or 404. */
export async function findVisibleRole(id: string): Promise<Role> {
  const role = await Role.findOne({ where: { id, realm: 'tenant' } });
  if (!role) throw notFound('Role', id);
  return role;
}

export async function findVisibleRoleByName(name: string): Promise<Role | null> {
  const roles = await Role.findAll({ where: { realm: 'tenant' } });
  return roles.find((r) => r.name.toLowerCase() === name.trim().toLowerCase()) ?? null;
}

async function userCounts(roleIds: string[]): Promise<Map<string, number>> {
  if (!roleIds.length) return new Map();
  const rows = (await UserRole.findAll({
    attributes: ['roleId', [fn('COUNT', col('id')), 'count']],
    where: { roleId: { [Op.in]: roleIds } },
    group: ['roleId'],
    raw: true,
  })) as unknown as Array<{ roleId: string; count: number | string }>;
  return new Map(rows.map((r) => [r.roleId, Number(r.count)]));
}

export async function presentRoles(roles: Role[]): Promise<RoleView[]> {
  const ids = roles.map((r) => r.id);
  const [permissions, counts] = await Promise.all([permissionsOfRoles(roles), userCounts(ids)]);
  return roles.map((r) => ({ ...summarize(r), permissions: [...(permissions.get(r.id) ?? [])].sort(), userCount: counts.get(r.id) ?? 0 }));
}

/** System roles first, then the tenant's custom roles, by name. */
export async function listRoles(filter: { systemRole?: boolean }): Promise<RoleView[]> {
  const where = filter.systemRole === undefined ? { realm: 'tenant' } : { realm: 'tenant', systemRole: filter.systemRole };
  const roles = await Role.findAll({ where, order: [['systemRole', 'DESC'], ['name', 'ASC']] });
  return presentRoles(roles);
}

async function ensureNameFree(name: string, exceptId?: string): Promise<void> {
  if (isSystemRoleName(name)) throw refusal('DUPLICATE', 'role.systemName', { name }, { errors: [{ path: 'name', message: '', rule: 'role.systemName', params: { name } }] });
  const clash = await findVisibleRoleByName(name);
  if (clash && clash.id !== exceptId) throw refusal('DUPLICATE', 'role.nameTaken', { name: clash.name }, { errors: [{ path: 'name', message: '', rule: 'role.nameTaken', params: { name: clash.name } }] });
}

function refuseSystem(role: Role, action: string): void {
  if (role.systemRole) throw refusal('BUSINESS_RULE', 'role.systemReadOnly', { name: role.name, action }, { roleId: role.id });
}

export async function createRole(input: CreateRoleInput): Promise<Role> {
  await ensureNameFree(input.name);
  return Role.create({ name: input.name, description: input.description ?? null, systemRole: false, realm: 'tenant' });
}

export async function updateRole(id: string, input: CreateRoleInput): Promise<Role> {
  const role = await findVisibleRole(id);
  refuseSystem(role, 'changed');
  await ensureNameFree(input.name, role.id);
  await role.update({ name: input.name, description: input.description ?? null });
  return role;
}

export async function deleteRole(id: string): Promise<void> {
  const role = await findVisibleRole(id);
  refuseSystem(role, 'deleted');
  const assigned = await UserRole.count({ where: { roleId: role.id } });
  if (assigned > 0) throw refusal('BUSINESS_RULE', 'role.stillAssigned', { name: role.name, count: assigned }, { roleId: role.id, userCount: assigned });
  await RolePermission.destroy({ where: { roleId: role.id } });
  await role.destroy();
}

export async function rolePermissions(id: string): Promise<{ role: Role; permissions: string[] }> {
  const role = await findVisibleRole(id);
  const byRole = await permissionsOfRoles([role]);
  return { role, permissions: [...(byRole.get(role.id) ?? [])].sort() };
}

/** Replaces a custom role's permission set (closed under the catalog's implications). */
export async function setRolePermissions(id: string, codes: readonly PermissionCode[]): Promise<string[]> {
  const { role, permissions: before } = await rolePermissions(id);
  refuseSystem(role, 'changed');
  const after: string[] = withImplied(codes);
  const removed = before.filter((c) => !after.includes(c));
  const added = after.filter((c) => !before.includes(c));
  if (!removed.length && !added.length) return after;
  if (removed.length) await RolePermission.destroy({ where: { roleId: role.id, permissionCode: { [Op.in]: removed } } });
  if (added.length) await RolePermission.bulkCreate(added.map((permissionCode) => ({ roleId: role.id, permissionCode })));
  await recordAuditEvent({
    tenantId: requireContext().tenantId!,
    entityType: 'ROLE',
    entityId: role.id,
    action: 'PERMISSIONS_CHANGED',
    changes: [{ field: 'permissions', before, after }],
  });
  return after;
}
