import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { AccountStatus, AccountType } from '../../../../shared/accounting';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** An account of the tenant's chart. Deleting one only deactivates it. */
export class Account extends Model<InferAttributes<Account>, InferCreationAttributes<Account>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare code: string;
  declare title: string;
  declare accountClass: number;
  declare accountType: AccountType;
  declare status: CreationOptional<AccountStatus>;
  declare isSystem: CreationOptional<boolean>;
  declare letterSeq: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Account.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        code: { type: DataTypes.STRING(20), allowNull: false },
        title: { type: DataTypes.STRING(200), allowNull: false },
        accountClass: { type: DataTypes.INTEGER, allowNull: false },
        accountType: { type: DataTypes.STRING(20), allowNull: false },
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'ACTIVE' },
        isSystem: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        letterSeq: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'accounts',
        modelName: 'Account',
        indexes: [{ unique: true, fields: ['tenant_id', 'code'], name: 'accounts_tenant_code_unique' }],
      },
    );
    tenantScoped(Account);
  }
}
