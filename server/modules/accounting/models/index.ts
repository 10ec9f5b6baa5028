import type { Sequelize } from 'sequelize';
import { Account } from './account';
import { AccountingConfig } from './accounting-config';
import { FiscalPeriod } from './fiscal-period';
import { JournalEntry } from './journal-entry';
import { JournalLine } from './journal-line';
import { PieceCounter } from './piece-counter';
import { TenantBankAccount } from './tenant-bank-account';

export { Account, AccountingConfig, FiscalPeriod, JournalEntry, JournalLine, PieceCounter, TenantBankAccount };

/** Initialises the ledger's models and their associations. */
export function initLedgerModels(sequelize: Sequelize): void {
  Account.initModel(sequelize);
  JournalEntry.initModel(sequelize);
  JournalLine.initModel(sequelize);
  FiscalPeriod.initModel(sequelize);
  PieceCounter.initModel(sequelize);
  AccountingConfig.initModel(sequelize);
  TenantBankAccount.initModel(sequelize);

  JournalEntry.hasMany(JournalLine, { as: 'lines', foreignKey: 'entryId', onDelete: 'CASCADE' });
  JournalLine.belongsTo(JournalEntry, { as: 'entry', foreignKey: 'entryId' });
  JournalLine.belongsTo(Account, { as: 'account', foreignKey: 'accountId' });
  JournalEntry.belongsTo(JournalEntry, { as: 'reversalOf', foreignKey: 'reversalOfId' });
  TenantBankAccount.belongsTo(Account, { as: 'account', foreignKey: 'accountId' });
}
