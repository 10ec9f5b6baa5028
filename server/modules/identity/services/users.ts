import { Op, col, fn, where, type WhereOptions } from 'sequelize';
import type { CreateUserInput, UpdateUserInput } from '../../../../shared/schemas/auth';
import { assertAcceptablePassword } from '../../../platform/auth/password-policy';
import { hashPassword } from '../../../platform/auth/passwords';
import { tenantQuery } from '../../../platform/db/tenant-scope';
import { notFound, refusal } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import type { AppContainer } from '../../../platform/modules';
import { now, requireContext } from '../../../platform/tenancy/context';
import { assignRole, EMPLOYEE_ROLE_ID, findVisibleRole, holdsRole, ORG_ADMIN_ROLE_ID, resolveRoles, rolesOfUsers, userIdsWithRole, type RoleSummary } from '../../roles';
import { Invitation } from '../models/invitation';
import { User } from '../models/user';
import { assertEmployeeLinkable, syncEmployeeSide } from './employee-links';
import { inviteUser } from './invitations';

export interface UserView {
  id: string;
  tenantId: string;
  email: string;
  firstName: string;
  lastName: string;
  employeeId: string | null;
  locale: string;
  active: boolean;
  passwordSet: boolean;
  invitationPending: boolean;
  roles: RoleSummary[];
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export async function presentUsers(users: User[]): Promise<UserView[]> {
  const ids = users.map((u) => u.id);
  const roles = await rolesOfUsers(ids);
  const pending = ids.length
    ? new Set((await Invitation.findAll({ where: { userId: { [Op.in]: ids }, usedAt: null, expiresAt: { [Op.gt]: now() } }, attributes: ['userId'] })).map((i) => i.userId))
    : new Set<string>();
  return users.map((u) => ({
    id: u.id,
    tenantId: u.tenantId,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    employeeId: u.employeeId ?? null,
    locale: u.locale,
    active: u.active,
    passwordSet: Boolean(u.passwordHash),
    invitationPending: pending.has(u.id),
    roles: roles.get(u.id) ?? [],
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  }));
}

export async function presentUser(user: User): Promise<UserView> {
  return (await presentUsers([user]))[0];
}

export async function findUser(id: string): Promise<User> {
  const user = await User.findByPk(id);
  if (!user) throw notFound('User', id);
  return user;
}

/** The tenant's users among these ids, in one query (unknown ids are left out). */
export async function findUsersByIds(ids: Iterable<string>): Promise<User[]> {
  const unique = [...new Set(ids)];
  return unique.length ? User.findAll({ where: { id: { [Op.in]: unique } } }) : [];
}

export interface UserFilter extends PageQuery {
  q?: string;
  active?: boolean;
  roleId?: string;
}

export async function listUsers(filter: UserFilter): Promise<{ rows: User[]; count: number }> {
  const and: WhereOptions[] = [];
  if (filter.active !== undefined) and.push({ active: filter.active });
  if (filter.q) {
    // % and _ stay wildcards: a search may match a little more, never less.
    const like = `%${filter.q.toLowerCase()}%`;
    and.push({ [Op.or]: ['email', 'first_name', 'last_name'].map((column) => where(fn('lower', col(column)), { [Op.like]: like })) });
  }
  if (filter.roleId) and.push({ id: { [Op.in]: await userIdsWithRole(filter.roleId) } });
  return User.findAndCountAll({ where: { [Op.and]: and }, ...pageOptions(filter, [['lastName', 'ASC'], ['firstName', 'ASC'], ['id', 'ASC']]) });
}

async function ensureEmailFree(email: string, exceptId?: string): Promise<void> {
  const clash = await User.findOne({ where: { email } });
  if (clash && clash.id !== exceptId) throw refusal('DUPLICATE', 'user.emailTaken', { email }, { errors: [{ path: 'email', message: '', rule: 'user.emailTaken', params: { email } }] });
}

/** The employee profile must be one of the tenant's and free (no other user on either side of the link). */
async function ensureEmployeeLinkable(employeeId: string | null | undefined, exceptId?: string): Promise<void> {
  if (!employeeId) return;
  const clash = await User.findOne({ where: { employeeId } });
  await assertEmployeeLinkable(employeeId, exceptId ?? null, Boolean(clash && clash.id !== exceptId));
}

/**
 * Creates a user with the roles named (EMPLOYEE when none). Without a password the user gets
 * an invitation mail with a single-use set-password link.
 */
export async function createUser(deps: AppContainer, input: CreateUserInput, baseUrl: string): Promise<User> {
  if (input.password) assertAcceptablePassword(input.password, 'password');
  await ensureEmailFree(input.email);
  await ensureEmployeeLinkable(input.employeeId);
  const roles = input.roles?.length ? await resolveRoles(input.roles) : [await findVisibleRole(EMPLOYEE_ROLE_ID)];
  const user = await User.create({
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    passwordChangedAt: input.password ? now() : null,
    employeeId: input.employeeId ?? null,
    locale: input.locale ?? 'fr',
  });
  await syncEmployeeSide(user.id, null, user.employeeId ?? null);
  for (const role of roles) await assignRole(user.id, role);
  if (!input.password) await inviteUser(deps, user, baseUrl);
  return user;
}

/** Refuses a change that would leave the tenant without an active ORG_ADMIN other than `userId`. */
export async function ensureAnotherActiveAdmin(userId: string): Promise<void> {
  if (!(await holdsRole(userId, ORG_ADMIN_ROLE_ID))) return;
  const sequelize = User.sequelize!;
  const [row] = await tenantQuery<{ n: number | string }>(
    sequelize,
    `SELECT COUNT(*) AS n FROM user_roles ur JOIN users u ON u.id = ur.user_id
     WHERE ur.tenant_id = :tenantId AND u.tenant_id = :tenantId AND ur.role_id = :roleId AND u.active = :active AND u.id <> :userId`,
    { roleId: ORG_ADMIN_ROLE_ID, userId, active: true },
  );
  if (Number(row?.n ?? 0) === 0) throw refusal('BUSINESS_RULE', 'user.lastAdmin');
}

export async function setActive(user: User, active: boolean): Promise<void> {
  if (user.active === active) return;
  if (!active) {
    if (user.id === requireContext().userId) throw refusal('BUSINESS_RULE', 'user.selfDeactivation');
    await ensureAnotherActiveAdmin(user.id);
  }
  await user.update({ active });
}

export async function updateUser(id: string, input: UpdateUserInput): Promise<User> {
  const user = await findUser(id);
  if (input.email !== undefined) await ensureEmailFree(input.email, user.id);
  const previousEmployeeId = user.employeeId ?? null;
  if (input.employeeId !== undefined && input.employeeId !== previousEmployeeId) await ensureEmployeeLinkable(input.employeeId, user.id);
  if (input.active !== undefined) await setActive(user, input.active);
  const patch: Partial<Pick<User, 'email' | 'firstName' | 'lastName' | 'employeeId' | 'locale'>> = {};
  if (input.email !== undefined) patch.email = input.email;
  if (input.firstName !== undefined) patch.firstName = input.firstName;
  if (input.lastName !== undefined) patch.lastName = input.lastName;
  if (input.employeeId !== undefined) patch.employeeId = input.employeeId ?? null;
  if (input.locale !== undefined) patch.locale = input.locale;
  if (Object.keys(patch).length) await user.update(patch);
  await syncEmployeeSide(user.id, previousEmployeeId, user.employeeId ?? null);
  return user;
}
