import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
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

  // Audit trail (read with accounting.read). Lines belong to their entry's history; their copies
  // of the entry's date and posted flag are bookkeeping, not changes.
  auditable(Account, { entityType: 'ACCOUNT', readPermission: 'accounting.read' });
  auditable(JournalEntry, { entityType: 'JOURNAL_ENTRY', readPermission: 'accounting.read' });
  auditable(JournalLine, {
    entityType: 'JOURNAL_ENTRY',
    readPermission: 'accounting.read',
    entityId: (line) => line.entryId,
    ignore: ['posted', 'entryDate', 'accountId', 'entryId'],
    actions: { create: 'LINE_CREATE', update: 'LINE_UPDATE', destroy: 'LINE_DELETE' },
  });
  auditable(FiscalPeriod, { entityType: 'FISCAL_PERIOD', readPermission: 'accounting.read' });
  auditable(AccountingConfig, { entityType: 'ACCOUNTING_CONFIG', readPermission: 'accounting.read' });
  auditable(TenantBankAccount, { entityType: 'BANK_ACCOUNT', readPermission: 'accounting.read', ignore: ['accountId'] });
}
