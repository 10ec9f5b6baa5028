import type { Request } from 'express';
import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../../../config';
import type { AccessClaims } from '../../../platform/auth/access-tokens';
import { requirePermission } from '../../../platform/permissions/guard';
import { readAccessVersion } from '../../../platform/permissions/versions';
import type { AccessControl, Requirement, RouteRealm } from '../../../platform/http/requirements';
import { Problem } from '../../../platform/http/problem';
import { now, updateContext } from '../../../platform/tenancy/context';
import { isSuspended, realmAccounts, type Principal } from './principal';
import { readAccessToken } from './sessions';

const MAX_CACHED = 10_000;

function bearer(req: Request): string | null {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * Bearer-token access control. The principal of a token (account, roles, effective
 * permissions, licensed modules) is computed once and cached in this process; each request
 * reads the access version of the principal's scope from the database (one primary-key read)
 * and recomputes when it moved, so a change made through any process applies on the next request.
 */
export class TokenAccessControl implements AccessControl {
  private readonly cache = new Map<string, { version: number; principal: Principal | null }>();

  constructor(private readonly deps: { config: AppConfig; sequelize: Sequelize }) {}

  async principalOf(claims: Pick<AccessClaims, 'realm' | 'subject' | 'tenantId'>): Promise<Principal | null> {
    const accounts = realmAccounts(claims.realm);
    const version = await readAccessVersion(this.deps.sequelize, accounts.scope(claims.tenantId));
    const key = `${claims.realm}:${claims.tenantId ?? '-'}:${claims.subject}`;
    const cached = this.cache.get(key);
    if (cached && cached.version === version) return cached.principal;
    const principal = await accounts.load(claims.subject, claims.tenantId);
    this.cache.delete(key);
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, { version, principal });
    return principal;
  }

  async authenticate(req: Request, realm: RouteRealm, requirement: Requirement): Promise<void> {
    if (requirement.kind === 'public') return;
    const token = bearer(req);
    if (!token) throw new Problem('UNAUTHENTICATED', 'A bearer access token is required');
    const claims = await readAccessToken(this.deps.config, token, now());
    if (!claims) throw new Problem('UNAUTHENTICATED', 'The access token is invalid or has expired');
    if (claims.realm !== realm) {
      throw new Problem('PERMISSION_DENIED', realm === 'operator' ? 'Tenant accounts cannot use the operator space' : 'Operator accounts cannot use tenant endpoints');
    }
    const principal = await this.principalOf(claims);
    if (!principal || !principal.active) throw new Problem('UNAUTHENTICATED', 'This account no longer exists or has been deactivated');
    if (principal.revokedSessions.has(claims.sessionId)) throw new Problem('UNAUTHENTICATED', 'This session has ended: log in again');
    if (isSuspended(principal)) throw new Problem('TENANT_SUSPENDED', "Your organisation's subscription is suspended");
    updateContext({
      realm: principal.realm,
      tenantId: principal.tenantId,
      userId: principal.id,
      permissions: principal.permissions,
      licensedModules: principal.modules,
      employeeId: principal.employeeId,
      sessionId: claims.sessionId,
      actorLabel: principal.email,
    });
  }

  authorize(requirement: Requirement): void {
    if (requirement.kind === 'permission') requirePermission(...requirement.anyOf);
  }
}
