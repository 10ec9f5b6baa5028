import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { Account } from './account';
import { AccountingConfig } from './accounting-config';
import { EntryAttachment } from './entry-attachment';
import { FiscalPeriod } from './fiscal-period';
import { FiscalYear } from './fiscal-year';
import { Journal } from './journal';
import { JournalEntry } from './journal-entry';
import { JournalLine } from './journal-line';
import { Lettering } from './lettering';
import { PieceCounter } from './piece-counter';
import { TenantBankAccount } from './tenant-bank-account';
import { ThirdParty } from './third-party';

export { Account, AccountingConfig, EntryAttachment, FiscalPeriod, FiscalYear, Journal, JournalEntry, JournalLine, Lettering, PieceCounter, TenantBankAccount, ThirdParty };

/** Initialises the ledger's models and their associations. */
export function initLedgerModels(sequelize: Sequelize): void {
  Account.initModel(sequelize);
  Journal.initModel(sequelize);
  ThirdParty.initModel(sequelize);
  JournalEntry.initModel(sequelize);
  JournalLine.initModel(sequelize);
  Lettering.initModel(sequelize);
  FiscalPeriod.initModel(sequelize);
  FiscalYear.initModel(sequelize);
  PieceCounter.initModel(sequelize);
  AccountingConfig.initModel(sequelize);
  TenantBankAccount.initModel(sequelize);
  EntryAttachment.initModel(sequelize);

  JournalEntry.hasMany(JournalLine, { as: 'lines', foreignKey: 'entryId', onDelete: 'CASCADE' });
  JournalEntry.hasMany(EntryAttachment, { as: 'attachments', foreignKey: 'entryId', onDelete: 'CASCADE' });
  JournalEntry.belongsTo(Journal, { as: 'journal', foreignKey: 'journalId' });
  JournalLine.belongsTo(JournalEntry, { as: 'entry', foreignKey: 'entryId' });
  JournalLine.belongsTo(Account, { as: 'account', foreignKey: 'accountId' });
  JournalLine.belongsTo(ThirdParty, { as: 'party', foreignKey: 'thirdPartyId' });
  JournalEntry.belongsTo(JournalEntry, { as: 'reversalOf', foreignKey: 'reversalOfId' });
  TenantBankAccount.belongsTo(Account, { as: 'account', foreignKey: 'accountId' });

  // Audit trail (read with accounting.read). Lines belong to their entry's history; their copies
  // of the entry's date and posted flag are bookkeeping, not changes, and so are their letters
  // (the lettering has its own history).
  auditable(Account, { entityType: 'ACCOUNT', readPermission: 'accounting.read', ignore: ['letterSeq'] });
  auditable(JournalEntry, { entityType: 'JOURNAL_ENTRY', readPermission: 'accounting.read', ignore: ['journalCode'] });
  auditable(JournalLine, {
    entityType: 'JOURNAL_ENTRY',
    readPermission: 'accounting.read',
    entityId: (line) => line.entryId,
    ignore: ['posted', 'entryDate', 'accountId', 'entryId', 'letterId', 'letterCode', 'letteredOn', 'yearEnd'],
    actions: { create: 'LINE_CREATE', update: 'LINE_UPDATE', destroy: 'LINE_DELETE' },
  });
  auditable(EntryAttachment, {
    entityType: 'JOURNAL_ENTRY',
    readPermission: 'accounting.read',
    entityId: (a) => a.entryId,
    ignore: ['entryId', 'documentId'],
    actions: { create: 'ATTACHMENT_ADD', update: 'ATTACHMENT_UPDATE', destroy: 'ATTACHMENT_REMOVE' },
  });
  auditable(Journal, { entityType: 'JOURNAL', readPermission: 'accounting.read' });
  auditable(ThirdParty, { entityType: 'THIRD_PARTY', readPermission: 'accounting.read', ignore: ['nameKey'] });
  auditable(Lettering, { entityType: 'LETTERING', readPermission: 'accounting.read' });
  auditable(FiscalPeriod, { entityType: 'FISCAL_PERIOD', readPermission: 'accounting.read' });
  auditable(FiscalYear, { entityType: 'FISCAL_YEAR', readPermission: 'accounting.read' });
  auditable(AccountingConfig, { entityType: 'ACCOUNTING_CONFIG', readPermission: 'accounting.read' });
  auditable(TenantBankAccount, { entityType: 'BANK_ACCOUNT', readPermission: 'accounting.read', ignore: ['accountId'] });
}
