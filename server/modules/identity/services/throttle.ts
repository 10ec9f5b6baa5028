import { Op } from 'sequelize';
import { inTransaction } from '../../../platform/db/transaction';
import { Problem } from '../../../platform/http/problem';
import { LoginThrottle } from '../models/login-throttle';

/**
 * Password checks are throttled per account (realm, tenant, email — whether it exists or not)
 * and per address, shared by every process through the database. The first `free` failures cost
 * nothing; after that each failure doubles the wait before the next attempt (from `baseMs`, at
 * most MAX_DELAY_MS). An attempt during the wait answers 429 with Retry-After and checks nothing;
 * an attempt after it is checked, so the right password always gets through once the wait is
 * over: nobody can lock an account for good by failing on purpose. Failures are forgotten after
 * FORGET_AFTER_MS without one.
 *
 * Every attempt is counted as a failure under the rows' lock *before* its password is checked,
 * and refunded when the password was right: concurrent attempts cannot all slip in before the
 * first failure is written.
 */
export const LOGIN_THROTTLE = {
  account: { free: 5, baseMs: 30_000 },
  address: { free: 20, baseMs: 10_000 },
  MAX_DELAY_MS: 15 * 60_000,
  FORGET_AFTER_MS: 60 * 60_000,
} as const;

const SWEEP_AFTER_MS = 24 * 3_600_000;

export interface ThrottleKeys {
  account: string;
  address: string;
}

export function throttleKeys(realm: string, tenant: string | null, email: string, ip: string): ThrottleKeys {
  return { account: `account:${realm}:${tenant ?? '-'}:${email}`, address: `address:${ip}` };
}

type Rule = { free: number; baseMs: number };

/** The wait imposed after `failures` failures under a rule. */
export function delayAfter(failures: number, rule: Rule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.baseMs * 2 ** (failures - rule.free), LOGIN_THROTTLE.MAX_DELAY_MS);
}

function liveFailures(row: LoginThrottle, now: Date): number {
  if (!row.lastFailureAt || now.getTime() - row.lastFailureAt.getTime() >= LOGIN_THROTTLE.FORGET_AFTER_MS) return 0;
  return row.failures;
}

function rateLimited(waitMs: number): Problem {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new Problem('RATE_LIMITED', `Too many failed attempts; try again in ${seconds} seconds`, { retryAfter: seconds });
}

/**
 * Counts one attempt for both keys, or throws 429 RATE_LIMITED (extension retryAfter, seconds)
 * when either is still waiting. One short transaction holding both rows' locks.
 */
export async function reserveAttempt(keys: ThrottleKeys, now: Date): Promise<void> {
  const rules = new Map<string, Rule>([
    [keys.account, LOGIN_THROTTLE.account],
    [keys.address, LOGIN_THROTTLE.address],
  ]);
  const ordered = [...rules.keys()].sort();
  await inTransaction(LoginThrottle.sequelize!, async () => {
    // Create the missing rows, then lock both in key order (two attempts never wait on each other crosswise).
    await LoginThrottle.bulkCreate(
      ordered.map((key) => ({ key, failures: 0, lastFailureAt: null })),
      { ignoreDuplicates: true },
    );
    const rows = await LoginThrottle.findAll({ where: { key: ordered }, order: [['key', 'ASC']], lock: true });
    let wait = 0;
    for (const row of rows) {
      const failures = liveFailures(row, now);
      const readyAt = (row.lastFailureAt?.getTime() ?? 0) + delayAfter(failures, rules.get(row.key)!);
      wait = Math.max(wait, readyAt - now.getTime());
    }
    if (wait > 0) throw rateLimited(wait);
    for (const row of rows) await row.update({ failures: liveFailures(row, now) + 1, lastFailureAt: now });
    await LoginThrottle.destroy({ where: { lastFailureAt: { [Op.lt]: new Date(now.getTime() - SWEEP_AFTER_MS) } } });
  });
}

/** The attempt's password was right: the account starts afresh, the address gets its attempt back. */
export async function attemptSucceeded(keys: ThrottleKeys): Promise<void> {
  await inTransaction(LoginThrottle.sequelize!, async () => {
    await LoginThrottle.destroy({ where: { key: keys.account } });
    await LoginThrottle.decrement('failures', { by: 1, where: { key: keys.address, failures: { [Op.gt]: 0 } } });
  });
}

/**
 * Runs a password check under the throttle: counted before it runs (429 while a wait runs),
 * refunded when it succeeds. Answers what the check answered.
 */
export async function throttledCheck(keys: ThrottleKeys, now: Date, check: () => Promise<boolean>): Promise<boolean> {
  await reserveAttempt(keys, now);
  const ok = await check();
  if (ok) await attemptSucceeded(keys);
  return ok;
}
