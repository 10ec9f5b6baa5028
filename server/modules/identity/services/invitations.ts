import { randomBytes } from 'node:crypto';
import type { AppContainer } from '../../../platform/modules';
import { assertAcceptablePassword } from '../../../platform/auth/password-policy';
import { hashPassword } from '../../../platform/auth/passwords';
import { afterCommit } from '../../../platform/db/transaction';
import { Problem } from '../../../platform/http/problem';
import { asSystem, asTenant, now } from '../../../platform/tenancy/context';
import { port } from '../../../platform/modules';
import type { TenantSummary } from '../../tenants';
import { Invitation } from '../models/invitation';
import { User } from '../models/user';
import { hashToken } from './sessions';

export const INVITATION_TTL_DAYS = 7;

const invalidLink = () => new Problem('NOT_FOUND', 'This link is invalid, has already been used or has expired');

function invitationMail(user: User, companyName: string, link: string, expiresAt: Date) {
  const until = expiresAt.toISOString().slice(0, 10);
  const text = [
    `Bonjour ${user.firstName},`,
    '',
    `Un compte Baobab a été créé pour vous chez ${companyName}. Choisissez votre mot de passe en suivant ce lien (valable une seule fois, jusqu'au ${until}) :`,
    link,
    '',
    '---',
    '',
    `Hello ${user.firstName},`,
    '',
    `A Baobab account was created for you at ${companyName}. Choose your password with this link (single use, valid until ${until}):`,
    link,
  ].join('\n');
  return { to: user.email, subject: `Baobab — ${companyName} : choisissez votre mot de passe / set your password`, text };
}

/**
 * Sends a set-password link to a user of the current tenant. Any earlier link of that user stops
 * working. The mail leaves once the transaction has committed, so a refused request sends none.
 */
export async function inviteUser(deps: AppContainer, user: User, baseUrl: string): Promise<{ expiresAt: Date }> {
  const mailer = deps.services.mail;
  const at = now();
  await Invitation.update({ usedAt: at }, { where: { userId: user.id, usedAt: null } });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(at.getTime() + INVITATION_TTL_DAYS * 86_400_000);
  await Invitation.create({ userId: user.id, tokenHash: hashToken(token), expiresAt });
  const tenant = await port('tenants').findTenantById(user.tenantId);
  const link = `${baseUrl.replace(/\/+$/, '')}/app/set-password?token=${encodeURIComponent(token)}`;
  const message = invitationMail(user, tenant?.companyName ?? '', link, expiresAt);
  await afterCommit(async () => {
    try {
      await mailer.send(message);
    } catch (err) {
      deps.logger.error({ err, userId: user.id }, 'invitation mail could not be sent');
    }
  });
  return { expiresAt };
}

async function openInvitation(token: string): Promise<{ invitation: Invitation; user: User; tenant: TenantSummary }> {
  const at = now();
  const invitation = await asSystem(() => Invitation.findOne({ where: { tokenHash: hashToken(token) } }));
  if (!invitation || invitation.usedAt || invitation.expiresAt.getTime() <= at.getTime()) throw invalidLink();
  const [user, tenant] = await asSystem(() => Promise.all([User.findByPk(invitation.userId), port('tenants').findTenantById(invitation.tenantId)]));
  if (!user || !user.active || !tenant) throw invalidLink();
  return { invitation, user, tenant };
}

/** What the set-password screen shows before the user chooses a password. */
export async function describeInvitation(token: string) {
  const { invitation, user, tenant } = await openInvitation(token);
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    tenant: { slug: tenant.slug, companyName: tenant.companyName },
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** Sets the password and burns the link (once, even under concurrent use). */
export async function acceptInvitation(token: string, password: string): Promise<{ user: User; tenant: TenantSummary }> {
  const { invitation, user, tenant } = await openInvitation(token);
  assertAcceptablePassword(password, 'password');
  const at = now();
  const passwordHash = await hashPassword(password);
  return asTenant(tenant.id, async () => {
    const [claimed] = await Invitation.update({ usedAt: at }, { where: { id: invitation.id, usedAt: null } });
    if (claimed !== 1) throw invalidLink();
    await user.update({ passwordHash, passwordChangedAt: at });
    return { user, tenant };
  });
}
