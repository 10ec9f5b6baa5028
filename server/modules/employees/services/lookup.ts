import { Op, fn, col, where, type Includeable, type WhereOptions } from 'sequelize';
import { businessRule, notFound } from '../../../platform/http/problem';
import { Department } from '../models/department';
import { Employee } from '../models/employee';
import { searchPatterns } from '../../../../shared/search';

/** Department and manager, as every employee answer shows them. */
export const employeeIncludes: Includeable[] = [
  { model: Department, as: 'department' },
  { model: Employee, as: 'manager' },
];

export async function findEmployee(id: string): Promise<Employee> {
  const employee = await Employee.findByPk(id, { include: employeeIncludes });
  if (!employee) throw notFound('Employee', id);
  return employee;
}

export async function findDepartment(id: string): Promise<Department> {
  const department = await Department.findByPk(id);
  if (!department) throw notFound('Department', id);
  return department;
}

/** A reference given in a request body that names no record of the tenant: 422 on that field. */
export function unknownReference(path: string, what: string) {
  return businessRule(`${what} not found`, { errors: [{ path, message: `${what} not found` }] });
}

/**
 * Text search over the derived search column: each word of the query must appear (accents and
 * case ignored). LIKE wildcards typed by the user match one character, never "anything".
 */
export function searchWhere(q: string | undefined): WhereOptions | undefined {
  const patterns = searchPatterns(q);
  if (!patterns.length) return undefined;
  return { [Op.and]: patterns.map((p) => where(col('Employee.search_text'), { [Op.like]: p })) };
}

/** Lower-case comparison helper for exact, case-insensitive matches (emails, names). */
export function lowerEquals(column: string, value: string): WhereOptions {
  return where(fn('lower', col(column)), value.toLowerCase());
}

/** The ISO date of an instant (UTC). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
