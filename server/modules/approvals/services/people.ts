import { Op } from 'sequelize';
import { ORG_ADMIN_ROLE_ID, findVisibleRole, userIdsWithPermission, userIdsWithRole } from '../../access';
import { Employee, reportsOf } from '../../employees';
import { changeStatus } from '../../employees/services/employee-records';
import { findUsersByIds, listUsers } from '../../identity/services/users';
import { notFound } from '../../../platform/http/problem';
import type { DirectoryEmployee, DirectoryUser, WorkflowDirectory } from '../../../platform/workflow';
import type { EmployeeStatus } from '../../../../shared/employees';

/**
 * The one place where the HR workflow modules (approvals, contracts, onboarding) learn about
 * people. Users come from identity's user services, roles from access's exported services,
 * (listRoles from its roles service, which the index does not re-export), reporting lines from
 * the employees module — which exports its models only, so its Employee
 * model is read through the module's index and the lifecycle change goes through its
 * employee-records service.
 */

function userOf(user: { id: string; firstName: string; lastName: string; email: string; active: boolean; employeeId?: string | null }): DirectoryUser {
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, active: user.active, employeeId: user.employeeId ?? null };
}

export async function usersByIds(ids: readonly string[]): Promise<Map<string, DirectoryUser>> {
  return new Map((await findUsersByIds(ids)).map((u) => [u.id, userOf(u)]));
}

export interface EmployeeSummary {
  id: string;
  employeeNumber: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string | null;
  jobTitle: string | null;
  status: EmployeeStatus;
  managerId: string | null;
  userId: string | null;
  hireDate: string | null;
  birthDate: string | null;
  nationality: string | null;
  address: string | null;
  terminationDate: string | null;
}

function summarize(e: Employee): EmployeeSummary {
  return {
    id: e.id,
    employeeNumber: e.employeeNumber,
    firstName: e.firstName,
    lastName: e.lastName,
    name: `${e.firstName} ${e.lastName}`,
    email: e.email ?? null,
    jobTitle: e.jobTitle ?? null,
    status: e.status,
    managerId: e.managerId ?? null,
    userId: e.userId ?? null,
    hireDate: e.hireDate ?? null,
    birthDate: e.birthDate ?? null,
    nationality: e.nationality ?? null,
    address: e.address ?? null,
    terminationDate: e.terminationDate ?? null,
  };
}

export async function employeeSummary(id: string): Promise<EmployeeSummary | null> {
  const employee = await Employee.findByPk(id);
  return employee ? summarize(employee) : null;
}

/** The employee, or 404 (unknown id or another tenant's). */
export async function requireEmployee(id: string): Promise<EmployeeSummary> {
  const employee = await employeeSummary(id);
  if (!employee) throw notFound('Employee', id);
  return employee;
}

/** Demo seeds: an employee by their number. */
export async function employeeByNumber(employeeNumber: string): Promise<EmployeeSummary | null> {
  const employee = await Employee.findOne({ where: { employeeNumber } });
  return employee ? summarize(employee) : null;
}

export async function employeeSummaries(ids: readonly string[]): Promise<Map<string, EmployeeSummary>> {
  if (!ids.length) return new Map();
  const rows = await Employee.findAll({ where: { id: { [Op.in]: [...new Set(ids)] } } });
  return new Map(rows.map((e) => [e.id, summarize(e)]));
}

/** Terminates an employee through the employees module's lifecycle (its transition table applies). */
export async function terminateEmployee(employeeId: string, effectiveDate: string, reason: string): Promise<void> {
  await changeStatus(employeeId, { status: 'TERMINATED', effectiveDate, reason });
}

/** Active users of the tenant holding a permission through any of their roles. */
export async function usersWithPermission(code: string): Promise<DirectoryUser[]> {
  return [...(await usersByIds(await userIdsWithPermission(code))).values()].filter((u) => u.active);
}

/** Active users whose name or email contains the words typed (people pickers). */
export async function searchPeople(q: string, limit: number): Promise<DirectoryUser[]> {
  const { rows } = await listUsers({ q: q || undefined, active: true, page: 1, pageSize: limit });
  return rows.map(userOf);
}

export const peopleDirectory: WorkflowDirectory = {
  users: usersByIds,
  async employee(id): Promise<DirectoryEmployee | null> {
    const e = await employeeSummary(id);
    return e ? { id: e.id, name: e.name, userId: e.userId, managerId: e.managerId } : null;
  },
  reportsOf,
  usersWithRole: userIdsWithRole,
  async roleName(roleId) {
    try {
      return (await findVisibleRole(roleId)).name;
    } catch {
      return null;
    }
  },
  administrators: () => userIdsWithRole(ORG_ADMIN_ROLE_ID),
};
