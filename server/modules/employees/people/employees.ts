import { Op } from 'sequelize';
import { notFound } from '../../../platform/http/problem';
import { requireContext } from '../../../platform/tenancy/context';
import type { EmployeeStatus } from '../../../../shared/employees';
import { Employee } from '../models/employee';
import { searchWhere } from '../services/lookup';
import { changeStatus, createEmployee } from '../services/employee-records';
import { Department } from '../models/department';

/** An employee profile as other modules see it. */
export interface EmployeeSummary {
  id: string;
  employeeNumber: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string | null;
  jobTitle: string | null;
  departmentId: string | null;
  status: EmployeeStatus;
  managerId: string | null;
  userId: string | null;
  hireDate: string | null;
  birthDate: string | null;
  nationality: string | null;
  address: string | null;
  terminationDate: string | null;
  collectiveAgreementCode: string | null;
  bankIban: string | null;
  bankBic: string | null;
}

function summarize(e: Employee): EmployeeSummary {
  return {
    id: e.id,
    employeeNumber: e.employeeNumber,
    firstName: e.firstName,
    lastName: e.lastName,
    name: `${e.firstName} ${e.lastName}`.trim(),
    email: e.email ?? null,
    jobTitle: e.jobTitle ?? null,
    departmentId: e.departmentId ?? null,
    status: e.status,
    managerId: e.managerId ?? null,
    userId: e.userId ?? null,
    hireDate: e.hireDate ?? null,
    birthDate: e.birthDate ?? null,
    nationality: e.nationality ?? null,
    address: e.address ?? null,
    terminationDate: e.terminationDate ?? null,
    collectiveAgreementCode: e.collectiveAgreementCode ?? null,
    bankIban: e.bankIban ?? null,
    bankBic: e.bankBic ?? null,
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

export async function employeeByNumber(employeeNumber: string): Promise<EmployeeSummary | null> {
  const employee = await Employee.findOne({ where: { employeeNumber } });
  return employee ? summarize(employee) : null;
}

export async function employeeSummaries(ids: readonly string[]): Promise<Map<string, EmployeeSummary>> {
  if (!ids.length) return new Map();
  const rows = await Employee.findAll({ where: { id: { [Op.in]: [...new Set(ids)] } } });
  return new Map(rows.map((e) => [e.id, summarize(e)]));
}

/** Employees in these statuses (all when none is given), by last name. */
export async function employeesInStatus(statuses: readonly EmployeeStatus[]): Promise<EmployeeSummary[]> {
  const rows = await Employee.findAll({
    where: statuses.length ? { status: { [Op.in]: [...statuses] } } : {},
    order: [['lastName', 'ASC'], ['firstName', 'ASC'], ['id', 'ASC']],
  });
  return rows.map(summarize);
}

/** The employee profile linked to the calling user (users.employee_id, else employees.user_id). */
export async function callerEmployee(): Promise<EmployeeSummary | null> {
  const { userId, employeeId, realm } = requireContext();
  if (realm !== 'tenant' || !userId) return null;
  const byId = employeeId ? await Employee.findByPk(employeeId) : null;
  const employee = byId ?? (await Employee.findOne({ where: { userId } }));
  return employee ? summarize(employee) : null;
}

/** Employees whose name, number or email contains every word typed (accents and case ignored). */
export async function employeeIdsMatching(q: string): Promise<string[]> {
  const condition = searchWhere(q);
  if (!condition) return [];
  const rows = await Employee.findAll({ where: condition, attributes: ['id'] });
  return rows.map((r) => r.id);
}

/** The employees who report directly to a manager (a team), by last name. */
export async function directReportsOf(managerId: string): Promise<EmployeeSummary[]> {
  const rows = await Employee.findAll({ where: { managerId }, order: [['lastName', 'ASC'], ['firstName', 'ASC'], ['id', 'ASC']] });
  return rows.map(summarize);
}

/** Direct and indirect reports of an employee (breadth first; the visited set guards against loops). */
export async function reportsOf(employeeId: string): Promise<string[]> {
  const seen = new Set<string>([employeeId]);
  let frontier = [employeeId];
  const out: string[] = [];
  while (frontier.length) {
    const rows = await Employee.findAll({ where: { managerId: { [Op.in]: frontier } }, attributes: ['id'] });
    frontier = rows.map((r) => r.id).filter((id) => !seen.has(id));
    for (const id of frontier) {
      seen.add(id);
      out.push(id);
    }
  }
  return out;
}

/** Terminates an employee through the lifecycle's transition table. */
export async function terminateEmployee(employeeId: string, effectiveDate: string, reason: string): Promise<void> {
  await changeStatus(employeeId, { status: 'TERMINATED', effectiveDate, reason });
}

/** Names of these departments of the tenant (unknown ids are absent from the map). */
export async function departmentNames(ids: readonly (string | null | undefined)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!unique.length) return new Map();
  const rows = await Department.findAll({ where: { id: { [Op.in]: unique } }, attributes: ['id', 'name'] });
  return new Map(rows.map((d) => [d.id, d.name]));
}

export interface PreHireInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  jobTitle?: string | null;
  departmentId?: string | null;
  hireDate?: string | null;
}

/** A new PRE_HIRE profile (a hired candidate): same rules as the HR form (unique email: 409 DUPLICATE). */
export async function createPreHire(input: PreHireInput): Promise<EmployeeSummary> {
  const employee = await createEmployee({
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? null,
    jobTitle: input.jobTitle ?? null,
    departmentId: input.departmentId ?? null,
    hireDate: input.hireDate ?? null,
  });
  return summarize(employee);
}
