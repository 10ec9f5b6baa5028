import type { Sequelize } from 'sequelize';
import { fingerprintCollector } from '../../platform/license';
import type { ModuleDefinition } from '../../platform/modules';
import { licenseFingerprintJob, licenseRefreshJob } from './jobs';
import { migrations } from './migrations';
import { LicenseInstallation } from './models/license-installation';
import { LicenseRequest } from './models/license-request';
import { licenseRoutes } from './routes';
import { licenseGuard, licenseJobGuard } from './services/guard';
import { LicenseRuntime, type LicenseRuntimeOptions } from './services/runtime';

export type { LicenseRuntime } from './services/runtime';

declare module '../../platform/modules/contract' {
  interface Ports {
    /** The installation's license (onprem profile only): status, activation, request export. */
    license: LicenseRuntime;
  }
}

function initModels(sequelize: Sequelize): void {
  LicenseInstallation.initModel(sequelize);
  LicenseRequest.initModel(sequelize);
}

/**
 * The on-premise license (design: docs/licensing.md of the shared docs), present in the onprem
 * profile only: `/license/*`, the installation's state record and installed `.lic` in the
 * database (mirrored in DATA_DIR), the fingerprint and status refreshed in the background, and the
 * request guard that enforces the status on every tenant endpoint. The verification itself is the
 * platform's (server/platform/license).
 */
export function createLicenseModule(options: Partial<LicenseRuntimeOptions> = {}): ModuleDefinition {
  const runtime: LicenseRuntimeOptions = { ...options, collectFingerprint: options.collectFingerprint ?? fingerprintCollector() };
  return {
    id: 'license',
    profiles: ['onprem'],
    uses: ['tenants'],
    provides: { license: (app) => new LicenseRuntime(app, runtime) },
    contributes: {
      migrations,
      models: initModels,
      routes: () => licenseRoutes(),
      jobs: [licenseRefreshJob, licenseFingerprintJob],
      requestGuards: [licenseGuard],
      jobGuards: [licenseJobGuard],
      permissions: ['platform.subscription.admin', 'platform.license.manage', 'platform.tenants.read'],
      start: (app) => app.ports.license.ready(),
    },
  };
}

export const licenseModule = createLicenseModule();
