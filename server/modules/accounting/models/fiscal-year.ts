import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { FiscalYearStatus } from '../../../../shared/accounting';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** A fiscal year's closing: its result entry (into 131/139) and the next year's à-nouveaux. */
export class FiscalYear extends Model<InferAttributes<FiscalYear>, InferCreationAttributes<FiscalYear>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare year: number;
  declare status: CreationOptional<FiscalYearStatus>;
  declare closedAt: CreationOptional<Date | null>;
  declare closedBy: CreationOptional<string | null>;
  declare resultCents: CreationOptional<number | null>;
  declare resultEntryId: CreationOptional<string | null>;
  declare openingEntryId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    FiscalYear.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        year: { type: DataTypes.INTEGER, allowNull: false },
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'OPEN' },
        closedAt: { type: DataTypes.DATE, allowNull: true },
        closedBy: { type: DataTypes.UUID, allowNull: true },
        resultCents: centsColumn('resultCents', { allowNull: true }),
        resultEntryId: { type: DataTypes.UUID, allowNull: true },
        openingEntryId: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'fiscal_years', modelName: 'FiscalYear' },
    );
    tenantScoped(FiscalYear);
  }
}
