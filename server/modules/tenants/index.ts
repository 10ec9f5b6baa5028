import type { ModuleManifest } from '../../platform/modules';
import { bumpAccessVersionOnChange } from '../../platform/access/versions';
import { auditable } from '../../platform/audit/auditable';
import { asSystem } from '../../platform/tenancy/context';
import { TENANT_MODULE_IDS } from '../../../shared/modules';
import { migrations } from './migrations';
import { Tenant } from './models/tenant';

export { Tenant };

export const DEMO_TENANT_SLUG = 'demo';

/** Tenants: the companies that own every tenant-scoped record. */
export const tenantsModule: ModuleManifest = {
  id: 'tenants',
  migrations,
  models(sequelize) {
    Tenant.initModel(sequelize);
    // Cached principals carry the tenant's modules, status and identity.
    bumpAccessVersionOnChange(Tenant, (t) => t.id, ['licensedModules', 'subscriptionStatus', 'slug', 'companyName', 'country', 'currency']);
    auditable(Tenant, { entityType: 'TENANT', readPermission: 'audit.read', tenantOf: (t) => t.id, stateField: 'subscriptionStatus' });
  },
  async seed(ctx) {
    const tenant = await asSystem(() =>
      Tenant.create({
        slug: DEMO_TENANT_SLUG,
        companyName: 'Demo SARL',
        country: 'CI',
        currency: 'XOF',
        subscriptionStatus: 'ACTIVE',
        licensedModules: [...TENANT_MODULE_IDS],
        settings: {},
      }),
    );
    ctx.demoTenantId = tenant.id;
  },
};
