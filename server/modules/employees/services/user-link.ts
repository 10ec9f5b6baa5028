import { Problem } from '../../../platform/http/problem';
import { permissionsOfRoles, rolesOfUsers } from '../../access';
import type { EmployeeLinks } from '../../identity';
import { findUser, listUsers, updateUser } from '../../identity/services/users';
import { Employee } from '../models/employee';
import { PERMISSIONS } from '../policy';
import { unknownReference } from './lookup';

/**
 * The link between an employee profile and a tenant user account, through identity's services.
 * employee.userId is the link the employees module relies on; identity's users.employee_id
 * mirrors it (other modules read it from the request context) and is kept in step from here.
 */

/** Refuses (422 on userId) an id that names no user of the current tenant. */
export async function assertLinkable(userId: string): Promise<void> {
  try {
    await findUser(userId);
  } catch (err) {
    if (err instanceof Problem && err.code === 'NOT_FOUND') throw unknownReference('userId', 'User');
    throw err;
  }
}

export async function linkUser(userId: string, employeeId: string): Promise<void> {
  await updateUser(userId, { employeeId });
}

/** Clears the user's side of a link that pointed at this employee. */
export async function unlinkUser(userId: string, employeeId: string): Promise<void> {
  const user = await findUser(userId);
  if (user.employeeId === employeeId) await updateUser(userId, { employeeId: null });
}

export async function userIdByEmail(email: string): Promise<string | null> {
  const { rows } = await listUsers({ q: email, page: 1, pageSize: 20 });
  return rows.find((u) => u.email.toLowerCase() === email.toLowerCase())?.id ?? null;
}

/** Emails of the current tenant's active users who manage employee documents. */
export async function hrRecipients(): Promise<string[]> {
  const { rows } = await listUsers({ active: true, page: 1, pageSize: 200 });
  const roles = await rolesOfUsers(rows.map((u) => u.id));
  const grants = await permissionsOfRoles([...new Map([...roles.values()].flat().map((r) => [r.id, r])).values()]);
  return rows.filter((u) => (roles.get(u.id) ?? []).some((r) => grants.get(r.id)?.includes(PERMISSIONS.documents))).map((u) => u.email);
}

/** The employee side of the link, for identity's /admin/users (which links from the user's side). */
export const employeeLinks: EmployeeLinks = {
  async linkedUserOf(employeeId) {
    const employee = await Employee.findByPk(employeeId, { attributes: ['id', 'userId'] });
    return employee ? { userId: employee.userId ?? null } : undefined;
  },
  async setLinkedUser(employeeId, userId) {
    const employee = await Employee.findByPk(employeeId);
    if (employee && (employee.userId ?? null) !== userId) await employee.update({ userId });
  },
};
