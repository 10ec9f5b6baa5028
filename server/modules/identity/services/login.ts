import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../../../config';
import { verifyPassword } from '../../../platform/auth/passwords';
import { recordAuditEvent } from '../../../platform/audit/record';
import { inTransaction } from '../../../platform/db/transaction';
import { Problem, refusal } from '../../../platform/http/problem';
import { asTenant } from '../../../platform/tenancy/context';
import { port } from '../../../platform/modules';
import type { TenantSummary } from '../../tenants';
import { User } from '../models/user';
import { isSuspended, realmAccounts, type Principal } from './principal';
import { openSession, type IssuedTokens, type SessionMeta, type SessionSubject } from './sessions';
import { throttleKeys, throttledCheck } from './throttle';

export interface LoginResponse {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  user: { id: string; email: string; firstName: string; lastName: string; tenantId: string | null };
  permissions: string[];
  modules: string[];
}

export function loginResponse(tokens: IssuedTokens, principal: Principal): LoginResponse {
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    tokenType: tokens.tokenType,
    expiresIn: tokens.expiresIn,
    user: { id: principal.id, email: principal.email, firstName: principal.firstName, lastName: principal.lastName, tenantId: principal.tenantId },
    permissions: [...principal.permissions].sort(),
    modules: [...principal.modules].sort(),
  };
}

export const invalidCredentials = () => new Problem('INVALID_CREDENTIALS', 'Wrong email or password');
export const tenantSuspended = () => new Problem('TENANT_SUSPENDED', "Your organisation's subscription is suspended");

export interface Credentials {
  realm: 'tenant' | 'operator';
  /** Tenant slug (tenant realm). */
  tenant: string | null;
  email: string;
  password: string;
}

/**
 * The one credential check of both realms: throttled per account and per address (each attempt
 * counted before its password is checked; 429 while a wait runs), a password hash always
 * verified (a dummy one when the account does not exist), and the same 401 for an unknown email,
 * a wrong password, an inactive account or an unknown tenant.
 */
export async function checkCredentials<A extends { passwordHash: string | null; active: boolean }>(
  credentials: Credentials,
  meta: SessionMeta & { ip: string },
  find: () => Promise<A | null>,
): Promise<A> {
  const keys = throttleKeys(credentials.realm, credentials.tenant, credentials.email, meta.ip);
  const found: { account?: A | null } = {};
  const ok = await throttledCheck(keys, meta.now, async () => {
    const account = (found.account = await find());
    const matches = await verifyPassword(credentials.password, account?.passwordHash ?? null);
    return matches && !!account?.active;
  });
  if (!ok || !found.account) throw invalidCredentials();
  return found.account;
}

/** Opens a session for a checked account and answers the contract's login shape. */
export async function completeLogin(
  deps: { config: AppConfig; sequelize: Sequelize },
  subject: SessionSubject,
  meta: SessionMeta,
  touch: () => Promise<void>,
): Promise<LoginResponse> {
  const principal = await realmAccounts(subject.realm).load(subject.subjectId, subject.tenantId);
  if (!principal || !principal.active) throw invalidCredentials();
  if (isSuspended(principal)) throw tenantSuspended();
  const tokens = await inTransaction(deps.sequelize, async () => {
    await touch();
    return openSession(deps.config, subject, meta);
  });
  return loginResponse(tokens, principal);
}

async function loginTenant(config: AppConfig, slug: string | undefined): Promise<TenantSummary | null> {
  if (slug) return port('tenants').findTenantBySlug(slug);
  if (config.APP_PROFILE !== 'onprem') {
    throw refusal('VALIDATION_FAILED', 'login.tenantRequired', {}, { errors: [{ path: 'tenant', message: 'Required', rule: 'field.required' }] });
  }
  const tenants = await port('tenants').oldestTenants(2);
  return tenants.length === 1 ? tenants[0] : null;
}

export async function loginTenantUser(
  deps: { config: AppConfig; sequelize: Sequelize },
  body: { email: string; password: string; tenant?: string },
  meta: SessionMeta & { ip: string },
): Promise<LoginResponse> {
  const tenant = await loginTenant(deps.config, body.tenant);
  const credentials: Credentials = { realm: 'tenant', tenant: body.tenant ?? tenant?.slug ?? null, email: body.email, password: body.password };
  let user: User;
  try {
    user = await checkCredentials(credentials, meta, async () => (tenant ? asTenant(tenant.id, () => User.findOne({ where: { email: body.email } })) : null));
  } catch (err) {
    if (tenant) await auditRefusedLogin(tenant.id, body.email, meta.ip, err);
    throw err;
  }
  return completeLogin(deps, { realm: 'tenant', subjectId: user.id, tenantId: user.tenantId }, meta, () =>
    asTenant(user.tenantId, async () => {
      await user.update({ lastLoginAt: meta.now });
      await recordAuditEvent({ tenantId: user.tenantId, entityType: 'USER', entityId: user.id, action: 'LOGIN', changes: [{ field: 'ip', before: null, after: meta.ip }] });
    }),
  );
}

/**
 * A refused login of a known tenant in its audit trail (committed on its own: the request
 * fails): LOGIN_THROTTLED while the account or address must wait (the lockout), LOGIN_FAILED
 * otherwise; on the account's history when the email names one, as an unknown-account attempt
 * (with the email tried) when it does not.
 */
async function auditRefusedLogin(tenantId: string, email: string, ip: string, err: unknown): Promise<void> {
  const action = err instanceof Problem && err.code === 'RATE_LIMITED' ? 'LOGIN_THROTTLED' : 'LOGIN_FAILED';
  await asTenant(tenantId, async () => {
    const account = await User.findOne({ where: { email } });
    await recordAuditEvent({
      tenantId,
      entityType: account ? 'USER' : 'LOGIN',
      entityId: account ? account.id : 'unknown-account',
      action,
      changes: [{ field: 'ip', before: null, after: ip }, ...(account ? [] : [{ field: 'email', before: null, after: email.slice(0, 320) }])],
    });
  });
}
