/**
 * What the engine needs to know about people, answered by the modules that own them (employees
 * for reporting lines, access for roles, identity for users): the `workflowDirectory` port,
 * provided by the employees module.
 */
export interface DirectoryUser {
  id: string;
  name: string;
  email: string;
  active: boolean;
  employeeId: string | null;
}

export interface DirectoryEmployee {
  id: string;
  name: string;
  userId: string | null;
  managerId: string | null;
}

export interface WorkflowDirectory {
  users(ids: readonly string[]): Promise<Map<string, DirectoryUser>>;
  employee(id: string): Promise<DirectoryEmployee | null>;
  /** Direct and indirect reports of an employee (ids), for the team view of pending approvals. */
  reportsOf(employeeId: string): Promise<string[]>;
  usersWithRole(roleId: string): Promise<string[]>;
  roleName(roleId: string): Promise<string | null>;
  /** The tenant's administrators (ORG_ADMIN): asked when a step has nobody else. */
  administrators(): Promise<string[]>;
}
