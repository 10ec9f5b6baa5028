import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** A bank account of the company, bound to its own treasury account (521x / 512x). */
export class TenantBankAccount extends Model<InferAttributes<TenantBankAccount>, InferCreationAttributes<TenantBankAccount>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare accountId: string;
  declare accountCode: string;
  declare title: string;
  declare bank: string;
  declare iban: string;
  declare bic: CreationOptional<string | null>;
  declare isDefault: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    TenantBankAccount.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        accountId: { type: DataTypes.UUID, allowNull: false },
        accountCode: { type: DataTypes.STRING(20), allowNull: false },
        title: { type: DataTypes.STRING(200), allowNull: false },
        bank: { type: DataTypes.STRING(200), allowNull: false },
        iban: { type: DataTypes.STRING(34), allowNull: false },
        bic: { type: DataTypes.STRING(11), allowNull: true },
        isDefault: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'tenant_bank_accounts', modelName: 'TenantBankAccount' },
    );
    tenantScoped(TenantBankAccount);
  }
}
