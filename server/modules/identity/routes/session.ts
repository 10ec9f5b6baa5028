import type { Response } from 'express';
import { ChangePasswordBody, RefreshBody } from '../../../../shared/schemas/auth';
import { assertAcceptablePassword } from '../../../platform/auth/password-policy';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords';
import type { TokenRealm } from '../../../platform/auth/access-tokens';
import { inTransaction } from '../../../platform/db/transaction';
import { AUTHENTICATED, PUBLIC } from '../../../platform/http/requirements';
import type { ApiRouter } from '../../../platform/http/api-router';
import { Problem, refusal } from '../../../platform/http/problem';
import type { AppContainer } from '../../../platform/modules';
import type { RequestContext } from '../../../platform/tenancy/context';
import { LoginResponseView, MeView } from '../schema';
import type { TokenAccessControl } from '../services/access-control';
import { loginResponse, tenantSuspended } from '../services/login';
import { isSuspended, realmAccounts, type Principal } from '../services/principal';
import { sessionMeta } from '../services/request-meta';
import { closeOtherSessions, closeSession, rotateSession } from '../services/sessions';
import { throttleKeys, throttledCheck } from '../services/throttle';

/** Answers 429 with a Retry-After header as well as the problem body. */
export async function withRetryAfter<T>(res: Response, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof Problem && err.code === 'RATE_LIMITED' && typeof err.extensions.retryAfter === 'number') {
      res.setHeader('Retry-After', String(err.extensions.retryAfter));
    }
    throw err;
  }
}

export function meView(principal: Principal) {
  return {
    user: {
      id: principal.id,
      email: principal.email,
      firstName: principal.firstName,
      lastName: principal.lastName,
      tenantId: principal.tenantId,
      employeeId: principal.employeeId,
      locale: principal.locale,
    },
    tenant: principal.tenant,
    roles: principal.roles,
    permissions: [...principal.permissions].sort(),
    modules: [...principal.modules].sort(),
  };
}

export async function currentPrincipal(access: TokenAccessControl, ctx: RequestContext, realm: TokenRealm): Promise<Principal> {
  const principal = await access.principalOf({ realm, subject: ctx.userId!, tenantId: ctx.tenantId });
  if (!principal) throw new Problem('UNAUTHENTICATED');
  return principal;
}

/**
 * The session endpoints every realm has, under its prefix (/auth or /admin-platform/auth):
 * refresh (rotation with reuse detection), logout, me and password change.
 */
export function addSessionRoutes(router: ApiRouter, deps: AppContainer, access: TokenAccessControl, realm: TokenRealm, prefix: string): ApiRouter {
  const accounts = () => realmAccounts(realm);
  return router
    .post(
      `${prefix}/refresh`,
      { summary: 'Exchange a refresh token for a new pair (the old one stops working)', access: PUBLIC, body: RefreshBody, transaction: false, response: LoginResponseView },
      async ({ body, req, ctx }) => {
        const found: { principal?: Principal } = {};
        const tokens = await rotateSession(deps.config, body.refreshToken, realm, sessionMeta(req, ctx), async (subject) => {
          const principal = await accounts().load(subject.subjectId, subject.tenantId);
          if (!principal || !principal.active) throw new Problem('UNAUTHENTICATED', 'This account no longer exists or has been deactivated');
          if (isSuspended(principal)) throw tenantSuspended();
          found.principal = principal;
        });
        return loginResponse(tokens, found.principal!);
      },
    )
    .post(
      `${prefix}/logout`,
      { summary: 'Revoke the session of a refresh token', access: PUBLIC, body: RefreshBody, status: 204, transaction: false },
      async ({ body, ctx }) => {
        await closeSession(body.refreshToken, realm, ctx.now());
      },
    )
    .get(`${prefix}/me`, { summary: 'The caller: account, roles, effective permissions, licensed modules', access: AUTHENTICATED, response: MeView }, async ({ ctx }) =>
      meView(await currentPrincipal(access, ctx, realm)),
    )
    .put(
      `${prefix}/password`,
      {
        summary: 'Change one’s password (other sessions are closed)',
        access: AUTHENTICATED,
        body: ChangePasswordBody,
        status: 204,
        transaction: false,
      },
      async ({ body, req, res, ctx }) => {
        const principal = await currentPrincipal(access, ctx, realm);
        const meta = sessionMeta(req, ctx);
        assertAcceptablePassword(body.newPassword, 'newPassword');
        const keys = throttleKeys(realm, principal.tenant?.slug ?? null, principal.email, meta.ip);
        // A wrong current password counts as a failed login of the account: same waits, same 429.
        const ok = await withRetryAfter(res, async () =>
          throttledCheck(keys, meta.now, async () => verifyPassword(body.currentPassword, await accounts().passwordHash(principal.id, principal.tenantId))),
        );
        if (!ok) {
          throw refusal('VALIDATION_FAILED', 'password.currentWrong', {}, { errors: [{ path: 'currentPassword', message: 'Wrong password', rule: 'password.wrong' }] });
        }
        const hash = await hashPassword(body.newPassword);
        await inTransaction(deps.sequelize, async () => {
          await accounts().setPassword(principal.id, principal.tenantId, hash, meta.now);
          await closeOtherSessions(realm, principal.tenantId, principal.id, ctx.sessionId ?? null, meta.now);
        });
      },
    );
}
