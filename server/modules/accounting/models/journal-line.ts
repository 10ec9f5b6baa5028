import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { Account } from './account';
import type { ThirdParty } from './third-party';

export type YearEndKind = 'CLOSING' | 'OPENING';

/**
 * One line of an entry. The entry's date and posted flag are copied here (kept in sync by the
 * ledger service) so that reports aggregate lines without joining entries.
 */
export class JournalLine extends Model<InferAttributes<JournalLine>, InferCreationAttributes<JournalLine>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare entryId: string;
  declare lineNo: number;
  declare accountId: string;
  declare accountCode: string;
  declare label: CreationOptional<string | null>;
  declare debitCents: number;
  declare creditCents: number;
  declare entryDate: string;
  declare posted: CreationOptional<boolean>;
  declare thirdParty: CreationOptional<string | null>;
  declare dueDate: CreationOptional<string | null>;
  declare thirdPartyId: CreationOptional<string | null>;
  declare reference: CreationOptional<string | null>;
  declare letterId: CreationOptional<string | null>;
  declare letterCode: CreationOptional<string | null>;
  declare letteredOn: CreationOptional<string | null>;
  /** 'CLOSING' on the year's result entry, 'OPENING' on the à-nouveaux, null otherwise. */
  declare yearEnd: CreationOptional<YearEndKind | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare account?: NonAttribute<Account>;
  declare party?: NonAttribute<ThirdParty>;

  static initModel(sequelize: Sequelize): void {
    JournalLine.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        entryId: { type: DataTypes.UUID, allowNull: false },
        lineNo: { type: DataTypes.INTEGER, allowNull: false },
        accountId: { type: DataTypes.UUID, allowNull: false },
        accountCode: { type: DataTypes.STRING(20), allowNull: false },
        label: { type: DataTypes.STRING(255), allowNull: true },
        debitCents: centsColumn('debitCents', { defaultValue: 0 }),
        creditCents: centsColumn('creditCents', { defaultValue: 0 }),
        entryDate: { type: DataTypes.DATEONLY, allowNull: false },
        posted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        thirdParty: { type: DataTypes.STRING(100), allowNull: true },
        dueDate: { type: DataTypes.DATEONLY, allowNull: true },
        thirdPartyId: { type: DataTypes.UUID, allowNull: true },
        reference: { type: DataTypes.STRING(60), allowNull: true },
        letterId: { type: DataTypes.UUID, allowNull: true },
        letterCode: { type: DataTypes.STRING(10), allowNull: true },
        letteredOn: { type: DataTypes.DATEONLY, allowNull: true },
        yearEnd: { type: DataTypes.STRING(10), allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'journal_lines', modelName: 'JournalLine' },
    );
    tenantScoped(JournalLine);
  }
}
