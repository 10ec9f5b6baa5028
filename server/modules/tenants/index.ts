import type { ModuleDefinition } from '../../platform/modules';
import { bumpAccessVersionOnChange } from '../../platform/permissions/versions';
import { auditable } from '../../platform/audit/auditable';
import { asSystem } from '../../platform/tenancy/context';
import { TENANT_MODULE_IDS } from '../../../shared/modules';
import { migrations } from './migrations';
import { Tenant } from './models/tenant';
import * as tenants from './services/tenants';

export type { TenantSummary, NewTenant, TenantFilter } from './services/tenants';

/** The tenants port: reading and creating the companies that own every tenant-scoped record. */
export type TenantsPort = Pick<
  typeof tenants,
  'createTenant' | 'findTenantById' | 'findTenantBySlug' | 'oldestTenants' | 'countTenants' | 'updateTenant' | 'listTenants' | 'lockTenant'
>;

declare module '../../platform/modules/contract' {
  interface Ports {
    tenants: TenantsPort;
  }
  interface DomainEvents {
    /** A tenant was created (committed): modules give it what it needs to start. */
    'tenant.created': { tenantId: string };
  }
}

export const DEMO_TENANT_SLUG = 'demo';

/** Tenants: the companies that own every tenant-scoped record. */
export const tenantsModule: ModuleDefinition = {
  id: 'tenants',
  provides: {
    tenants: () => tenants,
    tenantDirectory: () => ({ activeTenantIds: () => asSystem(() => tenants.activeTenantIds()) }),
  },
  contributes: {
    migrations,
    models(sequelize) {
      Tenant.initModel(sequelize);
      // Cached principals carry the tenant's modules, status and identity.
      bumpAccessVersionOnChange(Tenant, (t) => t.id, ['licensedModules', 'subscriptionStatus', 'slug', 'companyName', 'country', 'currency']);
      auditable(Tenant, { entityType: 'TENANT', readPermission: 'audit.read', tenantOf: (t) => t.id, stateField: 'subscriptionStatus' });
    },
    async seed(ctx) {
      const tenant = await asSystem(() =>
        tenants.createTenant({
          slug: DEMO_TENANT_SLUG,
          companyName: 'Demo SARL',
          country: 'CI',
          currency: 'XOF',
          subscriptionStatus: 'ACTIVE',
          licensedModules: [...TENANT_MODULE_IDS],
        }),
      );
      ctx.demoTenantId = tenant.id;
    },
  },
};
