import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { JournalKind } from '../../../../shared/accounting';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** A journal (journal comptable): entries are filed and numbered in it (`CODE-YYYY-00001`). */
export class Journal extends Model<InferAttributes<Journal>, InferCreationAttributes<Journal>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  /** Never changes once created: it prefixes the piece numbers and keys their counters. */
  declare code: string;
  declare name: string;
  declare kind: JournalKind;
  /** BANK journals: the tenant bank account they follow. */
  declare bankAccountId: CreationOptional<string | null>;
  /** BANK and CASH journals: their treasury account (521x / 5711…). */
  declare accountCode: CreationOptional<string | null>;
  declare active: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Journal.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        code: { type: DataTypes.STRING(8), allowNull: false },
        name: { type: DataTypes.STRING(100), allowNull: false },
        kind: { type: DataTypes.STRING(12), allowNull: false },
        bankAccountId: { type: DataTypes.UUID, allowNull: true },
        accountCode: { type: DataTypes.STRING(20), allowNull: true },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'journals', modelName: 'Journal' },
    );
    tenantScoped(Journal);
  }
}
