import type { z } from 'zod';
import type { PayrollProfileBody } from '../../../../shared/schemas/payroll';
import { pageArray, type PageQuery } from '../../../platform/http/list';
import { notFound } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import type { EmployeeSummary } from '../../employees';
import { PayrollProfile } from '../models';
import { profilesOf } from './payable';

export interface ProfileQuery extends PageQuery {
  q?: string;
}

function present(employee: EmployeeSummary, profile: PayrollProfile | undefined) {
  return {
    employee: { id: employee.id, employeeNumber: employee.employeeNumber, name: employee.name, status: employee.status, jobTitle: employee.jobTitle },
    category: profile?.category ?? 'NON_CADRE',
    expatriate: profile?.expatriate ?? false,
    familyParts: profile?.familyParts ?? '1',
    trimfParts: profile?.trimfParts ?? '1',
    cmuPersons: profile?.cmuPersons ?? '1',
    riskRate: profile?.riskRate ?? null,
    pasRate: profile?.pasRate ?? null,
    updatedAt: profile?.updatedAt ? new Date(profile.updatedAt).toISOString() : null,
  };
}

/** Payroll profiles of the employees who have not left (defaults where none is saved), by number, paged. */
export async function listProfiles(query: ProfileQuery) {
  const employees = await port('people').employeesInStatus(['PRE_HIRE', 'ACTIVE', 'ON_LEAVE', 'SUSPENDED']);
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matching = employees
    .filter((e) => words.every((w) => `${e.employeeNumber} ${e.name}`.toLowerCase().includes(w)))
    .sort((a, b) => a.employeeNumber.localeCompare(b.employeeNumber));
  const page = pageArray(matching, query);
  const profiles = await profilesOf(page.items.map((e) => e.id));
  return { ...page, items: page.items.map((e) => present(e, profiles.get(e.id))) };
}

export async function getProfile(employeeId: string) {
  const employee = await port('people').employeeSummary(employeeId);
  if (!employee) throw notFound('Employee', employeeId);
  return present(employee, (await profilesOf([employeeId])).get(employeeId));
}

/** Creates or replaces an employee's payroll profile. */
export async function putProfile(employeeId: string, body: z.infer<typeof PayrollProfileBody>) {
  const employee = await port('people').employeeSummary(employeeId);
  if (!employee) throw notFound('Employee', employeeId);
  const values = { ...body };
  const existing = await PayrollProfile.findOne({ where: { employeeId } });
  const profile = existing ? await existing.update(values) : await PayrollProfile.create({ employeeId, ...values });
  return present(employee, profile);
}
