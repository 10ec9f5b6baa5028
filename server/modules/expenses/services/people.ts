import { Op, col, where } from 'sequelize';
import { Employee } from '../../employees';
import { findUsersByIds } from '../../identity/services/users';
import { requireContext } from '../../../platform/tenancy/context';

/**
 * The one place where expense claims learn about people: the caller's employee profile and
 * their reporting line come from the employees module (which exports its models), user names
 * and emails from identity's user service.
 */

export interface EmployeeRef {
  id: string;
  employeeNumber: string;
  name: string;
  email: string | null;
  userId: string | null;
}

export interface UserRef {
  id: string;
  name: string;
  email: string;
}

const refOf = (e: Employee): EmployeeRef => ({
  id: e.id,
  employeeNumber: e.employeeNumber,
  name: `${e.firstName} ${e.lastName}`.trim(),
  email: e.email ?? null,
  userId: e.userId ?? null,
});

/** The employee profile linked to the calling user (users.employee_id, else employees.user_id). */
export async function callerEmployee(): Promise<EmployeeRef | null> {
  const { userId, employeeId, realm } = requireContext();
  if (realm !== 'tenant' || !userId) return null;
  const byId = employeeId ? await Employee.findByPk(employeeId) : null;
  const employee = byId ?? (await Employee.findOne({ where: { userId } }));
  return employee ? refOf(employee) : null;
}

export async function employeeRefs(ids: readonly string[]): Promise<Map<string, EmployeeRef>> {
  if (!ids.length) return new Map();
  const rows = await Employee.findAll({ where: { id: { [Op.in]: [...new Set(ids)] } } });
  return new Map(rows.map((e) => [e.id, refOf(e)]));
}

/** `Éric N'Guessan` → `eric n'guessan`, as the employees module stores its search column. */
function normalize(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Employees whose name, number or email contains every word typed (accents and case ignored). */
export async function employeeIdsMatching(q: string): Promise<string[]> {
  const words = normalize(q).split(' ').filter(Boolean).slice(0, 6);
  if (!words.length) return [];
  const rows = await Employee.findAll({
    where: {
      [Op.and]: words.map((w) =>
        where(col('Employee.search_text'), { [Op.like]: `%${w.replace(/[%_\\]/g, '_')}%` }),
      ),
    },
    attributes: ['id'],
  });
  return rows.map((r) => r.id);
}

/** Users of the tenant by id (unknown ids are left out). */
export async function userRefs(ids: Iterable<string | null | undefined>): Promise<Map<string, UserRef>> {
  // A user of another tenant or removed is left out: shown without a name.
  const users = await findUsersByIds([...ids].filter((x): x is string => Boolean(x)));
  return new Map(users.map((u) => [u.id, { id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email }]));
}
