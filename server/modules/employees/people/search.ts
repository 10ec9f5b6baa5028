import type { z } from 'zod';
import { Problem } from '../../../platform/http/problem';
import { requireContext } from '../../../platform/tenancy/context';
import type { PermissionCode } from '../../../../shared/permissions';
import { buildSearchText, searchPatterns } from '../../../../shared/search';
import type { PersonOptionView } from '../../../../shared/views/employees';
import { Employee } from '../models/employee';
import { CURRENT_STATUSES } from '../services/directory';
import { searchWhere } from '../services/lookup';
import { PERMISSIONS } from '../policy';

export type PersonOption = z.infer<typeof PersonOptionView>;

export interface PeopleSearch {
  q?: string;
  kind: 'user' | 'employee';
  /** Users only: the active holders of this permission (resource owners, approvers…). */
  permission?: PermissionCode;
  limit: number;
}

interface Users {
  searchUsers(q: string, limit: number): Promise<Array<{ id: string; name: string; email: string; employeeId: string | null }>>;
  usersWithPermission(code: PermissionCode): Promise<Array<{ id: string; name: string; email: string; employeeId: string | null }>>;
}

const userOption = (u: { id: string; name: string; email: string; employeeId: string | null }): PersonOption => ({
  kind: 'user',
  id: u.id,
  userId: u.id,
  employeeId: u.employeeId,
  name: u.name,
  email: u.email,
  employeeNumber: null,
  jobTitle: null,
});

/** Whether every word typed appears in the text, accents and case ignored, as the SQL LIKE search does. */
function matches(text: string, q: string | undefined): boolean {
  const folded = buildSearchText([text]);
  return searchPatterns(q).every((pattern) => {
    const word = pattern.slice(1, -1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/_/g, '.');
    return new RegExp(word).test(folded);
  });
}

/**
 * The one people search behind every person picker: active users (any signed-in user may look
 * colleagues up), optionally only those holding a permission, or current employees (employee.read).
 * Every word typed must appear in the name, email (or employee number, job title), accents and case
 * ignored on both databases: `aissatou` finds Aïssatou, `sene` finds Séne.
 */
export async function searchPeople(users: Users, search: PeopleSearch): Promise<PersonOption[]> {
  if (search.kind === 'employee') {
    if (!requireContext().permissions.has(PERMISSIONS.read)) {
      throw new Problem('PERMISSION_DENIED', `Searching employee profiles needs ${PERMISSIONS.read}`);
    }
    const rows = await Employee.findAll({
      where: { status: CURRENT_STATUSES, ...searchWhere(search.q) },
      order: [['lastName', 'ASC'], ['firstName', 'ASC'], ['id', 'ASC']],
      limit: search.limit,
    });
    return rows.map((e) => ({
      kind: 'employee',
      id: e.id,
      userId: e.userId ?? null,
      employeeId: e.id,
      name: `${e.firstName} ${e.lastName}`.trim(),
      email: e.email ?? null,
      employeeNumber: e.employeeNumber,
      jobTitle: e.jobTitle ?? null,
    }));
  }
  if (search.permission) {
    const holders = await users.usersWithPermission(search.permission);
    return holders.filter((u) => matches(`${u.name} ${u.email}`, search.q)).slice(0, search.limit).map(userOption);
  }
  return (await users.searchUsers(search.q ?? '', search.limit)).map(userOption);
}
