import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { ThirdPartyKind } from '../../../../shared/accounting';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** A customer, supplier, employee or other debtor/creditor named on third-party account lines. */
export class ThirdParty extends Model<InferAttributes<ThirdParty>, InferCreationAttributes<ThirdParty>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare code: string;
  declare name: string;
  /** The name folded for look-ups (one third party per kind and name). */
  declare nameKey: string;
  declare kind: ThirdPartyKind;
  declare employeeId: CreationOptional<string | null>;
  declare email: CreationOptional<string | null>;
  declare phone: CreationOptional<string | null>;
  declare active: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ThirdParty.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        code: { type: DataTypes.STRING(20), allowNull: false },
        name: { type: DataTypes.STRING(100), allowNull: false },
        nameKey: { type: DataTypes.STRING(100), allowNull: false },
        kind: { type: DataTypes.STRING(10), allowNull: false },
        employeeId: { type: DataTypes.UUID, allowNull: true },
        email: { type: DataTypes.STRING(200), allowNull: true },
        phone: { type: DataTypes.STRING(40), allowNull: true },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'third_parties', modelName: 'ThirdParty' },
    );
    tenantScoped(ThirdParty);
  }
}
