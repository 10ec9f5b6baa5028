import type { ModuleManifest } from '../../platform/modules';
import { chartRoutes } from './chart/routes';
import { configRoutes } from './config/routes';
import { journalRoutes } from './journal/routes';
import { migrations } from './migrations';
import { initLedgerModels } from './models';
import { periodRoutes } from './periods/routes';
import { listenForNewTenants } from './setup';
import { seedAccountingDemo } from './demo/seed';

export { Account, AccountingConfig, FiscalPeriod, JournalEntry, JournalLine, PieceCounter, TenantBankAccount } from './models';

/** The services other modules use: post entries from their events, number their documents. */
export { createEntry, updateEntry, deleteEntry, loadEntry, type NewEntry, type EntryChanges, type CreateOptions } from './journal/ledger';
export { postEntry, bulkPost, reverseEntry } from './journal/posting';
export type { LedgerLineInput } from './journal/entry-rules';
export { nextPieceNumber, nextCounterValue, reserveCounterValues } from './journal/piece-numbers';
export { importEntries, type ImportedEntry } from './journal/import-entries';
export { ensureAccount } from './chart/accounts';
export { assertPeriodOpen, ensureYear } from './periods/periods';
export { getConfig as getAccountingConfig } from './config/config-service';
export { listBankAccounts } from './config/bank-accounts';
export { setupTenantAccounting, setupAccountingFor } from './setup';

/** Accounting: chart of accounts, journal, fiscal periods, configuration (the ledger core). */
export const accountingModule: ModuleManifest = {
  id: 'accounting',
  migrations,
  models: (sequelize) => initLedgerModels(sequelize),
  associate: (sequelize) => listenForNewTenants(sequelize),
  routes: () => [chartRoutes(), journalRoutes(), periodRoutes(), configRoutes()],
  seed: seedAccountingDemo,
};
