import { Op } from 'sequelize';
import { User } from '../models/user';
import type { CreateUserInput } from '../../../../shared/schemas/auth';
import type { AppContainer } from '../../../platform/modules';
import { createUser, findUser, findUsersByIds, listUsers, updateUser } from './users';

/** A tenant user as other modules see it: never the model. */
export interface UserSummary {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** First and last name, as shown everywhere. */
  name: string;
  active: boolean;
  employeeId: string | null;
  locale: string;
}

export function summarizeUser(u: User): UserSummary {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    name: `${u.firstName} ${u.lastName}`.trim(),
    active: u.active,
    employeeId: u.employeeId ?? null,
    locale: u.locale,
  };
}

/** The current tenant's users among these ids, in one query (unknown ids are left out). */
export async function usersByIds(ids: Iterable<string>): Promise<UserSummary[]> {
  return (await findUsersByIds(ids)).map(summarizeUser);
}

/** Active users of the current tenant with these emails (case ignored). */
export async function usersByEmails(emails: readonly string[]): Promise<UserSummary[]> {
  if (!emails.length) return [];
  const users = await User.findAll({ where: { email: { [Op.in]: [...new Set(emails.map((e) => e.toLowerCase()))] }, active: true } });
  return users.map(summarizeUser);
}

/** The user, or null when no user of the current tenant has this id. */
export async function userById(id: string): Promise<UserSummary | null> {
  return (await usersByIds([id]))[0] ?? null;
}

/** Users whose name or email contains the text typed, by last name (people pickers). */
export async function searchUsers(filter: { q?: string; active?: boolean; limit: number }): Promise<UserSummary[]> {
  const { rows } = await listUsers({ q: filter.q || undefined, active: filter.active, page: 1, pageSize: filter.limit });
  return rows.map(summarizeUser);
}

/** Points the user's employee profile link at `employeeId` (null clears it). */
export async function linkEmployee(userId: string, employeeId: string | null): Promise<void> {
  await findUser(userId);
  await updateUser(userId, { employeeId });
}

/** Creates a tenant user (invited by mail without a password); see users.createUser. */
export async function createUserAccount(app: AppContainer, input: CreateUserInput, baseUrl: string): Promise<UserSummary> {
  return summarizeUser(await createUser(app, input, baseUrl));
}

/** Active users of the current tenant (the plan's user quota counts them). */
export async function countActiveUsers(): Promise<number> {
  return User.count({ where: { active: true } });
}
