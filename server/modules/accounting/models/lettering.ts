import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/**
 * A lettering (lettrage): posted lines of one account and third party whose debits and credits
 * cancel out, under a letter code of that account. Lettering never changes the lines' amounts.
 */
export class Lettering extends Model<InferAttributes<Lettering>, InferCreationAttributes<Lettering>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare accountCode: string;
  declare code: string;
  declare thirdPartyId: CreationOptional<string | null>;
  /** Date of the group's latest line: from then on its items are settled (aged balances as of a date). */
  declare letteredOn: string;
  declare lineCount: number;
  /** Total of the debits (= total of the credits). */
  declare totalCents: number;
  declare automatic: CreationOptional<boolean>;
  declare createdBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Lettering.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        accountCode: { type: DataTypes.STRING(20), allowNull: false },
        code: { type: DataTypes.STRING(10), allowNull: false },
        thirdPartyId: { type: DataTypes.UUID, allowNull: true },
        letteredOn: { type: DataTypes.DATEONLY, allowNull: false },
        lineCount: { type: DataTypes.INTEGER, allowNull: false },
        totalCents: centsColumn('totalCents'),
        automatic: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdBy: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'letterings', modelName: 'Lettering' },
    );
    tenantScoped(Lettering);
  }
}
