import { Op } from 'sequelize';
import { permissionsOfRoles, rolesOfUsers } from '../../access';
// The identity module exports no user look-up service yet: this adapter is the one place the
// booking module reads its User model (read-only, tenant-scoped like every model).
import { User } from '../../identity/models/user';
import type { Directory, Person } from './directory';

const person = (u: User): Person => ({
  id: u.id,
  email: u.email,
  name: `${u.firstName} ${u.lastName}`.trim(),
  active: u.active,
});

export const identityDirectory: Directory = {
  async byIds(ids) {
    if (!ids.length) return new Map();
    const users = await User.findAll({ where: { id: { [Op.in]: [...new Set(ids)] } } });
    return new Map(users.map((u) => [u.id, person(u)]));
  },
  async byEmails(emails) {
    if (!emails.length) return new Map();
    const users = await User.findAll({
      where: { email: { [Op.in]: [...new Set(emails.map((e) => e.toLowerCase()))] }, active: true },
    });
    return new Map(users.map((u) => [u.email.toLowerCase(), person(u)]));
  },
  async holds(userId, code) {
    const user = await User.findByPk(userId);
    if (!user?.active) return false;
    const roles = (await rolesOfUsers([userId])).get(userId) ?? [];
    const grants = await permissionsOfRoles(roles);
    return roles.some((r) => grants.get(r.id)?.includes(code));
  },
  async withPermission(code) {
    const users = await User.findAll({
      where: { active: true },
      order: [
        ['lastName', 'ASC'],
        ['firstName', 'ASC'],
      ],
    });
    const roles = await rolesOfUsers(users.map((u) => u.id));
    const grants = await permissionsOfRoles([
      ...new Map([...roles.values()].flat().map((r) => [r.id, r])).values(),
    ]);
    return users
      .filter((u) => (roles.get(u.id) ?? []).some((r) => grants.get(r.id)?.includes(code)))
      .map(person);
  },
};
