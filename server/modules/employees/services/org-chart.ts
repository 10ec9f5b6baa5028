import { Op } from 'sequelize';
import type { z } from 'zod';
import type { OrgContextView, OrgPersonView } from '../../../../shared/views/employees';
import { Employee } from '../models/employee';
import { departmentRef } from '../presenter';
import { CURRENT_STATUSES, directReportCounts } from './directory';
import { employeeIncludes, findEmployee, searchWhere } from './lookup';

export type OrgPerson = z.infer<typeof OrgPersonView>;

function byName(a: Employee, b: Employee): number {
  return a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr');
}

async function present(people: Employee[]): Promise<OrgPerson[]> {
  const counts = await directReportCounts(people.map((p) => p.id));
  return people.map((p) => ({
    id: p.id,
    fullName: p.fullName,
    firstName: p.firstName,
    lastName: p.lastName,
    jobTitle: p.jobTitle ?? null,
    email: p.email ?? null,
    phone: p.phone ?? null,
    department: departmentRef(p.department),
    status: p.status,
    managerId: p.managerId ?? null,
    directReportsCount: counts.get(p.id) ?? 0,
  }));
}

/** Ancestors, the person, their peers and direct reports: one level of the chart around someone. */
export async function orgContext(employeeId: string): Promise<z.infer<typeof OrgContextView>> {
  const focus = await findEmployee(employeeId);
  const ancestors: Employee[] = [];
  const seen = new Set<string>([focus.id]);
  let managerId = focus.managerId ?? null;
  while (managerId && !seen.has(managerId)) {
    seen.add(managerId);
    const manager: Employee | null = await Employee.findByPk(managerId, { include: employeeIncludes });
    if (!manager) break;
    ancestors.unshift(manager);
    managerId = manager.managerId ?? null;
  }
  // At the top of the chart the peers are the other people nobody manages.
  const peers = await Employee.findAll({
    where: { managerId: focus.managerId ?? null, status: CURRENT_STATUSES, id: { [Op.ne]: focus.id } },
    include: employeeIncludes,
  });
  const reports = await Employee.findAll({ where: { managerId: focus.id, status: CURRENT_STATUSES }, include: employeeIncludes });
  const [a, f, p, r] = await Promise.all([present(ancestors), present([focus]), present(peers.sort(byName)), present(reports.sort(byName))]);
  return { ancestors: a, focus: f[0], peers: p, directReports: r };
}

/** People of the chart matching a query (current employees only). */
export async function searchOrg(q: string, limit: number, offset: number): Promise<{ items: OrgPerson[]; total: number }> {
  const where = { [Op.and]: [{ status: CURRENT_STATUSES }, searchWhere(q) ?? {}] };
  const { rows, count } = await Employee.findAndCountAll({
    where,
    include: employeeIncludes,
    order: [
      ['lastName', 'ASC'],
      ['firstName', 'ASC'],
      ['id', 'ASC'],
    ],
    limit,
    offset,
  });
  return { items: await present(rows), total: count };
}
