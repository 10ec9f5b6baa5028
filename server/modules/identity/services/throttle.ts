import { Op } from 'sequelize';
import { Problem } from '../../../platform/http/problem';
import { LoginFailure } from '../models/login-failure';

/**
 * Login throttling, shared by every process through the database: after MAX_PER_ACCOUNT failures
 * for one account (realm, tenant, email — whether it exists or not) or MAX_PER_ADDRESS failures
 * from one address within WINDOW, further attempts answer 429 until the window has passed.
 */
export const LOGIN_THROTTLE = { WINDOW_MS: 15 * 60_000, MAX_PER_ACCOUNT: 5, MAX_PER_ADDRESS: 20 } as const;

export function accountKey(realm: string, tenant: string | null, email: string): string {
  return `${realm}:${tenant ?? '-'}:${email}`;
}

async function retryAfter(where: object, limit: number, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.WINDOW_MS);
  const recent = await LoginFailure.findAll({
    where: { ...where, attemptedAt: { [Op.gt]: since } },
    order: [['attemptedAt', 'DESC']],
    limit,
    attributes: ['attemptedAt'],
  });
  if (recent.length < limit) return null;
  // Free again once the oldest of the last `limit` failures leaves the window.
  const oldest = recent[recent.length - 1].attemptedAt.getTime();
  return Math.max(1, Math.ceil((oldest + LOGIN_THROTTLE.WINDOW_MS - now.getTime()) / 1000));
}

/** Throws 429 RATE_LIMITED (with retryAfter seconds) when the account or the address is locked. */
export async function assertLoginAllowed(key: string, ip: string, now: Date): Promise<void> {
  const wait =
    (await retryAfter({ accountKey: key }, LOGIN_THROTTLE.MAX_PER_ACCOUNT, now)) ??
    (await retryAfter({ ip }, LOGIN_THROTTLE.MAX_PER_ADDRESS, now));
  if (wait !== null) throw new Problem('RATE_LIMITED', `Too many failed logins; try again in ${wait} seconds`, { retryAfter: wait });
}

export async function recordLoginFailure(key: string, ip: string, now: Date): Promise<void> {
  await LoginFailure.create({ accountKey: key, ip, attemptedAt: now });
  await LoginFailure.destroy({ where: { attemptedAt: { [Op.lt]: new Date(now.getTime() - 24 * 3_600_000) } } });
}

export async function clearLoginFailures(key: string): Promise<void> {
  await LoginFailure.destroy({ where: { accountKey: key } });
}
