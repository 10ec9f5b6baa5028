import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import type { StatementFormat } from '../../../../shared/reconciliation';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** One bank statement file imported for a bank account and a period. */
export class StatementImport extends Model<InferAttributes<StatementImport>, InferCreationAttributes<StatementImport>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare bankAccountId: string;
  declare accountCode: string;
  declare periodStart: string;
  declare periodEnd: string;
  declare fileName: string;
  declare format: StatementFormat;
  declare currency: string | null;
  declare openingBalanceCents: number | null;
  declare closingBalanceCents: number | null;
  declare lineCount: number;
  declare importedBy: string | null;
  declare importedAt: Date;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    StatementImport.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        bankAccountId: { type: DataTypes.UUID, allowNull: false },
        accountCode: { type: DataTypes.STRING(20), allowNull: false },
        periodStart: { type: DataTypes.DATEONLY, allowNull: false },
        periodEnd: { type: DataTypes.DATEONLY, allowNull: false },
        fileName: { type: DataTypes.STRING(255), allowNull: false },
        format: { type: DataTypes.STRING(10), allowNull: false },
        currency: { type: DataTypes.STRING(3), allowNull: true },
        openingBalanceCents: centsColumn('openingBalanceCents', { allowNull: true }),
        closingBalanceCents: centsColumn('closingBalanceCents', { allowNull: true }),
        lineCount: { type: DataTypes.INTEGER, allowNull: false },
        importedBy: { type: DataTypes.UUID, allowNull: true },
        importedAt: { type: DataTypes.DATE, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'bank_statement_imports', modelName: 'StatementImport' },
    );
    tenantScoped(StatementImport);
  }
}
