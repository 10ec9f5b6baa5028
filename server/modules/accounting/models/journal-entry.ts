import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import type { EntrySource, EntryStatus } from '../../../../shared/accounting';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { EntryAttachment } from './entry-attachment';
import type { Journal } from './journal';
import type { JournalLine } from './journal-line';

/** A journal entry: DRAFT while it may change, POSTED once definitive. */
export class JournalEntry extends Model<InferAttributes<JournalEntry>, InferCreationAttributes<JournalEntry>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare pieceNumber: string;
  declare entryDate: string;
  declare label: string;
  declare source: EntrySource;
  declare sourceRef: CreationOptional<string | null>;
  declare journalId: string;
  declare journalCode: string;
  declare status: CreationOptional<EntryStatus>;
  declare reversalOfId: CreationOptional<string | null>;
  declare postedAt: CreationOptional<Date | null>;
  declare createdBy: CreationOptional<string | null>;
  declare totalDebitCents: number;
  declare totalCreditCents: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare lines?: NonAttribute<JournalLine[]>;
  declare journal?: NonAttribute<Journal>;
  declare attachments?: NonAttribute<EntryAttachment[]>;

  static initModel(sequelize: Sequelize): void {
    JournalEntry.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        pieceNumber: { type: DataTypes.STRING(40), allowNull: false },
        entryDate: { type: DataTypes.DATEONLY, allowNull: false },
        label: { type: DataTypes.STRING(255), allowNull: false },
        source: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'MANUAL' },
        sourceRef: { type: DataTypes.STRING(100), allowNull: true },
        journalId: { type: DataTypes.UUID, allowNull: false },
        journalCode: { type: DataTypes.STRING(8), allowNull: false },
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'DRAFT' },
        reversalOfId: { type: DataTypes.UUID, allowNull: true },
        postedAt: { type: DataTypes.DATE, allowNull: true },
        createdBy: { type: DataTypes.UUID, allowNull: true },
        totalDebitCents: centsColumn('totalDebitCents', { defaultValue: 0 }),
        totalCreditCents: centsColumn('totalCreditCents', { defaultValue: 0 }),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'journal_entries', modelName: 'JournalEntry' },
    );
    tenantScoped(JournalEntry);
  }
}
