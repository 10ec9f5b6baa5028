import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { LicenseInstance } from './models/license-instance';
import { LicenseKey } from './models/license-key';
import { licenseInstanceRoutes } from './routes/instances';
import { licenseKeyRoutes } from './routes/licenses';
import { seedLicenseInstances } from './seed';
import { licenseExpiryJob } from './services/expiry';
import { licenseMailJob } from './services/mail';

/**
 * The issuer side of on-premise licensing (saas profile, operator space): license instances
 * declared from the installations' request files, signed `.lic` files issued with the signing key
 * of LICENSE_ISSUER_DIR, their renewal chain, suspension and revocation, each in the operator audit.
 */
export const licenseIssuerModule: ModuleDefinition = {
  id: 'license-issuer',
  profiles: ['saas'],
  uses: ['operatorAudit'],
  contributes: {
    migrations,
    models(sequelize) {
      LicenseInstance.initModel(sequelize);
      LicenseKey.initModel(sequelize);
    },
    routes: (app) => [licenseInstanceRoutes(), licenseKeyRoutes(app)],
    jobs: [licenseExpiryJob, licenseMailJob],
    permissions: ['platform.tenants.read', 'platform.tenants.manage', 'platform.license.manage'],
    seed: seedLicenseInstances,
  },
};
