import { notFound, validationFailed, refusal } from '../../../platform/http/problem';
import { Role } from '../models/role';
import { UserRole } from '../models/user-role';
import { SYSTEM_ROLE_IDS } from '../system-roles';
import { findVisibleRole, findVisibleRoleByName } from './roles';

/** A tenant role given by id or name (case-insensitive), or 404 / a field error. */
export async function resolveRole(ref: { roleId?: string; roleName?: string }): Promise<Role> {
  if (ref.roleId) return findVisibleRole(ref.roleId);
  const role = ref.roleName ? await findVisibleRoleByName(ref.roleName) : null;
  if (!role) throw notFound('Role', ref.roleName);
  return role;
}

/** Roles named or identified in a user creation request; unknown ones are a field error. */
export async function resolveRoles(refs: readonly string[]): Promise<Role[]> {
  const roles: Role[] = [];
  for (const [index, ref] of refs.entries()) {
    const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
    const role = isId ? await Role.findOne({ where: { id: ref, realm: 'tenant' } }) : await findVisibleRoleByName(ref);
    if (!role) throw validationFailed([{ path: `roles.${index}`, message: `Unknown role ${ref}` }], `Unknown role ${ref}`);
    if (!roles.some((r) => r.id === role.id)) roles.push(role);
  }
  return roles;
}

export async function assignRole(userId: string, role: Role): Promise<void> {
  const existing = await UserRole.findOne({ where: { userId, roleId: role.id } });
  if (existing) throw refusal('DUPLICATE', 'role.alreadyHeld', { name: role.name }, { errors: [{ path: 'roleId', message: '', rule: 'role.alreadyHeld', params: { name: role.name } }] });
  await UserRole.create({ userId, roleId: role.id });
}

export async function removeRole(userId: string, roleId: string): Promise<void> {
  const assignment = await UserRole.findOne({ where: { userId, roleId } });
  if (!assignment) throw notFound('Role assignment', roleId);
  await assignment.destroy();
}

export async function holdsRole(userId: string, roleId: string): Promise<boolean> {
  return (await UserRole.count({ where: { userId, roleId } })) > 0;
}

export const ORG_ADMIN_ROLE_ID = SYSTEM_ROLE_IDS.ORG_ADMIN;
export const EMPLOYEE_ROLE_ID = SYSTEM_ROLE_IDS.EMPLOYEE;
