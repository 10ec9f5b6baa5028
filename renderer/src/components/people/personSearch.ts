import type { z } from 'zod';
import type { PermissionCode } from '../../../../shared/permissions';
import type { PersonOptionView } from '../../../../shared/views/employees';

/** One answer of `GET /people`: a user account or an employee profile. */
export type PersonOption = z.infer<typeof PersonOptionView>;

/** What a picker holds: the id (user or employee, per the picker's kind) and the name shown. */
export interface PickedPerson {
  id: string;
  name: string;
}

export const PEOPLE_PATH = '/people';

export interface PeopleFilter {
  /** user (default): active user accounts; employee: current employee profiles (employee.read). */
  kind?: PersonOption['kind'];
  /** Users only: the active holders of this permission. */
  permission?: PermissionCode;
}

/** The query of `GET /people` for the text typed (nothing sent for blank text). */
export function peopleQuery(text: string, filter: PeopleFilter, limit = 20): Record<string, string | number | undefined> {
  return { q: text.trim() || undefined, kind: filter.kind ?? 'user', permission: filter.permission, limit };
}

/** An option of the picker: who, and the line that tells namesakes apart. */
export type PersonChoice = PickedPerson & { detail?: string };

/** The options to offer: the answer without the excluded ids, the current value kept first when absent. */
export function pickerOptions(found: readonly PersonOption[], value: PickedPerson | null, exclude: readonly string[]): PersonChoice[] {
  const options = found.filter((p) => !exclude.includes(p.id)).map(toPicked);
  return value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;
}

/** The second line of an option: email for a user; number and job title for an employee. */
export function optionDetail(person: PersonOption): string {
  if (person.kind === 'user') return person.email ?? '';
  return [person.employeeNumber, person.jobTitle].filter(Boolean).join(' · ');
}

export function toPicked(person: PersonOption): PersonChoice {
  return { id: person.id, name: person.name, detail: optionDetail(person) };
}
