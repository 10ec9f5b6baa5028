/**
 * What the engine needs to know about people, answered by the modules that own them (employees
 * for reporting lines, access for roles, identity for users). The approvals module wires it at
 * start; until then nobody can be resolved and every step would be skipped, so the engine
 * refuses to start a request instead.
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

let current: WorkflowDirectory | null = null;

export function setWorkflowDirectory(directory: WorkflowDirectory): void {
  current = directory;
}

export function workflowDirectory(): WorkflowDirectory {
  if (!current) throw new Error('The workflow directory is not wired (approvals module not started)');
  return current;
}
