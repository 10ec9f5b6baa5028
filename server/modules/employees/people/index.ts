import { findVisibleRole, grantsOfUser, ORG_ADMIN_ROLE_ID, userIdsWithPermission, userIdsWithRole } from '../../roles';
import { port } from '../../../platform/modules';
import type { DirectoryEmployee, DirectoryUser, WorkflowDirectory } from '../../../platform/workflow';
import type { PermissionCode } from '../../../../shared/permissions';
import type { UserSummary } from '../../identity';
import * as employees from './employees';
import { departmentList } from './departments';
import { searchPeople, type PeopleSearch } from './search';

export type { EmployeeSummary, PreHireInput } from './employees';
export type { PeopleSearch, PersonOption } from './search';
export type { DepartmentSummary } from './departments';

/** A tenant user with what pickers and mails show. */
export type Person = DirectoryUser & Pick<UserSummary, 'firstName' | 'lastName'>;

const personOf = (u: UserSummary): Person => ({
  id: u.id,
  name: u.name,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  active: u.active,
  employeeId: u.employeeId,
});

const byLastName = (a: Person, b: Person) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/** Users of the current tenant with these ids, in one query (unknown ids are absent from the map). */
async function users(ids: Iterable<string | null | undefined>): Promise<Map<string, Person>> {
  const unique = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (!unique.length) return new Map();
  return new Map((await port('users').usersByIds(unique)).map((u) => [u.id, personOf(u)]));
}

/** Active users of the current tenant with these emails, keyed by lower-case email. */
async function usersByEmails(emails: readonly string[]): Promise<Map<string, Person>> {
  return new Map((await port('users').usersByEmails(emails)).map((u) => [u.email.toLowerCase(), personOf(u)]));
}

/** Active users holding a permission through any of their roles, by last name. */
async function usersWithPermission(code: PermissionCode): Promise<Person[]> {
  return [...(await users(await userIdsWithPermission(code))).values()].filter((u) => u.active).sort(byLastName);
}

/** Whether one user is active and holds a permission. */
async function holds(userId: string, code: PermissionCode): Promise<boolean> {
  const user = (await users([userId])).get(userId);
  return Boolean(user?.active) && (await grantsOfUser(userId)).granted.has(code);
}

/** Active users whose name or email holds every word typed, accents and case ignored. */
async function searchUsers(q: string, limit: number): Promise<Person[]> {
  return (await port('users').searchUsers({ q, active: true, limit })).map(personOf);
}

async function employee(id: string): Promise<DirectoryEmployee | null> {
  const e = await employees.employeeSummary(id);
  return e ? { id: e.id, name: e.name, userId: e.userId, managerId: e.managerId } : null;
}

async function roleName(roleId: string): Promise<string | null> {
  try {
    return (await findVisibleRole(roleId)).name;
  } catch {
    return null;
  }
}

/**
 * The people port: the one place other modules learn about people — users by id, email or
 * search, holders of a permission or role, employee profiles, the caller's own profile, the
 * reporting line. It also answers the approval engine's `workflowDirectory` needs.
 */
export const people = {
  users,
  usersByEmails,
  usersWithPermission,
  userIdsWithPermission: (code: PermissionCode) => userIdsWithPermission(code),
  holds,
  searchUsers,
  search: (search: PeopleSearch) => searchPeople({ searchUsers, usersWithPermission }, search),
  usersWithRole: userIdsWithRole,
  roleName,
  administrators: () => userIdsWithRole(ORG_ADMIN_ROLE_ID),
  employee,
  employeeSummary: employees.employeeSummary,
  employeeSummaries: employees.employeeSummaries,
  requireEmployee: employees.requireEmployee,
  employeeByNumber: employees.employeeByNumber,
  employeesInStatus: employees.employeesInStatus,
  callerEmployee: employees.callerEmployee,
  employeeIdsMatching: employees.employeeIdsMatching,
  reportsOf: employees.reportsOf,
  directReportsOf: employees.directReportsOf,
  terminateEmployee: employees.terminateEmployee,
  departmentList,
  departmentNames: employees.departmentNames,
  createPreHire: employees.createPreHire,
} satisfies WorkflowDirectory & Record<string, unknown>;

export type PeoplePort = typeof people;
