import type { ModuleManifest } from '../platform/modules';
import { tenantsModule } from './tenants';
import { accountingModule } from './accounting';
import { accountingReportsModule } from './accounting/reports';

/**
 * Every module of the server, in dependency order: migrations run in their own global order
 * (by timestamp), models, routes, start hooks and demo seeds in this one.
 */
export const modules: ModuleManifest[] = [tenantsModule, accountingModule, accountingReportsModule];
