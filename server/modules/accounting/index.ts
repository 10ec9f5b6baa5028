import type { ModuleDefinition } from '../../platform/modules';
import { asTenant } from '../../platform/tenancy/context';
import { ledger, type LedgerPort } from './ledger-port';
import { chartRoutes } from './chart/routes';
import { configRoutes } from './config/routes';
import { journalRoutes } from './journal/routes';
import { migrations } from './migrations';
import { initLedgerModels } from './models';
import { periodRoutes } from './periods/routes';
import { fiscalYearRoutes } from './fiscal-years/routes';
import { attachmentRoutes } from './journal/attachment-routes';
import { journalListRoutes } from './journal/journal-routes';
import { letteringRoutes } from './lettering/routes';
import { thirdPartyRoutes } from './third-parties/routes';
import { provisionTenantAccounting, setupTenantAccounting } from './setup';
import { seedAccountingDemo } from './demo/seed';

export type { LedgerPort, LedgerConfig, EntrySummary, BankAccountSummary, Movement, JournalSummary, ThirdPartySummary } from './ledger-port';
export type { NewEntry, CreateOptions } from './journal/ledger';
export type { AccountSummary, NaturalSide, PostedTotal } from './journal/posted-totals';
export type { LedgerLineInput } from './journal/entry-rules';

declare module '../../platform/modules/contract' {
  interface Ports {
    ledger: LedgerPort;
  }
}

/** Accounting: chart of accounts, journal, fiscal periods, configuration (the ledger core). */
export const accountingModule: ModuleDefinition = {
  id: 'accounting',
  uses: ['tenants', 'people'],
  provides: { ledger: () => ledger },
  subscribes: {
    // A new tenant gets its configuration (from its country) and its chart of accounts; a
    // force-provision runs the same idempotent setup again.
    'tenant.created': ({ tenantId }) => asTenant(tenantId, () => setupTenantAccounting()),
    'tenant.provisioned': ({ tenantId }) => asTenant(tenantId, () => provisionTenantAccounting()),
  },
  contributes: {
    migrations,
    models: (sequelize) => initLedgerModels(sequelize),
    routes: () => [
      chartRoutes(),
      journalRoutes(),
      attachmentRoutes(),
      journalListRoutes(),
      thirdPartyRoutes(),
      letteringRoutes(),
      periodRoutes(),
      fiscalYearRoutes(),
      configRoutes(),
    ],
    permissions: ['accounting.read', 'accounting.write', 'accounting.validate', 'accounting.manage', 'accounting.config'],
    seed: seedAccountingDemo,
  },
};
export { accountingReportingModule } from './reporting-module';
