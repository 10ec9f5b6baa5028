import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import type { StatementLineStatus } from '../../../../shared/reconciliation';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** One movement of an imported statement, signed (credit +, debit −), matched to a posted entry or not. */
export class StatementLine extends Model<InferAttributes<StatementLine>, InferCreationAttributes<StatementLine>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare importId: string;
  declare bankAccountId: string;
  declare lineNo: number;
  declare lineDate: string;
  declare label: string;
  declare reference: string | null;
  declare amountCents: number;
  declare externalId: string;
  declare status: CreationOptional<StatementLineStatus>;
  declare journalEntryId: CreationOptional<string | null>;
  declare matchedBy: CreationOptional<string | null>;
  declare matchedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    StatementLine.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        importId: { type: DataTypes.UUID, allowNull: false },
        bankAccountId: { type: DataTypes.UUID, allowNull: false },
        lineNo: { type: DataTypes.INTEGER, allowNull: false },
        lineDate: { type: DataTypes.DATEONLY, allowNull: false },
        label: { type: DataTypes.STRING(500), allowNull: false },
        reference: { type: DataTypes.STRING(100), allowNull: true },
        amountCents: centsColumn('amountCents'),
        externalId: { type: DataTypes.STRING(100), allowNull: false },
        status: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'UNMATCHED' },
        journalEntryId: { type: DataTypes.UUID, allowNull: true },
        matchedBy: { type: DataTypes.UUID, allowNull: true },
        matchedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'bank_statement_lines', modelName: 'StatementLine' },
    );
    tenantScoped(StatementLine);
  }
}
