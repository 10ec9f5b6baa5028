import type { ModuleManifest } from '../../platform/modules';
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
  models: (sequelize) => Tenant.initModel(sequelize),
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
