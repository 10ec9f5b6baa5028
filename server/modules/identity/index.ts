import type { Sequelize } from 'sequelize';
import { bumpAccessVersionOnChange } from '../../platform/access/versions';
import { auditable } from '../../platform/audit/auditable';
import type { AppDeps, ModuleManifest } from '../../platform/modules';
import { migrations } from './migrations';
import { Invitation } from './models/invitation';
import { LoginThrottle } from './models/login-throttle';
import { RefreshToken } from './models/refresh-token';
import { User } from './models/user';
import { authRoutes } from './routes/auth';
import { userRoleRoutes } from './routes/user-roles';
import { userRoutes } from './routes/users';
import { seedDemoUsers } from './seed';
import { TokenAccessControl } from './services/access-control';
import { registerRealm } from './services/principal';
import { tenantAccounts } from './services/tenant-accounts';

export { TokenAccessControl } from './services/access-control';
export { registerRealm, type Principal, type RealmAccounts } from './services/principal';
export { checkCredentials, completeLogin, loginResponse, invalidCredentials, type LoginResponse } from './services/login';
export { openSession, recentlyRevokedSessions, type IssuedTokens } from './services/sessions';
export { addSessionRoutes, withRetryAfter } from './routes/session';
export { publicBaseUrl, sessionMeta } from './services/request-meta';
export { LoginResponseView } from './schema';
export { DEMO_PASSWORD } from './seed';
export { createUser } from './services/users';
export { registerEmployeeLinks, type EmployeeLinks } from './services/employee-links';

/** The access control built by this module's start hook (bootstrap mounts routes with it). */
export function accessControlOf(deps: AppDeps): TokenAccessControl {
  const access = deps.services.access;
  if (!(access instanceof TokenAccessControl)) throw new Error('The identity module has not started');
  return access;
}

function initModels(sequelize: Sequelize): void {
  User.initModel(sequelize);
  RefreshToken.initModel(sequelize);
  LoginThrottle.initModel(sequelize);
  Invitation.initModel(sequelize);
  // Cached principals carry these fields; deactivation must reach every process at once.
  bumpAccessVersionOnChange(User, (u) => u.tenantId, ['active', 'email', 'firstName', 'lastName', 'locale', 'employeeId']);
  auditable(User, { entityType: 'USER', readPermission: 'users.manage', redact: ['passwordHash'], ignore: ['lastLoginAt'], stateField: 'active' });
}

/** Tenant users, login, tokens, sessions, invitations; the bearer-token AccessControl. */
export const identityModule: ModuleManifest = {
  id: 'identity',
  migrations,
  models: initModels,
  start(deps) {
    registerRealm('tenant', tenantAccounts);
    deps.services.access = new TokenAccessControl(deps);
  },
  routes: (deps) => {
    const access = accessControlOf(deps);
    return [authRoutes(deps, access), userRoutes(deps), userRoleRoutes()];
  },
  async seed(ctx) {
    if (ctx.demoTenantId) await seedDemoUsers(ctx.demoTenantId);
  },
};
