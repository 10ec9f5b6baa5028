import type { SurveyAudience } from '../../../../shared/satisfaction';
import { port } from '../../../platform/modules';

export interface Recipient {
  userId: string;
  departmentId: string | null;
}

/** The departments and every department below them. */
async function withSubDepartments(ids: readonly string[]): Promise<Set<string>> {
  const all = await port('people').departmentList();
  const out = new Set(ids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of all) {
      if (d.parentId && out.has(d.parentId) && !out.has(d.id)) {
        out.add(d.id);
        grew = true;
      }
    }
  }
  return out;
}

/**
 * Who receives a survey: the active users who may answer surveys (satisfaction.survey.respond),
 * each with the department of their employee profile. Users whose profile is TERMINATED are left
 * out; with a DEPARTMENTS audience, so is anyone outside those departments.
 */
export async function recipientsOf(audience: SurveyAudience, departmentIds: readonly string[]): Promise<Recipient[]> {
  const people = port('people');
  const users = [...(await people.users(await people.userIdsWithPermission('satisfaction.survey.respond'))).values()].filter((u) => u.active);
  const employees = await people.employeeSummaries(users.map((u) => u.employeeId).filter((id): id is string => Boolean(id)));
  const inScope = audience === 'DEPARTMENTS' ? await withSubDepartments(departmentIds) : null;
  const out: Recipient[] = [];
  for (const user of users) {
    const employee = user.employeeId ? employees.get(user.employeeId) : undefined;
    if (employee?.status === 'TERMINATED') continue;
    const departmentId = employee?.departmentId ?? null;
    if (inScope && (!departmentId || !inScope.has(departmentId))) continue;
    out.push({ userId: user.id, departmentId });
  }
  return out;
}
