import { businessRule, duplicate } from '../../../platform/http/problem';
import { currentApp } from '../../../platform/tenancy/context';

/**
 * The employee side of the user ↔ employee link, answered by the module that owns employee
 * profiles (the `employeeLinks` port). Identity never reads employee records itself; in an app
 * without that module there are no employees, so every employeeId names nothing.
 */
export interface EmployeeLinks {
  /** The user the employee profile of the current tenant is linked to; undefined when there is no such profile. */
  linkedUserOf(employeeId: string): Promise<{ userId: string | null } | undefined>;
  /** Records the link on the employee's side (null: the profile has no user account any more). */
  setLinkedUser(employeeId: string, userId: string | null): Promise<void>;
}

function registered(): EmployeeLinks | null {
  const app = currentApp();
  return 'employeeLinks' in app.ports ? app.ports.employeeLinks : null;
}

/**
 * Refuses an employeeId that names no employee profile of the caller's tenant (422 BUSINESS_RULE:
 * unknown ids and other tenants' ids alike) or one already linked to another user (409 DUPLICATE).
 */
export async function assertEmployeeLinkable(employeeId: string, userId: string | null, linkedElsewhere: boolean): Promise<void> {
  const link = await registered()?.linkedUserOf(employeeId);
  if (!link) throw businessRule(`Employee ${employeeId} is not an employee profile of this organisation`, { errors: [{ path: 'employeeId', message: 'Unknown employee' }] });
  if (linkedElsewhere || (link.userId && link.userId !== userId)) throw duplicate('This employee profile is already linked to another user', 'employeeId');
}

/** Moves the employee side of a user's link from `previous` to `next` (either may be null). */
export async function syncEmployeeSide(userId: string, previous: string | null, next: string | null): Promise<void> {
  const links = registered();
  if (!links || previous === next) return;
  if (previous) {
    const link = await links.linkedUserOf(previous);
    if (link?.userId === userId) await links.setLinkedUser(previous, null);
  }
  if (next) await links.setLinkedUser(next, userId);
}
