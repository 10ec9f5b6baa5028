import { hashPassword } from '../../platform/auth/passwords';
import { bumpAccessVersionOnChange, PLATFORM_SCOPE } from '../../platform/permissions/versions';
import type { ModuleDefinition } from '../../platform/modules';
import { DEMO_PASSWORD } from '../identity';
import { migrations } from './migrations';
import { initOperatorModels } from './models';
import { Operator } from './models/operator';
import { operatorAuthRoutes } from './routes/auth';
import { featureAndAddOnRoutes } from './routes/features-add-ons';
import { metricsRoutes } from './routes/metrics';
import { operatorRoutes } from './routes/operators';
import { planRoutes } from './routes/plans';
import { promoCodeRoutes } from './routes/promo-codes';
import { subscriptionRoutes } from './routes/subscriptions';
import { tenantAdminRoutes } from './routes/tenants';
import { seedOperatorSpace } from './seed';
import { operatorAccounts } from './services/operator-accounts';
import { operatorAudit, type OperatorAuditPort } from './services/audit-port';
import { userQuota, type UserQuotaPort } from './services/quota';

export type { UserQuotaPort } from './services/quota';
export type { OperatorAuditPort } from './services/audit-port';

declare module '../../platform/modules/contract' {
  interface Ports {
    /** The plan's user quota: identity asks before it adds an active user. */
    userQuota: UserQuotaPort;
    /** The operator audit log: other operator-space modules (license issuance) record their actions in it. */
    operatorAudit: OperatorAuditPort;
  }
}

/**
 * The operator space: operator accounts and login, the operator and payment audit logs, the
 * catalog (plans, features, add-ons), promo codes, tenants and their subscriptions, metrics.
 */
export const operatorModule: ModuleDefinition = {
  id: 'operator',
  uses: ['tenants', 'users', 'accessControl'],
  provides: { operatorAccounts: () => operatorAccounts, userQuota: () => userQuota, operatorAudit: () => operatorAudit },
  contributes: {
    migrations,
    models(sequelize) {
      initOperatorModels(sequelize);
      bumpAccessVersionOnChange(Operator, () => PLATFORM_SCOPE, ['active', 'role', 'email', 'firstName', 'lastName', 'locale']);
    },
    routes: (app) => [
      operatorAuthRoutes(app),
      operatorRoutes(app),
      planRoutes(),
      featureAndAddOnRoutes(),
      promoCodeRoutes(),
      tenantAdminRoutes(app),
      subscriptionRoutes(),
      metricsRoutes(),
    ],
    permissions: [
      'platform.tenants.read',
      'platform.tenants.manage',
      'platform.catalog.manage',
      'platform.subscription.manage',
      'platform.subscription.admin',
      'platform.analytics.read',
      'audit.read',
    ],
    async seed(ctx) {
      // The on-premise profile has no operator space accounts.
      if (ctx.config.APP_PROFILE !== 'saas') return;
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await Operator.bulkCreate([
        { email: 'operator@platform.local', firstName: 'Opératrice', lastName: 'Plateforme', role: 'PLATFORM_OPERATOR', passwordHash },
        { email: 'admin@platform.local', firstName: 'Admin', lastName: 'Plateforme', role: 'PLATFORM_ADMIN', passwordHash },
      ]);
      await seedOperatorSpace(ctx);
    },
  },
};
