import { Op } from 'sequelize';
import { grantsOfUser, userIdsWithPermission } from '../../access';
// The one place the booking module reads users: identity's look-ups and its User model (for the
// e-mail look-up identity does not offer), access's grants.
import { User } from '../../identity/models/user';
import { findUsersByIds } from '../../identity/services/users';
import type { Directory, Person } from './directory';

const person = (u: User): Person => ({
  id: u.id,
  email: u.email,
  name: `${u.firstName} ${u.lastName}`.trim(),
  active: u.active,
});

export const identityDirectory: Directory = {
  async byIds(ids) {
    return new Map((await findUsersByIds(ids)).map((u) => [u.id, person(u)]));
  },
  async byEmails(emails) {
    if (!emails.length) return new Map();
    const users = await User.findAll({
      where: { email: { [Op.in]: [...new Set(emails.map((e) => e.toLowerCase()))] }, active: true },
    });
    return new Map(users.map((u) => [u.email.toLowerCase(), person(u)]));
  },
  async holds(userId, code) {
    const [user] = await findUsersByIds([userId]);
    return Boolean(user?.active) && (await grantsOfUser(userId)).granted.has(code);
  },
  async withPermission(code) {
    const users = await findUsersByIds(await userIdsWithPermission(code));
    return users
      .filter((u) => u.active)
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
      .map(person);
  },
};
