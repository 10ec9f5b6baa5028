import type { Sequelize } from 'sequelize';
import { bumpAccessVersionOnChange } from '../../platform/permissions/versions';
import { auditable } from '../../platform/audit/auditable';
import type { ModuleDefinition } from '../../platform/modules';
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
import type { RealmAccounts } from './services/principal';
import type { EmployeeLinks } from './services/employee-links';
import * as userDirectory from './services/user-directory';

export { TokenAccessControl } from './services/access-control';
export type { Principal, RealmAccounts } from './services/principal';
export { checkCredentials, completeLogin, loginResponse, invalidCredentials, type LoginResponse } from './services/login';
export { openSession, recentlyRevokedSessions, type IssuedTokens } from './services/sessions';
export { addSessionRoutes, withRetryAfter } from './routes/session';
export { publicBaseUrl, sessionMeta } from './services/request-meta';
export { LoginResponseView } from './schema';
export { DEMO_PASSWORD } from './seed';
export type { UserSummary } from './services/user-directory';
export type { EmployeeLinks } from './services/employee-links';

/** The users port: tenant users as plain summaries, for every module that shows or mails people. */
export type UsersPort = Omit<typeof userDirectory, 'summarizeUser'>;

declare module '../../platform/modules/contract' {
  interface Ports {
    /** Operator accounts (the operator space): the second realm this module authenticates. */
    operatorAccounts: RealmAccounts;
    users: UsersPort;
    /** The employee side of the user ↔ employee link (the module owning employee profiles). */
    employeeLinks: EmployeeLinks;
  }
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
export const identityModule: ModuleDefinition = {
  id: 'identity',
  uses: ['tenants'],
  provides: {
    accessControl: (app) => new TokenAccessControl(app),
    users: () => userDirectory,
  },
  contributes: {
    migrations,
    models: initModels,
    routes: (app) => [authRoutes(app, app.ports.accessControl as TokenAccessControl), userRoutes(app), userRoleRoutes()],
    permissions: ['users.manage'],
    async seed(ctx) {
      if (ctx.demoTenantId) await seedDemoUsers(ctx.demoTenantId);
    },
  },
};
