import { Op, fn, col, type WhereOptions } from 'sequelize';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import type { EmployeeStatus } from '../../../../shared/employees';
import { Department } from '../models/department';
import { Employee } from '../models/employee';
import type { DirectoryRecord } from '../presenter';
import { employeeIncludes, searchWhere } from './lookup';

export const DIRECTORY_SORTS = ['lastName', 'firstName', 'employeeNumber', 'hireDate', 'jobTitle', 'status', 'createdAt'] as const;

export interface DirectoryFilters {
  department?: string;
  status?: EmployeeStatus;
  managerId?: string;
  q?: string;
}

/** Statuses shown when the query names none: everyone still in the company. */
export const CURRENT_STATUSES: EmployeeStatus[] = ['PRE_HIRE', 'ACTIVE', 'ON_LEAVE', 'SUSPENDED'];

export function directoryWhere(filters: DirectoryFilters, defaultStatuses?: EmployeeStatus[]): WhereOptions {
  const clauses: WhereOptions[] = [];
  if (filters.status) clauses.push({ status: filters.status });
  else if (defaultStatuses) clauses.push({ status: defaultStatuses });
  if (filters.department) clauses.push({ departmentId: filters.department });
  if (filters.managerId) clauses.push({ managerId: filters.managerId });
  const search = searchWhere(filters.q);
  if (search) clauses.push(search);
  return { [Op.and]: clauses };
}

export async function listEmployees(query: PageQuery & DirectoryFilters, defaultStatuses?: EmployeeStatus[]) {
  const { rows, count } = await Employee.findAndCountAll({
    where: directoryWhere(query, defaultStatuses),
    include: employeeIncludes,
    ...pageOptions(query, [
      ['lastName', 'ASC'],
      ['firstName', 'ASC'],
      ['id', 'ASC'],
    ]),
  });
  return { rows, count };
}

const DIRECTORY_ORDER: [string, 'ASC'][] = [
  ['lastName', 'ASC'],
  ['firstName', 'ASC'],
  ['id', 'ASC'],
];

interface DirectoryRow {
  id: string;
  employeeNumber: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  jobTitle: string | null;
  status: EmployeeStatus;
  hireDate: string | null;
  /** Joined columns come flat: no nesting pass over the rows. */
  'department.id': string | null;
  'department.name': string | null;
  'manager.id': string | null;
  'manager.firstName': string | null;
  'manager.lastName': string | null;
  'manager.jobTitle': string | null;
}

/**
 * The directory's page as plain rows: the columns it shows, its department and manager joined
 * in the same SELECT, and a COUNT over the employees alone (the joins are to-one).
 */
export async function listDirectory(query: PageQuery & DirectoryFilters, defaultStatuses?: EmployeeStatus[]): Promise<{ rows: DirectoryRecord[]; count: number }> {
  const where = directoryWhere(query, defaultStatuses);
  const [page, count] = await Promise.all([
    Employee.findAll({
      where,
      attributes: ['id', 'employeeNumber', 'firstName', 'lastName', 'email', 'phone', 'jobTitle', 'status', 'hireDate'],
      include: [
        { model: Department, as: 'department', attributes: ['id', 'name'] },
        { model: Employee, as: 'manager', attributes: ['id', 'firstName', 'lastName', 'jobTitle'] },
      ],
      ...pageOptions(query, DIRECTORY_ORDER),
      raw: true,
    }) as unknown as Promise<DirectoryRow[]>,
    Employee.count({ where }),
  ]);
  const rows = page.map(
    (e): DirectoryRecord => ({
      id: e.id,
      employeeNumber: e.employeeNumber,
      firstName: e.firstName,
      lastName: e.lastName,
      fullName: `${e.firstName} ${e.lastName}`,
      email: e.email,
      phone: e.phone,
      jobTitle: e.jobTitle,
      status: e.status,
      hireDate: e.hireDate,
      department: e['department.id'] ? { id: e['department.id'], name: e['department.name'] as string } : null,
      manager: e['manager.id'] ? { id: e['manager.id'], fullName: `${e['manager.firstName']} ${e['manager.lastName']}`, jobTitle: e['manager.jobTitle'] } : null,
    }),
  );
  return { rows, count };
}

/** Number of current direct reports of each of the given managers. */
export async function directReportCounts(managerIds: string[]): Promise<Map<string, number>> {
  if (!managerIds.length) return new Map();
  const rows = (await Employee.findAll({
    attributes: ['managerId', [fn('COUNT', col('id')), 'count']],
    where: { managerId: managerIds, status: CURRENT_STATUSES },
    group: ['managerId'],
    raw: true,
  })) as unknown as Array<{ managerId: string; count: number | string }>;
  return new Map(rows.map((r) => [r.managerId, Number(r.count)]));
}
