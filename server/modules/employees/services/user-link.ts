import { port } from '../../../platform/modules';
import { people } from '../people';
import type { EmployeeLinks } from '../../identity';
import { Employee } from '../models/employee';
import { PERMISSIONS } from '../policy';
import { unknownReference } from './lookup';

/**
 * The link between an employee profile and a tenant user account, through identity's users port.
 * employee.userId is the link the employees module relies on; identity's users.employee_id
 * mirrors it (other modules read it from the request context) and is kept in step from here.
 */

/** Refuses (422 on userId) an id that names no user of the current tenant. */
export async function assertLinkable(userId: string): Promise<void> {
  if (!(await port('users').userById(userId))) throw unknownReference('userId', 'User');
}

export async function linkUser(userId: string, employeeId: string): Promise<void> {
  await port('users').linkEmployee(userId, employeeId);
}

/** Clears the user's side of a link that pointed at this employee. */
export async function unlinkUser(userId: string, employeeId: string): Promise<void> {
  const user = await port('users').userById(userId);
  if (user?.employeeId === employeeId) await port('users').linkEmployee(userId, null);
}

export async function userIdByEmail(email: string): Promise<string | null> {
  return (await port('users').usersByEmails([email]))[0]?.id ?? null;
}

/** Emails of the current tenant's active users who manage employee documents. */
export async function hrRecipients(): Promise<string[]> {
  return (await people.usersWithPermission(PERMISSIONS.documents)).map((u) => u.email);
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
