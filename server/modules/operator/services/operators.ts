import { createHash, randomBytes } from 'node:crypto';
import { Op, Transaction, col, fn, where, type WhereOptions } from 'sequelize';
import { hashPassword } from '../../../platform/auth/passwords';
import { afterCommit } from '../../../platform/db/transaction';
import { businessRule, duplicate, notFound, Problem } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import type { AppContainer } from '../../../platform/modules';
import { now, requireContext } from '../../../platform/tenancy/context';
import type { OperatorRole } from '../../../../shared/permissions';
import type { z } from 'zod';
import type { CreateOperatorBody } from '../../../../shared/schemas/operator';
import { Operator } from '../models/operator';
import { OperatorPasswordToken, type PasswordTokenPurpose } from '../models/password-token';
import { recordOperatorAction } from './audit-log';

export const PASSWORD_LINK_TTL_DAYS = 7;
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function presentOperator(o: Operator) {
  return {
    id: o.id,
    email: o.email,
    firstName: o.firstName,
    lastName: o.lastName,
    role: o.role,
    active: o.active,
    locale: o.locale,
    passwordSet: Boolean(o.passwordHash),
    lastLoginAt: o.lastLoginAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  };
}

/** `forUpdate` locks the row for the rest of the transaction: every change of it starts so. */
export async function findOperator(id: string, forUpdate = false): Promise<Operator> {
  const operator = await Operator.findByPk(id, forUpdate ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!operator) throw notFound('Operator', id);
  return operator;
}

export interface OperatorFilter extends PageQuery {
  q?: string;
  role?: OperatorRole;
  active?: boolean;
}

export async function listOperators(filter: OperatorFilter) {
  const and: WhereOptions[] = [];
  if (filter.role) and.push({ role: filter.role });
  if (filter.active !== undefined) and.push({ active: filter.active });
  if (filter.q) {
    const like = `%${filter.q.toLowerCase()}%`;
    and.push({ [Op.or]: ['email', 'first_name', 'last_name'].map((column) => where(fn('lower', col(column)), { [Op.like]: like })) });
  }
  return Operator.findAndCountAll({ where: { [Op.and]: and }, ...pageOptions(filter, [['lastName', 'ASC'], ['firstName', 'ASC'], ['id', 'ASC']]) });
}

function passwordMail(operator: Operator, purpose: PasswordTokenPurpose, link: string, expiresAt: Date) {
  const until = expiresAt.toISOString().slice(0, 10);
  const invitation = purpose === 'INVITATION';
  const text = [
    `Bonjour ${operator.firstName},`,
    '',
    invitation
      ? `Un compte opérateur de la plateforme Baobab a été créé pour vous (${operator.role}). Choisissez votre mot de passe avec ce lien (valable une fois, jusqu'au ${until}) :`
      : `Une réinitialisation de votre mot de passe d'opérateur Baobab a été demandée. Choisissez un nouveau mot de passe avec ce lien (valable une fois, jusqu'au ${until}) :`,
    link,
    '',
    '---',
    '',
    `Hello ${operator.firstName},`,
    '',
    invitation
      ? `A Baobab platform operator account was created for you (${operator.role}). Choose your password with this link (single use, valid until ${until}):`
      : `A reset of your Baobab operator password was requested. Choose a new password with this link (single use, valid until ${until}):`,
    link,
  ].join('\n');
  const subject = invitation ? 'Baobab — espace opérateur : choisissez votre mot de passe / set your password' : 'Baobab — espace opérateur : nouveau mot de passe / reset your password';
  return { to: operator.email, subject, text };
}

/** Sends a single-use set-password link (earlier links stop working); the mail leaves at commit. */
async function sendPasswordLink(deps: AppContainer, operator: Operator, purpose: PasswordTokenPurpose, baseUrl: string): Promise<{ expiresAt: Date }> {
  const at = now();
  await OperatorPasswordToken.update({ usedAt: at }, { where: { operatorId: operator.id, usedAt: null } });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(at.getTime() + PASSWORD_LINK_TTL_DAYS * 86_400_000);
  await OperatorPasswordToken.create({ operatorId: operator.id, tokenHash: hashToken(token), purpose, expiresAt });
  const link = `${baseUrl.replace(/\/+$/, '')}/app/operator/set-password?token=${encodeURIComponent(token)}`;
  const message = passwordMail(operator, purpose, link, expiresAt);
  await afterCommit(async () => {
    try {
      await deps.services.mail.send(message);
    } catch (err) {
      deps.logger.error({ err, operatorId: operator.id }, 'operator password mail could not be sent');
    }
  });
  return { expiresAt };
}

/** Creates an operator without a password and mails them an invitation with a set-password link. */
export async function createOperator(deps: AppContainer, input: z.infer<typeof CreateOperatorBody>, baseUrl: string): Promise<Operator> {
  if (await Operator.findOne({ where: { email: input.email } })) throw duplicate(`An operator with the email ${input.email} already exists`, 'email');
  const operator = await Operator.create({ email: input.email, firstName: input.firstName, lastName: input.lastName, role: input.role, locale: input.locale ?? 'fr', passwordHash: null });
  await sendPasswordLink(deps, operator, 'INVITATION', baseUrl);
  await recordOperatorAction('OPERATOR_CREATED', 'OPERATOR', operator.id, { email: operator.email, role: operator.role });
  return operator;
}

/**
 * Deactivates an operator. Their principal becomes inactive in every process at the next request
 * (the platform access version moves with `active`), so their tokens stop working at once.
 */
export async function deactivateOperator(id: string): Promise<Operator> {
  const operator = await findOperator(id, true);
  if (operator.id === requireContext().userId) throw businessRule('You cannot deactivate your own operator account');
  if (!operator.active) return operator;
  await operator.update({ active: false });
  await recordOperatorAction('OPERATOR_DEACTIVATED', 'OPERATOR', operator.id, { email: operator.email });
  return operator;
}

/** Mails a reset link to an active operator. */
export async function resetOperatorPassword(deps: AppContainer, id: string, baseUrl: string): Promise<{ expiresAt: Date }> {
  const operator = await findOperator(id);
  if (!operator.active) throw businessRule('This operator is deactivated');
  const sent = await sendPasswordLink(deps, operator, 'RESET', baseUrl);
  await recordOperatorAction('OPERATOR_PASSWORD_RESET', 'OPERATOR', operator.id, { email: operator.email });
  return sent;
}

const invalidLink = () => new Problem('NOT_FOUND', 'This link is invalid, has already been used or has expired');

/** Sets the password from a link and burns the link, once even under concurrent use. */
export async function setOperatorPassword(token: string, password: string): Promise<void> {
  const at = now();
  const link = await OperatorPasswordToken.findOne({ where: { tokenHash: hashToken(token) } });
  if (!link || link.usedAt || link.expiresAt.getTime() <= at.getTime()) throw invalidLink();
  const operator = await Operator.findByPk(link.operatorId);
  if (!operator || !operator.active) throw invalidLink();
  const [burnt] = await OperatorPasswordToken.update({ usedAt: at }, { where: { id: link.id, usedAt: null } });
  if (burnt !== 1) throw invalidLink();
  await operator.update({ passwordHash: await hashPassword(password), passwordChangedAt: at });
}
