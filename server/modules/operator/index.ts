import { hashPassword } from '../../platform/auth/passwords';
import { bumpAccessVersionOnChange, PLATFORM_SCOPE } from '../../platform/permissions/versions';
import type { ModuleDefinition } from '../../platform/modules';
import { DEMO_PASSWORD } from '../identity';
import { migrations } from './migrations';
import { Operator } from './models/operator';
import { operatorAuthRoutes, tenantAdminRoutes } from './routes';
import { operatorAccounts } from './services/operator-accounts';


/** The operator space's accounts, login and tenant provisioning. */
export const operatorModule: ModuleDefinition = {
  id: 'operator',
  uses: ['tenants', 'users', 'accessControl'],
  provides: { operatorAccounts: () => operatorAccounts },
  contributes: {
    migrations,
    models(sequelize) {
      Operator.initModel(sequelize);
      bumpAccessVersionOnChange(Operator, () => PLATFORM_SCOPE, ['active', 'role', 'email', 'firstName', 'lastName', 'locale']);
    },
    routes: (app) => [operatorAuthRoutes(app), tenantAdminRoutes(app)],
    permissions: ['platform.tenants.read', 'platform.tenants.manage'],
    async seed(ctx) {
      // The on-premise profile has no operator space accounts.
      if (ctx.config.APP_PROFILE !== 'saas') return;
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await Operator.bulkCreate([
        { email: 'operator@platform.local', firstName: 'Opératrice', lastName: 'Plateforme', role: 'PLATFORM_OPERATOR', passwordHash },
        { email: 'admin@platform.local', firstName: 'Admin', lastName: 'Plateforme', role: 'PLATFORM_ADMIN', passwordHash },
      ]);
    },
  },
};
