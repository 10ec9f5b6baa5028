import type { ModuleManifest } from '../../platform/modules';
import { migrations } from './migrations';
import { initLedgerModels } from './models';

export { Account, AccountingConfig, FiscalPeriod, JournalEntry, JournalLine, PieceCounter, TenantBankAccount } from './models';

/** Accounting: chart of accounts, journal, fiscal periods, configuration (the ledger core). */
export const accountingModule: ModuleManifest = {
  id: 'accounting',
  migrations,
  models: (sequelize) => initLedgerModels(sequelize),
};
